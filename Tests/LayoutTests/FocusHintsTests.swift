import Layout
import TestThreads
import Testing

/// A hint line says the keys of what has the focus, from the layout's own focus, at draw time:
/// moving the focus changes it in a frame that evaluates nothing.
@Suite("Focus hints", .testThreads)
struct FocusHintsTests {
    /// A button, a carousel of two cards, a link, then the hint line across the last row.
    private static func page() -> Element {
        VStack(spacing: 0) {
            Button("Plain") {}
            ScrollView(.horizontal) {
                HStack(spacing: 1) {
                    Button("Card one") {}
                    Button("Card two") {}
                }
            }
            Link("A link", url: "https://example.com/") { _ in }
            FocusHints { focus in
                switch focus {
                case nil: [KeyHint(keys: "?", action: "nothing")]
                case let focus? where focus.scrollsSideways: [KeyHint(keys: "Home", action: "card")]
                case let focus? where focus.kind == .link: [KeyHint(keys: "Enter", action: "link")]
                case .some: [KeyHint(keys: "Enter", action: "press")]
                }
            }
        }
        .element
    }

    private static func hintRow(_ engine: LayoutEngine) -> String { engine.canvas.lines[3] }

    @Test("the line follows Tab through a button, a card in a carousel and a link, right-aligned")
    func followsTheFocus() {
        let engine = LayoutEngine(size: Size(width: 24, height: 4))
        engine.render(Self.page())
        #expect(Self.hintRow(engine) == "               ? nothing")
        var rows: [String] = []
        for _ in 0..<4 {
            engine.moveFocus(forward: true)
            engine.render()
            rows.append(Self.hintRow(engine))
        }
        #expect(
            rows == [
                "             Enter press", "               Home card", "               Home card",
                "              Enter link",
            ])
        #expect(engine.focusContext == FocusContext(kind: .link))
    }

    /// Both lines ask for the focus as they are drawn, and so do the scroll views as they end
    /// the frame: while the focused button is scrolled away and nothing was made in its place,
    /// no walk of the tree (whose cost grows with the page) looks for it.
    @Test("with the focused row scrolled out of the lazy list, no frame looks for it; back on screen, it is found")
    func focusScrolledAway() {
        func hints() -> FocusHints {
            FocusHints { focus in [KeyHint(keys: focus == nil ? "?" : "Enter", action: focus == nil ? "none" : "press")]
            }
        }
        let page = VStack(spacing: 0) {
            ScrollView(.vertical) {
                LazyVStack(estimatedItemExtent: 1) {
                    ForEach(Array(0..<200), id: \.self) { Button("Row \($0)") {} }
                }
            }
            .frame(height: 6)
            hints()
            hints()
        }
        let engine = LayoutEngine(size: Size(width: 20, height: 8))
        engine.render(page)
        #expect(engine.focus(label: "Row 0"))
        engine.render()
        #expect(engine.canvas.lines[6] == "         Enter press")
        #expect(engine.scroll(at: Point(x: 1, y: 1), axis: .vertical, by: 150))
        engine.render()
        #expect(engine.canvas.lines[0].hasPrefix("Row 150"))
        #expect(engine.canvas.lines[6] == "              ? none" && engine.canvas.lines[7] == "              ? none")
        #expect(engine.stats.focusWalks == 0)
        engine.render()
        #expect(engine.stats.focusWalks == 0)

        #expect(engine.scroll(at: Point(x: 1, y: 1), axis: .vertical, by: -150))
        engine.render()
        #expect(engine.canvas.lines[0].hasPrefix("Row 0"))
        #expect(engine.canvas.lines[6] == "         Enter press" && engine.canvas.lines[7] == "         Enter press")
        #expect(engine.stats.focusWalks <= 1)
    }

    @Test("keys are bold, what they do dim")
    func styles() {
        let engine = LayoutEngine(size: Size(width: 24, height: 4))
        engine.render(Self.page())
        #expect(engine.canvas[15, 3].style == Style(bold: true))
        #expect(engine.canvas[17, 3].style == Style(dim: true))
    }

    @Test("a shelf header's context says whether it is open; nothing focused, there is none")
    func context() {
        func page(open: Bool) -> Element {
            VStack(spacing: 0) {
                Button("Shelf", expanded: open) {}
                TextField("Search", text: "", onChange: { _ in })
            }
            .element
        }
        let engine = LayoutEngine(size: Size(width: 20, height: 2))
        engine.render(page(open: true))
        #expect(engine.focusContext == nil)
        #expect(engine.focus(label: "Shelf"))
        #expect(engine.focusContext == FocusContext(kind: .button, isExpanded: true))
        engine.render(page(open: false))
        #expect(engine.focusContext == FocusContext(kind: .button, isExpanded: false))
        #expect(engine.focus(label: "Search"))
        #expect(engine.focusContext == FocusContext(kind: .textField(submits: false)))
    }

    private static let hints = [
        KeyHint(keys: "Enter", action: "open"),  // 10 cells
        KeyHint(keys: "Home/End", action: "ends"),  // 13
        KeyHint(keys: "?", action: "keys"),  // 6
    ]

    @Test(
        "what does not fit is left out from the end, but the last hint is kept while it fits",
        arguments: [
            (33, ["Enter", "Home/End", "?"]), (32, ["Enter", "?"]), (18, ["Enter", "?"]), (17, ["?"]),
            (6, ["?"]), (5, []),
        ])
    func fitting(width: Int, keys: [String]) {
        #expect(FocusHints.fitting(Self.hints, width: width).map(\.keys) == keys)
    }

    @Test("in a line too narrow for the last hint, nothing is drawn")
    func tooNarrow() {
        let engine = LayoutEngine(size: Size(width: 5, height: 1))
        engine.render(FocusHints { _ in [KeyHint(keys: "?", action: "all keys")] })
        #expect(engine.canvas.lines == [""])
    }
}
