import TestThreads
import Testing
import TextFormatting

@Suite("Padding a column", .testThreads)
struct PaddingTests {
    @Test("spaces up to the width, counted in characters")
    func pads() {
        #expect("ab".padded(to: 5) == "ab   ")
        #expect("".padded(to: 2) == "  ")
        #expect("Bjørn".padded(to: 7) == "Bjørn  ", "ø is one character")
        #expect("e\u{301}".padded(to: 2) == "e\u{301} ", "a letter and its accent are one character")
    }

    @Test("a text at or over the width is left whole")
    func neverCuts() {
        #expect("abc".padded(to: 3) == "abc")
        #expect("abcdef".padded(to: 3) == "abcdef")
        #expect("abc".padded(to: 0) == "abc")
        #expect("abc".padded(to: -4) == "abc")
    }
}
