import Keys
import KeysTestSupport
import TestThreads
import Testing

/// The rules the table keeps by itself, whoever reads it: each key means one thing per handler
/// and context, each handler is asked only for what it performs, and the `?` panel names
/// exactly the keys that act.
@Suite("The key map's table", .testThreads)
struct KeyMapTableTests {
    @Test("within a handler, no two bindings match one key in one context")
    func disjoint() {
        for (key, modifiers) in KeyUniverse.chords {
            for editing in [false, true] {
                for handler in [KeyBinding.Handler.loop, .application] {
                    let matches = KeyMap.standard.bindings.filter {
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
        for binding in KeyMap.standard.bindings {
            switch binding.action {
            case .type, .suspend, .interrupt, .focusNext, .focusPrevious, .edit, .activate, .leaveSearch, .scrollPage:
                #expect(binding.handler == .loop, "\(binding.action)")
            case .quit, .back, .askForLink, .redraw, .toggleHelp, .retry, .focusSearch, .focusEdge, .selectTab,
                .recallSearch, .setAllShelves, .toggleFavorite, .addToRepertoire, .moveEntry, .removeEntry, .undo,
                .playShelf, .togglePause, .seek, .skip, .stopPlaying:
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
            let bound = Set(
                KeyMap.standard.bindings.filter { $0.help == topic }.flatMap(\.chords).flatMap {
                    Self.names($0, in: topic)
                })
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
        for binding in KeyMap.standard.bindings where binding.help == nil {
            switch binding.action {
            case .type, .edit, .suspend, .interrupt: break
            default: Issue.record("\(binding.action) is not in the panel")
            }
        }
    }

    /// What the panel calls a chord's keys: its name, "Arrows" for any arrow, every number of
    /// a numbered chord.
    /// The names the panel gives a chord's keys: the four arrows are "Arrows" on the line of
    /// moves, and each by its own name elsewhere.
    private static func names(_ chord: KeyChord, in topic: KeyHelpTopic) -> [String] {
        switch chord.keys {
        case .numbered(let range): range.map(String.init)
        case .key(.up), .key(.down), .key(.left), .key(.right): topic == .move ? ["Arrows"] : [chord.name]
        case .key, .anyCharacter: [chord.name]
        }
    }
}
