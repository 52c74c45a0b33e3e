import Testing

@testable import Layout

@Suite("Canvas")
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
        #expect(second.changedCells(since: first) == 1)
        #expect(second.changedCells(since: nil) == 20)
        #expect(Canvas(size: Size(width: 3, height: 3)).changedCells(since: first) == 9)
    }
}
