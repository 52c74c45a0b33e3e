import Layout
import TestThreads
import Testing

@testable import Terminal

/// A page with one search field, recording what the field reports.
final class SearchApplication: MainLoopApplication {
    var text = ""
    var reports = 0
    func body() -> Element {
        VStack(spacing: 0) {
            TextField("Search", text: text) { [unowned self] in
                self.text = $0
                self.reports += 1
            }
            Button("Done") {}
        }
        .element
    }
    func handle(_ event: InputEvent, loop: MainLoop) -> Bool { false }
}

@Suite("Typing into a field through the run loop", .testThreads)
struct TypingTests {
    private func focusedSearch() -> (MainLoop, SearchApplication) {
        let loop = MainLoop.headless(width: 40, height: 4)
        let application = SearchApplication()
        loop.startDrawn(application)
        loop.engine.focus(label: "Search")
        return (loop, application)
    }

    @Test("keys that arrive together, before any new frame, all reach the field, in order")
    func fastTyping() {
        let (loop, application) = focusedSearch()
        loop.inject(Array("tiger".utf8))
        #expect(application.text == "tiger")
        loop.inject(Array("\u{7F}\u{7F}\u{1B}[D\u{1B}[Dx".utf8))
        #expect(application.text == "txig")
        loop.iterate(timeoutMilliseconds: 0)
        #expect(loop.engine.canvas.text.hasPrefix("txig"))
    }

    @Test("a megabyte pasted without bracketed-paste markers arrives whole, as one edit")
    func unbracketedPaste() {
        let (loop, application) = focusedSearch()
        let line = String(repeating: "abcdefghij", count: 100_000)
        loop.inject(Array(line.utf8))
        #expect(application.text.count == 1_000_000)
        #expect(application.text == line)
        #expect(application.reports == 1)
        loop.iterate(timeoutMilliseconds: 0)
        #expect(loop.engine.focusedTextCursor == 1_000_000)
    }

    @Test("a run of typing stops at a key that is not text: Tab moves on, later characters go nowhere")
    func runStopsAtTab() {
        let (loop, application) = focusedSearch()
        loop.inject(Array("ab\tcd".utf8))
        #expect(application.text == "ab")
        #expect(loop.engine.focusedLabel == "Done")
    }
}
