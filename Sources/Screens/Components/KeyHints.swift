import Keys
import Layout

/// The hints on the bottom line: the keys of what has the focus, then the way to all of them.
/// A field takes typed characters, so its hints leave out `q` and `?`.
enum KeyHints {
    /// What the page shown offers beside its controls.
    struct PageKeys: Equatable {
        var showsHelp = false
        var hasSearch = false
        var hasShelves = false
        /// A list the user orders (a repertoire): K and J move the focused entry, d takes it out.
        var ordersEntries = false
    }

    static func hints(for focus: FocusContext?, on page: PageKeys, keyMap: KeyMap) -> [KeyHint] {
        func hint(_ topic: KeyHelpTopic, _ action: String) -> KeyHint {
            KeyHint(keys: keyMap.hintKeys(for: topic), action: action)
        }
        let closing = [hint(.quit, "quit"), hint(.help, "all keys")]
        if page.showsHelp { return [hint(.scroll, "scroll"), hint(.back, "close")] }
        switch focus?.kind {
        case .textField(submits: true)?:
            return [hint(.activate, "open"), hint(.back, "cancel")]
        case .textField(submits: false)?:
            return [hint(.leaveSearch, "results"), hint(.lineEditing, "erase"), hint(.back, "clear")]
        case .link?:
            return [hint(.activate, "open the link")] + closing
        case .toggle?:
            return [hint(.activate, "switch")] + closing
        case .segment?:
            return [hint(.move, "choose"), hint(.activate, "select")] + closing
        case .button?:
            if let isOpen = focus?.isExpanded {
                return [
                    hint(.activate, isOpen ? "close" : "open"), hint(.shelves, "every shelf"), hint(.playShelf, "play"),
                ] + closing
            }
            if focus?.scrollsSideways == true {
                return [hint(.activate, "open"), hint(.favorite, "★"), hint(.carousel, "first, last card")] + closing
            }
            if page.ordersEntries {
                return [hint(.activate, "press"), hint(.reorder, "move"), hint(.removeFromList, "take out")] + closing
            }
            return [hint(.activate, "press")] + closing
        case nil:
            var hints = [hint(.move, "move")]
            if page.hasSearch { hints.append(hint(.search, "search")) }
            if page.hasShelves { hints.append(hint(.shelves, "every shelf")) }
            return hints + [hint(.link, "open by name")] + closing
        }
    }
}
