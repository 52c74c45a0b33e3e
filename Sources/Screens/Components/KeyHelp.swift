import Keys
import Layout

/// The `?` panel: every key the application answers to, in place of the page until Esc or `?`
/// closes it. It scrolls (PgDn, PgUp, the wheel) when the terminal is too short for it.
struct KeyHelp: View {
    static let title = "Keys"
    static let closing = "Esc, ? or q closes this help."

    let keyMap: KeyMap

    /// The keys and what they do, as the key map tells of them.
    var entries: [(keys: String, action: String)] { KeyMap.help.map { (keyMap.keys(for: $0), $0.line.action) } }

    /// What the mouse does, which no key map holds.
    static let mouse: [(keys: String, action: String)] = [
        ("Click", "focus and press: a row, a card, a letter of the index, a link"),
        ("Wheel", "scroll what is under it; Shift-wheel, a carousel sideways"),
        ("Right-click", "mark the card under it ★, or take the ★ off"),
    ]

    var body: some View {
        // A panel: the arrows scroll it, and nothing beside it takes the focus.
        ScrollView(.vertical) { list }.id("help").focusSection(.panel)
    }

    private var list: Element {
        let entries = entries
        let keysWidth = (entries + Self.mouse).map(\.keys.count).max() ?? 0
        return VStack(spacing: 0) {
            Text(Self.title).heading()
            Text(" ")
            // Each row is known by its keys, the mouse's apart from the keyboard's: rows of one
            // column need ids of their own, or the engine cannot tell them apart.
            ForEach(entries.map { ("key " + $0.keys, $0) }, id: \.0) { _, entry in
                Self.line(entry, keysWidth: keysWidth)
            }
            Text(" ")
            Text("Mouse").heading()
            ForEach(Self.mouse.map { ("mouse " + $0.keys, $0) }, id: \.0) { _, entry in
                Self.line(entry, keysWidth: keysWidth)
            }
            Text(" ")
            Text(Self.closing).secondary()
        }
        .padding(horizontal: 1, vertical: 0)
        .element
    }

    private static func line(_ entry: (keys: String, action: String), keysWidth: Int) -> Element {
        HStack(spacing: 2) {
            Text(entry.keys).bold().frame(width: keysWidth)
            Text(entry.action)
        }
        .element
    }
}
