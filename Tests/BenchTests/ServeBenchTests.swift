import ApplicationTestSupport
import CatalogTestSupport
import Foundation
import TestFixtures
import TestThreads
import Testing

@testable import Bench

/// `bench --only serve` through the real binary, on a short run (1 s, 4 clients, one request
/// per single-client figure): the accounting is exact and the report has its shape. What the
/// figures are is never asserted.
@Suite("The serve bench", .testThreads)
struct ServeBenchTests {
    private struct Report: Decodable {
        struct Figure: Decodable {
            let label: String
            let unit: String
            let samples: Int
            let median: Double
            let target: Double?
            let verdict: String?
        }

        struct Phase: Decodable {
            let name: String
            let clients: Int
            let requests: Int
            let unconnected: Int
            let errors: Int
            let firstError: String?
        }

        let store: String
        let requestsSent: Int
        let requestsLogged: Int
        let serverPeakMegabytes: Double
        let figures: [Figure]
        let phases: [Phase]
    }

    @Test func aShortRunCountsEveryRequestOnceAndReportsEveryFigure() throws {
        let file = NSTemporaryDirectory() + "approachnote-serve-bench-" + UUID().uuidString
        defer { unlink(file) }
        let process = try ChildProcess(
            [
                ApproachNoteBinary.bench, "--catalog", SharedDemoCatalog.path, "--only", "serve",
                "--seconds", "1", "--clients", "4", "--iterations", "1", "--json",
            ], output: file)
        #expect(process.wait() == 0)
        let output = try Data(contentsOf: URL(fileURLWithPath: file))
        let report = try JSONDecoder().decode(Report.self, from: output)
        #expect(report.store == "the catalog at \(SharedDemoCatalog.path)")
        #expect(report.requestsSent == report.requestsLogged)
        #expect(report.serverPeakMegabytes > 0)
        #expect(
            report.phases.map(\.name) == ["mixed: summary, shell and 2 batches of 20 songs", "batches of 50 ids only"])
        for phase in report.phases {
            #expect(phase.clients == 4)
            #expect(phase.requests > 0)
            #expect(phase.errors == 0, "\(phase.firstError ?? "")")
            #expect(phase.unconnected == 0)
        }
        let shell = "Summertime shell (1721 rows)"
        let mixed = "mixed: summary, shell and 2 batches of 20 songs, 4 clients"
        let batches = "batches of 50 ids only, 4 clients"
        #expect(
            report.figures.map(\.label) == [
                "\(shell): the server's first request", "\(shell): made anew (not in the cache)",
                "\(shell): made anew, gzip asked for",
                "\(shell): kept (from the cache)", "batch of 50 ids: made anew (not in the cache)",
                "batch of 50 ids: kept (from the cache)", "\(mixed): latency", "\(mixed): requests per second",
                "\(mixed): errors", "\(batches): latency", "\(batches): requests per second", "\(batches): errors",
                "server's peak resident memory (VmHWM)",
                "requests sent but not logged by the server, or logged twice",
            ])
        let figure = { (label: String) in report.figures.first { $0.label == label } }
        // Every request of a phase leaves one latency; none was lost or counted twice.
        #expect(figure("\(mixed): latency")?.samples == report.phases[0].requests)
        #expect(figure("\(batches): latency")?.samples == report.phases[1].requests)
        #expect(figure("\(mixed): errors")?.median == 0)
        #expect(figure("\(batches): errors")?.median == 0)
        #expect(figure("requests sent but not logged by the server, or logged twice")?.verdict == "pass")
        #expect(report.figures.filter { $0.target != nil }.allSatisfy { $0.verdict == "pass" || $0.verdict == "MISS" })
        #expect(report.figures.filter { $0.target == nil }.allSatisfy { $0.verdict == nil })
        #expect(figure("\(batches): requests per second")?.unit == "/s")
    }

    @Test func serveOptionsAreForTheServeBenchOnly() {
        let run = SharedBench.run(["--only", "catalog", "--seconds", "3"])
        #expect(run.status == 2)
        #expect(run.error.contains("--seconds, --clients, --threads and --database are for --only serve and accounts."))
        let clients = SharedBench.run(["--only", "serve", "--clients", "0"])
        #expect(clients.status == 2)
        #expect(clients.error.contains("--clients takes a number from 1 to 1000, not '0'."))
    }

    /// A request whose connection could not be made never reached a server: an error of the
    /// load, but not one the server's log could hold.
    @Test func requestsThatFoundNoServerAreErrorsButNotSent() throws {
        let port = try LoopbackSockets.closedPort()
        let load = ServeLoad(port: port, clients: 2, duration: .milliseconds(200))
        let result = load.run("refused", mix: [ServeLoad.Request(target: "/health", body: [])])
        #expect(result.requests > 0)
        #expect(result.unconnected == result.requests)
        #expect(result.errors == result.requests)
        #expect(result.firstError?.hasPrefix("/health: cannot connect (") == true)
    }
}
