import TestThreads
import Testing

@testable import Layout

/// A scroll view asked to scroll further than its content's length by the extents so far (a
/// shelf near the end, the shelves below it measured closed, then all opened) builds as far
/// past the screen as the request was cut short, and lands in the next pass, not a shelf a pass.
@Suite("A scroll request cut short by estimates", .testThreads)
struct ScrollShortfallTests {
    static let shelves = ShelfPageFixture.shelves
    /// The eighth shelf from the end: at the page's end, the screen cannot start with it until
    /// the shelves below are known to be open.
    static let target = shelves[shelves.count - 8].key

    private static func page(open: Set<String>) -> ShelfPage {
        ShelfPage(shelves: shelves, open: open, lazyShelves: true, lazyCards: true, shelfEstimate: 1)
    }

    @Test("every shelf opened under a request for one near the end: two passes, and the shelf at the top")
    func expandAllNearTheEnd() {
        let engine = LayoutEngine(size: Size(width: 200, height: 60))
        engine.render(Self.page(open: [Self.target]))
        engine.scroll("page", to: Self.target)
        engine.render()
        #expect(!engine.canvas.lines[0].hasPrefix(Self.target), "the closed shelves below keep it from the top")
        engine.render(Self.page(open: Set(Self.shelves.map(\.key))))
        #expect(engine.stats.passes == 2)
        #expect(engine.diagnostics.isEmpty)
        #expect(engine.canvas.lines[0].hasPrefix(Self.target), "\(engine.canvas.lines[0])")
    }

    @Test("under the naive policy the request still lands, a shelf a pass, as the original's layout would")
    func naiveUnchanged() {
        let engine = LayoutEngine(size: Size(width: 200, height: 60), policy: .naive)
        engine.render(Self.page(open: [Self.target]))
        engine.scroll("page", to: Self.target)
        engine.render()
        engine.render(Self.page(open: Set(Self.shelves.map(\.key))))
        #expect(engine.stats.passes > 2)
    }
}
