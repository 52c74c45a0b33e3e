import TestThreads
import Testing

@testable import Layout

/// Scroll requests that the content cannot meet yet, and the disclosure's scroll: what a page
/// asks for is where it lands once its content has arrived, whatever arrived first.
@Suite("Scroll requests the content is too short for, and revealing a child", .testThreads)
struct ScrollRequestTests {
    /// A page of `above` lines, the line "target", then `below` lines, in a lazy list.
    static func page(above: Int, below: Int, lazy: Bool = true) -> Element {
        let rows = (0..<above).map { "above \($0)" } + ["target"] + (0..<below).map { "below \($0)" }
        let content: Element =
            lazy
            ? LazyVStack(estimatedItemExtent: 3) { ForEach(rows, id: \.self) { Text($0).id($0) } }.element
            : VStack(spacing: 0) { ForEach(rows, id: \.self) { Text($0).id($0) } }.element
        return ScrollView(.vertical) { content }.id("page")
    }

    @Test(
        "a request to put a row at the top, made while too little follows it, lands there once the rest arrives",
        arguments: [true, false])
    func shortContentThenMore(lazy: Bool) {
        let engine = LayoutEngine(size: Size(width: 10, height: 4))
        engine.render(Self.page(above: 6, below: 1, lazy: lazy))
        engine.scroll("page", to: "target")
        engine.render()
        #expect(engine.canvas.lines == ["above 4", "above 5", "target", "below 0"], "as far as it goes")
        // Another section arrives below: the request is met.
        engine.render(Self.page(above: 6, below: 8, lazy: lazy))
        #expect(engine.canvas.lines == ["target", "below 0", "below 1", "below 2"])
        // Met, it is done: rows arriving above now keep what is shown still, as ever.
        engine.render(Self.page(above: 7, below: 8, lazy: lazy))
        #expect(engine.canvas.lines == ["target", "below 0", "below 1", "below 2"])
    }

    @Test("the same request lands on the same row whatever order the sections arrive in")
    func orderOfArrival() {
        func landing(_ steps: [(above: Int, below: Int)]) -> [String] {
            let engine = LayoutEngine(size: Size(width: 10, height: 4))
            engine.render(Self.page(above: steps[0].above, below: steps[0].below))
            engine.scroll("page", to: "target")
            for step in steps { engine.render(Self.page(above: step.above, below: step.below)) }
            return engine.canvas.lines
        }
        let whole = landing([(6, 8)])
        #expect(whole == ["target", "below 0", "below 1", "below 2"])
        #expect(landing([(6, 0), (6, 8)]) == whole)
        #expect(landing([(1, 0), (6, 0), (6, 3), (6, 8)]) == whole)
        #expect(landing([(0, 0), (0, 8), (6, 8)]) == whole)
    }

    @Test("the user's scroll ends a request that fell short: what arrives later does not move the page")
    func userScrollEndsIt() {
        let engine = LayoutEngine(size: Size(width: 10, height: 4))
        engine.render(Self.page(above: 6, below: 1))
        engine.scroll("page", to: "target")
        engine.render()
        #expect(engine.scroll(at: Point(x: 1, y: 1), axis: .vertical, by: -1))
        engine.render()
        #expect(engine.canvas.lines == ["above 3", "above 4", "above 5", "target"])
        engine.render(Self.page(above: 6, below: 8))
        #expect(engine.canvas.lines == ["above 3", "above 4", "above 5", "target"])
    }

    /// A row of 1 line, then a block of `height` lines (an opened shelf), inside a page.
    static func disclosure(height: Int) -> Element {
        ScrollView(.vertical) {
            LazyVStack(estimatedItemExtent: 1) {
                ForEach(Array(0..<12), id: \.self) { index in
                    if index == 8 {
                        VStack(spacing: 0) {
                            Text("shelf")
                            ForEach(Array(0..<height), id: \.self) { Text("card \($0)").element }
                        }
                        .id(index)
                    } else {
                        Text("row \(index)").id(index)
                    }
                }
            }
        }
        .id("page")
    }

    @Test("revealing a child scrolls just enough to show it whole, and not at all when it is in view")
    func revealMovesAsLittleAsPossible() {
        let engine = LayoutEngine(size: Size(width: 10, height: 6))
        engine.render(Self.disclosure(height: 0))
        #expect(engine.canvas.lines.last == "row 5")
        engine.scroll("page", to: 3)
        engine.render()
        #expect(engine.canvas.lines == ["row 3", "row 4", "row 5", "row 6", "row 7", "shelf"])
        // The shelf at the bottom opens: it comes up until its last card is at the bottom.
        engine.render(Self.disclosure(height: 3))
        engine.reveal("page", child: 8)
        engine.render()
        #expect(engine.canvas.lines == ["row 6", "row 7", "shelf", "card 0", "card 1", "card 2"])
        // Already whole in view: nothing moves.
        engine.reveal("page", child: 8)
        engine.render()
        #expect(engine.canvas.lines == ["row 6", "row 7", "shelf", "card 0", "card 1", "card 2"])
    }

    @Test("a child taller than the view is revealed from its start")
    func revealTallChild() {
        let engine = LayoutEngine(size: Size(width: 10, height: 6))
        engine.render(Self.disclosure(height: 9))
        engine.reveal("page", child: 8)
        engine.render()
        #expect(engine.canvas.lines == ["shelf", "card 0", "card 1", "card 2", "card 3", "card 4"])
        // From below, it is its start again that shows.
        engine.scroll("page", to: 11, anchor: .trailing)
        engine.render()
        engine.reveal("page", child: 8)
        engine.render()
        #expect(engine.canvas.lines == ["shelf", "card 0", "card 1", "card 2", "card 3", "card 4"])
    }
}
