import TestThreads
import Testing

@testable import Layout

@Suite("Canvas", .testThreads)
struct CanvasTests {
    @Test("a wide character that would straddle the clip edge becomes a space")
    func wideAtEdge() {
        var canvas = Canvas(size: Size(width: 5, height: 1))
        canvas.write("ab東京", at: .zero, style: .plain)
        #expect(canvas.text == "ab東 ")
        #expect(canvas[2, 0].width == 2 && canvas[3, 0].isContinuation && canvas.grapheme(of: canvas[4, 0]) == " ")
    }

    @Test("overwriting half of a wide character blanks the other half")
    func overwriteHalf() {
        var canvas = Canvas(size: Size(width: 4, height: 1))
        canvas.write("東京", at: .zero, style: .plain)
        canvas.write("x", at: Point(x: 1, y: 0), style: .plain)
        #expect(canvas.text == " x京")
    }

    @Test("changed cells count only what differs")
    func damage() {
        var first = Canvas(size: Size(width: 10, height: 2))
        first.write("hello", at: .zero, style: .plain)
        var second = first
        second.write("J", at: .zero, style: .plain)
        #expect(second.damage(since: first).changedCells == 1)
        #expect(second.damage(since: nil).changedCells == 20)
        #expect(Canvas(size: Size(width: 3, height: 3)).damage(since: first).changedCells == 9)
    }

    @Test("a cell is 16 bytes with no padding, so rows compare as memory")
    func cellLayout() {
        #expect(MemoryLayout<Cell>.size == 16)
        #expect(MemoryLayout<Cell>.stride == 16)
    }

    @Test("a style keeps each flag and colour apart in its packed word, and lays one over another")
    func packedStyle() {
        var style = Style()
        style.bold = true
        style.foreground = Color(hex: 0x010203)
        style.background = Color(hex: 0xFFFFFF)
        #expect(style.bold && !style.italic && !style.dim && !style.underline && !style.reverse)
        #expect(style.foreground == Color(hex: 0x010203) && style.background == Color(hex: 0xFFFFFF))
        style.foreground = nil
        #expect(style.foreground == nil && style.background == Color(hex: 0xFFFFFF))
        style.bold = false
        style.background = nil
        #expect(style == .plain)
        let black = Style(foreground: Color(hex: 0x000000))
        #expect(black != .plain && black.foreground == Color(hex: 0x000000), "black is a colour, not none")
        let over = Style(italic: true, foreground: Color(hex: 0xAA0000)).over(
            Style(bold: true, foreground: Color(hex: 0x00BB00), background: Color(hex: 0x0000CC)))
        #expect(
            over == Style(bold: true, italic: true, foreground: Color(hex: 0xAA0000), background: Color(hex: 0x0000CC)))
    }

    @Test("damage: per row, the span from the first changed cell to the last")
    func damageSpans() {
        var first = Canvas(size: Size(width: 10, height: 3))
        first.write("abcdefghij", at: .zero, style: .plain)
        var second = first
        second.write("X", at: Point(x: 2, y: 0), style: .plain)
        second.write("Y", at: Point(x: 7, y: 0), style: .plain)
        second.write("Z", at: Point(x: 9, y: 2), style: Style(bold: true))
        let damage = second.damage(since: first)
        #expect(damage.spans == [2..<8, nil, 9..<10])
        #expect(damage.changedCells == 3)
        #expect(second.damage(since: second).spans == [nil, nil, nil])
    }

    @Test("every scalar on the single-width fast path is one cell wide by the full rules too")
    func fastPathAgrees() {
        for value in UInt32(0x20)...0x2FFF {
            guard let scalar = Unicode.Scalar(value), CellWidth.isSingleWidthAlone(scalar) else { continue }
            #expect(CellWidth.of(Character(scalar)) == 1, "U+\(String(value, radix: 16))")
        }
    }

    @Test("text of single-width scalars fills one cell per scalar; a combining mark takes the full path")
    func fastPathWrites() {
        var canvas = Canvas(size: Size(width: 8, height: 2))
        canvas.write("▀▄é→‹…", at: Point(x: 1, y: 0), style: Style(foreground: Color(hex: 0x102030)))
        #expect(canvas.lines[0] == " ▀▄é→‹…")
        #expect(canvas[1, 0].style.foreground == Color(hex: 0x102030) && canvas[6, 0].width == 1)
        canvas.write("▀e\u{301}x", at: Point(x: 0, y: 1), style: .plain)
        #expect(canvas.lines[1] == "▀e\u{301}x")
        #expect(canvas[2, 1].scalarValue == UInt32(("x" as Unicode.Scalar).value), "the accented e is one cell")
    }

    @Test("lines end at their last shown cell; the text keeps every row's full width")
    func linesAndText() {
        var canvas = Canvas(size: Size(width: 8, height: 4))
        canvas.write("a  b", at: Point(x: 1, y: 0), style: Style(background: Color(hex: 0x102030)))
        canvas.write("東京", at: Point(x: 4, y: 1), style: .plain)
        canvas.write("e\u{301}👩‍👧", at: Point(x: 0, y: 2), style: .plain)
        #expect(canvas.lines == [" a  b", "    東京", "e\u{301}👩‍👧", ""])
        #expect(canvas.text == " a  b   \n    東京\ne\u{301}👩‍👧     \n        ")
    }

    @Test("a frame after another keeps its link numbers, so a cell's link compares by target")
    func stableLinkNumbers() {
        var first = Canvas(size: Size(width: 10, height: 1))
        first.write("a", at: Point(x: 0, y: 0), style: .plain, link: "https://a.example")
        first.write("b", at: Point(x: 5, y: 0), style: .plain, link: "https://b.example")
        // The next frame draws only b's link, at the cell where a's was.
        var second = Canvas(size: first.size, linksOf: first)
        second.write("a", at: Point(x: 0, y: 0), style: .plain, link: "https://b.example")
        #expect(second.damage(since: first).changedCells == 2, "the cell's target changed, and b's old cell")
        #expect(second.links[Int(second[0, 0].link)] == "https://b.example")
    }
}
