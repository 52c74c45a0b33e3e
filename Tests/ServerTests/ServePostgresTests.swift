import ApplicationTestSupport
import ApproachNoteCommands
import Catalog
import CatalogTestSupport
import CommandSupport
import Foundation
import Server
import TestFixtures
import TestThreads
import Testing

/// `approachnote serve --database`: the option against `--catalog`, the databases it refuses at
/// start, and the command on a loaded database (PostgreSQL stopped under a running server:
/// `ServePostgresFaultTests`).
@Suite("serve: on PostgreSQL", .testThreads)
struct ServePostgresTests {
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
        let line = try #require(RunningServe.wait(for: "Serving the catalog", in: run))
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

    /// A statement PostgreSQL rejects as written fails the same way each time: the server says
    /// it is its own fault (500), not that the catalog is away (503, which clients retry for
    /// ever), and the routes whose statements run still answer.
    @Test func aStatementTheDatabaseRejectsIs500AndTheOtherRoutesStillAnswer() throws {
        let url = try PostgresServer.freshDatabase()
        let postgres = try PostgresConnection(url: url)
        // A catalog of this version whose songs table lacks the index's columns.
        for statement in [
            "CREATE SCHEMA approachnote", "CREATE TABLE approachnote.schema_version(version INTEGER NOT NULL)",
            "INSERT INTO approachnote.schema_version VALUES (\(PostgresSchema.version))",
            "CREATE TABLE approachnote.songs(id BIGINT, uuid TEXT, title TEXT)",
            "CREATE TABLE approachnote.performers(uuid TEXT, name TEXT, sort_name TEXT, search_key TEXT, sort_key TEXT)",
        ] { try postgres.execute(statement) }
        let harness = try ServerHarness(stores: CatalogStorePool(database: url), threads: 1)
        let internalError = #"{"detail":"The server could not answer this request.","error":"Internal error"}"#
        for _ in 0..<2 {
            let songs = try harness.get("/v1/songs/index")
            #expect(songs.status == 500)
            #expect(String(decoding: songs.body, as: UTF8.self) == internalError)
            let performers = try harness.get("/v1/performers/index")
            #expect(performers.status == 200)
            #expect(String(decoding: performers.body, as: UTF8.self) == "[]")
        }
        let lines = harness.logLines(atLeast: 4)
        #expect(lines.count == 4)
        #expect(lines.filter { $0.hasPrefix("GET /v1/songs/index 500 ") && $0.contains("SQLSTATE 42703") }.count == 2)
    }

    @Test func whatIsWorthAskingAgainIsTheDatabasesStateNotTheStatement() {
        let server = "postgres@/tmp:5432/x"
        let statement = { (state: String?) in PostgresError.statement(server: server, state: state, reason: "r") }
        for state in [nil, "08006", "40001", "40P01", "53300", "55P03", "57014", "57P01", "57P03", "58030", "42P01"] {
            #expect(statement(state).isUnavailability, "\(state ?? "none")")
        }
        for state in ["42703", "42601", "42883", "22P02", "23505", "XX000", "0A000"] {
            #expect(!statement(state).isUnavailability, "\(state)")
        }
        #expect(PostgresError.connect(server: server, reason: "r").isUnavailability)
        #expect(PostgresError.connectionLost(server: server, reason: "r").isUnavailability)
        #expect(PostgresError.noCatalog(server: server).isUnavailability)
        #expect(PostgresError.incompatibleCatalog(server: server, found: "1", expected: 2).isUnavailability)
        #expect(!PostgresError.invalidURL.isUnavailability)
    }

    /// A batch's rows come in the catalog's order of recordings from either database. Left to
    /// the database, a batch of Tiger Rag's recordings, in a catalog cut to a few songs, comes
    /// from PostgreSQL in another order than from SQLite.
    @Test func aBatchIsTheSameFromSQLiteAndPostgreSQL() throws {
        let sqlite = try CatalogSlice.store(at: CatalogSlice.sharedScenarioSongs)
        let url = try PostgresServer.freshDatabase()
        _ = try sqlite.export(to: url)
        let postgres = try PostgresCatalogStore.open(url: url)
        let song = try sqlite.songID(titled: "Tiger Rag")
        let ids = try #require(try sqlite.songShell(id: song, sort: .year)).recordings.prefix(10).map(\.id)
        #expect(ids.count == 10)
        #expect(try payload(postgres.hydrate(ids: ids)) == payload(sqlite.hydrate(ids: ids)))
    }
}
