/// Editing the focused text field: each key applied at the field's own cursor, to the text
/// the keys before it made.
extension LayoutEngine {
    /// Types into the focused text field at its cursor: the new text is reported through the
    /// field's callback. Pasted line breaks become spaces; control characters become symbols.
    @discardableResult
    public func type(_ text: String) -> Bool { edit(.insert(text)) }

    /// Applies an editing key to the focused text field. The cursor is kept per field identity.
    /// Keys that arrive before the page is evaluated again edit the text the previous key made,
    /// not the (older) text the page last showed: no keystroke is lost between frames.
    @discardableResult
    public func edit(_ key: TextEditKey) -> Bool {
        guard let node = focusedNode, let current = fieldText(of: node) else { return false }
        var editor = TextFieldEditor(text: current, cursor: textEditing.cursors[node.identity] ?? current.count)
        editor.apply(key)
        textEditing.cursors[node.identity] = editor.cursor
        if editor.text != current {
            textEditing.editedTexts[node.identity] = editor.text
            send(.textChanged(editor.text), to: node)
        }
        return true
    }

    /// Puts the focused field's cursor after its text, whatever the text becomes when the page
    /// is next evaluated (a search recalled in place of what was typed).
    public func moveCursorToEnd() {
        guard let node = focusedNode else { return }
        textEditing.cursors[node.identity] = nil
    }

    /// The cursor position (in characters) of the focused text field.
    public var focusedTextCursor: Int? {
        guard let node = focusedNode, let current = fieldText(of: node) else { return nil }
        return min(textEditing.cursors[node.identity] ?? current.count, current.count)
    }

    func isTextField(_ node: Node) -> Bool {
        guard case .control(let control, _) = node.element.kind, case .textField = control.kind else { return false }
        return true
    }

    /// A text field's text: as last edited, until the page is evaluated again.
    private func fieldText(of node: Node) -> String? {
        guard case .control(let control, _) = node.element.kind, case .textField(let shown, _, _, _) = control.kind
        else {
            return nil
        }
        return textEditing.editedTexts[node.identity] ?? shown
    }
}
