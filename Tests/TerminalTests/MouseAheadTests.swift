import Layout
import TestThreads
import Testing

@testable import Terminal

/// A list of forty rows, counting how often it is evaluated; `stamp` stands for what a
/// message from outside changes (a cover arriving) without moving anything.
final class RowsApplication: MainLoopApplication {
    var stamp = 0
    var evaluations = 0
    func body() -> Element {
        evaluations += 1
        return ScrollView(.vertical) {
            VStack(spacing: 0) {
                Text("stamp \(stamp)")
                for row in 1...40 { Text("Row \(row)") }
            }
        }
        .id("rows")
    }
    func handle(_ event: InputEvent, loop: MainLoop) -> Bool { false }
}

/// The rows in a 20×5 headless terminal, their first frame drawn.
private func drawnRows() -> (MainLoop, RowsApplication) {
    let loop = MainLoop.headless(width: 20, height: 5)
    let application = RowsApplication()
    loop.startDrawn(application)
    return (loop, application)
}

@Suite("The mouse ahead of the frame", .testThreads)
struct MouseAheadTests {
    static let wheelDown = Array("\u{1B}[<65;3;3M".utf8)

    @Test(
        "a wheel after a change from outside scrolls what the screen shows; the change is laid out once, in the frame")
    func wheelAfterMessage() throws {
        let (loop, application) = drawnRows()
        application.stamp = 1
        loop.invalidate()
        let passes = loop.stats.layoutPasses
        loop.inject(Self.wheelDown)
        #expect(loop.stats.layoutPasses == passes, "nothing laid out before the wheel is handled")
        #expect(application.evaluations == 1)
        loop.iterate(timeoutMilliseconds: 0)
        #expect(application.evaluations == 2)
        #expect(loop.stats.framesDrawn == 2)
        #expect(loop.engine.scrollOffset(of: "rows") == 3)
        #expect(loop.engine.canvas.lines.first?.hasPrefix("Row 3") == true, "\(loop.engine.canvas.lines)")
    }

    @Test("a wheel after a wheel, before a frame, scrolls from where the first left the page")
    func wheelAfterWheel() throws {
        let (loop, _) = drawnRows()
        loop.inject(Self.wheelDown)
        let passes = loop.stats.layoutPasses
        loop.inject(Self.wheelDown)
        #expect(loop.stats.layoutPasses > passes, "the first wheel's scroll is laid out before the second")
        loop.iterate(timeoutMilliseconds: 0)
        #expect(loop.engine.scrollOffset(of: "rows") == 6)
        #expect(loop.engine.canvas.lines.first?.hasPrefix("Row 6") == true, "\(loop.engine.canvas.lines)")
    }
}

@Suite("The main thread's time at a frame", .testThreads)
struct FrameBusyTimeTests {
    @Test("kept as the frame is written: work after it, before the next frame, does not move it")
    func atTheFrame() {
        let (loop, application) = drawnRows()
        let atFrame = loop.stats.busyMicrosecondsAtLastFrame
        // The same wake-up then polled, timed as input: the only time counted after the frame.
        let afterFrame = loop.stats.phaseMicroseconds[MainLoopPhase.input.name, default: 0]
        #expect(atFrame == loop.stats.busyMicroseconds - afterFrame)
        #expect(loop.stats.framesDrawn == 1)
        // A key typed after the frame lays out the change before it, with no frame drawn.
        application.stamp = 1
        loop.invalidate()
        loop.inject(Array("x".utf8))
        #expect(application.evaluations == 2)
        #expect(loop.stats.busyMicrosecondsAtLastFrame == atFrame)
        let before = loop.stats.busyMicroseconds
        #expect(before >= atFrame)
        loop.iterate(timeoutMilliseconds: 0)
        #expect(loop.stats.framesDrawn == 2)
        #expect(loop.stats.busyMicrosecondsAtLastFrame >= before)
    }
}
