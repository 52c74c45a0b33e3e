import Keys
import KeysTestSupport
import Layout
import TestThreads
import Testing

@testable import Terminal

/// A field above a long list of buttons, recording every event the loop passes on.
final class KeyRecordingApplication: MainLoopApplication {
    var text = ""
    private(set) var events: [InputEvent] = []

    func body() -> Element {
        VStack(spacing: 0) {
            TextField("Search", text: text) { [unowned self] in self.text = $0 }
            ScrollView(.vertical) {
                VStack(spacing: 0) {
                    ForEach(Array(0..<100), id: \.self) { Button("row \($0)") {}.frame(maxWidth: .max) }
                }
            }
        }
        .element
    }

    func handle(_ event: InputEvent, loop: MainLoop) -> Bool {
        events.append(event)
        return false
    }

}

@Suite("The loop's keys", .testThreads)
struct LoopKeyMapTests {
    /// In a field or out of one, every key the loop has a binding for stops at the loop, and
    /// every other key reaches the application. The state gives each binding something to do:
    /// a button to press, a list with room to scroll both ways, a field to edit.
    @Test(
        "the loop takes exactly the keys it has bindings for and passes every other key on",
        arguments: [false, true])
    func takesItsBindings(editing: Bool) throws {
        let loop = MainLoop.headless(width: 40, height: 10)
        let application = KeyRecordingApplication()
        loop.startDrawn(application)
        for (key, modifiers) in KeyUniverse.chords {
            // Back to the list scrolled to its middle (the row focused is scrolled into view),
            // and the field focused when editing.
            try #require(loop.engine.focus(label: "row 50"))
            loop.invalidateLayout()
            loop.iterate(timeoutMilliseconds: 0)
            if editing { try #require(loop.engine.focus(label: "Search")) }
            try #require((loop.engine.focusedTextCursor != nil) == editing)

            let before = application.events.count
            loop.dispatch([.key(key, modifiers)])
            let passedOn = application.events[before...].contains(.key(key, modifiers))
            let binding = KeyMap.standard.binding(for: key, modifiers, editing: editing, handler: .loop)
            #expect(
                passedOn == (binding == nil),
                "\(key) \(modifiers.rawValue): \(binding.map { "bound to \($0.action)" } ?? "unbound")")
            loop.iterate(timeoutMilliseconds: 0)
        }
    }
}
