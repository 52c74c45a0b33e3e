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
