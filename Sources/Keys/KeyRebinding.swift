/// The application's keys the user may choose, by the names the config file gives them
/// (`key.quit = x`): each stands for one of the application's bindings, whose chords the
/// choice replaces. The loop's keys (arrows, Tab, Enter, editing) stay as they are.
extension KeyMap {
    public static let rebindable: [(name: String, action: KeyAction)] = [
        ("quit", .quit), ("back", .back), ("open", .askForLink), ("redraw", .redraw), ("help", .toggleHelp),
        ("retry", .retry), ("search", .focusSearch), ("first-card", .focusEdge(.start, .focused(.horizontal))),
        ("last-card", .focusEdge(.end, .focused(.horizontal))), ("top", .focusEdge(.start, .outermost(.vertical))),
        ("bottom", .focusEdge(.end, .outermost(.vertical))), ("expand-all", .setAllShelves(open: true)),
        ("collapse-all", .setAllShelves(open: false)), ("left", .moveFocus(.left)), ("down", .moveFocus(.down)),
        ("up", .moveFocus(.up)), ("right", .moveFocus(.right)), ("favorite", .toggleFavorite),
        ("add-to-repertoire", .addToRepertoire), ("move-up", .moveEntry(later: false)),
        ("move-down", .moveEntry(later: true)), ("remove", .removeEntry), ("undo", .undo),
        ("play-shelf", .playShelf), ("pause", .togglePause), ("seek-back", .seek(forward: false)),
        ("seek-forward", .seek(forward: true)),
        ("previous", .skip(forward: false)), ("next", .skip(forward: true)), ("stop", .stopPlaying),
    ]

    /// Why a choice of keys cannot be made, in words for the user.
    public enum RebindingError: Error, Equatable, CustomStringConvertible {
        case unknownAction(String)
        case unknownKey(String)
        case taken(key: String, by: String)

        public var description: String {
            switch self {
            case .unknownAction(let name):
                "there is no key named '\(name)' (\(KeyMap.rebindable.map(\.name).joined(separator: ", ")))"
            case .unknownKey(let text): "'\(text)' names no key (such as x, G, ctrl-x, esc, f2)"
            case .taken(let key, let by): "\(key) already does something else (\(by))"
            }
        }
    }

    /// The chords `text` names ("x" or "x, ctrl-q"), checked for the binding `name` against
    /// every other binding in use.
    public func chords(_ text: String, for name: String) throws(RebindingError) -> [KeyChord] {
        guard let action = Self.rebindable.first(where: { $0.name == name })?.action else { throw .unknownAction(name) }
        var chords: [KeyChord] = []
        for word in text.split(separator: ",").map({ String($0.filter { $0 != " " && $0 != "\t" }) }) {
            guard let chord = KeyChord(parsing: word) else { throw .unknownKey(word) }
            if let (key, modifiers) = chord.example,
                let other = bindings.first(where: { binding in
                    binding.chords != Self.typing.chords
                        && !(binding.handler == .application && binding.action == action)
                        && binding.chords.contains { $0.matches(key, modifiers) }
                })
            {
                throw .taken(key: chord.name, by: other.help.map { $0.line.action } ?? "\(other.action)")
            }
            chords.append(chord)
        }
        guard !chords.isEmpty else { throw .unknownKey(text) }
        return chords
    }

    /// Gives the application's binding `name` these chords instead of its own.
    public mutating func rebind(_ name: String, to chords: [KeyChord]) {
        guard let action = Self.rebindable.first(where: { $0.name == name })?.action,
            let index = bindings.firstIndex(where: { $0.handler == .application && $0.action == action })
        else { return }
        let old = bindings[index]
        bindings[index] = KeyBinding(
            chords: chords, context: old.context, handler: old.handler, action: old.action, help: old.help)
        if let topic = old.help { rebound.insert(topic) }
    }

    /// The keys the panel names for `topic`: its own words, unless the user chose other keys
    /// for one of its bindings; then every chord of its bindings, by name.
    public func keys(for topic: KeyHelpTopic) -> String {
        chosenChords(for: topic, handler: nil).map { Self.names($0, separator: ", ") } ?? topic.line.keys
    }

    /// The keys the hint line names for `topic`, by the same rule, shorter: the chords chosen
    /// for its application binding.
    public func hintKeys(for topic: KeyHelpTopic) -> String {
        chosenChords(for: topic, handler: .application).map { Self.names($0, separator: "/") } ?? topic.hintKeys
    }

    /// The chords of `topic`'s bindings (of `handler`'s only, when given), or nil when the user
    /// chose none of them.
    private func chosenChords(for topic: KeyHelpTopic, handler: KeyBinding.Handler?) -> [KeyChord]? {
        guard rebound.contains(topic) else { return nil }
        return bindings.filter { $0.help == topic && (handler == nil || $0.handler == handler) }.flatMap(\.chords)
    }

    private static func names(_ chords: [KeyChord], separator: String) -> String {
        chords.map(\.name).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
            .joined(separator: separator)
    }
}
