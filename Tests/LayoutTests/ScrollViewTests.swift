import Testing

@testable import Layout

@Suite("Lazy stacks below the root")
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
        #expect(engine.stats.passes <= LayoutEngine.maxPassesPerFrame && engine.diagnostics.isEmpty)
    }
}
