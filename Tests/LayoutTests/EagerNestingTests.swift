import TestThreads
import Testing

@testable import Layout

/// Eager stacks nested ten deep: every level probes its children for their smallest and
/// largest sizes, and without care each level multiplies the sizes asked of the one below.
@Suite("Deeply nested eager stacks", .testThreads)
struct EagerNestingTests {
    /// Alternating VStacks and HStacks around one text, each level adding a label (and, in
    /// rows, a spacer).
    static func nest(_ depth: Int) -> Element {
        if depth == 0 { return Text("leaf").element }
        if depth % 2 == 0 {
            return VStack {
                nest(depth - 1)
                Text("v\(depth)")
            }
            .element
        }
        return HStack {
            nest(depth - 1)
            Text("h\(depth)")
            Spacer()
        }
        .element
    }

    /// The innermost text of `nest`.
    static func leaf(_ root: Node) -> Node {
        var node = root
        while let first = node.children.first { node = first }
        return node
    }

    @Test("a leaf ten levels down is measured at most three times per frame", arguments: [2, 6, 10])
    func leafMeasuredFewTimes(depth: Int) {
        let engine = LayoutEngine(size: Size(width: 80, height: 24))
        engine.render(Self.nest(depth))
        let leaf = Self.leaf(engine.root!)
        #expect(leaf.name == "Text[0]")
        #expect(leaf.measurementsInFrame <= 3)
        // Each level adds a bounded number of sizes: the work grows with the depth, not with
        // three to the power of it.
        #expect(engine.stats.measurements == [2: 14, 6: 65, 10: 136][depth])
        // Spacers take what the levels inside them leave: ten levels down the leaf is whole.
        let expected = [
            2: "leaf h1", 6: "leaf h1" + String(repeating: " ", count: 66) + "h3  h5",
            10: "leaf h1" + String(repeating: " ", count: 58) + "h3  h5  h7  h9",
        ]
        #expect(engine.canvas.lines.first == expected[depth])
    }
}
