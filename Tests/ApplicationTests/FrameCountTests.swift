import ApplicationTestSupport
import Browsing
import CatalogTestSupport
import Layout
import Screens
import ScreensTestSupport
import Terminal
import TestThreads
import Testing

/// What the bench times, counted instead: the frames and layout passes an action costs and
/// the frames drawn while nothing happens. Counts are deterministic; times never asserted.
@Suite("Frames and layout passes of the application's actions", .serialized, .testThreads)
struct FrameCountTests {
    private func armstrong() throws -> String {
        "approachnote://artist/\(try SharedDemoCatalog.artistID("Louis Armstrong"))"
    }

    /// Nothing pending: a long wait draws nothing.
    private func expectIdle(_ harness: BrowserHarness) {
        let before = harness.loop.stats
        harness.loop.iterate(timeoutMilliseconds: 300)
        #expect(harness.loop.isIdle)
        #expect(harness.loop.stats.framesDrawn == before.framesDrawn)
        #expect(harness.loop.stats.layoutPasses == before.layoutPasses)
        #expect(harness.loop.stats.idleFrames == before.idleFrames)
    }

    @Test("S4: every shelf opening at once, and then the bottom of the page, are one frame of at most two passes each")
    func expandAllAndScrollToTheBottom() throws {
        let store = try SharedDemoCatalog.store()
        let recordings = try #require(
            try store.performerRecordings(id: try SharedDemoCatalog.artistID("Louis Armstrong")))
        let shelves = ArtistRecordingsSection(sort: .song).content(of: recordings.recordings).shelves
        let last = try #require(shelves.last)
        // Without covers: a cover arriving is a frame of its own, not part of what is counted.
        let firstOpen = try BrowserHarness()
        firstOpen.browser.changeSettings { $0.coverArt = .off }
        firstOpen.open(try armstrong(), options: RecordingsOptions(sort: .song))
        expectIdle(firstOpen)
        // No control opens every shelf; the same page loaded with all of them open stands in
        // for that state, and the loop drawing it instead is the frame opening them costs.
        let allOpen = try BrowserHarness()
        allOpen.browser.changeSettings { $0.coverArt = .off }
        allOpen.open(try armstrong(), options: RecordingsOptions(sort: .song, expansion: .all))
        let loop = firstOpen.loop
        var frames = loop.stats.framesDrawn
        loop.start(allOpen.application)
        firstOpen.settle()
        #expect(loop.stats.framesDrawn == frames + 1)
        #expect(loop.stats.lastFrame.passes <= 2)
        #expect(loop.stats.diagnostics == 0)
        let headers = firstOpen.engine.accessibilityTree.flattened.filter {
            $0.role == .button && $0.states.contains { [.expanded, .collapsed].contains($0) }
        }
        #expect(!headers.isEmpty && headers.allSatisfy { $0.states.contains(.expanded) })
        expectIdle(firstOpen)

        frames = loop.stats.framesDrawn
        firstOpen.engine.scroll(ScrollArea.page, to: last.key, anchor: .trailing)
        loop.invalidateLayout()
        firstOpen.settle()
        #expect(loop.stats.framesDrawn == frames + 1)
        #expect(loop.stats.lastFrame.passes <= 2)
        #expect(firstOpen.shelfHeaders.last == last.header)
        #expect(loop.stats.diagnostics == 0)
        expectIdle(firstOpen)
    }

    @Test("Artists: each PgDn and each wheel step through 31k artists is one frame of one pass")
    func artistScrolling() throws {
        let harness = try BrowserHarness()
        harness.keys("2")
        #expect(harness.lines[0].hasPrefix(" Artists (\(DemoCounts.artists))"))
        expectIdle(harness)
        let loop = harness.loop
        for keys in Array(repeating: "\u{1B}[6~", count: 20) + Array(repeating: "\u{1B}[<65;100;30M", count: 20) {
            let frames = loop.stats.framesDrawn
            // Under the heading and the catalog's line, the list's first row.
            let first = harness.lines[2]
            harness.keys(keys)
            #expect(loop.stats.framesDrawn == frames + 1)
            #expect(loop.stats.lastFrame.passes == 1)
            #expect(harness.lines[2] != first, "the list moved")
        }
        #expect(loop.stats.diagnostics == 0)
        expectIdle(harness)
    }

    @Test("Artists: a search character is three frames (typed, debounce fired, new list); erasing it two, no load")
    func artistSearch() throws {
        let harness = try BrowserHarness()
        harness.keys("2")
        #expect(harness.engine.focus(label: "Search artists…"))
        let everything = harness.lines
        var frames = harness.loop.stats.framesDrawn
        harness.keys("a")
        // The loop evaluates the page again whenever a deadline fires; the debounce's reload
        // changes nothing on screen until its result arrives, so that middle frame is spare.
        #expect(harness.loop.stats.framesDrawn == frames + 3)
        #expect(harness.lines.contains { $0.hasPrefix(" A") })
        expectIdle(harness)

        frames = harness.loop.stats.framesDrawn
        harness.loop.inject(Array("\u{7F}".utf8))
        harness.loop.iterate(timeoutMilliseconds: 0)
        // The whole list was kept from its first load: the debounce shows it without a load.
        harness.loop.iterate(timeoutMilliseconds: 1_000)
        #expect(!harness.browser.isLoading)
        harness.settle()
        #expect(harness.loop.stats.framesDrawn == frames + 2)
        #expect(
            Array(TabBarLine.withoutHints(harness.lines).dropFirst())
                == Array(TabBarLine.withoutHints(everything).dropFirst()), "the list as it first was")
        expectIdle(harness)
    }
}
