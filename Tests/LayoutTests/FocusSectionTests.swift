import TestThreads
import Testing

@testable import Layout

/// `.focusSection(_:)`: the page above a tab bar stops the arrows at its end; a panel keeps
/// every move inside until it closes, and takes them while it is on screen.
@Suite("Focus sections", .testThreads)
struct FocusSectionTests {
    /// Rows in a scrolling page (an arrows section) above a tab bar; after row `panelAfter`, a
    /// panel of `choices` buttons.
    private func screen(rows: Int, panelAfter: Int? = nil, choices: Int = 2) -> Element {
        VStack(spacing: 0) {
            ScrollView(.vertical) {
                VStack(spacing: 0) {
                    ForEach(Array(0..<rows), id: \.self) { row in
                        VStack(spacing: 0) {
                            Button("Row \(row)") {}
                            if row == panelAfter {
                                VStack(spacing: 0) {
                                    ForEach(Array(0..<choices), id: \.self) { Button("Choice \($0)") {}.element }
                                }
                                .focusSection(.panel)
                            }
                        }
                        .element
                    }
                }
            }
            .frame(maxHeight: Proposal.unlimited)
            .focusSection(.arrows)
            Button("Tab bar") {}
        }
        .element
    }

    private func press(_ engine: LayoutEngine, _ moves: () -> Void) {
        moves()
        engine.render()
    }

    @Test("Down at the page's end stops there; Tab goes on to the tab bar, and Up comes back")
    func pageEnd() {
        let engine = LayoutEngine(size: Size(width: 40, height: 10))
        engine.render(screen(rows: 3))
        #expect(engine.focus(label: "Row 2"))
        press(engine) { engine.moveFocus(.down) }
        #expect(engine.focusedLabel == "Row 2")
        press(engine) { engine.moveFocus(forward: true) }
        #expect(engine.focusedLabel == "Tab bar")
        press(engine) { engine.moveFocus(.up) }
        #expect(engine.focusedLabel == "Row 2")
    }

    @Test("the arrows and Tab stay inside a panel, Tab wrapping in the panel's order")
    func panelKeepsTheFocus() {
        let engine = LayoutEngine(size: Size(width: 40, height: 12))
        engine.render(screen(rows: 4, panelAfter: 1))
        #expect(engine.focus(label: "Choice 0"))
        press(engine) { engine.moveFocus(.down) }
        #expect(engine.focusedLabel == "Choice 1")
        press(engine) { engine.moveFocus(.down) }
        #expect(engine.focusedLabel == "Choice 1", "not Row 2 below the panel")
        press(engine) { engine.moveFocus(.up) }
        press(engine) { engine.moveFocus(.up) }
        #expect(engine.focusedLabel == "Choice 0", "not Row 1 above it")
        press(engine) { engine.moveFocus(forward: true) }
        #expect(engine.focusedLabel == "Choice 1")
        press(engine) { engine.moveFocus(forward: true) }
        #expect(engine.focusedLabel == "Choice 0", "Tab wraps inside the panel")
        press(engine) { engine.moveFocus(forward: false) }
        #expect(engine.focusedLabel == "Choice 1")
    }

    @Test("with a panel on screen and the focus outside it, the next move goes into the panel")
    func panelTakesTheMoves() {
        let engine = LayoutEngine(size: Size(width: 40, height: 12))
        engine.render(screen(rows: 4, panelAfter: 1))
        #expect(engine.focus(label: "Row 3"))
        press(engine) { engine.moveFocus(.up) }
        #expect(engine.focusedLabel == "Choice 0")
        #expect(engine.focus(label: "Tab bar"))
        press(engine) { engine.moveFocus(forward: true) }
        #expect(engine.focusedLabel == "Choice 0")
    }

    @Test("a panel taller than the view: Down scrolls through it to its last choice and stops there")
    func tallPanel() {
        let engine = LayoutEngine(size: Size(width: 40, height: 8))
        engine.render(screen(rows: 3, panelAfter: 0, choices: 20))
        #expect(engine.focus(label: "Choice 0"))
        for _ in 0..<40 { press(engine) { engine.moveFocus(.down) } }
        #expect(engine.focusedLabel == "Choice 19")
        let lines = engine.canvas.lines
        #expect(lines[6].hasPrefix("Choice 19"), "the panel's end at the page's bottom: \(lines)")
        press(engine) { engine.moveFocus(.down) }
        #expect(engine.canvas.lines == lines, "nothing past the panel comes into view")
    }

    @Test("a panel with no control: the arrows scroll it, and the focus stays out of what it covers")
    func panelWithoutControls() {
        let help = VStack(spacing: 0) {
            ScrollView(.vertical) {
                VStack(spacing: 0) { ForEach(Array(0..<30), id: \.self) { Text("Line \($0)").element } }
            }
            .focusSection(.panel)
            .frame(maxHeight: Proposal.unlimited)
            Button("Tab bar") {}
        }
        .element
        let engine = LayoutEngine(size: Size(width: 40, height: 6))
        engine.render(help)
        #expect(engine.focus(label: "Tab bar"))
        #expect(engine.canvas.lines[0].hasPrefix("Line 0"))
        press(engine) { engine.moveFocus(.down) }
        #expect(engine.canvas.lines[0].hasPrefix("Line \(LayoutEngine.arrowScrollStep)"))
        #expect(engine.focusedLabel == "Tab bar")
    }
}

/// A focused control whose identity an evaluation changes keeps the focus by its id.
@Suite("A focus that follows its control", .testThreads)
struct FocusFollowsItsControlTests {
    /// `rows` plain rows, then a field-like button with an id, inside an unnamed row: the
    /// button's identity is its row's place.
    private func page(rows: Int, withTarget: Bool = true) -> Element {
        VStack(spacing: 0) {
            for row in 0..<rows { Button("Row \(row)") {}.element }
            HStack(spacing: 1) {
                Text("New:")
                if withTarget { Button("Target") {}.id("target") }
            }
        }
        .element
    }

    @Test("a row made above the focused control moves it to another identity; the focus goes with it")
    func rowAbove() {
        let engine = LayoutEngine(size: Size(width: 30, height: 10))
        engine.render(page(rows: 1))
        #expect(engine.focus(id: "target"))
        engine.render(page(rows: 2))
        #expect(engine.focusedLabel == "Target")
        engine.render(page(rows: 3))
        engine.moveFocus(.up)
        #expect(engine.focusedLabel == "Row 2", "a move starts from where the focus is")
    }

    @Test("a control that is gone takes the focus with it: nothing else of another id gets it")
    func gone() {
        let engine = LayoutEngine(size: Size(width: 30, height: 10))
        engine.render(page(rows: 1))
        #expect(engine.focus(id: "target"))
        engine.render(page(rows: 2, withTarget: false))
        #expect(engine.focusedLabel == nil)
    }
}
