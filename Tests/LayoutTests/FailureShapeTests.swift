import Testing

@testable import Layout

/// The shapes that wedged the original app, every shelf open, in all four combinations of
/// lazy and eager stacks: every frame settles within the bound, and laziness changes nothing
/// on screen.
@Suite("The original failure's shapes")
struct FailureShapeTests {
    static let allOpen = Set(ShelfPageFixture.shelves.map(\.key))
    static let viewports = [Size(width: 200, height: 60), Size(width: 60, height: 50)]

    /// The screens of one variant: top, middle, bottom, and Tiger Rag scrolled to its end.
    private func screens(lazyShelves: Bool, lazyCards: Bool, viewport: Size) -> [String] {
        let engine = LayoutEngine(size: viewport)
        let page = ShelfPage(
            shelves: ShelfPageFixture.shelves, open: Self.allOpen, lazyShelves: lazyShelves, lazyCards: lazyCards)
        var screens: [String] = []
        func frame(_ label: String) {
            let canvas = engine.render(page)
            #expect(engine.stats.passes <= LayoutEngine.maxPassesPerFrame, "\(label)")
            #expect(engine.diagnostics.isEmpty, "\(label): \(engine.diagnostics)")
            screens.append(canvas.text)
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
        return screens
    }

    @Test("every variant settles and shows the same screens", arguments: viewports)
    func variantsAgree(viewport: Size) {
        let reference = screens(lazyShelves: false, lazyCards: false, viewport: viewport)
        #expect(reference[0].hasPrefix("Song 1 ("))
        #expect(reference[3].hasPrefix("Tiger Rag (146)"))
        #expect(reference[4].contains("Tiger Rag #146"))
        #expect(!reference[4].contains("Tiger Rag #1 "))
        #expect(reference[2].contains("Song 99 ("))
        for (lazyShelves, lazyCards) in [(true, true), (true, false), (false, true)] {
            let variant = screens(lazyShelves: lazyShelves, lazyCards: lazyCards, viewport: viewport)
            #expect(variant == reference, "lazy shelves \(lazyShelves), lazy cards \(lazyCards)")
        }
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
        #expect(engine.stats.passes <= LayoutEngine.maxPassesPerFrame && engine.diagnostics.isEmpty)
    }
}
