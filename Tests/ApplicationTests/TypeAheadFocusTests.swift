import ApplicationTestSupport
import Browsing
import CatalogTestSupport
import Foundation
import Layout
import ScreensTestSupport
import TestThreads
import Testing

/// Keys typed faster than frames: each moves the focus from where the last frame put things,
/// and the next frame keeps the focused control on screen, whatever opened around it.
@Suite("Focus with keys typed ahead of the frame", .testThreads)
struct TypeAheadFocusTests {
    @Test(
        "eight Enter-and-Up pairs at once, six times over, from the last shelf: each lands in view, every shelf passed open"
    )
    func enterAndUpInBursts() throws {
        let harness = try BrowserHarness(size: Size(width: 60, height: 50))
        let id = try SharedDemoCatalog.artistID("Louis Armstrong")
        harness.open("approachnote://artist/\(id)")
        #expect(harness.press("Sort: Song"))
        let shell = try #require(try SharedDemoCatalog.store().performerRecordings(id: id))
        let headers = ArtistRecordingsSection(sort: .song).content(of: shell.recordings).shelves.map(\.header)
        #expect(headers.count == 99)
        #expect(harness.engine.focusEdge(.end, of: .outermost(.vertical)))
        harness.loop.invalidateLayout()
        harness.settle()
        #expect(harness.engine.focusedLabel == headers[98])

        for burst in 1...6 {
            harness.keys(String(repeating: "\r\u{1B}[A", count: 8))
            let focused = try #require(harness.engine.focusedLabel, "burst \(burst): the focus is on screen")
            #expect(focused == headers[98 - 8 * burst], "burst \(burst)")
            let open = harness.engine.accessibilityTree.flattened.filter { $0.states.contains(.expanded) }.map(\.label)
            #expect(open.contains(headers[98 - 8 * burst + 1]), "the shelf just below the focus opened")
        }
    }

    /// Tiger Rag's carousel at 80×24 builds a dozen of its 146 cards: `l` typed ahead past them
    /// must reach the cards each previous `l` scrolled into being.
    @Test(
        "a run of l in one write walks Tiger Rag's carousel as far as the same keys a frame apart",
        arguments: carouselCounts)
    func carouselRun(count: Int) throws {
        let cards = try ScenarioExpectations.tigerRagCards()
        let apart = try #require(try Self.carouselApart.get()[count])
        let together = try Self.tigerRagOpen()
        together.keys(String(repeating: "l", count: count))
        #expect(apart.focused == cards[min(count, cards.count - 1)])
        #expect(together.engine.focusedLabel == apart.focused)
        #expect(together.lines == apart.lines, "the same screen")
    }

    static let carouselCounts = [1, 12, 13, 30, 145, 200]

    /// The carousel walked one `l` a frame, once for every count: the focus and the screen
    /// after each count's keys (a walk of 12 is the start of a walk of 200).
    private static let carouselApart = Result { () throws -> [Int: (focused: String?, lines: [String])] in
        let harness = try tigerRagOpen()
        var seen: [Int: (focused: String?, lines: [String])] = [:]
        for count in 1...(carouselCounts.max() ?? 0) {
            harness.keys("l")
            if carouselCounts.contains(count) { seen[count] = (harness.engine.focusedLabel, harness.lines) }
        }
        return seen
    }

    /// The Songs list at 80×24 shows a screenful of its 321 rows: `j` typed ahead past them
    /// must reach the rows each previous `j` scrolled into view.
    @Test(
        "a run of j in one write walks the Songs list as far as the same keys a frame apart",
        arguments: [1, 15, 40, 120])
    func rowsRun(count: Int) throws {
        let apart = try BrowserHarness(size: Size(width: 80, height: 24))
        for _ in 0..<count { apart.keys("j") }
        let together = try BrowserHarness(size: Size(width: 80, height: 24))
        together.keys(String(repeating: "j", count: count))
        let focused = try #require(apart.engine.focusedLabel)
        #expect(together.engine.focusedLabel == focused)
        #expect(together.lines == apart.lines, "the same screen")
        #expect(apart.lines.contains { $0.contains(focused) }, "the focused row is on screen")
    }

    /// Louis Armstrong by song, Tiger Rag's shelf open and its first card focused, at 80×24.
    private static func tigerRagOpen() throws -> BrowserHarness {
        let harness = try BrowserHarness(size: Size(width: 80, height: 24))
        harness.open("approachnote://artist/\(try SharedDemoCatalog.artistID("Louis Armstrong"))")
        #expect(harness.press("Sort: Song"))
        harness.scroll(to: "Tiger Rag", anchor: .leading)
        #expect(harness.press("Tiger Rag (146)"))
        let first = try #require(try ScenarioExpectations.tigerRagCards().first)
        #expect(harness.engine.focus(label: first))
        harness.loop.invalidateLayout()
        harness.settle()
        #expect(harness.engine.focusedLabel == first)
        return harness
    }
}
