import Foundation
import Layout
import Testing

@testable import Terminal

@Suite("Frame encoding")
struct FrameEncoderTests {
    private func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

    @Test("the first frame clears and paints everything")
    func fullPaint() {
        var canvas = Canvas(size: Size(width: 4, height: 2))
        canvas.write("ab", at: .zero, style: .plain)
        let out = text(FrameEncoder(colorDepth: .truecolor).encode(canvas, previous: nil))
        #expect(out == "\u{1B}[0m\u{1B}[2J\u{1B}[1;1Hab  \u{1B}[2;1H    ")
    }

    @Test("a one-cell change writes a handful of bytes")
    func oneCell() {
        var before = Canvas(size: Size(width: 200, height: 60))
        before.write("Tiger Rag (146)", at: Point(x: 0, y: 10), style: .plain)
        var after = before
        after.write("˅", at: Point(x: 199, y: 10), style: .plain)
        let out = FrameEncoder(colorDepth: .truecolor).encode(after, previous: before)
        #expect(text(out) == "\u{1B}[11;200H˅")
        #expect(out.count < 16)
        #expect(FrameEncoder(colorDepth: .truecolor).encode(after, previous: after).isEmpty)
    }

    @Test("styles switch only when they change, and reset only to turn something off")
    func styles() {
        let previous = Canvas(size: Size(width: 6, height: 1))
        var canvas = previous
        canvas.write("ab", at: .zero, style: Style(bold: true))
        canvas.write("cd", at: Point(x: 2, y: 0), style: Style(bold: true, foreground: Color(hex: 0x363A87)))
        canvas.write("ef", at: Point(x: 4, y: 0), style: .plain)
        let out = text(FrameEncoder(colorDepth: .truecolor).encode(canvas, previous: previous))
        #expect(out == "\u{1B}[1;1H\u{1B}[1mab\u{1B}[38;2;54;58;135mcd\u{1B}[0mef")
        let mapped = text(FrameEncoder(colorDepth: .ansi256).encode(canvas, previous: previous))
        #expect(mapped.contains("\u{1B}[38;5;60m"))
        let none = text(FrameEncoder(colorDepth: .none).encode(canvas, previous: previous))
        #expect(!none.contains("38;"))
    }

    @Test("wide characters are written once, never split, also at the right edge")
    func wide() {
        let previous = Canvas(size: Size(width: 4, height: 1))
        var canvas = previous
        canvas.write("a東京", at: .zero, style: .plain)
        let out = text(FrameEncoder(colorDepth: .none).encode(canvas, previous: previous))
        #expect(out == "\u{1B}[1;1Ha東", "the straddling 京 became the blank already there")
    }

    @Test("a resize repaints in full, correctly")
    func resize() {
        var small = Canvas(size: Size(width: 3, height: 1))
        small.write("abc", at: .zero, style: .plain)
        var large = Canvas(size: Size(width: 4, height: 2))
        large.write("abcd", at: .zero, style: .plain)
        let out = text(FrameEncoder(colorDepth: .none).encode(large, previous: small))
        #expect(out.hasPrefix("\u{1B}[0m\u{1B}[2J"))
        #expect(out.contains("abcd") && out.contains("\u{1B}[2;1H    "))
    }

    @Test("colour depth follows the environment; NO_COLOR wins")
    func depth() {
        #expect(ColorDepth.detect(environment: ["COLORTERM": "truecolor", "TERM": "xterm"]) == .truecolor)
        #expect(ColorDepth.detect(environment: ["TERM": "xterm-256color"]) == .ansi256)
        #expect(ColorDepth.detect(environment: ["TERM": "linux"]) == .ansi16)
        #expect(ColorDepth.detect(environment: ["TERM": "dumb"]) == .none)
        #expect(
            ColorDepth.detect(environment: ["TERM": "xterm-256color", "COLORTERM": "truecolor", "NO_COLOR": "1"])
                == .none)
    }
}

@Suite("Colour depth from terminfo")
struct TerminfoTests {
    /// A compiled terminfo entry in the legacy format with only `max_colors` set.
    private func entry(colors: Int16) -> [UInt8] {
        var bytes: [UInt8] = []
        func short(_ value: Int16) {
            bytes += [UInt8(truncatingIfNeeded: value), UInt8(truncatingIfNeeded: value >> 8)]
        }
        let names = Array("test-term|a test terminal\0".utf8)
        for value in [Int16(0o432), Int16(names.count), 1, 14, 0, 0] { short(value) }
        bytes += names
        bytes.append(0)
        if bytes.count % 2 == 1 { bytes.append(0) }
        for index in 0..<14 { short(index == 13 ? colors : -1) }
        return bytes
    }

    private func environment(colors: Int16) throws -> [String: String] {
        let directory = NSTemporaryDirectory() + "approachnote-terminfo-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: directory + "/t", withIntermediateDirectories: true)
        #expect(
            FileManager.default.createFile(atPath: directory + "/t/test-term", contents: Data(entry(colors: colors))))
        return ["TERM": "test-term", "TERMINFO": directory]
    }

    @Test(
        "max_colors decides the depth when COLORTERM says nothing",
        arguments: [(Int16(256), ColorDepth.ansi256), (8, .ansi16), (-1, .none)])
    func depth(colors: Int16, expected: ColorDepth) throws {
        #expect(ColorDepth.detect(environment: try environment(colors: colors)) == expected)
    }

    @Test("COLORTERM and NO_COLOR still win; damaged entries are ignored")
    func precedence() throws {
        var env = try environment(colors: 8)
        env["COLORTERM"] = "truecolor"
        #expect(ColorDepth.detect(environment: env) == .truecolor)
        env["NO_COLOR"] = "1"
        #expect(ColorDepth.detect(environment: env) == .none)
        #expect(Terminfo.parseMaxColors([1, 2, 3]) == nil)
        #expect(Terminfo.parseMaxColors(Array(entry(colors: 256).prefix(20))) == nil)
    }

    @Test("each of the 240 fixed colours maps back to its own index, the cube's greys included")
    func palette256RoundTrip() {
        for index in 16...255 {
            #expect(ColorDepth.index256(ColorDepth.palette256(index)) == index, "\(ColorDepth.palette256(index))")
        }
        #expect(ColorDepth.index256(Color(hex: 0x5F5F5F)) == 59, "the cube's grey, not the ramp's 240")
        #expect(ColorDepth.index256(Color(hex: 0x585858)) == 240, "the ramp's grey")
        #expect(ColorDepth.index256(Color(hex: 0x363A87)) == 60)
    }

    @Test("each of the 16 system colours maps back to itself: normal 30–37, bright 90–97")
    func palette16RoundTrip() {
        for (index, color) in ColorDepth.palette16.enumerated() {
            let expected = index < 8 ? 30 + index : 90 + index - 8
            #expect(ColorDepth.ansi16.parameters(for: color, background: false) == "\(expected)")
            #expect(ColorDepth.ansi16.parameters(for: color, background: true) == "\(expected + 10)")
        }
        #expect(ColorDepth.index16(Color(hex: 0x106010)) == (2, false), "a dark green is green")
    }
}
