import Keys
import TestThreads
import Testing

/// Keys as the config file names them, and the choices it may make: only the application's
/// bindings, never to a key that does something else already.
@Suite("Choosing keys", .testThreads)
struct KeyRebindingTests {
    @Test(
        "names parse to the chords the terminal sends, and back",
        arguments: [
            ("x", "x"), ("G", "G"), ("+", "+"), ("ctrl-x", "Ctrl-X"), ("Ctrl-O", "Ctrl-O"), ("alt-x", "Alt-X"),
            ("esc", "Esc"), ("pgdn", "PgDn"), ("f2", "F2"), ("space", "Space"), ("shift-tab", "Shift-Tab"),
        ])
    func names(text: String, name: String) throws {
        #expect(try #require(KeyChord(parsing: text)).name == name)
    }

    @Test("a lower-case letter is that key alone; a capital or a symbol is that character however Shift is sent")
    func shift() throws {
        let lower = try #require(KeyChord(parsing: "x"))
        #expect(lower.matches(.character("x"), []) && !lower.matches(.character("x"), .control))
        let capital = try #require(KeyChord(parsing: "G"))
        #expect(capital.matches(.character("G"), []) && capital.matches(.character("G"), .shift))
        #expect(try #require(KeyChord(parsing: "ctrl-x")).matches(.character("x"), .control))
    }

    @Test("what names no key is refused", arguments: ["", "ctrl-", "hyper-x", "f13", "xy", "\u{7}"])
    func unknown(text: String) {
        #expect(KeyChord(parsing: text) == nil)
    }

    @Test("a choice may name several keys, free ones only; an unknown binding or key is said so")
    func choices() throws {
        #expect(try KeyMap.standard.chords("x, ctrl-q", for: "quit").map(\.name) == ["x", "Ctrl-Q"])
        #expect(try KeyMap.standard.chords("q", for: "quit").map(\.name) == ["q"], "its own key is free for it")
        #expect(throws: KeyMap.RebindingError.taken(key: "r", by: "retry now what could not load")) {
            try KeyMap.standard.chords("r", for: "quit")
        }
        #expect(throws: KeyMap.RebindingError.taken(key: "Ctrl-C", by: "interrupt")) {
            try KeyMap.standard.chords("ctrl-c", for: "quit")
        }
        #expect(throws: KeyMap.RebindingError.unknownKey("hyper-x")) {
            try KeyMap.standard.chords("hyper-x", for: "quit")
        }
        #expect(throws: KeyMap.RebindingError.unknownAction("explode")) {
            try KeyMap.standard.chords("x", for: "explode")
        }
    }

    @Test("every binding the file may name is one of the application's, and has a default key")
    func rebindable() {
        for (name, action) in KeyMap.rebindable {
            #expect(
                KeyMap.defaults.contains { $0.handler == .application && $0.action == action && !$0.chords.isEmpty },
                "\(name)")
        }
    }

    @Test("a choice changes the table it is made in and no other: the panel and the hints name the chosen keys")
    func choiceIsAValue() throws {
        var chosen = KeyMap.standard
        chosen.rebind("quit", to: try chosen.chords("x, ctrl-q", for: "quit"))
        #expect(chosen.resolve(.character("x"), [], editing: false)?.action == .quit)
        #expect(chosen.resolve(.character("q"), [], editing: false) == nil, "q is free once quit has other keys")
        #expect(chosen.keys(for: .quit) == "x, Ctrl-Q")
        #expect(chosen.hintKeys(for: .quit) == "x/Ctrl-Q")
        #expect(KeyMap.standard.resolve(.character("q"), [], editing: false)?.action == .quit)
        #expect(KeyMap.standard.keys(for: .quit) == KeyHelpTopic.quit.line.keys)
        #expect(KeyMap.standard.resolve(.character("x"), [], editing: false) == nil)
    }
}
