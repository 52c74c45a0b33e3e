import Layout
import TestThreads
import Testing

@testable import Terminal

@Suite("Input decoding", .testThreads)
struct InputDecoderTests {
    private func decode(_ text: String) -> [InputEvent] {
        var decoder = InputDecoder()
        return decoder.feed(Array(text.utf8))
    }

    @Test(
        "real sequences from xterm, tmux, kitty and the Linux console",
        arguments: [
            ("a", [InputEvent.character("a")]),
            ("é東", [.character("é"), .character("東")]),
            ("\r", [.key(.enter)]),
            ("\t", [.key(.tab)]),
            ("\u{7F}", [.key(.backspace)]),
            ("\u{03}", [.character("c", .control)]),
            ("\u{1B}[A\u{1B}[B\u{1B}[C\u{1B}[D", [.key(.up), .key(.down), .key(.right), .key(.left)]),
            ("\u{1B}OA\u{1B}OD", [.key(.up), .key(.left)]),
            ("\u{1B}[1;5C", [.key(.right, .control)]),
            ("\u{1B}[1;2A", [.key(.up, .shift)]),
            ("\u{1B}[1;3D", [.key(.left, .alt)]),
            ("\u{1B}[Z", [.key(.backTab)]),
            ("\u{1B}[H\u{1B}[F", [.key(.home), .key(.end)]),
            ("\u{1B}[1~\u{1B}[4~", [.key(.home), .key(.end)]),
            ("\u{1B}[5~\u{1B}[6~\u{1B}[3~\u{1B}[2~", [.key(.pageUp), .key(.pageDown), .key(.delete), .key(.insert)]),
            ("\u{1B}[3;5~", [.key(.delete, .control)]),
            ("\u{1B}OP\u{1B}[15~\u{1B}[24~", [.key(.function(1)), .key(.function(5)), .key(.function(12))]),
            ("\u{1B}[[A\u{1B}[[E", [.key(.function(1)), .key(.function(5))]),
            ("\u{1B}[97;5u", [.character("a", .control)]),
            ("\u{1B}[13u", [.key(.enter)]),
            ("\u{1B}x", [.character("x", .alt)]),
            ("\u{1B}\u{1B}", [.key(.escape)]),
            ("\u{1B}[I\u{1B}[O", [.focus(true), .focus(false)]),
            ("\u{1B}[99X", []),
        ])
    func sequences(input: String, expected: [InputEvent]) {
        #expect(decode(input) == expected)
    }

    @Test("the terminal's answers are replies, never keys, even split across reads")
    func replies() {
        #expect(
            decode("\u{1B}[?62;4;22c\u{1B}[6;18;9t\u{1B}_Gi=31;OK\u{1B}\\")
                == [
                    .reply(.deviceAttributes([62, 4, 22])), .reply(.cellSize(width: 9, height: 18)),
                    .reply(.kittyGraphics("i=31;OK")),
                ])
        var decoder = InputDecoder()
        #expect(decoder.feed(Array("x\u{1B}_Gi=31;ENOENT:no".utf8)) == [.character("x")])
        #expect(
            decoder.feed(Array(" such\u{1B}\\y".utf8)) == [
                .reply(.kittyGraphics("i=31;ENOENT:no such")), .character("y"),
            ])
        #expect(decode("\u{1B}_other\u{1B}\\z") == [.character("z")], "another command is dropped whole")
    }

    @Test("an application command that never ends is dropped at the deadline, and keys follow")
    func unfinishedApplicationCommand() {
        var decoder = InputDecoder()
        #expect(decoder.feed(Array("\u{1B}_Gi=31".utf8), at: 0).isEmpty)
        #expect(decoder.expire(at: InputDecoder.escapeTimeout).isEmpty)
        #expect(decoder.feed(Array("k".utf8)) == [.character("k")])
        let flood = "\u{1B}_" + String(repeating: "a", count: InputDecoder.longestApplicationString + 1)
        var flooded = InputDecoder()
        #expect(flooded.feed(Array((flood).utf8)).isEmpty && !flooded.hasPendingInput, "dropped, not kept")
    }

    @Test("SGR mouse: press, release, drag, wheel on both axes, with modifiers")
    func mouse() {
        #expect(
            decode("\u{1B}[<0;10;5M") == [
                .mouse(MouseEvent(kind: .press(button: 0), position: Point(x: 9, y: 4), modifiers: []))
            ])
        #expect(
            decode("\u{1B}[<0;10;5m") == [
                .mouse(MouseEvent(kind: .release(button: 0), position: Point(x: 9, y: 4), modifiers: []))
            ])
        #expect(
            decode("\u{1B}[<32;11;5M") == [
                .mouse(MouseEvent(kind: .drag(button: 0), position: Point(x: 10, y: 4), modifiers: []))
            ])
        #expect(
            decode("\u{1B}[<64;1;1M\u{1B}[<65;1;1M") == [
                .mouse(MouseEvent(kind: .wheelUp, position: .zero, modifiers: [])),
                .mouse(MouseEvent(kind: .wheelDown, position: .zero, modifiers: [])),
            ])
        #expect(
            decode("\u{1B}[<66;3;2M\u{1B}[<71;3;2M") == [
                .mouse(MouseEvent(kind: .wheelLeft, position: Point(x: 2, y: 1), modifiers: [])),
                .mouse(MouseEvent(kind: .wheelRight, position: Point(x: 2, y: 1), modifiers: [.shift])),
            ])
        #expect(
            decode("\u{1B}[<35;4;4M") == [.mouse(MouseEvent(kind: .move, position: Point(x: 3, y: 3), modifiers: []))])
    }

    @Test("bracketed paste keeps text and line breaks, even across reads, and ignores keys inside")
    func paste() {
        #expect(decode("\u{1B}[200~Tiger\r\nRag\u{1B}[201~x") == [.paste("Tiger\nRag"), .character("x")])
        var decoder = InputDecoder()
        #expect(decoder.feed(Array("\u{1B}[200~All of".utf8)).isEmpty)
        #expect(decoder.feed(Array(" Me\u{1B}[2".utf8)).isEmpty)
        #expect(decoder.feed(Array("01~".utf8)) == [.paste("All of Me")])
    }

    @Test("a paste that never ends gives the keyboard back: at Ctrl-C, after a second, or past 1 MiB")
    func unterminatedPaste() {
        // Ctrl-C inside a paste ends it there, and is the key.
        var decoder = InputDecoder()
        #expect(
            decoder.feed(Array("\u{1B}[200~All of\u{03}q".utf8))
                == [.paste("All of"), .key(.character("c"), .control), .character("q")])

        // No end marker: the paste waits a second, then is what arrived, and keys are keys again.
        var waiting = InputDecoder()
        let start: UInt64 = 5_000_000_000
        #expect(waiting.feed(Array("\u{1B}[200~Tiger Rag".utf8), at: start).isEmpty)
        #expect(waiting.deadline == start + InputDecoder.pasteTimeout)
        #expect(waiting.expire(at: start + InputDecoder.pasteTimeout - 1).isEmpty)
        #expect(waiting.expire(at: start + InputDecoder.pasteTimeout) == [.paste("Tiger Rag")])
        #expect(waiting.deadline == nil)
        #expect(waiting.feed(Array("q".utf8), at: start + 2 * InputDecoder.pasteTimeout) == [.character("q")])

        // Past the most one paste holds: what arrived is pasted, the rest is keys.
        var flooded = InputDecoder()
        let chunk = Array(repeating: UInt8(ascii: "a"), count: 64 << 10)
        var events = flooded.feed(Array("\u{1B}[200~".utf8))
        let chunks = InputDecoder.longestPaste / chunk.count + 2
        for _ in 0..<chunks { events += flooded.feed(chunk) }
        guard case .paste(let text) = events.first else {
            Issue.record("a paste event first, not \(events.prefix(3))")
            return
        }
        #expect(
            text.utf8.count > InputDecoder.longestPaste && text.utf8.count <= InputDecoder.longestPaste + chunk.count)
        let keys = events.dropFirst()
        #expect(keys.allSatisfy { $0 == .character("a") })
        #expect(text.utf8.count + keys.count == chunks * chunk.count, "every byte is pasted or typed, once")
        #expect(flooded.feed(Array("\u{03}".utf8)) == [.key(.character("c"), .control)])
    }

    @Test("sequences split across reads complete on the next read")
    func splitReads() {
        var decoder = InputDecoder()
        #expect(decoder.feed([0x1B]).isEmpty)
        #expect(decoder.hasPendingInput)
        #expect(decoder.feed(Array("[1;5".utf8)).isEmpty)
        #expect(decoder.feed(Array("A".utf8)) == [.key(.up, .control)])
        #expect(decoder.feed([0xE6, 0x9D]).isEmpty)
        #expect(decoder.feed([0xB1]) == [.character("東")])
        #expect(decoder.feed(Array("\u{1B}[<0;1".utf8)).isEmpty)
        #expect(
            decoder.feed(Array("0;5M".utf8)) == [
                .mouse(MouseEvent(kind: .press(button: 0), position: Point(x: 9, y: 4), modifiers: []))
            ])
    }

    @Test("a lone ESC is Escape once the deadline passes; ESC then a key is Alt+key")
    func escapeVersusAlt() {
        var decoder = InputDecoder()
        #expect(decoder.feed([0x1B]).isEmpty)
        #expect(decoder.flushPendingEscape() == [.key(.escape)])
        #expect(!decoder.hasPendingInput)
        #expect(decoder.feed([0x1B]).isEmpty)
        #expect(decoder.feed(Array("q".utf8)) == [.character("q", .alt)])
        #expect(decoder.flushPendingEscape().isEmpty)
    }

    @Test("an arrow split across reads 50 ms apart (ssh latency) is still an arrow; a lone ESC waits 100 ms")
    func escapeDeadline() {
        var decoder = InputDecoder()
        let start: UInt64 = 7_000_000_000
        #expect(decoder.feed([0x1B], at: start).isEmpty)
        #expect(decoder.deadline == start + 100_000_000)
        #expect(decoder.expire(at: start + 50_000_000).isEmpty, "the loop woke for something else meanwhile")
        #expect(decoder.feed(Array("[A".utf8), at: start + 50_000_000) == [.key(.up)])
        #expect(decoder.deadline == nil)

        #expect(decoder.feed([0x1B], at: start).isEmpty)
        #expect(decoder.expire(at: start + 99_999_999).isEmpty)
        #expect(decoder.expire(at: start + 100_000_000) == [.key(.escape)])
        #expect(decoder.deadline == nil && !decoder.hasPendingInput)
    }

    @Test("1 MB of plain text decodes to exactly its characters, in one read and in 4 KiB reads")
    func megabyteOfText() {
        let line = "Body and Soul, 1939 — Coleman Hawkins 🎷 東京\n"
        let text = String(repeating: line, count: 1_048_576 / line.utf8.count + 1)
        let bytes = Array(text.utf8)
        let expected = text.unicodeScalars.map { $0 == "\n" ? InputEvent.key(.enter) : .character(Character($0)) }
        var whole = InputDecoder()
        let events = whole.feed(bytes)
        #expect(bytes.count > 1_048_576)
        #expect(events.count == expected.count)
        #expect(events == expected)
        #expect(!whole.hasPendingInput)

        // 4 KiB reads split the multi-byte characters between reads.
        var chunked = InputDecoder()
        var pieces: [InputEvent] = []
        for start in stride(from: 0, to: bytes.count, by: 4_096) {
            pieces += chunked.feed(Array(bytes[start..<min(bytes.count, start + 4_096)]))
        }
        #expect(pieces == expected)
    }

    @Test("a 1 MB bracketed paste in 4 KiB reads is one paste event with all of its text")
    func megabytePaste() {
        let text = String(repeating: "All of Me\r\nwhy not take all of me\u{1B}[A\r\n", count: 25_000)
        let bytes = Array(("\u{1B}[200~" + text + "\u{1B}[201~q").utf8)
        var decoder = InputDecoder()
        var events: [InputEvent] = []
        for start in stride(from: 0, to: bytes.count, by: 4_096) {
            events += decoder.feed(Array(bytes[start..<min(bytes.count, start + 4_096)]))
        }
        #expect(events == [.paste(text.replacingOccurrences(of: "\r\n", with: "\n")), .character("q")])
    }

    @Test("an unfinished CSI longer than any terminal sends is dropped, and decoding goes on")
    func runawaySequence() {
        var decoder = InputDecoder()
        #expect(decoder.feed(Array(("\u{1B}[" + String(repeating: "1;", count: 100)).utf8)).isEmpty)
        #expect(!decoder.hasPendingInput)
        #expect(decoder.feed(Array("x".utf8)) == [.character("x")])
        #expect(decoder.feed(Array("\u{1B}[1;5".utf8)).isEmpty)
        #expect(decoder.hasPendingInput, "a short unfinished sequence still waits for its end")
    }

    @Test("invalid UTF-8 becomes U+FFFD, one byte at a time, and decoding goes on")
    func invalidUTF8() {
        var decoder = InputDecoder()
        #expect(decoder.feed([0xFF, 0x61]) == [.character("\u{FFFD}"), .character("a")])
        #expect(decoder.feed([0xC3, 0x28]) == [.character("\u{FFFD}"), .character("(")])
        #expect(decoder.feed([0x80]) == [.character("\u{FFFD}")])
    }
}
