import TestThreads
import Testing

@testable import Layout

/// State a test page mutates through its controls, as the application's page state would.
final class PageState {
    var presses: [String] = []
    var playable = true
    var segment = 0
    var search = ""
}

@Suite("Controls, focus, hit testing and the accessibility tree", .testThreads)
struct InteractionTests {
    static func page(_ state: PageState) -> Element {
        VStack(spacing: 0) {
            Text("ALL RECORDINGS (701)").bold().accessibilityRole(.heading)
            HStack(spacing: 2) {
                Button("Filter") { state.presses.append("Filter") }
                Button("Sort: Year") { state.presses.append("Sort") }
            }
            Toggle("Playable only?", isOn: state.playable) { state.playable = $0 }
            SegmentedPicker("Performance Type", options: ["ALL", "INSTRUMENTAL", "VOCAL"], selected: state.segment) {
                state.segment = $0
            }
            TextField("Search recordings...", text: state.search) { state.search = $0 }
            Button("Disabled", isEnabled: false) { state.presses.append("Disabled") }
        }
        .element
    }

    @Test("the screen reads like the controls")
    func screen() {
        let state = PageState()
        let engine = LayoutEngine(size: Size(width: 40, height: 6))
        let text = engine.render(Self.page(state)).lines
        #expect(
            text == [
                "ALL RECORDINGS (701)", "Filter  Sort: Year", "[x] Playable only?", " ALL  INSTRUMENTAL  VOCAL",
                "Search recordings...", "Disabled",
            ])
    }

    @Test("the accessibility tree lists every element with role, label, value, state and frame")
    func accessibility() throws {
        let state = PageState()
        state.search = "tiger"
        let engine = LayoutEngine(size: Size(width: 40, height: 6))
        engine.render(Self.page(state))
        let tree = engine.accessibilityTree
        let heading = try #require(tree.first(role: .heading, label: "ALL RECORDINGS (701)"))
        #expect(heading.frame == Rect(x: 0, y: 0, width: 20, height: 1))
        #expect(tree.first(role: .toggle, label: "Playable only?")?.states == [.on])
        let picker = try #require(tree.first(role: .group, label: "Performance Type"))
        #expect(picker.children.map(\.label) == ["ALL", "INSTRUMENTAL", "VOCAL"])
        #expect(picker.children.map(\.states) == [[.selected], [], []])
        #expect(tree.first(role: .textField, label: "Search recordings...")?.value == "tiger")
        #expect(tree.first(role: .button, label: "Disabled")?.states == [.disabled])
        #expect(tree.first(role: .button, label: "Sort: Year")?.frame == Rect(x: 8, y: 1, width: 10, height: 1))
    }

    @Test("Tab walks the controls in reading order, skipping disabled ones; Enter activates")
    func tabOrder() {
        let state = PageState()
        let engine = LayoutEngine(size: Size(width: 40, height: 6))
        engine.render(Self.page(state))
        var order: [String] = []
        for _ in 0..<8 {
            engine.moveFocus(forward: true)
            order.append(engine.focusedLabel ?? "none")
        }
        #expect(
            order == [
                "Filter", "Sort: Year", "Playable only?", "ALL", "INSTRUMENTAL", "VOCAL", "Search recordings...",
                "Filter",
            ])
        engine.moveFocus(forward: false)
        #expect(engine.focusedLabel == "Search recordings...")
        engine.moveFocus(forward: false)
        engine.moveFocus(forward: false)
        #expect(engine.focusedLabel == "INSTRUMENTAL")
        engine.activateFocused()
        #expect(state.segment == 1)
        engine.render(Self.page(state))
        #expect(engine.focusedLabel == "INSTRUMENTAL", "focus survives re-evaluation")
        #expect(engine.accessibilityTree.first(label: "INSTRUMENTAL")?.states == [.selected, .focused])
    }

    @Test("arrow keys move focus spatially")
    func arrows() {
        let state = PageState()
        let engine = LayoutEngine(size: Size(width: 40, height: 6))
        engine.render(Self.page(state))
        engine.focus(label: "Filter")
        engine.moveFocus(.right)
        #expect(engine.focusedLabel == "Sort: Year")
        engine.moveFocus(.down)
        #expect(engine.focusedLabel == "Playable only?")
        engine.moveFocus(.down)
        #expect(engine.focusedLabel == "INSTRUMENTAL", "the segment under the toggle's centre")
        engine.moveFocus(.right)
        #expect(engine.focusedLabel == "VOCAL")
        engine.moveFocus(.up)
        #expect(engine.focusedLabel == "Playable only?", "the nearer row wins")
        engine.moveFocus(.left)
        #expect(engine.focusedLabel == "Playable only?", "nothing to its left")
    }

    @Test("a click reaches the innermost control; disabled controls and empty space do nothing")
    func clicks() {
        let state = PageState()
        let engine = LayoutEngine(size: Size(width: 40, height: 6))
        engine.render(Self.page(state))
        #expect(engine.click(at: Point(x: 10, y: 1)))
        #expect(engine.click(at: Point(x: 2, y: 2)))
        #expect(!engine.click(at: Point(x: 35, y: 0)))
        #expect(!engine.click(at: Point(x: 2, y: 5)))
        #expect(state.presses == ["Sort"])
        #expect(state.playable == false)
        #expect(engine.hitTest(Point(x: 0, y: 1)).control == "Filter")
    }

    @Test("typing edits the focused text field through its callback, never with control characters")
    func typing() {
        let state = PageState()
        let engine = LayoutEngine(size: Size(width: 40, height: 6))
        engine.render(Self.page(state))
        #expect(!engine.type("x"), "nothing focused")
        engine.focus(label: "Search recordings...")
        #expect(engine.type("ti\u{1B}ger"))
        #expect(state.search == "ti\u{241B}ger")
        #expect(engine.press(label: "Filter") && state.presses == ["Filter"])
        #expect(!engine.press(label: "Nope"))
    }
}

@Suite("Scroll views", .testThreads)
struct ScrollViewTests {
    static func list(_ count: Int) -> Element {
        ScrollView(.vertical) {
            LazyVStack(estimatedItemExtent: 1) { ForEach(Array(0..<count), id: \.self) { Text("Row \($0)").element } }
        }
        .id("list")
    }

    @Test("offsets clamp to the content, survive re-evaluation, and the wheel scrolls what is under the pointer")
    func offsets() {
        let engine = LayoutEngine(size: Size(width: 10, height: 3))
        engine.render(Self.list(10))
        #expect(engine.canvas.text == "Row 0     \nRow 1     \nRow 2     ")
        engine.scroll(at: Point(x: 1, y: 1), axis: .vertical, by: 4)
        engine.render(Self.list(10))
        #expect(engine.canvas.text.hasPrefix("Row 4"))
        engine.scroll(at: Point(x: 1, y: 1), axis: .vertical, by: 100)
        engine.render(Self.list(10))
        #expect(engine.canvas.text == "Row 7     \nRow 8     \nRow 9     ")
        #expect(engine.scrollOffset(of: "list") == 7)
        engine.render(Self.list(5))
        #expect(engine.scrollOffset(of: "list") == 2, "a shorter list clamps the offset")
        #expect(!engine.scroll(at: Point(x: 1, y: 1), axis: .horizontal, by: 3), "no horizontal scroll view there")
    }

    @Test("an id asked for again names the scroll view that holds it now: a page put in the place of another, or moved")
    func idFollowsTheTree() {
        let engine = LayoutEngine(size: Size(width: 10, height: 3))
        engine.render(Self.list(10))
        engine.scroll(at: Point(x: 1, y: 1), axis: .vertical, by: 4)
        engine.render(Self.list(10))
        #expect(engine.scrollOffset(of: "list") == 4)
        // Another view in its place with the same id: a new scroll view, at its top.
        let other = VStack(spacing: 0) {
            Text("Heading")
            Self.list(10)
        }
        .id("other page")
        engine.render(other)
        #expect(engine.scrollOffset(of: "list") == 0)
        engine.scroll(at: Point(x: 1, y: 2), axis: .vertical, by: 3)
        engine.render(other)
        #expect(engine.scrollOffset(of: "list") == 3)
        // Gone from the tree: no offset, rather than the last one found.
        engine.render(Text("Nothing to scroll").element)
        #expect(engine.scrollOffset(of: "list") == nil)
    }

    @Test("scroll to an id with an anchor, through estimates")
    func scrollTo() {
        let engine = LayoutEngine(size: Size(width: 10, height: 3))
        engine.render(Self.list(1_000))
        engine.scroll("list", to: 500, anchor: .leading)
        engine.render(Self.list(1_000))
        #expect(engine.canvas.text.hasPrefix("Row 500"))
        engine.scroll("list", to: 999, anchor: .trailing)
        engine.render(Self.list(1_000))
        #expect(engine.canvas.text.hasSuffix("Row 999   "))
    }

    @Test("focus scrolls a control into view")
    func focusScrolls() {
        let engine = LayoutEngine(size: Size(width: 12, height: 3))
        let page = ScrollView(.vertical) {
            VStack { ForEach(Array(0..<10), id: \.self) { index in Button("Item \(index)") {}.element } }
        }
        engine.render(page)
        // A frame between presses, as the run loop lays out between keys.
        for _ in 0..<6 {
            engine.moveFocus(forward: true)
            engine.render(page)
        }
        #expect(engine.focusedLabel == "Item 5")
        #expect(engine.canvas.text.hasSuffix("Item 5      "))
    }
}

@Suite("Text field editing", .testThreads)
struct TextFieldEditorTests {
    @Test(
        "each key's effect on text and cursor",
        arguments: [
            ("tiger", 5, TextEditKey.insert(" rag"), "tiger rag", 9),
            ("tigerrag", 5, .insert(" "), "tiger rag", 6),
            ("tiger", 5, .backspace, "tige", 4),
            ("tiger", 0, .backspace, "tiger", 0),
            ("tiger", 0, .delete, "iger", 0),
            ("tiger", 5, .delete, "tiger", 5),
            ("tiger", 2, .left, "tiger", 1),
            ("tiger", 0, .left, "tiger", 0),
            ("tiger", 5, .right, "tiger", 5),
            ("tiger", 3, .home, "tiger", 0),
            ("tiger", 1, .end, "tiger", 5),
            ("", 0, .insert("line\nbreak\u{1B}"), "line break\u{241B}", 11),
            ("東京", 1, .insert("x"), "東x京", 2),
            ("tiger rag", 6, .deleteToStart, "rag", 0),
            ("tiger", 0, .deleteToStart, "tiger", 0),
            ("tiger rag  ", 11, .deleteWordBackward, "tiger ", 6),
            ("tiger rag", 7, .deleteWordBackward, "tiger ag", 6),
            ("tiger", 0, .deleteWordBackward, "tiger", 0),
        ])
    func keys(text: String, cursor: Int, key: TextEditKey, expected: String, expectedCursor: Int) {
        var editor = TextFieldEditor(text: text, cursor: cursor)
        editor.apply(key)
        #expect(editor.text == expected)
        #expect(editor.cursor == expectedCursor)
    }

    @Test("editing through the engine keeps the cursor per field and reports each change")
    func throughEngine() {
        let state = PageState()
        let engine = LayoutEngine(size: Size(width: 40, height: 6))
        engine.render(InteractionTests.page(state))
        engine.focus(label: "Search recordings...")
        engine.type("rag")
        engine.render(InteractionTests.page(state))
        engine.edit(.home)
        engine.type("tiger ")
        #expect(state.search == "tiger rag")
        engine.render(InteractionTests.page(state))
        #expect(engine.focusedTextCursor == 6)
        engine.edit(.end)
        engine.edit(.backspace)
        #expect(state.search == "tiger ra")
        engine.render(InteractionTests.page(state))
        engine.edit(.left)
        #expect(engine.focusedTextCursor == 7)
    }
}

@Suite("Text field cursor", .testThreads)
struct TextFieldCursorTests {
    @Test("the focused field shows its cursor as one reversed cell, where the cursor is")
    func cursorCell() {
        let state = PageState()
        state.search = "tiger"
        let engine = LayoutEngine(size: Size(width: 40, height: 6))
        engine.render(InteractionTests.page(state))
        engine.focus(label: "Search recordings...")
        engine.edit(.home)
        engine.edit(.right)
        engine.edit(.right)
        let canvas = engine.render(InteractionTests.page(state))
        let row = 4
        let reversed = (0..<40).filter { canvas[$0, row].style.reverse }
        #expect(reversed == [2])
        #expect(canvas[0, row].style.underline)
        engine.moveFocus(forward: true)
        let unfocused = engine.render(InteractionTests.page(state))
        #expect((0..<40).filter { unfocused[$0, row].style.reverse }.isEmpty)
    }
}

@Suite("Text field scrolling", .testThreads)
struct TextFieldScrollTests {
    /// A 10-cell field holding 30 characters.
    static func field(_ text: String) -> Element {
        HStack(spacing: 0) {
            TextField("Search", text: text) { _ in }.frame(width: 10)
            Text("|")
        }
        .element
    }

    @Test("a field narrower than its text scrolls to keep the cursor in view, never showing an ellipsis")
    func scrollsToCursor() {
        let text = "abcdefghijklmnopqrstuvwxyz0123"
        let engine = LayoutEngine(size: Size(width: 12, height: 1))
        engine.render(Self.field(text))
        #expect(engine.canvas.lines == ["abcdefghi…|"])
        engine.focus(label: "Search")
        var canvas = engine.render(Self.field(text))
        // The cursor sits after the last character: the last nine show, then the cursor cell.
        #expect(canvas.lines == ["vwxyz0123 |"])
        #expect((0..<12).filter { canvas[$0, 0].style.reverse } == [9])
        engine.edit(.home)
        canvas = engine.render(Self.field(text))
        #expect(canvas.lines == ["abcdefghij|"])
        #expect((0..<12).filter { canvas[$0, 0].style.reverse } == [0])
        // Moving right within the view does not scroll; past its edge scrolls by one.
        for _ in 0..<10 { engine.edit(.right) }
        canvas = engine.render(Self.field(text))
        #expect(canvas.lines == ["bcdefghijk|"])
        #expect((0..<12).filter { canvas[$0, 0].style.reverse } == [9])
        engine.edit(.left)
        canvas = engine.render(Self.field(text))
        #expect(canvas.lines == ["bcdefghijk|"])
        #expect((0..<12).filter { canvas[$0, 0].style.reverse } == [8])
    }

    @Test("a field given the rest of a row shows all it holds and the cursor after it, not only its text's width")
    func fillsItsRow() {
        func row(_ text: String) -> Element {
            HStack(spacing: 2) {
                Text("Songs (321)")
                TextField("Search songs…", text: text) { _ in }.frame(maxWidth: Proposal.unlimited)
            }
            .element
        }
        let engine = LayoutEngine(size: Size(width: 30, height: 1))
        engine.render(row("aint"))
        engine.focus(label: "Search songs…")
        let canvas = engine.render(row("aint"))
        #expect(canvas.lines == ["Songs (321)  aint"])
        #expect((0..<30).filter { canvas[$0, 0].style.reverse } == [17])
    }

    @Test("keys typed before the page is evaluated again each build on the last one's text")
    func editsBetweenFrames() {
        final class Reports: @unchecked Sendable { var texts: [String] = [] }
        let reports = Reports()
        let engine = LayoutEngine(size: Size(width: 20, height: 1))
        let field = TextField("Search", text: "") { reports.texts.append($0) }
        engine.render(field)
        engine.focus(label: "Search")
        engine.type("a")
        engine.type("b")
        engine.edit(.left)
        engine.type("c")
        #expect(reports.texts == ["a", "ab", "acb"])
        #expect(engine.focusedTextCursor == 2)
    }
}
