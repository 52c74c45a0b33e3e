import Browsing
import Catalog
import CommandSupport
import FoundationEssentials
import Server
import TextFormatting

/// `approachnote-bench --only serve`: the catalog server's load and speed figures,
/// over the loopback, against this very binary's `serve` in a child process (the demo catalog,
/// or with `--database` a PostgreSQL catalog, passed through to serve).
///
/// First one client alone, on one keep-alive connection: the Summertime shell (1,721 rows, the
/// demo catalog's largest) as the server's first request; then, untimed, every page the load
/// asks for; then the shell made anew each time (asked for with `Cache-Control: no-cache`, which
/// the server answers from the catalog, not its cache), made anew for a client that takes gzip
/// (as the application's libcurl does), and kept; and batches of 50 ids made anew and kept.
/// Only the gzip figure asks for gzip. Then `clients` keep-alive clients for `seconds` each: a
/// mix of the pages a browsing client asks for (a song's summary, its shell and two batches of
/// its first rows, for 20 songs), then batches alone.
/// Every response is checked against the same request's untimed answer; the server's log must
/// hold every request sent, once. The load's clients ask for no gzip.
struct ServeBench {
    struct Options {
        var seconds = 30
        var clients = 64
        var threads: Int?
        var database: String?
        var json = false

        static let secondsRange = 1...3600
        static let clientsRange = 1...1000

        init(_ arguments: Arguments, json: Bool) throws(CommandError) {
            seconds = try arguments.number("seconds", in: Self.secondsRange) ?? seconds
            clients = try arguments.number("clients", in: Self.clientsRange) ?? clients
            threads = try arguments.number("threads", in: ServerConfiguration.threadRange)
            database = arguments.value("database")
            self.json = json
        }
    }

    let access: CatalogAccess
    let store: SQLiteCatalogStore
    let scenarios: BenchScenarios
    let options: Options
    /// Requests timed per single-client figure.
    let iterations: Int
    let io: CommandIO

    static let batchSize = 50
    static let songsInMix = 20

    /// What `--json` prints.
    struct Report: Encodable {
        let store: String
        let threads: Int?
        let requestsSent: Int
        let requestsLogged: Int
        let serverPeakMegabytes: Double
        let figures: [BenchFigure]
        let phases: [ServeLoad.Result]
    }

    func run() throws {
        let summertime = scenarios.summertime.id
        let shellTarget = "/v1/songs/\(summertime)/recordings/shell"
        let rows = try store.songShell(id: summertime, sort: .year)?.recordings.map(\.id) ?? []
        let batches = stride(from: 0, to: rows.count - Self.batchSize + 1, by: Self.batchSize).map {
            Self.batch(Array(rows[$0..<($0 + Self.batchSize)]))
        }
        guard !batches.isEmpty else {
            throw CommandError.failed("The serve bench needs Summertime's 1,721 recordings in the demo catalog.")
        }
        let storeArguments: (global: [String], serve: [String]) =
            options.database.map { ([], ["--database", $0]) } ?? (["--catalog", access.location.path], [])
        let server = try BenchServerChild(
            storeArguments: storeArguments, threads: options.threads, clients: options.clients)
        let client = try Self.connect(server.port)
        var sent = 0
        let time = { (target: String, gzip: Bool, fresh: Bool) throws -> Double in
            sent += 1
            return try Self.time(target, gzip: gzip, fresh: fresh, on: client)
        }
        let first = try time(shellTarget, false, false)
        // Each page asked for once, untimed, before the figures: the answers the load checks
        // against, and the catalog's pages read into memory, so that an answer made anew is
        // timed making it, not reading the disk (the first request shows that).
        let mix = try Self.expected(try mixTargets(), on: client)
        let batchMix = try Self.expected(batches, on: client)
        sent += mix.count + batchMix.count
        let coldShells = try (0..<iterations).map { _ in try time(shellTarget, false, true) }
        let gzipShells = try (0..<iterations).map { _ in try time(shellTarget, true, true) }
        let warmShells = try (0..<iterations).map { _ in try time(shellTarget, false, false) }
        let coldBatches = try (0..<iterations).map { try time(batches[$0 % batches.count], false, true) }
        let warmBatches = try (0..<iterations).map { _ in try time(batches[0], false, false) }

        let load = ServeLoad(port: server.port, clients: options.clients, duration: .seconds(options.seconds))
        let phases = [
            load.run("mixed: summary, shell and 2 batches of \(Self.songsInMix) songs", mix: mix),
            load.run("batches of \(Self.batchSize) ids only", mix: batchMix),
        ]
        sent += phases.reduce(0) { $0 + $1.requests - $1.unconnected }
        let peak = server.peakMegabytes ?? 0
        let logged = try server.stop()

        let shellLabel = "Summertime shell (\(rows.count) rows)"
        // The shell's targets: a PostgreSQL server is a round trip away, a file is in the process.
        let shellMilliseconds: Double = options.database == nil ? 15 : 25
        var figures = [
            BenchFigure("\(shellLabel): the server's first request", [first]),
            BenchFigure("\(shellLabel): made anew (not in the cache)", coldShells, target: shellMilliseconds),
            BenchFigure("\(shellLabel): made anew, gzip asked for", gzipShells, target: shellMilliseconds),
            BenchFigure("\(shellLabel): kept (from the cache)", warmShells, target: shellMilliseconds),
            BenchFigure("batch of \(Self.batchSize) ids: made anew (not in the cache)", coldBatches, target: 10),
            BenchFigure("batch of \(Self.batchSize) ids: kept (from the cache)", warmBatches, target: 10),
        ]
        for (index, phase) in phases.enumerated() {
            let label = "\(phase.name), \(phase.clients) clients"
            figures += [
                BenchFigure("\(label): latency", phase.latencies, target: 100, judged: .p99),
                BenchFigure(
                    "\(label): requests per second", [phase.requestsPerSecond], unit: .requestsPerSecond,
                    target: index == phases.count - 1 ? 2_000 : nil, bound: .atLeast),
                BenchFigure("\(label): errors", [Double(phase.errors)], unit: .requests, target: 0, bound: .atMost),
            ]
        }
        figures.append(BenchFigure("server's peak resident memory (VmHWM)", [peak], unit: .megabytes, target: 100))
        figures.append(
            BenchFigure(
                "requests sent but not logged by the server, or logged twice", [Double(abs(sent - logged))],
                unit: .requests, target: 0, bound: .atMost))
        // The URL is not repeated: it may carry a password.
        let storeName = options.database == nil ? "the catalog at \(access.location.path)" : "PostgreSQL (--database)"
        if options.json {
            return try io.write(
                CommandJSON.encode(
                    Report(
                        store: storeName, threads: options.threads, requestsSent: sent, requestsLogged: logged,
                        serverPeakMegabytes: peak, figures: figures, phases: phases)))
        }
        try io.write(
            "Catalog server (approachnote serve on 127.0.0.1, \(storeName)"
                + "\(options.threads.map { ", \($0) threads" } ?? "")): one client alone, then "
                + "\(options.clients) keep-alive clients for \(options.seconds) s per phase\n" + BenchFigure.header)
        for figure in figures { try io.write(figure.line) }
        for phase in phases {
            try io.write(
                "    (\(phase.name): \(phase.requests) requests in "
                    + Printf.string("%.1f s, p50 %.2f ms", phase.seconds, phase.p50Milliseconds)
                    + "\(phase.firstError.map { "; first error: \($0)" } ?? ""))\n")
        }
        try io.write("    (\(sent) requests sent, \(logged) logged by the server)\n")
    }

    /// For each of 20 songs spread over the songs index: its summary, its shell and batches of
    /// its first 100 rows, as a client opening its page asks for them.
    private func mixTargets() throws -> [String] {
        let songs = try store.songs()
        let step = max(1, songs.count / Self.songsInMix)
        var targets: [String] = []
        for song in stride(from: 0, to: songs.count, by: step).prefix(Self.songsInMix).map({ songs[$0] }) {
            let ids = try store.songShell(id: song.id, sort: .year)?.recordings.map(\.id) ?? []
            targets += ["/v1/songs/\(song.id)/summary", "/v1/songs/\(song.id)/recordings/shell"]
            targets += stride(from: 0, to: min(ids.count, 2 * Self.batchSize), by: Self.batchSize).map {
                Self.batch(Array(ids[$0..<min(ids.count, $0 + Self.batchSize)]))
            }
        }
        return targets
    }

    private static func batch(_ ids: [String]) -> String {
        "/v1/recordings/batch?ids=" + ids.joined(separator: ",")
    }

    private static func connect(_ port: UInt16) throws -> BenchHTTPConnection {
        do {
            return try BenchHTTPConnection(port: port)
        } catch {
            throw BenchError.server("\(error)")
        }
    }

    /// One request's milliseconds, from its sending to its response's last byte; anything but
    /// a 200 is an error.
    private static func time(_ target: String, gzip: Bool, fresh: Bool, on client: BenchHTTPConnection) throws
        -> Double
    {
        let start = BenchClock.now()
        _ = try get(target, gzip: gzip, fresh: fresh, on: client)
        return BenchClock.milliseconds(since: start)
    }

    /// Each target with the body of its answer now.
    private static func expected(_ targets: [String], on client: BenchHTTPConnection) throws -> [ServeLoad.Request] {
        try targets.map { ServeLoad.Request(target: $0, body: Array(try get($0, on: client).body)) }
    }

    private static func get(
        _ target: String, gzip: Bool = false, fresh: Bool = false, on client: BenchHTTPConnection
    ) throws -> BenchHTTPConnection.Response {
        let response: BenchHTTPConnection.Response
        do {
            response = try client.get(target, gzip: gzip, fresh: fresh)
        } catch {
            throw BenchError.server("\(target): \(error)")
        }
        guard response.status == 200 else { throw BenchError.server("\(target) answered \(response.status)") }
        return response
    }
}
