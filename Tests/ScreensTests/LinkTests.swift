import Catalog
import CatalogTestSupport
import Foundation
import Layout
import Screens
import ScreensTestSupport
import Synchronization
import TestThreads
import Testing

/// Links are controls: Tab reaches them, Enter or a click follows them. With a browser the
/// link opens there; without one it is copied to the clipboard and shown whole.
@Suite("Following links", .serialized, .testThreads)
struct LinkTests {
    /// What the links were asked to do, in order.
    final class Followed: Sendable {
        let log = Mutex<[String]>([])
        var entries: [String] { log.withLock { $0 } }

        func follower(browser: Bool) -> LinkFollower {
            LinkFollower(
                open: { url in
                    self.log.withLock { $0.append("open \(url)") }
                    return browser
                },
                copy: { url in self.log.withLock { $0.append("copy \(url)") } })
        }
    }

    private static func allOfMe() throws -> String {
        "approachnote://song/\(try SharedDemoCatalog.songID("All of Me"))"
    }

    /// A recording of All of Me with every service linked.
    private static func recordingWithLinks() throws -> (id: String, detail: RecordingDetail) {
        let store = try SharedDemoCatalog.store()
        let shell = try #require(try store.songShell(id: try SharedDemoCatalog.songID("All of Me"), sort: .year))
        for row in shell.recordings {
            if let detail = try store.recordingDetail(id: row.id), detail.streamingLinks.count == 3 {
                return (row.id, detail)
            }
        }
        throw CancellationError()
    }

    @Test("a song's Learn more: Wikipedia and JazzStandards.com on one line, each followed by Enter")
    func learnMore() throws {
        let followed = Followed()
        let harness = try BrowserHarness(size: Size(width: 80, height: 24), links: followed.follower(browser: true))
        harness.open(try Self.allOfMe())
        let summary = try #require(
            try SharedDemoCatalog.store().songSummary(id: try SharedDemoCatalog.songID("All of Me")))
        #expect(harness.lines.contains(" Learn more: Wikipedia JazzStandards.com"), "\(harness.screen)")
        #expect(harness.engine.focus(label: "JazzStandards.com"))
        harness.keys("\r")
        let jazzStandards = try #require(summary.externalReferences["jazzstandards"])
        #expect(followed.entries == ["open \(jazzStandards)"])
        #expect(harness.lines.contains { $0.hasPrefix("Opened in the browser: https://www.jazzstandards.com/") })
        #expect(harness.engine.focus(label: "Wikipedia"))
        harness.keys(" ")
        #expect(followed.entries == ["open \(jazzStandards)", "open \(try #require(summary.wikipediaUrl))"])
    }

    @Test("at 40 columns the links go one a line")
    func learnMoreNarrow() throws {
        let harness = try BrowserHarness(size: Size(width: 40, height: 24))
        harness.open(try Self.allOfMe())
        let lines = harness.lines
        let label = try #require(lines.firstIndex(of: " Learn more:"), "\(harness.screen)")
        #expect(Array(lines[(label + 1)...(label + 2)]) == [" Wikipedia", " JazzStandards.com"])
    }

    @Test("LISTEN names the services; Tab reaches them; without a browser the link is copied and shown whole")
    func listenWithoutABrowser() throws {
        let followed = Followed()
        let (id, detail) = try Self.recordingWithLinks()
        let harness = try BrowserHarness(size: Size(width: 80, height: 40), links: followed.follower(browser: false))
        harness.browser.push(.recording(id: id))
        harness.loop.invalidate()
        harness.settle()
        let listen = try #require(harness.lines.firstIndex(of: " LISTEN"), "\(harness.screen)")
        // YouTube plays here; the others open, and the page says why.
        #expect(
            Array(harness.lines[(listen + 1)...(listen + 4)]) == [
                " Spotify", " Apple Music", " ▶ Play here (YouTube)",
                " Spotify and Apple Music open in the browser: they play only in their own apps.",
            ])
        // Tab round to the first link.
        var tabs = 0
        while harness.engine.focusedLabel != "Spotify", tabs < 60 {
            harness.keys("\t")
            tabs += 1
        }
        #expect(harness.engine.focusedLabel == "Spotify")
        harness.keys("\r")
        let spotify = try #require(detail.streamingLinks["spotify"]?.trackUrl)
        #expect(followed.entries == ["open \(spotify)", "copy \(spotify)"])
        #expect(harness.lines[0] == "No browser to open it here (set $BROWSER); copied to the clipboard:")
        #expect(harness.lines[1] == spotify)
        // Esc puts the notice away before anything else.
        harness.keys("\u{1B}")
        #expect(!harness.screen.contains("copied to the clipboard"))
        #expect(harness.lines.contains(" LISTEN"))
    }

    @Test("a link that is not a web address is shown, never opened or copied")
    func notAWebLink() throws {
        let followed = Followed()
        let harness = try BrowserHarness(size: Size(width: 80, height: 24), links: followed.follower(browser: true))
        harness.browser.follow(link: "file:///etc/passwd")
        harness.loop.invalidate()
        harness.settle()
        #expect(followed.entries.isEmpty)
        #expect(harness.lines[0] == "⚠ Not a web link, so not opened: file:///etc/passwd")
    }
}
