import Foundation
import Glibc
import Layout
import TestThreads
import Testing

@testable import Terminal

/// A terminal whose input is a pipe the test writes to, and whose output is kept.
final class PipeTerminal: TerminalBackend {
    let size: Size
    private let input: [Int32]
    private(set) var output: [UInt8] = []

    init(size: Size) {
        self.size = size
        var fds: [Int32] = [0, 0]
        pipe(&fds)
        input = fds
    }

    deinit { input.forEach { close($0) } }

    func type(_ text: String) {
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBytes { Glibc.write(input[1], $0.baseAddress, $0.count) }
    }

    var inputDescriptor: Int32? { input[0] }
    func refreshSize() -> Size { size }
    func enter() {}
    func leave() {}
    func write(_ bytes: [UInt8]) -> Int {
        output.append(contentsOf: bytes)
        return bytes.count
    }
    func read() -> [UInt8] {
        var buffer = [UInt8](repeating: 0, count: 1024)
        let count = buffer.withUnsafeMutableBytes { Glibc.read(input[0], $0.baseAddress, $0.count) }
        return count > 0 ? Array(buffer[0..<count]) : []
    }
}

/// Records what reached it.
final class RecordingApplication: MainLoopApplication {
    var events: [InputEvent] = []
    func body() -> Element { Text("page").element }
    func handle(_ event: InputEvent, loop: MainLoop) -> Bool {
        events.append(event)
        return false
    }
}

@Suite("Capabilities: detection, hyperlinks and terminal queries", .testThreads)
struct CapabilityTests {
    @Test("hyperlinks where the terminal is known to show them, with a manual override")
    func detection() {
        #expect(TerminalCapabilities.detect(environment: ["TERM": "xterm-kitty"]).hyperlinks)
        #expect(TerminalCapabilities.detect(environment: ["TERM": "xterm-256color", "VTE_VERSION": "6800"]).hyperlinks)
        #expect(!TerminalCapabilities.detect(environment: ["TERM": "xterm-256color"]).hyperlinks)
        #expect(
            !TerminalCapabilities.detect(environment: ["TERM": "xterm-kitty", "APPROACHNOTE_HYPERLINKS": "0"])
                .hyperlinks)
        #expect(
            TerminalCapabilities.detect(environment: ["TERM": "screen", "APPROACHNOTE_HYPERLINKS": "1"]).hyperlinks)
        #expect(!TerminalCapabilities.detect(environment: ["TERM": "linux"]).synchronizedOutput)
    }

    @Test("linked text is wrapped in OSC 8 where supported, plain elsewhere; control characters never leak")
    func hyperlinks() {
        let engine = LayoutEngine(size: Size(width: 12, height: 1))
        let canvas = engine.render(
            HStack(spacing: 1) {
                Text("Learn").link("https://x.org/\u{1B}]8;;evil\u{07}")
                Text("more")
            })
        let linked = String(
            decoding: FrameEncoder(colorDepth: .none, hyperlinks: true).encode(canvas, previous: nil), as: UTF8.self)
        #expect(linked.contains("\u{1B}]8;;https://x.org/]8;;evil\u{1B}\\Learn\u{1B}]8;;\u{1B}\\ more"))
        #expect(!linked.contains("\u{07}"))
        let plain = String(
            decoding: FrameEncoder(colorDepth: .none, hyperlinks: false).encode(canvas, previous: nil), as: UTF8.self)
        #expect(!plain.contains("]8;;") && plain.contains("Learn more"))
        #expect(
            engine.accessibilityTree.first(role: .link, label: "Learn")?.value == "https://x.org/\u{1B}]8;;evil\u{07}")
    }

    @Test("the graphics probe: asked once attached, answered from input, other keys not lost")
    func answeredProbe() {
        let terminal = PipeTerminal(size: Size(width: 20, height: 2))
        let loop = MainLoop(backend: terminal, encoder: FrameEncoder(colorDepth: .none), handleSignals: false)
        let application = RecordingApplication()
        var answer: TerminalGraphics?
        // A deadline no slow machine reaches: the answer, not the clock, must end this probe.
        loop.probeGraphics(timeout: 600) { answer = $0 }
        #expect(terminal.output.isEmpty, "not asked before the loop has its terminal")
        loop.start(application)
        #expect(String(decoding: terminal.output, as: UTF8.self) == GraphicsProbe.question(askingKitty: true))
        terminal.type("a\u{1B}_Gi=31;OK\u{1B}\\b\u{1B}[6;20;9t")
        // The bytes are in the pipe already: each look returns at once, never at its limit.
        loop.iterate(timeoutMilliseconds: 500)
        #expect(answer == nil, "complete only with the device attributes")
        terminal.type("\u{1B}[?62;")
        loop.iterate(timeoutMilliseconds: 500)
        terminal.type("4;22cx")
        loop.iterate(timeoutMilliseconds: 500)
        #expect(answer == TerminalGraphics(kitty: true, sixel: true, cellPixels: Size(width: 9, height: 20)))
        #expect(application.events == [.character("a"), .character("b"), .character("x")])
    }

    @Test("an unanswered probe ends at its deadline with no protocol, and keys typed meanwhile arrive")
    func unansweredProbe() {
        let terminal = PipeTerminal(size: Size(width: 20, height: 2))
        let loop = MainLoop(backend: terminal, encoder: FrameEncoder(colorDepth: .none), handleSignals: false)
        let application = RecordingApplication()
        loop.start(application)
        var answer: TerminalGraphics?
        loop.probeGraphics(askingKitty: false, timeout: 0.1) { answer = $0 }
        #expect(String(decoding: terminal.output, as: UTF8.self) == "\u{1B}[16t\u{1B}[c")
        #expect(!loop.isIdle, "a probe under way is pending work")
        terminal.type("q")
        let started = Date()
        // The loop is let sleep ten minutes: only the probe's deadline can wake it sooner.
        while answer == nil, Date().timeIntervalSince(started) < 1_200 { loop.iterate(timeoutMilliseconds: 600_000) }
        #expect(answer == TerminalGraphics())
        #expect(application.events == [.character("q")])
        #expect(Date().timeIntervalSince(started) < 300, "the deadline woke the loop")
    }
}

/// Keeps the messages posted to its mailbox.
final class InboxApplication: MainLoopApplication {
    let mailbox = Mailbox<String>()
    var messages: [String] = []

    func body() -> Element { Text("page").element }
    func handle(_ event: InputEvent, loop: MainLoop) -> Bool { false }
    func receiveMessages(loop: MainLoop) -> Bool {
        let taken = mailbox.take()
        messages += taken
        return !taken.isEmpty
    }
    var inbox: (any MessageInbox)? { mailbox }
}

@Suite("Main loop wake-ups and deadlines", .testThreads)
struct MainLoopWakeupTests {
    @Test("work on another thread posts a message; the sleeping loop wakes and redraws")
    func postFromBackground() {
        let loop = MainLoop.headless(width: 10, height: 2)
        let application = InboxApplication()
        loop.startDrawn(application)
        let frames = loop.stats.framesDrawn
        let mailbox = application.mailbox
        let thread = Thread { mailbox.post("hydrated 50 rows") }
        thread.start()
        let started = Date()
        // The loop is let sleep ten minutes: only the message can wake it sooner.
        while application.messages.isEmpty, Date().timeIntervalSince(started) < 1_200 {
            loop.iterate(timeoutMilliseconds: 600_000)
        }
        #expect(application.messages == ["hydrated 50 rows"])
        #expect(Date().timeIntervalSince(started) < 300, "woken by the pipe, not by a timeout")
        loop.iterate(timeoutMilliseconds: 0)
        #expect(loop.stats.framesDrawn == frames + 1)
    }

    @Test("a scheduled deadline wakes the loop on time and then no longer exists")
    func deadline() {
        let loop = MainLoop.headless(width: 10, height: 2)
        loop.startDrawn(InboxApplication())
        var fired = 0
        loop.schedule(after: 0.05) { fired += 1 }
        #expect(!loop.isIdle)
        let started = Date()
        // Let sleep ten minutes: only the deadline can wake the loop sooner.
        loop.iterate(timeoutMilliseconds: 600_000)
        #expect(fired == 1)
        #expect(Date().timeIntervalSince(started) < 300)
        loop.iterate(timeoutMilliseconds: 0)
        #expect(loop.isIdle)
    }
}
