/// A chord as a person writes it in the config file and reads it in the help: "x", "G", "+",
/// "ctrl-x", "alt-x", "esc", "enter", "tab", "space", "backspace", "delete", "home", "end",
/// "pgup", "pgdn", "up", "down", "left", "right", "f1"…"f12".
extension KeyChord {
    private static let named: [(name: String, key: Key)] = [
        ("esc", .escape), ("enter", .enter), ("tab", .tab), ("space", .character(" ")), ("backspace", .backspace),
        ("delete", .delete), ("insert", .insert), ("home", .home), ("end", .end), ("pgup", .pageUp),
        ("pgdn", .pageDown), ("up", .up), ("down", .down), ("left", .left), ("right", .right),
    ]

    /// The chord `text` names, or nil when it names none.
    public init?(parsing text: String) {
        var rest = Substring(text)
        var modifiers: Modifiers = []
        while let dash = rest.firstIndex(of: "-"), dash != rest.startIndex, rest.index(after: dash) != rest.endIndex {
            switch rest[..<dash].lowercased() {
            case "ctrl": modifiers.insert(.control)
            case "alt": modifiers.insert(.alt)
            case "shift": modifiers.insert(.shift)
            default: return nil
            }
            rest = rest[rest.index(after: dash)...]
        }
        let name = String(rest)
        if name.count == 1, let character = name.first, !character.isWhitespace,
            !(character.asciiValue.map { $0 < 0x20 || $0 == 0x7F } ?? false)
        {
            // A control chord names its letter in lower case, as the terminal sends it.
            let key = Key.character(modifiers.contains(.control) ? Character(name.lowercased()) : character)
            // An upper-case letter or a symbol may come with Shift, or not, as terminals differ.
            let shifted = !(character.isLowercase || character.isNumber)
            self = modifiers.isEmpty && shifted ? .anyModifiers(key) : .key(key, modifiers)
        } else if let key = Self.named.first(where: { $0.name == name.lowercased() })?.key {
            self = .key(key, modifiers)
        } else if name.lowercased().hasPrefix("f"), let number = Int(name.dropFirst()), (1...12).contains(number) {
            self = .key(.function(number), modifiers)
        } else {
            return nil
        }
    }

    /// How the help names the chord: "Ctrl-X", "Esc", "PgUp", "g".
    public var name: String {
        var prefix = ""
        if case .exactly(let modifiers) = modifiers {
            if modifiers.contains(.control) { prefix += "Ctrl-" }
            if modifiers.contains(.alt) { prefix += "Alt-" }
            if modifiers.contains(.shift) { prefix += "Shift-" }
        }
        switch keys {
        case .numbered(let range): return prefix + "\(range.lowerBound)…\(range.upperBound)"
        case .anyCharacter: return prefix + "any character"
        case .key(let key):
            let word: String =
                switch key {
                case .character(" "): "Space"
                case .character(let character): prefix.isEmpty ? String(character) : character.uppercased()
                case .up: "Up"
                case .down: "Down"
                case .left: "Left"
                case .right: "Right"
                case .backTab: "Shift-Tab"
                case .enter: "Enter"
                case .tab: "Tab"
                case .escape: "Esc"
                case .backspace: "Backspace"
                case .home: "Home"
                case .end: "End"
                case .pageUp: "PgUp"
                case .pageDown: "PgDn"
                case .insert: "Insert"
                case .delete: "Delete"
                case .function(let number): "F\(number)"
                }
            return prefix + word
        }
    }

    /// A key and modifiers this chord answers to, for asking whether another chord does too.
    var example: (Key, Modifiers)? {
        guard case .key(let key) = keys else { return nil }
        switch modifiers {
        case .exactly(let modifiers): return (key, modifiers)
        case .any, .atMostShift: return (key, [])
        }
    }
}
