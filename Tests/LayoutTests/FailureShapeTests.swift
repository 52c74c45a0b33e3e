import TestThreads
import Testing

@testable import Layout

/// The shapes that wedged the original app, every shelf open, in all four combinations of
/// lazy and eager stacks: every frame settles within the bound, and laziness changes nothing
/// on screen.
@Suite("The original failure's shapes", .testThreads)
struct FailureShapeTests {
    static let allOpen = Set(ShelfPageFixture.shelves.map(\.key))
    static let viewports = [Size(width: 200, height: 60), Size(width: 60, height: 50)]

    /// The screens of one variant: top, middle, bottom, and Tiger Rag scrolled to its end,
    /// with the passes each frame took.
    private func screens(
        lazyShelves: Bool, lazyCards: Bool, viewport: Size, shelfEstimate: Int = ShelfPageFixture.openShelfHeight,
        cardEstimate: Int = ShelfPageFixture.cardWidth
    ) -> (screens: [String], passes: [Int]) {
        let engine = LayoutEngine(size: viewport)
        let page = ShelfPage(
            shelves: ShelfPageFixture.shelves, open: Self.allOpen, lazyShelves: lazyShelves, lazyCards: lazyCards,
            shelfEstimate: shelfEstimate, cardEstimate: cardEstimate)
        var screens: [String] = []
        var passes: [Int] = []
        func frame(_ label: String) {
            let canvas = engine.render(page)
            #expect(engine.diagnostics.isEmpty, "\(label): \(engine.diagnostics)")
            screens.append(canvas.text)
            passes.append(engine.stats.passes)
        }
        frame("top")
        engine.scroll("page", to: ShelfPageFixture.shelves[49].key, anchor: .leading)
        frame("middle")
        engine.scroll("page", to: ShelfPageFixture.shelves[98].key, anchor: .trailing)
        frame("bottom")
        engine.scroll("page", to: "Tiger Rag", anchor: .leading)
        frame("Tiger Rag shelf")
        engine.scroll("carousel-Tiger Rag", to: "Tiger Rag #146", anchor: .trailing)
        frame("Tiger Rag, last card")
        return (screens, passes)
    }

    @Test("every variant settles and shows the same screens", arguments: viewports)
    func variantsAgree(viewport: Size) {
        let (reference, referencePasses) = screens(lazyShelves: false, lazyCards: false, viewport: viewport)
        #expect(referencePasses == [1, 1, 1, 1, 1])
        #expect(reference[0].hasPrefix("Song 1 ("))
        #expect(reference[3].hasPrefix("Tiger Rag (146)"))
        #expect(reference[4].contains("Tiger Rag #146"))
        #expect(!reference[4].contains("Tiger Rag #1 "))
        #expect(reference[2].contains("Song 99 ("))
        for (lazyShelves, lazyCards) in [(true, true), (true, false), (false, true)] {
            let variant = screens(lazyShelves: lazyShelves, lazyCards: lazyCards, viewport: viewport)
            #expect(variant.screens == reference, "lazy shelves \(lazyShelves), lazy cards \(lazyCards)")
            // The estimates are exact here, so nothing is ever placed twice.
            #expect(variant.passes == [1, 1, 1, 1, 1])
        }
    }

    @Test(
        "with estimates far off (shelves 1 row, cards 3 columns) every screen is still the same", arguments: viewports)
    func wrongEstimatesAgree(viewport: Size) {
        let reference = screens(lazyShelves: false, lazyCards: false, viewport: viewport).screens
        let variant = screens(
            lazyShelves: true, lazyCards: true, viewport: viewport, shelfEstimate: 1, cardEstimate: 3)
        #expect(variant.screens == reference)
        // Each frame settles in a second pass (the first replaces estimates), the jump to the
        // middle too: its first pass builds as far past the screen as the estimates cut it short.
        #expect(variant.passes == [2, 2, 2, 2, 2])
    }

    @Test("work follows visibility: a lazy-in-lazy frame builds cards in proportion to the screen")
    func workFollowsVisibility() {
        let viewport = Size(width: 200, height: 60)
        let counter = ShelfPageFixture.Counter()
        let engine = LayoutEngine(size: viewport)
        var page = ShelfPage(shelves: ShelfPageFixture.shelves, open: Self.allOpen, lazyShelves: true, lazyCards: true)
        page.counter = counter
        engine.render(page)
        let tree = engine.accessibilityTree.flattened
        let visibleCards = tree.filter { $0.label.hasPrefix("card ") }.count
        let headers = tree.filter { $0.role == .button }.count
        #expect(visibleCards > 0 && headers > 0)
        #expect(
            counter.cards <= 2 * visibleCards + headers, "built \(counter.cards) cards for \(visibleCards) on screen")
        #expect(engine.stats.nodesBuilt < 2_000, "\(engine.stats.nodesBuilt) nodes for 3,231 cards")

        counter.cards = 0
        engine.scroll("page", to: "Song 80", anchor: .leading)
        engine.render(page)
        #expect(counter.cards <= 2 * visibleCards + headers)
        #expect(engine.stats.passes == 1 && engine.diagnostics.isEmpty)
    }
}
