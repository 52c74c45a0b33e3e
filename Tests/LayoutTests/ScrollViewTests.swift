import TestThreads
import Testing

@testable import Layout

@Suite("Lazy stacks below the root", .testThreads)
struct NestedLazyStartTests {
    @Test("a lazy list in a scroll view that is not the root still builds its first rows")
    func bootstrapsWhenNested() {
        let engine = LayoutEngine(size: Size(width: 20, height: 5))
        let list = ScrollView(.vertical) {
            LazyVStack(estimatedItemExtent: 1) { ForEach(Array(0..<50), id: \.self) { Text("Row \($0)").element } }
        }
        engine.render(
            VStack(spacing: 0) {
                Text("Head")
                list.frame(maxHeight: Proposal.unlimited)
                Text("Foot")
            })
        #expect(
            engine.canvas.text
                == "Head                \nRow 0               \nRow 1               \nRow 2               \nFoot                "
        )
        #expect(engine.stats.passes == 1 && engine.diagnostics.isEmpty)
    }
}

@Suite("The wheel in nested scroll views", .testThreads)
struct NestedWheelTests {
    /// A page of 20 lines holding, at its top, a 3-line scroll view of 6 lines.
    static var page: Element {
        ScrollView(.vertical) {
            VStack(spacing: 0) {
                ScrollView(.vertical) {
                    VStack(spacing: 0) { ForEach(Array(0..<6), id: \.self) { Text("inner \($0)").element } }
                }
                .frame(height: 3)
                .id("inner")
                ForEach(Array(0..<20), id: \.self) { Text("outer \($0)").element }
            }
        }
        .id("outer")
    }

    @Test("the innermost scroll view takes the wheel while it can move, then passes it on")
    func passesOn() {
        let engine = LayoutEngine(size: Size(width: 12, height: 5))
        engine.render(Self.page)
        let inner = Point(x: 1, y: 1)
        #expect(engine.scroll(at: inner, axis: .vertical, by: 3))
        engine.render()
        #expect(engine.scrollOffset(of: "inner") == 3)
        #expect(engine.scrollOffset(of: "outer") == 0)
        // The inner view is at its end: the next turn of the wheel moves the page.
        #expect(engine.scroll(at: inner, axis: .vertical, by: 2))
        engine.render()
        #expect(engine.scrollOffset(of: "inner") == 3)
        #expect(engine.scrollOffset(of: "outer") == 2)
        #expect(engine.canvas.lines == ["inner 5", "outer 0", "outer 1", "outer 2", "outer 3"])
        // Back up: the inner view is under the pointer again and can move up, so it takes it.
        #expect(engine.scroll(at: Point(x: 1, y: 0), axis: .vertical, by: -1))
        engine.render()
        #expect(engine.scrollOffset(of: "inner") == 2)
        #expect(engine.scrollOffset(of: "outer") == 2)
    }

    @Test("when no scroll view under the pointer can move, the wheel reports it")
    func nothingMoves() {
        let engine = LayoutEngine(size: Size(width: 12, height: 5))
        engine.render(Self.page)
        #expect(!engine.scroll(at: Point(x: 1, y: 1), axis: .vertical, by: -1))
        #expect(!engine.scroll(at: Point(x: 1, y: 1), axis: .horizontal, by: 1))
    }

    @Test("scrolling by the largest numbers there are lands at the ends, without overflow")
    func hugeDeltas() {
        let engine = LayoutEngine(size: Size(width: 12, height: 5))
        engine.render(Self.page)
        let page = Point(x: 1, y: 4)
        #expect(engine.scroll(at: page, axis: .vertical, by: Int.max))
        #expect(!engine.scroll(at: page, axis: .vertical, by: Int.max), "already asked past the end")
        engine.render()
        #expect(engine.canvas.lines.last == "outer 19")
        #expect(engine.scroll(at: page, axis: .vertical, by: Int.min))
        #expect(!engine.scroll(at: page, axis: .vertical, by: Int.min), "already asked past the start")
        engine.render()
        #expect(engine.scrollOffset(of: "outer") == 0)
    }
}
