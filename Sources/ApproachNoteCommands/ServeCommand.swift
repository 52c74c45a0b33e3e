import Accounts
import Browsing
import Catalog
import CommandSupport
import Glibc
import Platform
import Server
import UntrustedText

/// `approachnote serve`: the catalog over HTTP, read-only, with the upstream's `/v1` routes and
/// payloads, and the upstream's accounts (sign-up, sign-in, repertoires, favourites) in a file
/// of their own, until SIGINT or SIGTERM.
enum ServeCommand {
    static let usage =
        "approachnote serve [--listen HOST:PORT] [--catalog PATH | --database postgres://…] [--threads N] [--per-client N] [--accounts PATH] [--auth-key-file PATH] [--show-favoriters] [--trust-forwarded-for]"
    static let defaultListen = ListenAddress(host: "127.0.0.1", port: 8080)
    static let defaultThreads = 4

    static func run(_ arguments: [String], access: CatalogAccess, environment: CommandEnvironment, io: CommandIO) throws
    {
        let parsed = try Arguments(arguments, grammar: Grammar.serve)
        _ = try parsed.requirePositionals(0, usage: usage)
        let listen: ListenAddress
        do {
            listen = try parsed.value("listen").map(ListenAddress.parse) ?? defaultListen
        } catch {
            throw CommandError.usage(
                ServerError.invalidListenAddress(UntrustedText.forMessage(parsed.value("listen") ?? "")).description)
        }
        var configuration = ServerConfiguration(listen: listen, threads: try threads(parsed.value("threads")))
        configuration.connectionsPerClient =
            try Arguments.number(
                parsed.value("per-client"), option: "--per-client", in: ServerConfiguration.connectionsPerClientRange)
            ?? configuration.connectionsPerClient
        let interruption = WaitInterruption()
        let (stores, catalog) = try openStores(
            database: parsed.value("database"), access: access, interruption: interruption)
        let accounts = try openAccounts(
            parsed, stores: stores, database: parsed.value("database"), environment: environment)
        let service = APIService(
            catalog: CatalogService(stores: stores, limits: configuration.limits), stores: stores,
            accounts: accounts.service)
        let server: HTTPServer
        do {
            server = try HTTPServer.start(configuration, respond: service.respond, giveUp: interruption.interrupt)
        } catch {
            throw CommandError.failed(UntrustedText.forMessage(error.description, limit: 400))
        }
        // From here a stop waits for the requests in flight; the handlers are installed only
        // once nothing can fail, so a command that fails leaves the process's signals as they were.
        let signals = StopSignals()
        // A log reader that goes away (`serve | head`) must not end the server: its lines are lost.
        Glibc.signal(SIGPIPE, SIG_IGN)
        try io.writeError(
            "Serving \(catalog) on http://\(server.address)/ with "
                + "\(configuration.threads) thread\(configuration.threads == 1 ? "" : "s"); Ctrl-C stops.\n")
        try io.writeError("Accounts are kept in \(accounts.place).\n")
        let signal = signals.wait()
        let inFlight = server.requestsInFlight
        try io.writeError(
            "Stopping on \(signal == SIGINT ? "SIGINT" : "SIGTERM"): \(inFlight) request\(inFlight == 1 ? "" : "s") in flight.\n"
        )
        let unfinished = server.stop()
        try io.writeError(
            unfinished == 0
                ? "Stopped.\n"
                : "Stopped; \(unfinished) request\(unfinished == 1 ? " was" : "s were") still unfinished after \(configuration.drainTimeout).\n"
        )
    }

    /// The stores for the server's threads, with words for the catalog they read. The first
    /// store is opened here, so that a catalog that cannot be read stops the command before it
    /// listens: a database with no catalog, or one from another version, says which command
    /// loads it.
    private static func openStores(
        database: String?, access: CatalogAccess, interruption: WaitInterruption
    ) throws -> (CatalogStorePool, String) {
        guard let database else {
            let store = try access.open()
            return (CatalogStorePool(location: store.location, first: store), "the catalog at \(store.location.path)")
        }
        guard !access.isNamedByOption else {
            throw CommandError.usage("--catalog and --database both say where the catalog is; give one.")
        }
        let store: PostgresCatalogStore
        do {
            store = try PostgresCatalogStore.open(url: database, interruption: interruption)
        } catch PostgresError.invalidURL {
            // What was typed is wrong, not the database: a usage error.
            throw CommandError.usage(PostgresError.invalidURL.description)
        }
        return (
            CatalogStorePool(database: database, first: store, interruption: interruption),
            "the catalog in PostgreSQL at \(store.server)"
        )
    }

    /// The accounts the server keeps (`AccountsPlace` says where).
    private static func openAccounts(
        _ parsed: Arguments, stores: CatalogStorePool, database: String?, environment: CommandEnvironment
    ) throws -> (service: AccountService, place: String) {
        let (store, place) = try AccountsPlace.open(
            file: parsed.value("accounts"), database: database, environment: environment)
        let key = try AccountsPlace.signingKey(file: parsed.value("auth-key-file"), environment: environment)
        var policy = AccountPolicy()
        policy.showFavoriters = parsed.flag("show-favoriters")
        policy.trustsForwardedFor = parsed.flag("trust-forwarded-for")
        do {
            let service = try AccountService(
                store: store, signingKey: key, catalog: CatalogFacts(stores: stores), policy: policy)
            return (service, place)
        } catch {
            throw CommandError.failed(UntrustedText.forMessage(error.description, limit: 600))
        }
    }

    static func threads(_ text: String?) throws(CommandError) -> Int {
        try Arguments.number(text, option: "--threads", in: ServerConfiguration.threadRange) ?? defaultThreads
    }
}
