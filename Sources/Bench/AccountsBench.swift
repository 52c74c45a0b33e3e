import Catalog
import CommandSupport
import FoundationEssentials
import Glibc
import Platform
import TextFormatting

/// `approachnote-bench --only accounts`: the account routes of this very binary's `serve`, in
/// a child process, with the accounts in a file of their own (and, with `--database`, in that
/// PostgreSQL database too).
///
/// First sign-ins one after another, each from an address of its own (so that the upstream's
/// rate limit does not refuse them; the server trusts `X-Forwarded-For` for this): their p50
/// and p99 at the password hash's cost as chosen (Argon2id, 7 MiB, 5 passes). Then `clients`
/// keep-alive clients for `seconds` reading repertoires with their bearer tokens (64 users,
/// each with a repertoire of 10 songs), and for as long reading the same songs' summaries
/// without a token: authenticated reads are judged by how close their rate comes to the
/// anonymous catalog reads'.
struct AccountsBench {
    let access: CatalogAccess
    let options: ServeBench.Options
    let io: CommandIO

    static let signIns = 200
    static let users = 64
    static let songsPerRepertoire = 10

    func run() throws {
        let catalog = try access.open()
        let songs = try catalog.songs().prefix(Self.songsPerRepertoire).map(\.id)
        let folder =
            TemporaryFolder.path(environment: ProcessInfo.processInfo.environment)
            + "approachnote-accounts-bench-\(getpid())"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var places: [(name: String, arguments: (global: [String], serve: [String]))] = [
            ("accounts file", (["--catalog", access.location.path], ["--accounts", folder + "/accounts.sqlite"]))
        ]
        if let database = options.database {
            places.append(("accounts in PostgreSQL", ([], ["--database", database])))
        }
        try io.write(
            "Account routes (approachnote serve on 127.0.0.1): \(Self.signIns) sign-ins one after another, then "
                + "\(options.clients) keep-alive clients for \(options.seconds) s reading repertoires with a token, "
                + "and as long reading song summaries without one\n" + BenchFigure.header)
        for place in places {
            for figure in try measure(place.name, place.arguments, songs: songs, folder: folder) {
                try io.write(figure.line)
            }
        }
    }

    private func measure(
        _ name: String, _ arguments: (global: [String], serve: [String]), songs: [String], folder: String
    ) throws -> [BenchFigure] {
        let server = try BenchServerChild(
            storeArguments: (arguments.global, arguments.serve + ["--trust-forwarded-for"]), threads: options.threads,
            clients: options.clients)
        let client = try BenchHTTPConnection(port: server.port)
        let run = String(UInt32.random(in: 0...UInt32.max), radix: 16)
        var address = 0
        /// An address of its own for each request that counts against a rate limit.
        func forwarded() -> String {
            address += 1
            return "X-Forwarded-For: 198.18.\(address / 250 % 250).\(address % 250)"
        }
        var reads: [ServeLoad.Request] = []
        for user in 0..<Self.users {
            let email = "bench-\(run)-\(user)@example.test"
            let registered = try Self.json(
                client.send(
                    "POST", "/v1/auth/register", headers: [forwarded()],
                    json: #"{"email": "\#(email)", "password": "correct horse \#(user)"}"#), status: 201)
            let token = "Authorization: Bearer " + (registered["access_token"] ?? "")
            let repertoire = try Self.json(
                client.send("POST", "/v1/repertoires/", headers: [token], json: #"{"name": "Gig \#(user)"}"#),
                status: 201)
            let id = repertoire["id"] ?? ""
            for song in songs {
                _ = try Self.json(
                    client.send("POST", "/v1/repertoires/\(id)/songs/\(song)", headers: [token]), status: 201)
            }
            let answer = try client.get("/v1/repertoires/\(id)", headers: [token])
            reads.append(ServeLoad.Request(target: "/v1/repertoires/\(id)", body: Array(answer.body), headers: [token]))
        }
        let signIn = #"{"email": "bench-\#(run)-0@example.test", "password": "correct horse 0"}"#
        let signIns = try (0..<Self.signIns).map { _ in
            let start = BenchClock.now()
            _ = try Self.json(client.send("POST", "/v1/auth/login", headers: [forwarded()], json: signIn), status: 200)
            return BenchClock.milliseconds(since: start)
        }
        let summaries = try songs.map { song in
            ServeLoad.Request(
                target: "/v1/songs/\(song)/summary", body: Array(try client.get("/v1/songs/\(song)/summary").body))
        }
        let load = ServeLoad(port: server.port, clients: options.clients, duration: .seconds(options.seconds))
        let authenticated = load.run("repertoires read with a token", mix: reads)
        let anonymous = load.run("song summaries read without one", mix: summaries)
        let peak = server.peakMegabytes ?? 0
        _ = try server.stop()
        let ratio = anonymous.requestsPerSecond / max(authenticated.requestsPerSecond, 1)
        let clients = "\(options.clients) clients"
        return [
            BenchFigure("\(name): sign-in, p50", signIns),
            BenchFigure("\(name): sign-in, p99", signIns, target: 300, judged: .p99),
            BenchFigure(
                "\(name): \(authenticated.name), \(clients)", [authenticated.requestsPerSecond],
                unit: .requestsPerSecond),
            BenchFigure(
                "\(name): \(anonymous.name), \(clients)", [anonymous.requestsPerSecond], unit: .requestsPerSecond),
            BenchFigure(
                "\(name): anonymous rate ÷ authenticated rate", [ratio], unit: .ratio, target: 1.5, bound: .atMost),
            BenchFigure(
                "\(name): errors", [Double(authenticated.errors + anonymous.errors)], unit: .requests, target: 0,
                bound: .atMost),
            BenchFigure("\(name): server's peak resident memory (VmHWM)", [peak], unit: .megabytes, target: 500),
        ]
    }

    /// The string members of an answer's JSON object, or the bench's error when the status
    /// is not `status`.
    private static func json(_ response: BenchHTTPConnection.Response, status: Int) throws -> [String: String] {
        guard response.status == status else {
            throw BenchError.server(
                "an account route answered \(response.status): \(String(decoding: response.body, as: UTF8.self).prefix(200))"
            )
        }
        return (try? JSONDecoder().decode([String: JSONScalar].self, from: Data(response.body)))?.compactMapValues(
            \.text) ?? [:]
    }
}
