import ApplicationTestSupport
import ApproachNoteCommands
import CatalogTestSupport
import CommandSupport
import Foundation
import TestFixtures
import TestThreads
import Testing

/// The command line reading the upstream's own backend, replayed: what it prints is what it
/// prints from the catalog file, for the pages of the scenarios.
@Suite("Commands on the upstream's answers", .serialized, .testThreadsFirst)
struct UpstreamReplayCommandTests {
    private static let replay = try! UpstreamReplay()

    private func run(_ arguments: [String], server: Bool) -> (status: Int32, output: String, error: String) {
        if server {
            let io = CapturedIO()
            let status = ApproachNoteCommand.run(
                ["--server", Self.replay.address] + arguments, environment: [:], io: io)
            return (status, io.output, io.error)
        }
        return SharedDemoCatalog.run(arguments)
    }

    @Test(
        "recordings of S1–S4: the same groups and counts from the upstream as from the file",
        arguments: [
            ("song", ["--playable-only", "off", "--sort", "year"]),
            ("song", ["--playable-only", "off", "--sort", "name"]),
            ("artist", ["--sort", "year"]), ("artist", ["--sort", "song"]),
        ])
    func recordings(page: String, options: [String]) throws {
        let link =
            page == "song"
            ? try ScenarioExpectations.allOfMeLink() : try ScenarioExpectations.armstrongLink()
        let served = run(["recordings", link, "--json"] + options, server: true)
        let file = run(["recordings", link, "--json"] + options, server: false)
        #expect(served.status == 0, "\(served.error)")
        #expect(served.output == file.output)
    }

    @Test("the scenario counts through the upstream: 701 in 11 decades, 238 leaders, 3,231 in 12 decades and 99 songs")
    func counts() throws {
        let decode = { (output: String) in
            try JSONDecoder().decode(RecordingsCommand.Result.self, from: Data(output.utf8))
        }
        let allOfMe = try ScenarioExpectations.allOfMeLink()
        let armstrong = try ScenarioExpectations.armstrongLink()
        let s1 = try decode(run(["recordings", allOfMe, "--json", "--playable-only", "off"], server: true).output)
        #expect(s1.total == 701 && s1.groups.count == 11)
        let s2 = try decode(
            run(["recordings", allOfMe, "--json", "--playable-only", "off", "--sort", "name"], server: true).output)
        #expect(s2.groups.count == 238)
        let s3 = try decode(run(["recordings", armstrong, "--json", "--sort", "year"], server: true).output)
        #expect(s3.total == 3231 && s3.groups.count == 12)
        let s4 = try decode(run(["recordings", armstrong, "--json", "--sort", "song"], server: true).output)
        #expect(s4.groups.count == 99 && s4.groups.first { $0.key == "Tiger Rag" }?.count == 146)
    }

    @Test("catalog find song and artist print what they print from the file")
    func find() {
        for arguments in [["catalog", "find", "song", "all of me"], ["catalog", "find", "artist", "armstrong"]] {
            let served = run(arguments, server: true)
            #expect(served.status == 0, "\(served.error)")
            #expect(served.output == run(arguments, server: false).output, "\(arguments)")
        }
    }

    @Test("catalog info: the upstream has no counts route, so its songs and artists, and why not the rest")
    func info() throws {
        let served = run(["catalog", "info"], server: true)
        #expect(served.status == 0, "\(served.error)")
        #expect(served.output.contains("321") && served.output.contains("31,223"))
    }
}

extension UpstreamReplayCommandTests {
    @Test(
        "render of S1–S5 from the upstream: the page loads and shows the file's shelves, in the file's order",
        arguments: [
            ("S1", ["--playable-only", "off", "--sort", "year", "--expand", "none"]),
            ("S2", ["--playable-only", "off", "--sort", "name", "--expand", "none"]),
            ("S3", ["--sort", "year", "--expand", "none"]), ("S4", ["--sort", "song", "--expand", "none"]),
            ("S5", ["--sort", "song", "--expand", "Tiger Rag", "--scroll-to", "Tiger Rag"]),
        ])
    func render(scenario: String, options: [String]) throws {
        let link =
            ["S1", "S2"].contains(scenario)
            ? try ScenarioExpectations.allOfMeLink() : try ScenarioExpectations.armstrongLink()
        let pageOptions = Array(options.prefix { $0 != "--expand" })
        let expected = try ScenarioExpectations.page(link, pageOptions).headers
        let served = run(["render", link, "--size", "200x60"] + options, server: true)
        let file = run(["render", link, "--size", "200x60"] + options, server: false)
        #expect(served.status == 0, "\(served.error)")
        let shelves = { (screen: String) in
            screen.split(separator: "\n").compactMap { line in
                expected.first { line.contains($0) }
            }
        }
        let onScreen = shelves(served.output)
        #expect(!onScreen.isEmpty)
        if options.contains("--scroll-to") {
            // Where a scroll-to lands can still differ by a row between two renders whose cards
            // arrive at other moments (anchoring does not yet hold through every load): the
            // shelves shown are a run of the file's, in its order, the one scrolled to among them.
            let start = try #require(expected.firstIndex(of: onScreen[0]))
            #expect(Array(expected[start..<min(expected.count, start + onScreen.count)]) == onScreen)
            #expect(onScreen.contains("Tiger Rag (146)"), "\(onScreen)")
        } else {
            #expect(onScreen == shelves(file.output))
        }
        #expect(!served.output.contains("could not load") && !served.output.contains("Loading"))
    }
}

extension UpstreamReplayCommandTests {
    @Test("render and recordings of a page that could not load exit 1 with the reason on standard error")
    func failedPageExitsOne() throws {
        let failing = try TestHTTPServer { _ in
            .answer(
                status: 500, headers: [("content-type", "application/json")],
                body: Array(#"{"error":"Internal server error"}"#.utf8))
        }
        defer { failing.stop() }
        let link = try ScenarioExpectations.allOfMeLink()
        for arguments in [["render", link, "--size", "80x24"], ["recordings", link]] {
            let io = CapturedIO()
            let status = ApproachNoteCommand.run(
                ["--server", "http://127.0.0.1:\(failing.port)"] + arguments, environment: [:], io: io)
            #expect(status == 1, "\(arguments[0])")
            #expect(io.error.contains("The server answered 500"), "\(arguments[0]): \(io.error)")
        }
    }

    @Test(
        "render waits for a server that asks to (429, Retry-After), as the application does; --timeout bounds the wait and the page prints as far as it came"
    )
    func renderWaitsForTheRateLimit() throws {
        // An hour's wait asked, so that the timeout is what ends it, and twenty seconds of it
        // for the page's first answers however slow the machine.
        let longWait = try UpstreamReplay(rateLimit: (batches: 1, refused: 1, retryAfter: 3600))
        defer { longWait.stop() }
        let limited = try UpstreamReplay(rateLimit: (batches: 1, refused: 1, retryAfter: 2))
        defer { limited.stop() }
        let page = ["render", try ScenarioExpectations.allOfMeLink(), "--size", "80x24"]
        let short = CapturedIO()
        #expect(
            ApproachNoteCommand.run(
                ["--server", longWait.address] + page + ["--timeout", "20"], environment: [:], io: short) == 1)
        #expect(short.output.split(separator: "\n").contains(" All of Me (1931)"), "\(short.output)")
        #expect(short.error.contains("The page did not finish loading in 20 s (--timeout)"), "\(short.error)")
        #expect(short.error.contains("Still waiting for: the page"), "\(short.error)")
        let waited = CapturedIO()
        #expect(
            ApproachNoteCommand.run(["--server", limited.address] + page, environment: [:], io: waited) == 0,
            "\(waited.error)")
        #expect(waited.output.contains(" FEATURED RECORDINGS"))
    }
}
