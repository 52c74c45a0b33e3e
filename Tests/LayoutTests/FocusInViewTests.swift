import TestThreads
import Testing

@testable import Layout

/// A focused control in view stays in view: a shorter terminal or content growing above it
/// scroll just enough; an explicit scroll may still leave it.
@Suite("The focused control stays in view", .testThreads)
struct FocusInViewTests {
    /// Rows of buttons under a header whose height the test chooses.
    private func page(headerLines: Int, rows: Int = 200) -> Element {
        ScrollView(.vertical) {
            VStack(spacing: 0) {
                Text(Array(repeating: "header", count: headerLines).joined(separator: "\n"))
                LazyVStack(estimatedItemExtent: 1) {
                    ForEach(Array(0..<rows), id: \.self) { row in Button("Row \(row)") {}.element }
                }
            }
        }
        .id("page")
    }

    private func row(of label: String, in engine: LayoutEngine) -> Int? {
        engine.canvas.lines.firstIndex { $0.hasPrefix(label) }
    }

    @Test("a shorter terminal keeps the focused row in view, at the bottom")
    func shrinkKeepsFocusInView() {
        let engine = LayoutEngine(size: Size(width: 20, height: 20))
        engine.render(page(headerLines: 2))
        engine.scroll("page", to: 30, anchor: .leading)
        engine.render(page(headerLines: 2))
        #expect(engine.focus(label: "Row 45"))
        engine.render(page(headerLines: 2))
        #expect(row(of: "Row 45", in: engine) == 15)

        engine.resize(to: Size(width: 20, height: 8))
        engine.render(page(headerLines: 2))
        #expect(row(of: "Row 45", in: engine) == 7, "scrolled just enough: the last line")
        #expect(engine.focusedLabel == "Row 45")
        #expect(engine.diagnostics.isEmpty)

        engine.resize(to: Size(width: 20, height: 20))
        engine.render(page(headerLines: 2))
        #expect(row(of: "Row 45", in: engine) == 7, "growing back moves nothing")
    }

    @Test(
        "content growing above the focused row keeps the top still until the row would leave; then the row stays on the last line"
    )
    func growthAboveKeepsFocus() {
        let engine = LayoutEngine(size: Size(width: 20, height: 10))
        engine.render(page(headerLines: 2))
        #expect(engine.focus(label: "Row 5"))
        engine.render(page(headerLines: 2))
        #expect(row(of: "Row 5", in: engine) == 7)
        engine.render(page(headerLines: 3))
        #expect(row(of: "Row 5", in: engine) == 8, "the top stays: the text above grew downwards")
        #expect(engine.canvas.lines[0] == "header")
        engine.render(page(headerLines: 6))
        #expect(row(of: "Row 5", in: engine) == 9, "scrolled just enough to keep the focused row")
        #expect(engine.canvas.lines[0] == "header", "two of the six header lines went above")
    }

    @Test("with the focus scrolled out of view, the first visible row is the anchor again")
    func focusOutOfView() {
        let engine = LayoutEngine(size: Size(width: 20, height: 10))
        engine.render(page(headerLines: 2))
        #expect(engine.focus(label: "Row 1"))
        engine.render(page(headerLines: 2))
        _ = engine.scroll(at: Point(x: 0, y: 5), axis: .vertical, by: 20)
        engine.render(page(headerLines: 2))
        let top = engine.canvas.lines[0]
        #expect(top == "Row 18")
        engine.resize(to: Size(width: 20, height: 6))
        engine.render(page(headerLines: 2))
        #expect(engine.canvas.lines[0] == top)
    }

    @Test("an explicit scroll may take the focused row out of view, either way")
    func scrollingAwayFromFocus() {
        let engine = LayoutEngine(size: Size(width: 20, height: 10))
        engine.render(page(headerLines: 2))
        engine.scroll("page", to: 50, anchor: .leading)
        engine.render(page(headerLines: 2))
        #expect(engine.focus(label: "Row 59"))
        engine.render(page(headerLines: 2))
        #expect(row(of: "Row 59", in: engine) == 9)
        _ = engine.scroll(at: Point(x: 0, y: 5), axis: .vertical, by: -10)
        engine.render(page(headerLines: 2))
        #expect(engine.canvas.lines[0] == "Row 40", "ten rows up; the focused row is below the screen")
        _ = engine.scroll(at: Point(x: 0, y: 5), axis: .vertical, by: 30)
        engine.render(page(headerLines: 2))
        #expect(engine.canvas.lines[0] == "Row 70")
    }
}
