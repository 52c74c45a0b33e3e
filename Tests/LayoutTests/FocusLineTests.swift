import Layout
import TestThreads
import Testing

/// A focus line says in words what the focused control stands for (the reports of it and of
/// what holds it), from the layout's own focus at draw time, from the left, cut to its width.
@Suite("Focus line", .testThreads)
struct FocusLineTests {
    /// An album's card, its words too long for the card.
    private struct Album: Hashable {
        let title: String
    }

    /// Two cards, a plain button, then the focus line across the last row.
    private static func page() -> Element {
        VStack(spacing: 0) {
            HStack(spacing: 1) {
                Button("Card one") {}.reportsVisibility(Album(title: "1959 · Miles Davis · Kind of Blue"))
                Button("Card two") {}.reportsVisibility(Album(title: "1925 · The Louis Armstrong Octet"))
            }
            Button("Plain") {}
            FocusLine { focus in
                focus?.reports.lazy.compactMap { $0.base as? Album }.first?.title ?? ""
            }
        }
        .element
    }

    @Test("it follows the focus, says nothing for a control that stands for nothing, and is cut to its width")
    func followsTheFocus() {
        let engine = LayoutEngine(size: Size(width: 24, height: 3))
        engine.render(Self.page())
        #expect(engine.canvas.lines[2] == "")
        var rows: [String] = []
        for _ in 0..<3 {
            engine.moveFocus(forward: true)
            engine.render()
            rows.append(engine.canvas.lines[2])
        }
        #expect(rows == ["1959 · Miles Davis ·…", "1925 · The Louis…", ""], "cut between words, as a card cuts")
    }

    @Test("a control character in what it says is drawn as a visible mark, never sent to the terminal")
    func safe() {
        let engine = LayoutEngine(size: Size(width: 40, height: 1))
        engine.render(FocusLine { _ in "Bad\u{1B}[2Jname" })
        #expect(!engine.canvas.lines[0].contains("\u{1B}"))
        #expect(engine.canvas.lines[0].hasPrefix("Bad"))
    }
}
