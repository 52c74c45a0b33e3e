import TestThreads
import Testing
import UntrustedText

/// `TextBytes`: the byte checks the screen makes of every text, on small strings (stored in the
/// string itself), large ones and substrings made strings alike.
@Suite("Checks over a text's bytes", .testThreads)
struct TextBytesTests {
    private let long = String(repeating: "All of Me · ", count: 40)

    @Test("printable ASCII is space to tilde, nothing else, at any length")
    func printableASCII() {
        #expect(TextBytes.arePrintableASCII(""))
        #expect(TextBytes.arePrintableASCII("1932"))
        #expect(TextBytes.arePrintableASCII(String(repeating: "~ ", count: 500)))
        #expect(!TextBytes.arePrintableASCII("tab\there"))
        #expect(!TextBytes.arePrintableASCII("del\u{7F}"))
        #expect(!TextBytes.arePrintableASCII("▀"))
        #expect(!TextBytes.arePrintableASCII(long), "a middle dot among 480 bytes")
        #expect(!TextBytes.arePrintableASCII(String(repeating: "a", count: 300) + "\u{1B}"))
    }

    @Test("well-formed UTF-8 becomes its string, and every malformed shape nothing, as the standard library judges")
    func validating() {
        let wellFormed: [[UInt8]] = [
            [], Array("HOME".utf8), Array(long.utf8), Array("東京 ▀ 🎺".utf8), [0xEF, 0xBF, 0xBD],
            [0x7F, 0x00, 0x41], [0xF4, 0x8F, 0xBF, 0xBF],
        ]
        let malformed: [[UInt8]] = [
            [0xFF], [0xC0, 0xAF], [0xE0, 0x80, 0xAF], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xE6, 0x9D],
            [0x41, 0x80, 0x42], Array("abc".utf8) + [0xC3], [0xF0, 0x9F, 0x8E],
        ]
        for bytes in wellFormed + malformed {
            let standard = String(validating: bytes, as: UTF8.self)
            #expect(TextBytes.string(validating: bytes[...]) == standard, "\(bytes)")
            #expect(TextBytes.string(validating: ([0x20] + bytes)[1...]) == standard, "\(bytes) in a slice")
        }
        #expect(wellFormed.allSatisfy { TextBytes.string(validating: $0[...]) != nil })
        #expect(malformed.allSatisfy { TextBytes.string(validating: $0[...]) == nil })
    }

    @Test("a byte is found wherever it is, in small and large strings and in substrings")
    func contains() {
        #expect(TextBytes.contain(0x0A, in: "a\nb"))
        #expect(!TextBytes.contain(0x0A, in: "ab"))
        #expect(TextBytes.contain(0x0A, in: String(repeating: "x", count: 1_000) + "\n"))
        #expect(!TextBytes.contain(0x0A, in: long))
        let line = String(long.dropFirst(3).prefix(20))
        #expect(TextBytes.contain(0xC2, in: line), "the first byte of the middle dot")
        #expect(TextBytes.all(of: "abc") { $0 >= 0x61 } && !TextBytes.all(of: "abC") { $0 >= 0x61 })
    }
}
