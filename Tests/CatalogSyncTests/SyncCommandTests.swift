import ApplicationTestSupport
import Catalog
import CatalogSync
import CatalogTestSupport
import Foundation
import TestFixtures
import TestThreads
import Testing

/// `approachnote catalog sync` as a user runs it: the real binary, its lines on a pipe, Ctrl-C
/// halfway and the same command again.
@Suite(.serialized, .testThreads)
struct SyncCommandTests {
    /// The phase lines of standard error, as (phase, total, fetched, unchanged, kept).
    static func phases(_ error: String) -> [[String]] {
        let phaseLine =
            /^(indexes|song pages|recording rows|recording pages|performers): ([\d,]+) \(([\d,]+) fetched, ([\d,]+) unchanged, ([\d,]+) kept from the last run\) in \d+\.\d s$/

        return error.split(separator: "\n").compactMap { line in
            try? phaseLine.wholeMatch(in: String(line)).map {
                [
                    String($0.output.1), String($0.output.2), String($0.output.3), String($0.output.4),
                    String($0.output.5),
                ]
            }
        }
    }

    @Test("on a pipe, a line per phase, then one for the writing, then the summary")
    func lines() throws {
        let server = try SyncedServer()
        let target = try SyncedServer.target()
        let run = try BinaryRun.run([
            "--server", server.address, "--catalog", target, "catalog", "sync", "--page-by-page",
        ])
        #expect(run.status == 0, "\(run.error)")
        #expect(
            Self.phases(run.error) == [
                ["indexes", "2", "2", "0", "0"], ["song pages", "9", "9", "0", "0"],
                ["recording rows", "3", "3", "0", "0"], ["recording pages", "78", "78", "0", "0"],
                ["performers", "203", "203", "0", "0"],
            ])
        let lines = run.error.split(separator: "\n")
        #expect(lines.count == 6)
        #expect(lines.last == "Writing the catalog")
        #expect(!run.error.contains("\u{1B}"))
        let summary = try #require(
            run.output.firstMatch(
                of:
                    /^Synced the catalog of (.+) into (.+) \([\d.]+ MB\) in [\d.]+ s: 3 songs, 78 recordings, 203 performers; 297 requests\.\n/
            ))
        #expect(String(summary.output.1) == server.address)
        #expect(String(summary.output.2) == target)
        // The counts the pages cannot give whole, each against the server's, and why.
        let served = try SQLiteCatalogStore.open(CatalogLocation(path: server.catalog)).counts()
        let copy = try SQLiteCatalogStore.open(CatalogLocation(path: target)).counts()
        #expect(copy.releaseImagery < served.releaseImagery && copy.instruments < served.instruments)
        let rest = run.output[summary.range.upperBound...].split(separator: "\n").map(String.init)
        #expect(
            rest == [
                "The copy holds other counts than the server reports:",
                "  release images: \(copy.releaseImagery) of \(served.releaseImagery) (a release's covers reach the "
                    + "pages only as its recordings' best covers)",
                "  instruments: \(copy.instruments) of \(served.instruments) (the pages name only the instruments "
                    + "someone is credited with)",
                "The server gave no song another title (as \"Round About Midnight\" for \"'Round Midnight\"): "
                    + "searches of this copy find songs by their titles and composers only.",
            ])
    }

    @Test("Ctrl-C keeps what was fetched and leaves no catalog; the same command continues and completes")
    func interruptedAndContinued() throws {
        let server = try SyncedServer()
        let target = try SyncedServer.target()
        // The recordings' rows are held back until the sync has been interrupted: it is
        // interrupted in the phase after the song pages however fast or slow the machine.
        let held = DispatchSemaphore(value: 0)
        let gate = DispatchGroup()
        gate.enter()
        let port = server.serve.port
        let relay = try MisbehavingRelay(to: port) { _, target in
            guard target.hasPrefix("/v1/recordings/batch") else { return nil }
            held.signal()
            gate.wait()
            return .relay(port: port)
        }
        defer { relay.stop() }
        // Continued from the same server: the relay, which lets everything through by then.
        let arguments = ["--server", relay.address, "--catalog", target, "catalog", "sync", "--page-by-page"]
        let interruptedRun = try BinaryRun(arguments.map { Array($0.utf8) })
        #expect(RunningServe.wait(for: "song pages:", in: interruptedRun) != nil)
        #expect(held.wait(timeout: .now() + 300) == .success, "no recordings' rows were asked for")
        interruptedRun.signal(SIGINT)
        gate.leave()
        let interrupted = interruptedRun.wait()
        #expect(interrupted.status == 130, "128 + SIGINT, as for any command Ctrl-C stops")
        let message = try #require(
            interrupted.error.firstMatch(
                of: /Interrupted: the (\d+) answers fetched so far are kept in (.+); run the same command to continue\./
            ))
        let kept = try #require(Int(message.output.1))
        #expect(String(message.output.2) == CatalogSync.workFilePath(for: target))
        #expect(kept >= 8 && kept < 297)
        #expect(!FileManager.default.fileExists(atPath: target))

        let resumed = try BinaryRun.run(arguments)
        #expect(resumed.status == 0, "\(resumed.error)")
        #expect(resumed.output.contains(", continuing the last sync: 3 songs, 78 recordings, 203 performers; "))
        let phases = Self.phases(resumed.error)
        #expect(phases.count == 5)
        let keptAgain = phases.compactMap { Int($0[4]) }.reduce(0, +)
        let fetched = phases.compactMap { Int($0[2]) }.reduce(0, +)
        #expect(keptAgain == kept)
        #expect(fetched == 295 - kept)
        #expect(try SQLiteCatalogStore.open(CatalogLocation(path: target)).counts().recordings == 78)
    }

    @Test("a server that is not there: a clear message, no catalog, and the work file says nothing was kept")
    func noServer() throws {
        let port = try LoopbackSockets.closedPort()
        let target = try SyncedServer.target()
        let run = try BinaryRun.run([
            "--server", "http://127.0.0.1:\(port)", "--catalog", target, "catalog", "sync", "--give-up-after", "0",
        ])
        #expect(run.status == 1)
        #expect(run.error.contains("http://127.0.0.1:\(port)"))
        #expect(run.error.contains("run the same command to continue"))
        #expect(!FileManager.default.fileExists(atPath: target))
    }
}

/// The sync's progress on a terminal: one line redrawn in place, then gone for the summary.
@Suite(.serialized, .testThreads)
struct SyncProgressBarTests {
    @Test("a bar with counts, rate and time left, redrawn on one line; the summary replaces it")
    func bar() throws {
        let server = try SyncedServer()
        let target = try SyncedServer.target()
        let session = try TerminalSession(
            arguments: ["--server", server.address, "--catalog", target, "catalog", "sync", "--page-by-page"],
            columns: 120, rows: 10, errorsOnScreen: true, recordsOutput: true)
        defer { session.close() }
        #expect(session.waitForExit(seconds: 300) == 0)
        // Every redraw is in the recorded output, however briefly it showed: the bar is judged
        // there, not on a screen caught at the right moment.
        let output = session.waitForOutput { $0.contains("297 requests.") }
        let redraws = output.components(separatedBy: "\r\u{1B}[2K").dropFirst()
        #expect(redraws.dropLast().allSatisfy { !$0.contains("\n") }, "\(output)")
        let bars = redraws.filter { $0.hasPrefix("Syncing performers ") }
        #expect(!bars.isEmpty, "\(output)")
        for bar in bars {
            #expect(
                bar.wholeMatch(of: /Syncing performers [█░]{24} [\d,]+\/203, \d+\/s, (\d+ min )?\d+ s left/) != nil,
                "\(bar)")
        }
        #expect(bars.last?.hasPrefix("Syncing performers ████████████████████████ 203/203, ") == true)
        #expect(redraws.dropLast().last == "Writing the catalog")
        #expect(redraws.last?.hasPrefix("Synced the catalog of \(server.address) into \(target) (") == true)
        let screen = session.screen()
        // The summary is longer than the pane is wide: its rows, joined, are the one line.
        let joined = screen.split(separator: "\n").joined()
        #expect(joined.hasPrefix("Synced the catalog of \(server.address) into \(target) ("))
        #expect(joined.contains(": 3 songs, 78 recordings, 203 performers; 297 requests."))
        #expect(!screen.contains("Syncing"))
        #expect(!screen.contains("Writing"))
    }
}
