import Layout
import TestThreads
import Testing

/// Reverse video is the focus's alone: a selected segment is bold and underlined, a focused
/// control is reversed, and what a focused control holds (its text, an image drawn in cells)
/// is reversed with it.
@Suite("Focus and selection styles", .testThreads)
struct FocusStyleTests {
    /// Three segments, " A ", " B ", " C " from column 0, the middle one selected, and a
    /// button on the next line.
    private static func picker() -> Element {
        VStack(spacing: 0) {
            SegmentedPicker("Letters", options: ["A", "B", "C"], selected: 1) { _ in }
            Button("Elsewhere") {}
        }
        .element
    }

    /// The style of each segment's letter (columns 1, 4 and 7).
    private static func letterStyles(_ canvas: Canvas) -> [Style] { [1, 4, 7].map { canvas[$0, 0].style } }

    @Test("unfocused, only the selected segment is marked, bold and underlined, not reversed")
    func selectedOnly() {
        let engine = LayoutEngine(size: Size(width: 12, height: 2))
        engine.render(Self.picker())
        #expect(engine.focus(label: "Elsewhere"))
        let canvas = engine.render(Self.picker())
        #expect(Self.letterStyles(canvas) == [.plain, Style(bold: true, underline: true), .plain])
    }

    @Test("focus beside the selection reverses only the focused segment; on it, the selected one is reversed too")
    func focusedAndSelected() {
        let engine = LayoutEngine(size: Size(width: 12, height: 2))
        engine.render(Self.picker())
        #expect(engine.focus(label: "C"))
        let beside = engine.render(Self.picker())
        #expect(Self.letterStyles(beside) == [.plain, Style(bold: true, underline: true), Style(reverse: true)])
        #expect(engine.focus(label: "B"))
        let on = engine.render(Self.picker())
        #expect(Self.letterStyles(on) == [.plain, Style(bold: true, underline: true, reverse: true), .plain])
    }

    @Test("an image drawn in cells inside a focused button is reversed with its text; unfocused, it is as drawn")
    func imageInFocusedControl() {
        let red = Color(red: 200, green: 0, blue: 0)
        func page() -> Element {
            VStack(spacing: 0) {
                Button(title: "Card", action: {}) {
                    VStack(spacing: 0) {
                        Image(
                            ImageSlot(size: Size(width: 3, height: 2), key: "art") { canvas, frame in
                                for y in frame.minY..<frame.maxY {
                                    canvas.write("▀▀▀", at: Point(x: frame.minX, y: y), style: Style(foreground: red))
                                }
                            })
                        Text("Title")
                    }
                }
                Button("Other") {}
            }
            .element
        }
        let engine = LayoutEngine(size: Size(width: 8, height: 4))
        engine.render(page())
        #expect(engine.focus(label: "Card"))
        let focused = engine.render(page())
        #expect(
            (0..<3).allSatisfy { x in
                (0..<2).allSatisfy { focused[x, $0].style == Style(reverse: true, foreground: red) }
            })
        #expect(focused[0, 2].style.reverse, "the text too")
        #expect(!focused[3, 0].style.reverse, "beside the art, outside the button's art")
        #expect(engine.focus(label: "Other"))
        let unfocused = engine.render(page())
        #expect((0..<3).allSatisfy { x in (0..<2).allSatisfy { unfocused[x, $0].style == Style(foreground: red) } })
    }
}
