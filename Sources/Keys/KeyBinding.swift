/// One meaning of one or more chords: where it applies, who performs it, and the panel line
/// that tells of it.
public struct KeyBinding: Sendable {
    /// Who performs the action. The loop's bindings come first; a key reaches the
    /// application's only when the loop has none for it, or its action did not take.
    public enum Handler: Sendable {
        case loop, application
    }

    /// Whether the binding applies while a text field has the focus.
    public enum Context: Sendable {
        case always, editing, notEditing

        /// `editing` is asked only when it matters: the typing pre-pass asks it once a
        /// character, so it must cost nothing for the bindings that do not care.
        public func admits(editing: @autoclosure () -> Bool) -> Bool {
            switch self {
            case .always: true
            case .editing: editing()
            case .notEditing: !editing()
            }
        }
    }

    public let chords: [KeyChord]
    public let context: Context
    public let handler: Handler
    public let action: KeyAction
    /// Nil for what the panel leaves out: typing, editing a field, Ctrl-Z and Ctrl-C.
    public let help: KeyHelpTopic?

    public init(chords: [KeyChord], context: Context, handler: Handler, action: KeyAction, help: KeyHelpTopic?) {
        self.chords = chords
        self.context = context
        self.handler = handler
        self.action = action
        self.help = help
    }

    public func matches(_ key: Key, _ modifiers: Modifiers, editing: @autoclosure () -> Bool) -> Bool {
        chords.contains { $0.matches(key, modifiers) } && context.admits(editing: editing())
    }
}
