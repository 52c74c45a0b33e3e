import UntrustedText

/// The editing keys a text field understands.
public enum TextEditKey: Equatable, Sendable {
    case insert(String)
    case backspace
    case delete
    case left
    case right
    case home
    case end
    /// Everything before the cursor (Ctrl-U, as in a shell).
    case deleteToStart
    /// The word before the cursor and the spaces after it (Ctrl-W, as in a shell).
    case deleteWordBackward
}

/// Single-line editing on a string and a cursor (a character index): pure, so each key's
/// effect is a table test.
struct TextFieldEditor: Equatable {
    private(set) var text: String
    private(set) var cursor: Int

    init(text: String, cursor: Int) {
        self.text = text
        self.cursor = max(0, min(cursor, text.count))
    }

    mutating func apply(_ key: TextEditKey) {
        var characters = Array(text)
        switch key {
        case .insert(let typed):
            let clean = UntrustedText.forScreen(typed, limit: .max).map { $0 == "\n" ? " " : $0 }
            characters.insert(contentsOf: clean, at: cursor)
            cursor += clean.count
        case .backspace:
            guard cursor > 0 else { return }
            characters.remove(at: cursor - 1)
            cursor -= 1
        case .delete:
            guard cursor < characters.count else { return }
            characters.remove(at: cursor)
        case .left: cursor = max(0, cursor - 1)
        case .right: cursor = min(characters.count, cursor + 1)
        case .home: cursor = 0
        case .end: cursor = characters.count
        case .deleteToStart:
            characters.removeSubrange(0..<cursor)
            cursor = 0
        case .deleteWordBackward:
            var start = cursor
            while start > 0, characters[start - 1] == " " { start -= 1 }
            while start > 0, characters[start - 1] != " " { start -= 1 }
            characters.removeSubrange(start..<cursor)
            cursor = start
        }
        text = String(characters)
    }
}
