import Layout
import TestThreads
import Testing

@testable import Terminal

/// A terminal that keeps each write apart.
private final class WriteRecorder: TerminalBackend {
    let size: Size
    private(set) var writes: [[UInt8]] = []

    init(size: Size) { self.size = size }

    var inputDescriptor: Int32? { nil }
    func refreshSize() -> Size { size }
    func enter() {}
    func leave() {}
    func write(_ bytes: [UInt8]) -> Int {
        writes.append(bytes)
        return bytes.count
    }
    func read() -> [UInt8] { [] }
}

/// A screen of cells whose colours all differ; once `marked`, its first cell differs too.
private final class ColourfulPage: MainLoopApplication {
    let size: Size
    var marked = false

    init(size: Size) { self.size = size }

    func body() -> Element {
        let marked = marked
        return Image(
            ImageSlot(size: size, key: marked ? "marked" : "plain") { canvas, frame in
                for y in frame.minY..<frame.maxY {
                    for x in frame.minX..<frame.maxX {
                        let first = marked && x == frame.minX && y == frame.minY
                        let style = Style(
                            foreground: Color(red: UInt8(x % 256), green: UInt8(y * 3 % 256), blue: first ? 1 : 77),
                            background: Color(red: UInt8(y % 256), green: UInt8(x * 2 % 256), blue: 188))
                        canvas.put("▀", at: Point(x: x, y: y), style: style)
                    }
                }
            }
        ).element
    }

    func handle(_ event: InputEvent, loop: MainLoop) -> Bool { false }
}

@Suite("A frame written as it is encoded", .testThreads)
struct FrameSliceTests {
    @Test(
        "a frame larger than a slice reaches the terminal whole and in order, a slice at a time; a small one in one write"
    )
    func slices() {
        let size = Size(width: 120, height: 50)
        let terminal = WriteRecorder(size: size)
        let loop = MainLoop(backend: terminal, encoder: FrameEncoder(colorDepth: .truecolor), handleSignals: false)
        let page = ColourfulPage(size: size)
        loop.start(page)
        loop.iterate(timeoutMilliseconds: 0)
        let whole = FrameEncoder(colorDepth: .truecolor).encode(loop.engine.canvas, previous: nil)
        #expect(whole.count > 8 * MainLoop.frameSliceBytes, "the frame is many slices long")
        #expect(Array(terminal.writes.joined()) == whole)
        #expect(loop.stats.lastFrameBytes == whole.count)
        let slice = MainLoop.frameSliceBytes..<(MainLoop.frameSliceBytes + FrameEncoder.sliceOverrun)
        #expect(terminal.writes.dropLast().allSatisfy { slice.contains($0.count) })
        #expect(terminal.writes.count == whole.count / MainLoop.frameSliceBytes + 1)

        let before = terminal.writes.count
        let shown = loop.engine.canvas
        page.marked = true
        loop.invalidate()
        loop.iterate(timeoutMilliseconds: 0)
        #expect(terminal.writes.count == before + 1)
        #expect(
            terminal.writes.last == FrameEncoder(colorDepth: .truecolor).encode(loop.engine.canvas, previous: shown))
    }
}
