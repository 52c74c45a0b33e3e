import TestThreads
import Testing

@testable import Layout

/// Arrow keys between shelf headers and their cards: the scroll view holding the focus first,
/// what is on screen first, then the nearest, the most overlapping, the first in reading order.
@Suite("Arrow keys between headers and cards", .testThreads)
struct DirectionalFocusTests {
    /// Full-width headers, each over a row of four cards, in a page above a tab bar.
    private func page(shelves: Int = 6) -> Element {
        VStack(spacing: 0) {
            ScrollView(.vertical) {
                VStack(spacing: 0) {
                    ForEach(Array(0..<shelves), id: \.self) { shelf in
                        VStack(spacing: 0) {
                            Button("Shelf \(shelf)") {}.frame(maxWidth: Proposal.unlimited)
                            HStack(spacing: 1) {
                                ForEach(Array(0..<4), id: \.self) { card in
                                    Button("Card \(shelf).\(card)") {}.frame(width: 8, height: 2).element
                                }
                            }
                        }
                        .element
                    }
                }
            }
            .id("page")
            .frame(maxHeight: Proposal.unlimited)
            Button("Tab bar") {}
        }
        .element
    }

    @Test("Down from a full-width header reaches the first card on screen, not the one under its middle")
    func headerToFirstCard() {
        let engine = LayoutEngine(size: Size(width: 40, height: 12))
        engine.render(page())
        #expect(engine.focus(label: "Shelf 0"))
        engine.moveFocus(.down)
        #expect(engine.focusedLabel == "Card 0.0")
        engine.moveFocus(.right)
        engine.moveFocus(.right)
        engine.moveFocus(.down)
        #expect(engine.focusedLabel == "Shelf 1", "the next shelf's header is nearer than its cards")
        engine.moveFocus(.up)
        #expect(engine.focusedLabel == "Card 0.0", "Up from a header: the first card above")
    }

    @Test("Down from the last header on screen reaches its cards below the screen, not the tab bar")
    func lastHeaderToCardsBelow() {
        // 11 rows of page: shelves 0–2 fill 9, shelf 3's header is on the 10th, its cards below.
        let engine = LayoutEngine(size: Size(width: 40, height: 11))
        engine.render(page())
        #expect(engine.canvas.lines[9].hasPrefix("Shelf 3"))
        #expect(engine.focus(label: "Shelf 3"))
        engine.moveFocus(.down)
        #expect(engine.focusedLabel == "Card 3.0")
        engine.render()
        #expect(engine.canvas.lines.contains { $0.hasPrefix("Card 3.0") }, "scrolled into view")
    }

    @Test("from the last card of the page, Down leaves the scroll view for the tab bar")
    func lastRowToTabBar() {
        let engine = LayoutEngine(size: Size(width: 40, height: 30))
        engine.render(page(shelves: 2))
        #expect(engine.focus(label: "Card 1.2"))
        engine.moveFocus(.down)
        #expect(engine.focusedLabel == "Tab bar")
    }
}
