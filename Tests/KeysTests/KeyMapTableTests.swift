import Keys
import KeysTestSupport
import Testing

/// The rules the table keeps by itself, whoever reads it: each key means one thing per handler
/// and context, each handler is asked only for what it performs, and the `?` panel names
/// exactly the keys that act.
@Suite("The key map's table")
struct KeyMapTableTests {
    @Test("within a handler, no two bindings match one key in one context")
    func disjoint() {
        for (key, modifiers) in KeyUniverse.chords {
            for editing in [false, true] {
                for handler in [KeyBinding.Handler.loop, .application] {
                    let matches = KeyMap.bindings.filter {
                        $0.handler == handler && $0.matches(key, modifiers, editing: editing)
                    }
                    #expect(
                        matches.count <= 1,
                        "\(key) \(modifiers.rawValue), editing \(editing): \(matches.map(\.action))")
                }
            }
        }
    }

    @Test("each handler's bindings name only actions that handler performs")
    func handlersOwnTheirActions() {
        for binding in KeyMap.bindings {
            switch binding.action {
            case .type, .suspend, .interrupt, .focusNext, .focusPrevious, .edit, .activate, .leaveSearch, .scrollPage:
                #expect(binding.handler == .loop, "\(binding.action)")
            case .quit, .back, .askForLink, .redraw, .toggleHelp, .retry, .focusSearch, .focusEdge, .selectTab,
                .recallSearch,
                .setAllShelves:
                #expect(binding.handler == .application, "\(binding.action)")
            case .moveFocus:
                break
            }
        }
    }

    @Test("every panel line has bindings, and names exactly their keys")
    func panelNamesTheKeys() {
        #expect(KeyMap.help == KeyHelpTopic.allCases)
        for topic in KeyHelpTopic.allCases {
            let named = Set(topic.line.keys.split(whereSeparator: { $0 == "," || $0 == " " }).map(String.init))
            let bound = Set(KeyMap.bindings.filter { $0.help == topic }.flatMap(\.chords).flatMap(Self.names))
            #expect(named == bound, "\(topic)")
        }
    }

    @Test("the hint line names only keys its topic's panel line names")
    func hintsNameTheKeys() {
        for topic in KeyHelpTopic.allCases {
            let named = Set(topic.line.keys.split(whereSeparator: { $0 == "," || $0 == " " }).map(String.init))
            let hinted = Set(topic.hintKeys.split(separator: "/").map(String.init))
            #expect(hinted.isSubset(of: named), "\(topic): \(hinted.subtracting(named))")
        }
    }

    @Test("the panel leaves out only typing, editing a field, Ctrl-Z and Ctrl-C")
    func panelLeavesOut() {
        for binding in KeyMap.bindings where binding.help == nil {
            switch binding.action {
            case .type, .edit, .suspend, .interrupt: break
            default: Issue.record("\(binding.action) is not in the panel")
            }
        }
    }

    /// What the panel calls a chord's keys: the exact modifiers before the key ("Ctrl-O",
    /// "Shift-Tab"), none for a chord that takes any, every number of a numbered chord.
    private static func names(_ chord: KeyChord) -> [String] {
        var prefix = ""
        if case .exactly(let modifiers) = chord.modifiers {
            if modifiers.contains(.control) { prefix += "Ctrl-" }
            if modifiers.contains(.alt) { prefix += "Alt-" }
            if modifiers.contains(.shift) { prefix += "Shift-" }
        }
        switch chord.keys {
        case .numbered(let range): return range.map { prefix + String($0) }
        case .anyCharacter: return [prefix + "any character"]
        case .key(let key):
            let name: String =
                switch key {
                case .character(" "): "Space"
                case .character(let character): prefix.isEmpty ? String(character) : character.uppercased()
                case .up, .down, .left, .right: "Arrows"
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
            return [prefix + name]
        }
    }
}
