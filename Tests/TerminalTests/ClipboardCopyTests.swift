import TestThreads
import Testing

@testable import Terminal

@Suite("Copying to the clipboard through the terminal", .testThreads)
struct ClipboardCopyTests {
    @Test("OSC 52 for the system clipboard, the text in base64, ended by BEL")
    func sequence() {
        let bytes = ClipboardCopy.sequence(for: "https://example.org/é")
        #expect(
            bytes.map { String(decoding: $0, as: UTF8.self) } == "\u{1B}]52;c;aHR0cHM6Ly9leGFtcGxlLm9yZy/DqQ==\u{07}")
    }

    @Test("nothing of the text reaches the terminal raw: an escape in it is encoded with the rest")
    func escapesAreEncoded() throws {
        let bytes = try #require(ClipboardCopy.sequence(for: "a\u{1B}]2;title\u{07}b"))
        #expect(bytes.filter { $0 == 0x1B }.count == 1)
        #expect(bytes.filter { $0 == 0x07 }.count == 1)
    }

    @Test("text past the size terminals take is not sent")
    func tooLong() {
        #expect(ClipboardCopy.sequence(for: String(repeating: "a", count: ClipboardCopy.largestText + 1)) == nil)
        #expect(ClipboardCopy.sequence(for: String(repeating: "a", count: ClipboardCopy.largestText)) != nil)
    }
}
