import Foundation
import TestThreads
import Testing
import TextFormatting

@Suite("Trimming and comparing text", .testThreads)
struct TrimmingTests {
    @Test("spaces and tabs go from both ends; line breaks and inner spaces stay")
    func whitespace() {
        #expect("  a b\t".trimmingWhitespace() == "a b")
        #expect("\u{A0}x\u{3000}".trimmingWhitespace() == "x", "no-break and ideographic spaces are spaces")
        #expect("\na\n".trimmingWhitespace() == "\na\n")
        #expect(" \t ".trimmingWhitespace() == "")
        #expect("".trimmingWhitespace() == "")
        #expect(
            "\u{200B}c".trimmingWhitespace() == "\u{200B}c", "a zero-width space is a format character, not a space")
        #expect("ab"[...].trimmingWhitespace() == "ab")
        #expect(
            " \u{301}a ".trimmingWhitespace().unicodeScalars.elementsEqual("\u{301}a".unicodeScalars),
            "a space is trimmed even where a combining mark makes one character of it")
        #expect("xx a b xx".dropFirst(2).dropLast(2).trimmingWhitespace() == "a b")
    }

    @Test("with newlines, every kind of white space goes from the ends")
    func whitespaceAndNewlines() {
        #expect("\r\n\t Night and Day \u{85}\u{2028}".trimmingWhitespaceAndNewlines() == "Night and Day")
        #expect("a\nb".trimmingWhitespaceAndNewlines() == "a\nb")
        #expect("\n\n".trimmingWhitespaceAndNewlines() == "")
    }

    @Test("the same result as Foundation's character sets on mixed white space")
    func matchesFoundation() {
        let samples = [
            " a ", "\t\tb\u{2003}", "\u{FEFF}d ", "\u{1680}e\u{205F}", "\u{85}f\u{2029}", "\u{B}g\u{C}",
        ]
        for sample in samples {
            #expect(
                sample.trimmingWhitespace() == sample.trimmingCharacters(in: .whitespaces), "\(sample.debugDescription)"
            )
            #expect(
                sample.trimmingWhitespaceAndNewlines() == sample.trimmingCharacters(in: .whitespacesAndNewlines),
                "\(sample.debugDescription)")
        }
    }

    @Test("ASCII letters compare without their case; other letters and lengths still count")
    func asciiCase() {
        #expect("Content-Length".equalsIgnoringASCIICase("content-length"))
        #expect("HOST".equalsIgnoringASCIICase("host"))
        #expect(!"Host".equalsIgnoringASCIICase("Hosts"))
        #expect(!"É".equalsIgnoringASCIICase("é"), "only ASCII letters are folded")
        #expect(!"a-b".equalsIgnoringASCIICase("a_b"))
        #expect("".equalsIgnoringASCIICase(""))
    }
}
