import TestThreads
import Testing

@testable import Layout

/// `UTF8ScalarValues`: a string's bytes decoded give its scalars, of every length.
@Suite("Scalars from a string's bytes", .testThreads)
struct UTF8ScalarValuesTests {
    @Test("one- to four-byte scalars, and the edges of each length, decode as the string's own scalars")
    func decodesAsTheString() {
        let texts = [
            "", "Tiger Rag", "▶ All of Me (701)", "café · 1932",
            "\u{7F}\u{80}\u{7FF}\u{800}\u{FFFF}\u{10000}\u{10FFFF}",
            "漢字 🎷 e\u{301}", String(repeating: "Ω·", count: 300),
        ]
        for text in texts {
            var copy = text
            let decoded = copy.withUTF8 { Array(UTF8ScalarValues($0)) }
            #expect(decoded == text.unicodeScalars.map(\.value), "\(text.debugDescription)")
        }
    }

    @Test("a text's width counts one cell per scalar only when every scalar is one cell alone")
    func singleWidth() {
        #expect(CellWidth.singleWidthScalars(in: "▶ Tiger Rag (146)") == 17)
        #expect(CellWidth.singleWidthScalars(in: "café") == 4)
        #expect(CellWidth.singleWidthScalars(in: "漢字") == nil)
        #expect(CellWidth.singleWidthScalars(in: "e\u{301}") == nil)
        #expect(CellWidth.of("漢字 ▶") == 6)
    }
}
