import Layout

/// Every key the application answers to, in one table that the run loop, the browser and the
/// `?` panel all read: a value, which the run loop holds and hands to the application, so that
/// no process-wide state decides what a key does. The loop's bindings come first, then the
/// application's; within each, no two bindings match the same key in the same context
/// (KeyMapTableTests), so their order within a handler never decides anything.
public struct KeyMap: Sendable {
    /// A character typed into a field. The loop takes runs of these before any other binding
    /// (`MainLoop.dispatch`), so that a run becomes one edit.
    public static let typing = KeyBinding(
        chords: [KeyChord(keys: .anyCharacter, modifiers: .atMostShift)], context: .editing, handler: .loop,
        action: .type, help: nil)

    /// The bindings in use: `defaults`, with the chords the user chose instead (`rebind`).
    public internal(set) var bindings: [KeyBinding]
    /// The topics whose keys the user chose: a topic not among them is named by its own
    /// words, at no cost (the hint line asks at every frame).
    var rebound: Set<KeyHelpTopic> = []

    /// The table as it comes, before the user chooses any key.
    public static let standard = KeyMap(bindings: defaults)

    public static let defaults: [KeyBinding] = [
        typing,
        // The loop's: focus, editing, activation and scrolling, for every application.
        loop([.character("z", .control)], .suspend),
        loop([.character("c", .control)], .interrupt),
        loop([.key(.tab)], .focusNext, help: .focusOrder),
        loop([.anyModifiers(.backTab), .key(.tab, .shift)], .focusPrevious, help: .focusOrder),
        loop([.key(.up)], .moveFocus(.up), help: .move),
        loop([.key(.down)], .moveFocus(.down), help: .move, when: .notEditing),
        // Esc in a field is the application's: it empties a search, closes a prompt.
        loop([.key(.down)], .leaveSearch, help: .leaveSearch, when: .editing),
        loop([.key(.left)], .moveFocus(.left), help: .move, when: .notEditing),
        loop([.key(.right)], .moveFocus(.right), help: .move, when: .notEditing),
        loop([.key(.left)], .edit(.left), when: .editing),
        loop([.key(.right)], .edit(.right), when: .editing),
        loop([.key(.home)], .edit(.home), when: .editing),
        loop([.key(.end)], .edit(.end), when: .editing),
        loop([.anyModifiers(.backspace)], .edit(.backspace), when: .editing),
        loop([.anyModifiers(.delete)], .edit(.delete), when: .editing),
        loop([.character("u", .control)], .edit(.deleteToStart), help: .lineEditing, when: .editing),
        loop([.character("w", .control)], .edit(.deleteWordBackward), help: .lineEditing, when: .editing),
        loop([.key(.enter)], .activate, help: .activate),
        // In a field a space is typed (`typing`).
        loop([.character(" ")], .activate, help: .activate, when: .notEditing),
        loop([.key(.pageDown)], .scrollPage(down: true), help: .scroll),
        loop([.key(.pageUp)], .scrollPage(down: false), help: .scroll),
        // The application's: navigation. They apply in fields too; `typing` and the field's
        // editing keys take the keys a field needs before these are asked.
        application([.character("q")], .quit, .quit),
        application([.anyModifiers(.escape), .anyModifiers(.backspace)], .back, .back),
        application([.anyModifiers(.character(":")), .character("o", .control)], .askForLink, .link),
        application([.character("l", .control)], .redraw, .redraw),
        application([.anyModifiers(.character("?"))], .toggleHelp, .help),
        application([.character("r")], .retry, .retry),
        application([.character("/")], .focusSearch, .search),
        application([.key(.home)], .focusEdge(.start, .focused(.horizontal)), .carousel),
        application([.key(.end)], .focusEdge(.end, .focused(.horizontal)), .carousel),
        application([.character("g")], .focusEdge(.start, .outermost(.vertical)), .page),
        application([.anyModifiers(.character("G"))], .focusEdge(.end, .outermost(.vertical)), .page),
        application([.anyModifiers(.character("+"))], .setAllShelves(open: true), .shelves),
        application([.character("p", .control)], .recallSearch(older: true), .searchHistory),
        application([.character("n", .control)], .recallSearch(older: false), .searchHistory),
        application([.character("-")], .setAllShelves(open: false), .shelves),
        application([.character("h")], .moveFocus(.left), .move),
        application([.character("j")], .moveFocus(.down), .move),
        application([.character("k")], .moveFocus(.up), .move),
        application([.character("l")], .moveFocus(.right), .move),
        application([.character("f")], .toggleFavorite, .favorite),
        application([.character("a")], .addToRepertoire, .addToRepertoire),
        application([.anyModifiers(.character("K"))], .moveEntry(later: false), .reorder),
        application([.anyModifiers(.character("J"))], .moveEntry(later: true), .reorder),
        application([.character("d")], .removeEntry, .removeFromList),
        application([.character("u")], .undo, .undo),
        application([.anyModifiers(.character("P"))], .playShelf, .playShelf),
        application([.character("p")], .togglePause, .pause),
        application([.character("[")], .seek(forward: false), .seek),
        application([.character("]")], .seek(forward: true), .seek),
        application([.anyModifiers(.character("<"))], .skip(forward: false), .skip),
        application([.anyModifiers(.character(">"))], .skip(forward: true), .skip),
        application([.character("s")], .stopPlaying, .stopPlaying),
        // One number a tab (KeyMapTests checks the range against the tabs).
        application([KeyChord(keys: .numbered(1...5), modifiers: .exactly([]))], .selectTab, .tabs),
    ]

    /// The binding `handler` has for the key, if any. `editing` is asked only of bindings that
    /// care: finding it walks the page's controls, and the application's bindings never do.
    public func binding(
        for key: Key, _ modifiers: Modifiers, editing: @autoclosure () -> Bool, handler: KeyBinding.Handler
    ) -> KeyBinding? {
        bindings.first { $0.handler == handler && $0.matches(key, modifiers, editing: editing()) }
    }

    /// What a key means: the loop's binding, else the application's.
    public func resolve(_ key: Key, _ modifiers: Modifiers, editing: Bool) -> KeyBinding? {
        binding(for: key, modifiers, editing: editing, handler: .loop)
            ?? binding(for: key, modifiers, editing: editing, handler: .application)
    }

    /// The `?` panel's lines: every topic some binding tells of, in the topics' order.
    public static let help: [KeyHelpTopic] = KeyHelpTopic.allCases.filter { topic in
        defaults.contains { $0.help == topic }
    }

    private static func loop(
        _ chords: [KeyChord], _ action: KeyAction, help: KeyHelpTopic? = nil, when context: KeyBinding.Context = .always
    ) -> KeyBinding {
        KeyBinding(chords: chords, context: context, handler: .loop, action: action, help: help)
    }

    /// The application's bindings apply everywhere: its handler never looked at the focus.
    private static func application(_ chords: [KeyChord], _ action: KeyAction, _ help: KeyHelpTopic) -> KeyBinding {
        KeyBinding(chords: chords, context: .always, handler: .application, action: action, help: help)
    }
}
