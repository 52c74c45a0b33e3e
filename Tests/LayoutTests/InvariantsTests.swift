import TestThreads
import Testing

@testable import Layout

/// The engine's own rules, checked after every frame while `SelfChecks` are on (`checkInvariants`):
/// a healthy frame breaks none, and each rule, broken by hand, is named in words.
@Suite("The engine's invariants", .testThreads)
struct InvariantsTests {
    /// A header button, then a lazy list of a thousand rows with a button each.
    private func page() -> Element {
        VStack(spacing: 0) {
            Button("Header") {}
            ScrollView(.vertical) {
                LazyVStack(estimatedItemExtent: 1) {
                    ForEach(Array(0..<1_000), id: \.self) { Button("Row \($0)") {}.element }
                }
            }
            .id("list")
        }
        .element
    }

    private func nodes(_ engine: LayoutEngine) -> [Node] {
        var result: [Node] = []
        func visit(_ node: Node) {
            result.append(node)
            node.laidOutChildren.forEach(visit)
        }
        engine.root.map(visit)
        return result
    }

    @Test("a frame keeps every rule, scrolled, focused and resized")
    func healthy() {
        let engine = LayoutEngine(size: Size(width: 30, height: 6))
        let root = page()
        engine.render(root)
        #expect(engine.focus(label: "Row 2"))
        engine.scroll("list", to: 500)
        engine.render(root)
        engine.resize(to: Size(width: 12, height: 3))
        engine.render(root)
        #expect(engine.invariantViolations() == [])
        #expect(engine.canvas.lines.first == "Header")
    }

    @Test("a lazy window past its content and a focus on a text are each named")
    func brokenRulesAreNamed() throws {
        let engine = LayoutEngine(size: Size(width: 30, height: 6))
        engine.render(page())
        #expect(engine.invariantViolations() == [])
        let all = nodes(engine)

        let stack = try #require(all.first { $0.lazy != nil })
        let lazy = try #require(stack.lazy)
        let start = lazy.builtStart
        lazy.builtStart = 998
        #expect(
            engine.invariantViolations().first?.hasSuffix("built children 998..<\(998 + lazy.built.count) of 1000")
                == true, "\(engine.invariantViolations())")
        lazy.builtStart = start
        #expect(engine.invariantViolations() == [])

        let label = try #require(all.first { if case .text = $0.element.kind { true } else { false } })
        engine.focusState.identity = label.identity
        #expect(engine.invariantViolations() == ["the focus names \(label.path), which is not a control"])
        engine.focusState.identity = nil
    }

    @Test("a focused control that gives its place to something else takes the focus with it")
    func focusGoesWithItsControl() {
        let engine = LayoutEngine(size: Size(width: 20, height: 3))
        engine.render(
            VStack(spacing: 0) {
                Text("Title")
                Button("Retry") {}
            }.element)
        #expect(engine.focus(label: "Retry"))
        // The same place now holds what the retry loaded.
        engine.render(
            VStack(spacing: 0) {
                Text("Title")
                ScrollView(.vertical) { Text("Loaded") }
            }.element)
        #expect(engine.focusState.identity == nil)
        #expect(engine.invariantViolations() == [])
        #expect(engine.canvas.lines == ["Title", "Loaded", ""])
    }
}
