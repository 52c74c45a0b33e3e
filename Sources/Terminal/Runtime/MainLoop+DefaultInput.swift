import Glibc
import Keys
import Layout

/// What every page gets for free: typing and editing in fields, focus, activation, scrolling,
/// the mouse. The keys follow the loop's bindings in `KeyMap`; what they leave goes to the
/// application.
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
            inputAwaitsLayout = true
            typed = ""
        }
        for event in events {
            if case .key(let key, let modifiers) = event, case .character(let character) = key,
                KeyMap.typing.matches(key, modifiers, editing: engine.focusedTextCursor != nil)
            {
                // A key before it changed what the field holds (a search recalled): the run
                // is typed into that, as it would be a frame later.
                if typed.isEmpty, needsEvaluation { layOut() }
                typed.append(character)
                continue
            }
            flushTyped()
            // A key typed ahead means what it would mean a frame later: the previous key's
            // change is laid out first (a card it scrolled into view is built, a shelf it
            // opened holds its cards), though only the last is drawn. The mouse points at
            // what the screen shows: a change from outside that no frame has drawn yet (a
            // cover arriving) is not laid out first, only a change of input before it.
            if needsEvaluation || needsLayout, inputAwaitsLayout || !event.isMouse { layOut() }
            if !handleByDefault(event), application?.handle(event, loop: self) == true { needsEvaluation = true }
            if needsEvaluation || needsLayout { inputAwaitsLayout = true }
        }
        flushTyped()
    }

    /// Returns whether the loop took the event; the application gets it otherwise.
    private func handleByDefault(_ event: InputEvent) -> Bool {
        // Asked only of a key or a paste: a wheel's notches come many to a frame.
        var editing: Bool { engine.focusedTextCursor != nil }
        switch event {
        case .key(let key, let modifiers):
            guard let binding = keyMap.binding(for: key, modifiers, editing: editing, handler: .loop) else {
                return false
            }
            return perform(binding.action, key: key)
        case .paste(let text) where editing:
            editText(.insert(text))
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

    /// A loop binding's action. An activation with nothing to activate, or a page scroll with
    /// nowhere to go, passes the key on.
    private func perform(_ action: KeyAction, key: Key) -> Bool {
        switch action {
        case .suspend:
            suspend()
            return true
        case .interrupt:
            quit(status: 128 + SIGINT)
            return true
        case .focusNext: engine.moveFocus(forward: true)
        case .focusPrevious: engine.moveFocus(forward: false)
        case .moveFocus(let direction): engine.moveFocus(direction)
        case .edit(let edit): editText(edit)
        case .type:
            // `dispatch` takes typing before the bindings are asked, to make a run one edit.
            guard case .character(let character) = key else { return false }
            editText(.insert(String(character)))
        case .leaveSearch:
            guard engine.leaveSearchField() else { return false }
        case .activate:
            guard engine.activateFocused() else { return false }
            needsEvaluation = true
            return true
        case .scrollPage(let down):
            let center = Point(x: backend.size.width / 2, y: backend.size.height / 2)
            guard engine.scrollPage(at: center, down: down) else { return false }
        case .quit, .back, .askForLink, .redraw, .toggleHelp, .retry, .focusSearch, .focusEdge, .selectTab,
            .recallSearch, .setAllShelves, .toggleFavorite, .addToRepertoire, .moveEntry, .removeEntry, .undo,
            .playShelf, .togglePause, .seek, .skip, .stopPlaying:
            // The application's: no loop binding names one (KeyMapTableTests).
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
