import Synchronization

/// Read access to a catalog exported to PostgreSQL (`SQLiteCatalogStore.export(to:)`), answering
/// every read with the same payloads as the catalog file: the queries are the same
/// (`SQLCatalog`), run as statements prepared once per connection. One connection, used by one
/// caller at a time; a server holds one store per thread (`CatalogStorePool`).
///
/// Each connection checks that the database holds a catalog of this schema version. A failure
/// drops the connection, and the next read connects afresh: a server restarted in between is
/// simply reached again, by the very read that finds the old connection lost.
public final class PostgresCatalogStore: SQLCatalog {
    /// How long a connection attempt may wait for the server: while it is unreachable, each
    /// request fails within this instead of hanging.
    public static let connectTimeoutSeconds = 2
    /// Besides the connect timeout, TCP keepalives and a limit on unacknowledged data: the
    /// statement timeout is the server's to enforce, so a database host that vanishes without a
    /// word would otherwise hold a serving thread until the system gives the socket up, hours on.
    /// (Ignored on a Unix socket, where the peer's end is always seen.)
    package static let connectionSettings: KeyValuePairs<String, String> = [
        "connect_timeout": String(connectTimeoutSeconds), "keepalives_idle": "5", "keepalives_interval": "2",
        "keepalives_count": "3", "tcp_user_timeout": "15000",
    ]
    /// The longest a statement may run; the slowest, an artist's recordings, takes milliseconds.
    public static let statementTimeout = "10s"
    /// The longest a statement waits for a lock another session holds (a table locked for a
    /// load by hand). A serving thread answers its other connections only between requests,
    /// so a wait here must end well inside the time they are given to be answered.
    public static let lockTimeout = "5s"
    /// The longest this side waits for any answer: past the statement timeout, the server is
    /// not running statements at all (stopped, frozen), and the request gets its 503.
    public static let answerTimeout: Duration = .seconds(11)

    /// user@host:port/database, for messages (the URL may carry a password).
    public let server: String
    /// A database is no file to copy: its clients sync page by page.
    public var wholeFile: String? { nil }
    private let url: String
    /// The connection, or nil after a failure until the server is reached again.
    private let connection: Mutex<PostgresConnection?>

    /// Ends this store's waits, and refuses its connections after.
    private let interruption: WaitInterruption?

    private init(
        url: String, connection: consuming sending PostgresConnection, interruption: WaitInterruption?
    ) {
        self.url = url
        server = connection.server
        self.connection = Mutex(connection)
        self.interruption = interruption
    }

    public static func open(url: String, interruption: WaitInterruption? = nil) throws -> PostgresCatalogStore {
        PostgresCatalogStore(url: url, connection: try connect(url, interruption), interruption: interruption)
    }

    private static func connect(_ url: String, _ interruption: WaitInterruption?) throws -> PostgresConnection {
        if interruption?.isInterrupted == true {
            throw PostgresError.connect(server: "the database", reason: WaitInterruption.reason)
        }
        let postgres = try PostgresConnection(url: url, settings: connectionSettings)
        postgres.answerTimeout = answerTimeout
        postgres.interruption = interruption
        try postgres.execute("SET application_name = 'approachnote serve'")
        try postgres.execute("SET statement_timeout = '\(statementTimeout)'")
        try postgres.execute("SET lock_timeout = '\(lockTimeout)'")
        try postgres.execute("SET search_path TO \(PostgresSchema.name)")
        let version: String?
        do {
            version = try postgres.execute("SELECT version FROM schema_version").first?.first ?? nil
        } catch PostgresError.statement(_, state: "42P01", _) {  // undefined_table
            throw PostgresError.noCatalog(server: postgres.server)
        }
        guard version == String(PostgresSchema.version) else {
            throw PostgresError.incompatibleCatalog(
                server: postgres.server, found: version ?? "none", expected: PostgresSchema.version)
        }
        return postgres
    }

    /// A connection kept from earlier reads may have been ended while idle (the server was
    /// restarted in between) without anyone noticing; the read that finds it lost runs again,
    /// once, on a new connection, since the server may well be back and a read can be repeated.
    /// A connection this side gave up (no answer in time) is not made again for the same read:
    /// a new one would wait on the same server. Any other failure is this read's.
    public func withSession<T: Sendable>(_ body: (CatalogSession) throws -> T) throws -> T {
        let (url, interruption) = (url, interruption)
        return try connection.withLock { connection in
            // Twice at most: a new connection that fails is not tried again.
            while true {
                let isNew = connection == nil
                let postgres = try connection ?? Self.connect(url, interruption)
                connection = postgres
                do {
                    return try body(CatalogSession(connection: postgres))
                } catch let error as PostgresError {
                    connection = nil
                    guard !isNew, !postgres.isAbandoned, case .connectionLost = error else { throw error }
                }
            }
        }
    }
}
