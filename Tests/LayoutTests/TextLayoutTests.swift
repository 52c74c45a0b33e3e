import TestThreads
import Testing
import UntrustedText

@testable import Layout

@Suite("Text rules", .testThreads)
struct TextLayoutTests {
    private func lines(_ text: String, _ width: Int?, _ limit: Int? = nil) -> [String] {
        TextLayout.lines(text, width: width, lineLimit: limit).map(\.text)
    }

    @Test("words wrap at spaces; a word longer than the line breaks between graphemes")
    func wrapping() {
        #expect(lines("All of Me by Louis Armstrong", 12) == ["All of Me by", "Louis", "Armstrong"])
        #expect(lines("Supercalifragilistic", 8) == ["Supercal", "ifragili", "stic"])
        #expect(lines("a\nb c", 10) == ["a", "b c"])
        #expect(lines("no width", nil) == ["no width"])
    }

    @Test("a line limit truncates with an ellipsis on the last line")
    func truncation() {
        #expect(
            lines("The Complete Hot Five and Hot Seven Recordings", 16, 2) == ["The Complete Hot", "Five and Hot…"])
        #expect(lines("Short", 16, 2) == ["Short"])
        #expect(lines("Tiger Rag (Alternate Take)", 10, 1) == ["Tiger Rag…"])
        #expect(lines("one\ntwo\nthree", nil, 2) == ["one", "two…"])
    }

    @Test("wide characters take two cells, combining marks none, emoji two")
    func cellWidths() {
        #expect(CellWidth.of("東京") == 4)
        #expect(CellWidth.of("e\u{301}") == 1)
        #expect(CellWidth.of("🎺") == 2)
        #expect(CellWidth.of("❤️") == 2)
        // Text made only of scalars that are each a one-cell grapheme is counted by scalar,
        // without grapheme breaking; the count must be what the graphemes give.
        for text in [
            "▶ Café — Ørnette (12)", "…", "x\u{2192}y", "a\u{300}", "é\u{301}", "▶\u{FE0F}", "→東", "—\u{200B}—",
        ] {
            #expect(
                CellWidth.of(text) == text.reduce(0) { $0 + CellWidth.of($1) }, "\(text.unicodeScalars.map(\.value))")
        }
        #expect(CellWidth.of("▶ Café — Ørnette (12)") == 21)
        #expect(lines("東京東京", 5) == ["東京", "東京"])
        #expect(TextLayout.size("東京 jazz", width: nil, lineLimit: nil) == Size(width: 9, height: 1))
    }

    @Test("control characters and escape sequences are shown, never emitted")
    func sanitizing() {
        #expect(UntrustedText.forScreen("a\u{1B}[2Jb") == "a\u{241B}[2Jb")
        #expect(UntrustedText.forScreen("tab\there") == "tab here")
        #expect(UntrustedText.forScreen("bell\u{07}\u{9B}x") == "bell\u{2407}\u{FFFD}x")
        #expect(UntrustedText.forScreen("line\nbreak") == "line\nbreak")
        let engine = LayoutEngine(size: Size(width: 12, height: 1))
        let canvas = engine.render(Text("x\u{1B}[31my"))
        #expect(!canvas.cells.contains { canvas.grapheme(of: $0) == "\u{1B}" })
        #expect(canvas.text == "x␛[31my     ")
    }
}
