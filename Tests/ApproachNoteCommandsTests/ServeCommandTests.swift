import Accounts
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

/// `approachnote serve` as a user runs it: its options, and a stop that lets the request in
/// flight finish.
@Suite("serve: the command", .testThreads)
struct ServeCommandTests {
    @Test(
        "options are checked before anything starts",
        arguments: [
            (["serve", "--threads", "0"], "--threads takes a number from 1 to 64, not '0'."),
            (["serve", "--threads", "many"], "--threads takes a number from 1 to 64, not 'many'."),
            (["serve", "--threads=65"], "--threads takes a number from 1 to 64, not '65'."),
            (
                ["serve", "--listen", "8080"],
                "--listen takes HOST:PORT, such as 127.0.0.1:8080 or [::1]:8080 (port 0 picks a free one), not '8080'."
            ),
            (
                ["serve", "--listen", "::1:80"],
                "--listen takes HOST:PORT, such as 127.0.0.1:8080 or [::1]:8080 (port 0 picks a free one), not '::1:80'."
            ),
            (
                ["serve", "--listen", "localhost:99999"],
                "--listen takes HOST:PORT, such as 127.0.0.1:8080 or [::1]:8080 (port 0 picks a free one), not 'localhost:99999'."
            ),
            (["serve", "--port", "80"], "Unknown option '--port'."),
            (["serve", "now"], "Unexpected argument 'now'. Usage: \(ServeCommandTests.usage)"),
        ])
    func usageErrors(arguments: [String], message: String) {
        let io = CapturedIO()
        let status = ApproachNoteCommand.run(
            ["--catalog", "/nonexistent/catalog.sqlite"] + arguments, environment: [:], io: io)
        #expect(status == 2)
        #expect(io.error == "approachnote: \(message)\nRun 'approachnote --help' for usage.\n")
        #expect(io.output.isEmpty)
    }

    static let usage =
        "approachnote serve [--listen HOST:PORT] [--catalog PATH | --database postgres://…] [--threads N] [--per-client N] [--accounts PATH] [--auth-key-file PATH] [--show-favoriters] [--trust-forwarded-for]"

    @Test(
        "a --database that is not a PostgreSQL URL is a usage error (2), and nothing serves",
        arguments: [
            "postgres://%zz@127.0.0.1/catalog", "password=s3cret and more",
        ])
    func malformedDatabaseURL(url: String) {
        let io = CapturedIO()
        let status = ApproachNoteCommand.run(["serve", "--database", url], environment: [:], io: io)
        #expect(status == 2)
        #expect(
            io.error
                == "approachnote: The database URL is not a PostgreSQL URL; write it as "
                + "postgres://USER[:PASSWORD]@HOST[:PORT]/DATABASE.\nRun 'approachnote --help' for usage.\n")
    }

    @Test("catalog export with a URL that is not PostgreSQL's is a usage error before any catalog is made")
    func malformedExportURL() throws {
        let data = NSTemporaryDirectory() + "approachnote-export-url-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: data) }
        let io = CapturedIO()
        let status = ApproachNoteCommand.run(
            ["catalog", "export", "--database", "password=s3cret and more"], environment: ["XDG_DATA_HOME": data],
            io: io)
        #expect(status == 2)
        #expect(
            io.error
                == "approachnote: The database URL is not a PostgreSQL URL; write it as "
                + "postgres://USER[:PASSWORD]@HOST[:PORT]/DATABASE.\nRun 'approachnote --help' for usage.\n")
        #expect(!FileManager.default.fileExists(atPath: data), "no demo catalog was generated first")
    }

    @Test("serve --help lists every route the server answers, each once, and the options")
    func helpListsTheRoutesAndOptions() {
        let io = CapturedIO()
        #expect(ApproachNoteCommand.run(["serve", "--help"], environment: [:], io: io) == 0)
        #expect(io.output.hasPrefix("Usage: \(Self.usage)\n"))
        #expect(io.output.contains("GET /v1/recordings/batch?ids=<id>,<id>,…"))
        let listed = io.output.split(separator: "\n").compactMap { line -> String? in
            let words = line.split(separator: " ")
            guard words.first == "GET", words.count > 1 else { return nil }
            return String(words[1].prefix { $0 != "?" })
        }
        let accountReads = AccountService.routes.filter { $0.methods == "GET" }.map {
            String($0.path.prefix { $0 != "?" })
        }
        #expect(listed.sorted() == (CatalogRoutes.paths + accountReads).sorted())
        #expect(io.output.contains("POST /v1/auth/register"))
        #expect(io.output.contains("--accounts PATH"))
        #expect(io.output.contains("--threads N"))
        let main = CapturedIO()
        _ = ApproachNoteCommand.run(["--help"], environment: [:], io: main)
        #expect(main.output.contains("approachnote serve [--listen HOST:PORT] [--database postgres://…] [--threads N]"))
    }

    @Test func anAddressInUseIsReportedAndNothingServes() throws {
        let taken = try ServerHarness()
        let result = try BinaryRun.run([
            "--catalog", SharedDemoCatalog.path, "serve", "--listen", "127.0.0.1:\(taken.port)",
        ])
        #expect(result.status == 1)
        #expect(result.error == "approachnote: Cannot listen on 127.0.0.1:\(taken.port) (Address already in use).\n")
    }

    @Test func sigtermLetsTheRequestInFlightFinishThenExitsZero() throws {
        _ = SharedDemoCatalog.firstRun
        let song = try SharedDemoCatalog.songID("All of Me")
        let serve = try RunningServe(threads: 1)
        let inFlight = try RawHTTPConnection(port: serve.port)
        inFlight.send("GET /v1/songs/\(song)/summary HTTP/1.1\r\nHost: test\r\n")
        // With one thread, the round trip of another request means the server has read the
        // first request's line, which is when a request counts as in flight.
        #expect(try RawHTTPConnection.request(port: serve.port, "/health").status == 200)

        serve.run.signal(SIGTERM)
        // The count may include the health check, whose completion can trail its response.
        #expect(RunningServe.wait(for: "Stopping on SIGTERM: ", in: serve.run) != nil)
        inFlight.send("Accept: application/json\r\n\r\n")
        let response = try inFlight.readResponse()
        #expect(response.status == 200)
        #expect(response.header("Connection") == "close")
        #expect(response.body == (try payload(SharedDemoCatalog.store().songSummary(id: song))))
        #expect(inFlight.isClosedByServer())

        let result = serve.run.wait()
        #expect(result.status == 0)
        let lines = result.error.split(separator: "\n")
        #expect(lines.last == "Stopped.")
        #expect(lines.contains { $0.hasPrefix("GET /v1/songs/\(song)/summary 200 \(response.body.count) ") })
        #expect(result.output.isEmpty)
    }

    @Test func sigintStopsAnIdleServer() throws {
        let serve = try RunningServe(threads: 2)
        serve.run.signal(SIGINT)
        let result = serve.run.wait()
        #expect(result.status == 0)
        #expect(result.error.hasSuffix("\nStopping on SIGINT: 0 requests in flight.\nStopped.\n"))
        #expect(throws: RawHTTPConnection.Failure.self) { try RawHTTPConnection(port: serve.port) }
    }
}
