import CommandSupport
import TestThreads
import Testing

/// A progress line on standard error: the return and the erase go out as they are, the text
/// as safely as any other.
@Suite(.testThreads)
struct ProgressLineTests {
    @Test("redrawing sends CR and EL 2 raw, then the text with its control characters escaped")
    func redraw() throws {
        let io = CapturedIO()
        try io.redrawErrorLine("Syncing \u{1B}]0;owned\u{07} 5/10")
        #expect(io.error == "\r\u{1B}[2KSyncing \\u{1b}]0;owned\\u{7} 5/10")
        try io.clearErrorLine()
        #expect(io.error.hasSuffix("5/10\r\u{1B}[2K"))
        #expect(io.output.isEmpty)
    }

    @Test("writeError still escapes a return and an escape it is given")
    func writeErrorEscapes() throws {
        let io = CapturedIO()
        try io.writeError("\r\u{1B}[2Kline")
        #expect(io.error == "\\u{d}\\u{1b}[2Kline")
    }
}
