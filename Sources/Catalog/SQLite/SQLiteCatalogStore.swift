import FoundationEssentials
import SQLite
import Synchronization
import Upstream

/// Read access to a catalog file, safe to share between threads: one connection, used by one
/// caller at a time. Its reads, which return the upstream API's payload types, are
/// `SQLCatalog`'s, the same as `PostgresCatalogStore`'s.
///
/// Opening checks that the file is a complete catalog of this schema version and reports
/// damage in words (`CatalogError`); the file is opened read-only (links followed), and
/// nothing is created beside it.
public final class SQLiteCatalogStore: SQLCatalog {
    public let location: CatalogLocation
    /// The connection, or nil after a failure until the file opens again.
    private let connection: Mutex<SQLiteConnection?>

    private init(location: CatalogLocation, connection: consuming sending SQLiteConnection) {
        self.location = location
        self.connection = Mutex(connection)
    }

    /// The file the link (if any) points at; nil while a writer's pages wait in its side
    /// files, when the main file alone is not the whole catalog.
    public var wholeFile: String? {
        guard let file = try? location.target(), !CatalogFileCheck.hasPendingWrites(file) else { return nil }
        return file
    }

    public static func open(_ location: CatalogLocation) throws -> SQLiteCatalogStore {
        SQLiteCatalogStore(location: location, connection: try connect(location))
    }

    /// A checked connection to the catalog file as it is now.
    private static func connect(_ location: CatalogLocation) throws -> SQLiteConnection {
        let path = location.path
        switch location.state {
        case .directory: throw CatalogError.isDirectory(path: path)
        case .absent: throw CatalogError.missing(path: path)
        case .special(let kind): throw CatalogError.notAFile(path: path, kind: kind)
        case .unreachable(let reason): throw CatalogError.unreachable(path: path, reason: reason)
        case .file: break
        }
        let file = try location.target()
        try CatalogFileCheck.verifyHeader(of: file, reportingAs: path)
        do {
            // Generation writes a new file and renames it over the old one, so a catalog is
            // never changed in place: unless a foreign writer left pending pages, the file
            // is read as immutable, with no locks and no side files left next to it.
            let mode: SQLiteConnection.OpenMode = CatalogFileCheck.hasPendingWrites(file) ? .readOnly : .immutable
            let db = try SQLiteConnection(path: file, mode: mode)
            try CatalogFileCheck.verifyContents(db, file: file, reportingAs: path)
            // The operating system keeps the file's pages in memory after their first read, so
            // SQLite's own cache saves only a copy per page, and every page it holds counts in
            // the process's memory: a large cache ends up holding most of what the largest pages
            // read. The pages read all together (the artist page, the Artists list) come from
            // covering indexes and derived tables, which a small cache serves as fast as a
            // larger one.
            try db.execute("PRAGMA cache_size = -1024")
            return db
        } catch let error as SQLiteError {
            throw CatalogFileCheck.describeUnverified(error, path: path)
        }
    }

    /// Runs a read under the connection lock, translating SQLite failures into `CatalogError`.
    ///
    /// After a failure the connection is dropped, and the next read opens the file afresh: an
    /// immutable connection never rereads what it cached, so pages read from a damaged file
    /// would stay damaged after the user restores or regenerates it, and a Retry could never
    /// succeed. Until the file opens again, each read says why it cannot.
    func read<T: Sendable>(_ body: (SQLiteConnection) throws -> T) throws -> T {
        let location = location
        return try connection.withLock { connection in
            let db = try connection ?? Self.connect(location)
            connection = db
            do {
                return try body(db)
            } catch let error as SQLiteError {
                connection = nil
                throw CatalogFileCheck.describe(error, path: location.path)
            }
        }
    }

    /// The server's health check: a row read, and the file still whole. A file cut short under
    /// an open connection still answers from the pages already read, while every other page is
    /// gone: only its size tells.
    public func ping() throws {
        let location = location
        try read { db in
            try CatalogQueries.ping(db)
            try CatalogFileCheck.verifyLength(db, file: try location.target(), reportingAs: location.path)
        }
    }

    public func withSession<T: Sendable>(_ body: (CatalogSession) throws -> T) throws -> T {
        try read { try body(CatalogSession(connection: $0)) }
    }

    // MARK: - Helpers

    static func normalized(_ id: String) throws -> String {
        guard UpstreamLimits.isWellFormedID(id) else { throw CatalogQueryError.malformedID(id) }
        return id.lowercased()
    }

    static func decodeDictionary(_ json: String) -> [String: String] {
        (try? JSONDecoder().decode([String: String].self, from: Data(json.utf8))) ?? [:]
    }

    package static func encodeStrings(_ strings: [String]) -> String {
        String(decoding: (try? JSONEncoder().encode(strings)) ?? Data("[]".utf8), as: UTF8.self)
    }
}
