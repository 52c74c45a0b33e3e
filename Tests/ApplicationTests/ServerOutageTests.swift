import ApplicationTestSupport
import Browsing
import Catalog
import CatalogTestSupport
import Foundation
import Layout
import ScreensTestSupport
import TestFixtures
import TestThreads
import Testing

@testable import Application
@testable import Screens

/// The application while its server is away: each part of a page that cannot load counts down
/// to a retry of its own, one frame a second and none once loaded; the waits double; `r` and
/// Retry try at once; and the page loads by itself once the server is back.
@Suite("A server that goes away", .serialized, .testThreads)
struct ServerOutageTests {
    private func catalog(port: UInt16, connectTimeout: Double = 5, totalTimeout: Double = 30) throws -> HTTPCatalog {
        try HTTPCatalog(address: "http://127.0.0.1:\(port)", connectTimeout: connectTimeout, totalTimeout: totalTimeout)
    }

    @Test("refused: the songs count down 1, 2, 4 s at one frame a second, and load by themselves once it is up")
    func refusedThenBack() throws {
        let port = try LoopbackSockets.closedPort()
        let clock = ManualClockExecutor()
        let harness = try BrowserHarness(store: try catalog(port: port), executor: clock)
        let reason = "Offline: the server at http://127.0.0.1:\(port) cannot be reached (connection refused)."
        #expect(harness.lines[1] == "Could not load the songs: \(reason)")
        #expect(harness.lines[2] == "Retry  Retrying in 1 s — r to retry now")
        // Each second passes when the test says: refused again at 1 s, and again at 2 s more.
        for shown in ["Retrying in 2 s", "Retrying in 1 s", "Retrying in 4 s"] {
            clock.advance(by: .seconds(1))
            #expect(harness.iterate(until: shown))
        }
        let frames = harness.loop.stats.framesDrawn
        for left in [3, 2, 1] {
            clock.advance(by: .seconds(1))
            #expect(harness.iterate(until: "Retrying in \(left) s"))
        }
        #expect(harness.loop.stats.framesDrawn == frames + 3, "one frame a tick: 3 s, 2 s, 1 s")
        #expect(harness.loop.stats.idleFrames == 0)

        let server = try ServerHarness(port: port)
        clock.advance(by: .seconds(1))
        #expect(harness.iterate(until: " Songs (\(DemoCounts.songs))"))
        harness.settle()
        #expect(!harness.screen.contains("Offline"))
        #expect(!harness.screen.contains("Retrying"))
        let loaded = harness.loop.stats.framesDrawn
        clock.advance(by: .seconds(3))
        harness.settle()
        #expect(harness.loop.stats.framesDrawn == loaded, "no tick once everything loaded")
        _ = server
    }

    @Test("an artist page's header and recordings count down together, one frame a tick, and load once it is up")
    func artistPageRecovers() throws {
        let port = try LoopbackSockets.closedPort()
        let clock = ManualClockExecutor()
        let harness = try BrowserHarness(store: try catalog(port: port), executor: clock)
        harness.open("approachnote://artist/\(try SharedDemoCatalog.artistID("Louis Armstrong"))")
        let reason = "Offline: the server at http://127.0.0.1:\(port) cannot be reached (connection refused)."
        #expect(harness.lines.contains(" Could not load this artist: \(reason)"))
        #expect(harness.lines.contains(" Could not load the recordings: \(reason)"))
        let countdowns = { (seconds: Int) in
            harness.lines.filter { $0 == " Retry  Retrying in \(seconds) s — r to retry now" }.count
        }
        #expect(countdowns(1) == 2)
        clock.advance(by: .seconds(1))
        // The Songs tab's list, out of sight under the artist, failed and counts down too: its
        // failure coming in later would draw a frame of its own.
        #expect(harness.iterate { countdowns(2) == 2 && harness.loader.retryClock.running == 3 }, "\(harness.screen)")
        // Whatever else was under way (a failure's message in the mailbox) drawn first: on a
        // loaded machine it can arrive after the countdowns it joined.
        #expect(harness.iterate { harness.loop.isIdle }, "the loop has nothing left to do but wait for the clock")
        let frames = harness.loop.stats.framesDrawn
        clock.advance(by: .seconds(1))
        #expect(harness.iterate { countdowns(1) == 2 }, "\(harness.screen)")
        #expect(harness.loop.stats.framesDrawn == frames + 1, "one clock: both countdowns move in one frame")

        let server = try ServerHarness(port: port)
        clock.advance(by: .seconds(1))
        #expect(harness.iterate(until: "RECORDINGS (\(DemoCounts.armstrongRecordings))"))
        // The cards' details follow the pipeline's short waits, which keep the test's clock too.
        let loading = Date().addingTimeInterval(120)
        repeat {
            clock.advance(by: .milliseconds(100))
            harness.loop.iterate(timeoutMilliseconds: 10)
        } while !harness.loop.isIdle && Date() < loading
        #expect(harness.loop.isIdle)
        #expect(harness.screen.contains("Louis Armstrong"))
        #expect(!harness.screen.contains("Could not load"))
        _ = server
    }

    @Test("a page that counts down out of sight (another tab) retries without drawing a frame a second")
    func countingDownOutOfSight() throws {
        let clock = ManualClockExecutor()
        let harness = try BrowserHarness(store: try catalog(port: try LoopbackSockets.closedPort()), executor: clock)
        for shown in ["Retrying in 2 s", "Retrying in 1 s", "Retrying in 4 s"] {
            clock.advance(by: .seconds(1))
            #expect(harness.iterate(until: shown))
        }
        harness.keys("3")
        #expect(harness.lines[0].hasPrefix(" Settings"))
        let frames = harness.loop.stats.framesDrawn
        for _ in 0..<2 {
            clock.advance(by: .seconds(1))
            harness.settle()
        }
        #expect(harness.loop.stats.framesDrawn == frames, "the ticks of the Songs tab's countdown draw nothing")
        harness.keys("1")
        #expect(
            harness.iterate(until: "Retry  Retrying in 2 s — r to retry now"),
            "the countdown went on out of sight\n\(harness.screen)")
    }

    @Test("503 while the server's catalog is away: r retries at once and the wait doubles; the file back, it loads")
    func unavailableThenBack() throws {
        let directory = NSTemporaryDirectory() + "an-outage-" + UUID().uuidString.prefix(8)
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/catalog.sqlite"
        let server = try ServerHarness(location: CatalogLocation(path: path))
        let clock = ManualClockExecutor()
        let harness = try BrowserHarness(store: try catalog(port: server.port), executor: clock)
        harness.keys("4")
        #expect(
            harness.lines[4]
                == " Could not load the catalog's counts: The server answered 503 for "
                + "http://127.0.0.1:\(server.port)/v1/catalog/counts: The catalog cannot be read right now; try "
                + "again later.")
        #expect(harness.lines[5] == " Retry  Retrying in 1 s — r to retry now")
        clock.advance(by: .seconds(1))
        #expect(harness.iterate(until: "Retrying in 2 s"))
        harness.keys("r")
        #expect(harness.screen.contains(" Retry  Retrying in 4 s — r to retry now"), "r retried at once, and failed")
        harness.keys("r")
        #expect(harness.screen.contains(" Retry  Retrying in 8 s — r to retry now"))

        try FileManager.default.copyItem(atPath: SharedDemoCatalog.path, toPath: path)
        harness.keys("r")
        #expect(harness.lines[4] == " This catalog")
        #expect(harness.lines[5] == " 321 songs · 31,223 artists · 107,281 recordings")
        #expect(harness.lines[6] == " 70,931 releases")
        #expect(!harness.screen.contains("Retry"))
        #expect(!harness.browser.retryNow(), "nothing waits to retry")
    }

    @Test("a failure that would only fail again (a malformed answer) waits for Retry: no countdown, no tick")
    func lastingFailureWaits() throws {
        let server = try ServerHarness.shared()
        let harness = try BrowserHarness(store: try catalog(port: server.port))
        harness.browser.push(.recording(id: "not-an-id"))
        harness.loop.invalidate()
        harness.settle()
        #expect(
            harness.lines[1]
                == " Could not load this recording: The server answered 400 for "
                + "http://127.0.0.1:\(server.port)/v1/recordings/not-an-id: Invalid UUID: 'not-an-id'")
        #expect(harness.lines[2] == " Retry")
        #expect(!harness.screen.contains("Retrying"))
        #expect(harness.loop.isIdle)
        let frames = harness.loop.stats.framesDrawn
        for _ in 0..<3 { harness.loop.iterate(timeoutMilliseconds: 500) }
        #expect(harness.loop.stats.framesDrawn == frames)
    }

    @Test("cards whose batches fail while the server is down show as failed, count down, and load once it is back")
    func rowsDuringAnOutage() throws {
        // A port no connection of another test can take while the server is away.
        let port = try LoopbackSockets.closedPort()
        let first = try ServerHarness(port: port)
        // The countdown's seconds pass when the test says; the rows' debounce and quick retries
        // keep the real clock.
        let clock = ManualClockExecutor()
        let harness = try BrowserHarness(
            size: ServerClientTests.tall,
            policy: HydrationPolicy(retryDelays: [.milliseconds(10)]), store: try catalog(port: port),
            retryExecutor: clock)
        harness.open("approachnote://song/\(try SharedDemoCatalog.songID("All of Me"))")
        #expect(harness.press("Playable only?"))
        #expect(harness.screen.contains("ALL RECORDINGS (701)"))
        #expect(harness.shelfHeaders.prefix(2) == ["1930s (122)", "1940s (110)"])
        let closed = "1940s (110)"
        #expect(first.server.stop() == 0)

        #expect(harness.press(closed))
        #expect(harness.iterate(until: "could not load"))
        let state = try #require(harness.lines.first { $0.contains("could not load") })
        #expect(
            ListHeading.withoutShelvesButton(state)
                == " ALL RECORDINGS (701)  ⚠ 110 could not load  Retry  Retrying in 1 s — r to retry now",
            "every card of the opened shelf")
        clock.advance(by: .seconds(1))
        #expect(harness.iterate(until: "Retrying in 2 s"))

        let second = try ServerHarness(port: port)
        // A second at a time, as the countdown ticks: each tick sets the next a second on.
        clock.advance(by: .seconds(1))
        #expect(harness.iterate(until: "Retrying in 1 s"))
        clock.advance(by: .seconds(1))
        #expect(waitUntilLoaded(harness))
        #expect(!harness.screen.contains("could not load"))
        #expect(!harness.screen.contains("Retrying"))
        _ = second
    }

    /// Runs the loop until no card says it could not load; false if some still did after minutes.
    private func waitUntilLoaded(_ harness: BrowserHarness) -> Bool {
        let deadline = Date().addingTimeInterval(120)
        while harness.screen.contains("could not load"), Date() < deadline {
            harness.loop.iterate(timeoutMilliseconds: 10)
        }
        harness.settle()
        return !harness.screen.contains("could not load")
    }

    @Test("a server slower than the total timeout: timed out, counting down; fast again, the page loads by itself")
    func slowThenFast() throws {
        let (descriptor, port) = try LoopbackSockets.listeningSocket()
        // The server never answers, so the client's own timeouts end each call whatever the
        // machine's speed; the countdown's seconds pass when the test says.
        let clock = ManualClockExecutor()
        let harness = try BrowserHarness(
            store: try catalog(port: port, connectTimeout: 0.5, totalTimeout: 1), executor: clock)
        #expect(
            harness.lines[1]
                == "Could not load the songs: Offline: the server at http://127.0.0.1:\(port) did not answer in time "
                + "(0.5 s to connect or between bytes, 1 s in all).")
        #expect(harness.lines[2] == "Retry  Retrying in 1 s — r to retry now")
        close(descriptor)
        let server = try ServerHarness(port: port)
        clock.advance(by: .seconds(1))
        #expect(harness.iterate(until: " Songs (\(DemoCounts.songs))"))
        #expect(!harness.screen.contains("Offline"))
        _ = server
    }
}

extension ServerOutageTests {
    @Test("a server that limits how often it is asked: every card of Summertime, opened whole four times, loads")
    func rateLimitedHydration() throws {
        // Ten refusals in a row: more than the four tries each of the two batches in flight has
        // for failures of other kinds. Only a pipeline that waits as the server asks, without
        // counting those waits as tries, gets its batches through.
        let replay = try UpstreamReplay(rateLimit: (batches: 30, refused: 10, retryAfter: 1))
        defer { replay.stop() }
        let harness = try BrowserHarness(
            size: Size(width: 200, height: 60), store: try HTTPCatalog(address: replay.address))
        let summertime = "approachnote://song/\(try SharedDemoCatalog.songID("Summertime"))"
        for _ in 0..<4 {
            harness.open(summertime, options: RecordingsOptions(playableOnly: false, expansion: .all))
            harness.settle()
            #expect(!harness.screen.contains("could not load"), "\(harness.screen)")
            #expect(!harness.screen.contains("loading…"))
            harness.keys("\u{1B}")
        }
        let batches = replay.requests.filter { $0.hasPrefix("/v1/recordings/batch") }
        #expect(batches.count > 4 * 35, "the limiter refused some: \(batches.count) batches asked")
    }
}

extension ServerOutageTests {
    @Test("the upstream's recorded 429 counts down its Retry-After on screen, as a server away does")
    func recorded429CountsDown() throws {
        let server = try UpstreamReplay.answeringEveryRequest(with: "batch_rate_limited")
        defer { server.stop() }
        // The countdown's clock stands still: the first second is shown however long the first
        // frame takes.
        let harness = try BrowserHarness(
            store: try HTTPCatalog(address: "http://127.0.0.1:\(server.port)"), retryExecutor: ManualClockExecutor())
        #expect(harness.screen.contains("Busy: the server at http://127.0.0.1:\(server.port) is being asked too often"))
        #expect(harness.screen.contains("Retrying in 59 s — r to retry now"), "\(harness.screen)")
    }
}
