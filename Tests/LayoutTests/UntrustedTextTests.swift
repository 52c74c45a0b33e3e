import Foundation
import TestThreads
import Testing
import UntrustedText

/// What a catalog or a server may send, bounded before the screen lays it out, and cleaned
/// before a stream carries it.
@Suite("Untrusted text", .testThreads)
struct UntrustedTextTests {
    @Test("a long text keeps its first 8,192 scalars and an ellipsis; a label its first 512")
    func lengthIsBounded() {
        let long = String(repeating: "Tiger Rag ", count: 2_000)
        let shown = UntrustedText.forScreen(long)
        #expect(shown.unicodeScalars.count == UntrustedText.screenLimit + 1)
        #expect(shown.hasPrefix("Tiger Rag Tiger") && shown.hasSuffix("…"))
        let label = UntrustedText.forScreen(long, limit: UntrustedText.labelLimit)
        #expect(label.unicodeScalars.count == UntrustedText.labelLimit + 1)
        let prose = String(repeating: "Bésame ", count: 500)
        #expect(UntrustedText.forScreen(prose) == prose, "under the limit, text is kept whole")
    }

    @Test("a character of thousands of joiners, or a tower of accents, is one replacement character")
    func hugeCharacters() {
        let joined = Array(repeating: "👩", count: 5_000).joined(separator: "\u{200D}")
        let zalgo = "a" + String(repeating: "\u{0301}", count: 400)
        let title = "All of Me " + joined + " " + zalgo + " 👩‍👩‍👧‍👦 é"
        let shown = UntrustedText.forScreen(title)
        #expect(shown == "All of Me \u{FFFD} \u{FFFD} 👩‍👩‍👧‍👦 é")
        // A short text is cleaned of controls only, and any character of it shown as it is.
        #expect(UntrustedText.forScreen("👩‍👩‍👧‍👦\u{1B}x") == "👩‍👩‍👧‍👦\u{241B}x")
    }

    @Test("long prose is read byte by byte, and still loses its controls and its huge characters")
    func longProse() {
        let prose = String(repeating: "Bésame “Mucho” — 1941 ©\u{A0}½\n", count: 20)
        #expect(prose.utf8.count > 256)
        #expect(UntrustedText.forScreen(prose) == prose)
        #expect(
            UntrustedText.forScreen(prose + "\u{1B}[2J\t\u{7F}\u{9B}\u{85}") == prose
                + "\u{241B}[2J \u{2421}\u{FFFD}\u{FFFD}")
        // Prepends before an ASCII base and marks after it: one character of 33 scalars, made
        // of two runs of non-ASCII scalars that are each short.
        let tower = String(repeating: "\u{0600}", count: 16) + "1" + String(repeating: "\u{0301}", count: 16)
        #expect(tower.count == 1 && tower.unicodeScalars.count == 33)
        #expect(UntrustedText.forScreen(prose + tower + " end") == prose + "\u{FFFD} end")
        let shorter = String(repeating: "\u{0600}", count: 15) + "1" + String(repeating: "\u{0301}", count: 16)
        #expect(UntrustedText.forScreen(prose + shorter) == prose + shorter, "32 scalars are a character")
    }

    @Test("for a stream: controls and bidirectional overrides become visible escapes; line breaks and tabs stay")
    func streams() {
        #expect(UntrustedText.forStream("a\u{1B}]0;x\u{07}b\n\tc") == #"a\u{1b}]0;x\u{7}b"# + "\n\tc")
        #expect(UntrustedText.forStream("\u{9B}31m\u{202E}\u{7F}") == #"\u{9b}31m\u{202e}\u{7f}"#)
        #expect(UntrustedText.forStream("Bésame Mucho — ␛ 👩‍👩‍👧") == "Bésame Mucho — ␛ 👩‍👩‍👧")
        let once = UntrustedText.forStream("\u{1B}[2J")
        #expect(UntrustedText.forStream(once) == once, "cleaning twice changes nothing")
    }

    @Test("for JSON: the same characters become JSON escapes, and the text reads back as the same value")
    func json() throws {
        let value = "a\u{200F}b\u{85}c\u{7F}d\u{202E}é — 👩‍👩‍👧"
        let encoded = try JSONEncoder().encode(["name": value])
        let safe = UntrustedText.forJSON(String(decoding: encoded, as: UTF8.self))
        #expect(safe == #"{"name":"a\u200fb\u0085c\u007fd\u202eé — 👩‍👩‍👧"}"#)
        #expect(UntrustedText.forStream(safe) == safe, "nothing left that a stream would escape")
        #expect(try JSONDecoder().decode([String: String].self, from: Data(safe.utf8)) == ["name": value])
        #expect(UntrustedText.forJSON("{\n\t\"a\": 1\n}") == "{\n\t\"a\": 1\n}", "the layout's line breaks stay")
    }
}
