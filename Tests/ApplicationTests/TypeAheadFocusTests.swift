import Browsing
import Foundation
import Layout
import TestSupport
import Testing

/// Keys typed faster than frames: each moves the focus from where the last frame put things,
/// and the next frame keeps the focused control on screen, whatever opened around it.
@Suite("Focus with keys typed ahead of the frame")
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
}
