import Glibc
import Layout

/// What every page gets for free: typing and editing in fields, focus, activation, scrolling,
/// the mouse. What it leaves goes to the application.
extension MainLoop {
    func dispatch(_ events: [InputEvent]) {
        // Characters typed into a text field arrive together when typing is fast or a paste
        // has no brackets: each run becomes one edit, so a megabyte costs a few edits of the
        // field, not one per character.
        var typed = ""
        func flushTyped() {
            guard !typed.isEmpty else { return }
            editText(.insert(typed))
            needsLayout = true
            typed = ""
        }
        for event in events {
            if case .key(.character(let character), let modifiers) = event, modifiers.isSubset(of: .shift),
                engine.focusedTextCursor != nil
            {
                typed.append(character)
                continue
            }
            flushTyped()
            if !handleByDefault(event), application?.handle(event, loop: self) == true { needsEvaluation = true }
        }
        flushTyped()
    }

    /// Focus, activation, text editing, scrolling and mouse: what every page gets for free.
    private func handleByDefault(_ event: InputEvent) -> Bool {
        let editing = engine.focusedTextCursor != nil
        switch event {
        case .key(.character("z"), .control):
            suspend()
            return true
        case .key(.character("c"), .control):
            quit(status: 128 + SIGINT)
            return true
        case .key(.tab, []):
            engine.moveFocus(forward: true)
        case .key(.backTab, _), .key(.tab, .shift):
            engine.moveFocus(forward: false)
        case .key(.up, []) where !editing: engine.moveFocus(.up)
        case .key(.down, []) where !editing: engine.moveFocus(.down)
        case .key(.left, []): editing ? editText(.left) : engine.moveFocus(.left)
        case .key(.right, []): editing ? editText(.right) : engine.moveFocus(.right)
        case .key(.home, []) where editing: editText(.home)
        case .key(.end, []) where editing: editText(.end)
        case .key(.backspace, _) where editing: editText(.backspace)
        case .key(.delete, _) where editing: editText(.delete)
        case .key(.character(let character), []) where editing: editText(.insert(String(character)))
        case .key(.character(let character), .shift) where editing: editText(.insert(String(character)))
        case .paste(let text) where editing: editText(.insert(text))
        case .key(.enter, []), .key(.character(" "), []):
            guard engine.activateFocused() else { return false }
            needsEvaluation = true
            return true
        case .key(.pageDown, []), .key(.pageUp, []):
            let center = Point(x: backend.size.width / 2, y: backend.size.height / 2)
            let page = max(1, backend.size.height - 2)
            guard engine.scroll(at: center, axis: .vertical, by: event == .key(.pageDown, []) ? page : -page) else {
                return false
            }
        case .mouse(let mouse):
            return handleMouse(mouse)
        case .reply(let reply):
            take(reply)
            return true
        default:
            return false
        }
        needsLayout = true
        return true
    }

    private func editText(_ key: TextEditKey) {
        if engine.edit(key) { needsEvaluation = true }
    }

    private func handleMouse(_ mouse: MouseEvent) -> Bool {
        switch mouse.kind {
        case .press(button: 0):
            if engine.click(at: mouse.position) { needsEvaluation = true }
            return true
        case .wheelUp, .wheelDown:
            let delta = mouse.kind == .wheelDown ? 3 : -3
            let axis: Axis = mouse.modifiers.contains(.shift) ? .horizontal : .vertical
            if engine.scroll(at: mouse.position, axis: axis, by: axis == .horizontal ? delta * 2 : delta) {
                needsLayout = true
            }
            return true
        case .wheelLeft, .wheelRight:
            if engine.scroll(at: mouse.position, axis: .horizontal, by: mouse.kind == .wheelRight ? 6 : -6) {
                needsLayout = true
            }
            return true
        default:
            return false
        }
    }
}
