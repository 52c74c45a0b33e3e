import ApproachNoteCommands
import Catalog
import Foundation
import Server
import Testing

/// `approachnote serve --database`: the option against `--catalog`, the databases it refuses at
/// start, and PostgreSQL stopped and started again under a running server.
@Suite("serve: on PostgreSQL")
struct ServePostgresTests {
    static let unavailable =
        #"{"detail":"The catalog cannot be read right now; try again later.","error":"Catalog unavailable"}"#

    private func serve(_ arguments: [String]) -> (status: Int32, error: String) {
        let io = CapturedIO()
        let status = ApproachNoteCommand.run(arguments, environment: [:], io: io)
        #expect(io.output.isEmpty)
        return (status, io.error)
    }

    @Test func catalogAndDatabaseTogetherAreAUsageError() {
        let result = serve(["--catalog", "/nonexistent/catalog.sqlite", "serve", "--database", "postgres:///x"])
        #expect(result.status == 2)
        #expect(
            result.error
                == "approachnote: --catalog and --database both say where the catalog is; give one.\nRun 'approachnote --help' for usage.\n"
        )
    }

    @Test func aDatabaseWithoutACatalogIsRefusedNamingTheExport() throws {
        let url = try PostgresServer.freshDatabase()
        let server = try PostgresConnection(url: url).server
        let result = serve(["serve", "--database", url, "--listen", "127.0.0.1:0"])
        #expect(result.status == 1)
        #expect(
            result.error
                == "approachnote: PostgreSQL at \(server) holds no catalog. Load one with: approachnote catalog export --database postgres://…\n"
        )
    }

    @Test func aCatalogOfAnotherVersionIsRefusedNamingTheExport() throws {
        let url = try PostgresServer.freshDatabase()
        let postgres = try PostgresConnection(url: url)
        try postgres.execute("CREATE SCHEMA approachnote")
        try postgres.execute("CREATE TABLE approachnote.schema_version(version INTEGER NOT NULL)")
        try postgres.execute("INSERT INTO approachnote.schema_version VALUES (3)")
        let result = serve(["serve", "--database", url, "--listen", "127.0.0.1:0"])
        #expect(result.status == 1)
        #expect(
            result.error
                == "approachnote: The catalog in PostgreSQL at \(postgres.server) has schema version 3 but this version of approachnote needs \(PostgresSchema.version). Load it again with: approachnote catalog export --database postgres://…\n"
        )
    }

    /// The real command on the shared loaded database: it says where it serves from (the server,
    /// never the URL), answers as the store does, and stops on SIGTERM.
    @Test func theCommandServesTheDatabaseUntilSIGTERM() throws {
        let url = try SharedPostgresCatalog.url()
        let run = try BinaryRun(
            ["serve", "--database", url, "--listen", "127.0.0.1:0", "--threads", "2"].map { Array($0.utf8) })
        let line = try #require(ServeCommandTests.RunningServe.wait(for: "Serving the catalog", in: run))
        let server = try PostgresConnection(url: url).server
        #expect(line.hasPrefix("Serving the catalog in PostgreSQL at \(server) on http://127.0.0.1:"))
        #expect(line.hasSuffix(" with 2 threads; Ctrl-C stops."))
        let address = try #require(line.firstMatch(of: /127\.0\.0\.1:(\d+)\//))
        let port = try #require(UInt16(address.output.1))
        let id = try SharedDemoCatalog.artistID("Louis Armstrong")
        let response = try RawHTTPConnection.request(port: port, "/v1/performers/\(id)/recordings?sort=name")
        #expect(response.status == 200)
        #expect(response.body == (try payload(SharedDemoCatalog.store().performerRecordings(id: id, sort: .name))))
        run.signal(SIGTERM)
        let result = run.wait()
        #expect(result.status == 0)
        #expect(result.error.hasSuffix("\nStopped.\n"))
    }

    /// A server of its own, stopped and started under a running `serve`: while it is down every
    /// request that needs it gets the 503 at once, the reason only in the log, and an answer
    /// already made is still served from the cache; once it is back the pool's
    /// connection, dropped, is made again, and the answers are the store's.
    @Test func postgresStoppedThenStartedIsUnavailableThenServesAgain() throws {
        let cluster = try PostgresCluster()
        try cluster.start()
        defer { try? cluster.stop() }
        try PostgresConnection(url: cluster.url()).execute("CREATE DATABASE catalog")
        let store = try SharedDemoCatalog.store()
        _ = try store.export(to: cluster.url("catalog"))
        let harness = try ServerHarness(stores: CatalogStorePool(database: cluster.url("catalog")))
        let id = try SharedDemoCatalog.songID("Tiger Rag")
        let summary = "/v1/songs/\(id)/summary"
        let shell = "/v1/songs/\(id)/recordings/shell?sort=name"
        #expect(try harness.get(summary).body == (try payload(store.songSummary(id: id))))

        try cluster.stop()
        // The summary, answered before, is kept in the server's cache; the rest must ask the database.
        let yearShell = "/v1/songs/\(id)/recordings/shell?sort=year"
        for target in [shell, "/health", yearShell, shell] {
            let started = Date()
            let response = try harness.get(target)
            #expect(response.status == 503, "\(target)")
            #expect(response.text == Self.unavailable, "\(target)")
            #expect(Date().timeIntervalSince(started) < 1, "\(target)")
        }
        #expect(try harness.get(summary).body == (try payload(store.songSummary(id: id))), "from the cache")
        let lines = harness.logLines(atLeast: 6).filter { $0.contains(" 503 ") }
        #expect(lines.count == 4)
        let server = "postgres@\(cluster.folder)/s:5432/catalog"
        #expect(
            lines.first?.hasSuffix(
                "(The connection to PostgreSQL at \(server) was lost (server closed the connection unexpectedly This probably means the server terminated abnormally before or while processing the request.); nothing of this run was kept.)"
            ) == true, "\(lines)")
        #expect(
            lines.dropFirst().allSatisfy {
                $0.hasSuffix(
                    "(Cannot connect to PostgreSQL at \(server) (connection to server on socket \"\(cluster.folder)/s/.s.PGSQL.5432\" failed: No such file or directory Is the server running locally and accepting connections on that socket?).)"
                )
            }, "\(lines)")

        try cluster.start()
        #expect(try harness.get(summary).body == (try payload(store.songSummary(id: id))))
        #expect(try harness.get(shell).body == (try payload(store.songShell(id: id, sort: .name))))
        #expect(try harness.get("/health").text == #"{"status":"ok"}"#)
    }
}
