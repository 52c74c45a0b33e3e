import Foundation
import TestThreads
import Testing

@testable import Layout
@testable import Terminal

@Suite("Frame encoding", .testThreads)
struct FrameEncoderTests {
    private func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

    @Test("the first frame clears the screen and paints each row up to its blank end")
    func fullPaint() {
        var canvas = Canvas(size: Size(width: 5, height: 3))
        canvas.write("a b", at: .zero, style: .plain)
        canvas.write(" ", at: Point(x: 4, y: 2), style: Style(background: Color(hex: 0x102030)))
        let out = text(FrameEncoder(colorDepth: .truecolor).encode(canvas, previous: nil))
        // The blank between the letters is written; the blanks after them and the blank row
        // are what the cleared screen shows; a blank with a colour of its own is not.
        #expect(
            out
                == "\u{1B}[0m\u{1B}[2J\u{1B}[1;1Ha b\u{1B}[3;1H    \u{1B}[48;2;16;32;48m \u{1B}[0m")
    }

    @Test("a full redraw moves over a run of six blanks or more, and writes a shorter one")
    func blankRuns() {
        var canvas = Canvas(size: Size(width: 17, height: 1))
        canvas.write("ab", at: .zero, style: .plain)
        canvas.write("c", at: Point(x: 7, y: 0), style: .plain)
        canvas.write("d", at: Point(x: 9, y: 0), style: .plain)
        canvas.write("e", at: Point(x: 16, y: 0), style: .plain)
        let out = text(FrameEncoder(colorDepth: .none).encode(canvas, previous: nil))
        // The five blanks after "ab" and the one after "c" are written; the six before "e" are
        // moved over.
        #expect(out == "\u{1B}[0m\u{1B}[2J\u{1B}[1;1Hab     c d\u{1B}[6Ce")
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
        #expect(out.contains("abcd") && !out.contains("\u{1B}[2;1H"), "the blank row is the cleared screen's")
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

    @Test("style deltas: only what differs, a reset only to turn something off, exact bytes")
    func styleDeltas() {
        let red = Color(hex: 0xFF0000)
        let blue = Color(hex: 0x0000FF)
        let cases: [(Style, Style, String)] = [
            (.plain, Style(bold: true), "\u{1B}[1m"),
            (Style(bold: true), Style(bold: true, underline: true), "\u{1B}[4m"),
            (Style(bold: true, underline: true), Style(underline: true), "\u{1B}[0;4m"),
            (Style(foreground: red), Style(foreground: blue), "\u{1B}[38;2;0;0;255m"),
            (Style(foreground: red), Style(foreground: red, background: blue), "\u{1B}[48;2;0;0;255m"),
            (Style(foreground: red, background: blue), Style(foreground: red), "\u{1B}[0;38;2;255;0;0m"),
            (Style(dim: true, foreground: red), Style(dim: true, foreground: red), ""),
            (.plain, Style(italic: true, reverse: true, foreground: red), "\u{1B}[3;7;38;2;255;0;0m"),
            (
                Style(bold: true, foreground: red, background: blue),
                Style(bold: true, foreground: blue, background: red),
                "\u{1B}[38;2;0;0;255;48;2;255;0;0m"
            ),
            (
                Style(foreground: red, background: blue), Style(bold: true, foreground: blue, background: red),
                "\u{1B}[1;38;2;0;0;255;48;2;255;0;0m"
            ),
            (.plain, Style(foreground: blue, background: red), "\u{1B}[38;2;0;0;255;48;2;255;0;0m"),
        ]
        for (old, new, expected) in cases {
            var writer = ANSIWriter()
            writer.switchStyle(from: old, to: new, depth: .truecolor)
            #expect(text(writer.bytes) == expected, "\(old.debugDescription) → \(new.debugDescription)")
        }
        var indexed = ANSIWriter()
        indexed.switchStyle(from: .plain, to: Style(foreground: red, background: blue), depth: .ansi256)
        #expect(text(indexed.bytes) == "\u{1B}[38;5;196;48;5;21m")
        var basic = ANSIWriter()
        basic.switchStyle(from: .plain, to: Style(foreground: red, background: blue), depth: .ansi16)
        #expect(text(basic.bytes) == "\u{1B}[91;104m")
    }

    @Test("every value of every truecolour component is written in decimal, one style after another")
    func everyComponentValue() {
        var writer = ANSIWriter()
        var expected = ""
        var previous = Style.plain
        for value in 0...255 {
            let (a, b, c) = (UInt8(value), UInt8(255 - value), UInt8(value * 7 % 256))
            let style = Style(
                foreground: Color(red: a, green: b, blue: c), background: Color(red: c, green: a, blue: b))
            writer.switchStyle(from: previous, to: style, depth: .truecolor)
            writer.append(byte: 0x78)
            expected += "\u{1B}[38;2;\(a);\(b);\(c);48;2;\(c);\(a);\(b)mx"
            previous = style
        }
        #expect(text(writer.bytes) == expected)
    }

    @Test("short writes gathered past the writer's own buffer come out whole and in order")
    func shortWritesInOrder() {
        var writer = ANSIWriter()
        var expected = ""
        for step in 0..<400 {
            writer.moveCursor(toColumn: step * 7, row: step)
            expected += "\u{1B}[\(step + 1);\(step * 7 + 1)H"
            writer.append(number: step * 12_345)
            expected += "\(step * 12_345)"
            writer.append(scalar: 0x2580 + UInt32(step % 32))
            expected += String(Character(Unicode.Scalar(0x2580 + UInt32(step % 32))!))
            if step % 50 == 0 {
                writer.append("[\(step)]")
                expected += "[\(step)]"
            }
        }
        writer.append(number: -42)
        expected += "-42"
        #expect(text(writer.bytes) == expected)
        var output: [UInt8] = Array("stale".utf8)
        var frame = ANSIWriter(into: &output)
        frame.moveForward(3)
        frame.finish(into: &output)
        #expect(text(output) == "\u{1B}[3C")
    }

    @Test("a short gap on the row moves the cursor forward; a long one or another row moves it absolutely")
    func cursorMoves() {
        var before = Canvas(size: Size(width: 30, height: 2))
        before.write(String(repeating: ".", count: 30), at: .zero, style: .plain)
        var after = before
        after.write("a", at: Point(x: 2, y: 0), style: .plain)
        after.write("b", at: Point(x: 4, y: 0), style: .plain)
        after.write("c", at: Point(x: 25, y: 0), style: .plain)
        after.write("d", at: Point(x: 0, y: 1), style: .plain)
        #expect(
            text(FrameEncoder(colorDepth: .truecolor).encode(after, previous: before))
                == "\u{1B}[1;3Ha\u{1B}[Cb\u{1B}[1;26Hc\u{1B}[2;1Hd")
    }

    @Test("a change in a wide character's right half rewrites the character; clusters and image cells as their text")
    func wideAndClusters() {
        var before = Canvas(size: Size(width: 6, height: 1))
        before.write("ab東", at: .zero, style: .plain)
        var after = before
        // A colour scheme's area that starts in the middle of the character restyles its right half.
        after.restyle(x: 3, y: 0) { $0.over(Style(underline: true)) }
        #expect(after.damage(since: before).spans == [3..<4])
        #expect(text(FrameEncoder(colorDepth: .none).encode(after, previous: before)) == "\u{1B}[1;3H東")
        var accented = Canvas(size: Size(width: 6, height: 1))
        accented.write("e\u{301}x", at: .zero, style: .plain)
        #expect(
            text(FrameEncoder(colorDepth: .none).encode(accented, previous: Canvas(size: Size(width: 6, height: 1))))
                == "\u{1B}[1;1He\u{301}x")
    }

    @Test("the damage the engine found is what the encoder writes: a row it says is unchanged is skipped")
    func usesKnownDamage() {
        var before = Canvas(size: Size(width: 4, height: 2))
        before.write("ab", at: .zero, style: .plain)
        var after = before
        after.write("X", at: .zero, style: .plain)
        after.write("Y", at: Point(x: 0, y: 1), style: .plain)
        let damage = after.damage(since: before)
        #expect(damage.spans == [0..<1, 0..<1] && damage.changedCells == 2)
        let partial = CanvasDamage(spans: [nil, 0..<1], changedCells: 1)
        var output: [UInt8] = []
        FrameEncoder(colorDepth: .none).encode(after, previous: before, damage: partial, into: &output)
        #expect(text(output) == "\u{1B}[2;1HY")
    }

    @Test("one buffer serves every frame: its capacity is kept, its old bytes gone")
    func reusedBuffer() {
        var output: [UInt8] = []
        var canvas = Canvas(size: Size(width: 50, height: 10))
        canvas.write(String(repeating: "z", count: 50), at: .zero, style: .plain)
        let encoder = FrameEncoder(colorDepth: .none)
        encoder.encode(canvas, previous: nil, into: &output)
        let capacity = output.capacity
        var next = canvas
        next.write("q", at: .zero, style: .plain)
        encoder.encode(next, previous: canvas, into: &output)
        #expect(text(output) == "\u{1B}[1;1Hq")
        #expect(output.capacity == capacity)
    }

    @Test("the first frame, however small, makes room for a screen of colours: a later one is never copied as it grows")
    func roomForAScreen() {
        let size = Size(width: 60, height: 50)
        let blank = Canvas(size: size)
        var art = blank
        for y in 0..<size.height {
            for x in 0..<size.width {
                let (red, green) = (UInt8(x * 4), UInt8(y * 5))
                art.put(
                    "▀", at: Point(x: x, y: y),
                    style: Style(
                        foreground: Color(red: red, green: green, blue: 101),
                        background: Color(red: green, green: red, blue: 203)))
            }
        }
        let encoder = FrameEncoder(colorDepth: .truecolor)
        var output: [UInt8] = []
        encoder.encode(blank, previous: nil, into: &output)
        #expect(output.count < 20)
        let storage = output.withUnsafeBufferPointer { $0.baseAddress }
        encoder.encode(art, previous: blank, into: &output)
        #expect(output.count > 30 * size.width * size.height, "every cell switches both colours")
        #expect(output.withUnsafeBufferPointer { $0.baseAddress } == storage)
        #expect(output == encoder.encode(art, previous: blank))
    }
}

@Suite("Colour depth from terminfo", .testThreads)
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
