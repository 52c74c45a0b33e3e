import Keys
import Layout

/// The `?` panel: every key the application answers to, in place of the page until Esc or `?`
/// closes it. It scrolls (PgDn, PgUp, the wheel) when the terminal is too short for it.
struct KeyHelp: View {
    static let title = "Keys"
    static let closing = "Esc or ? closes this help."

    /// The keys and what they do, as the key map tells of them.
    static let entries: [(keys: String, action: String)] = KeyMap.help.map(\.line)

    static let keysWidth = entries.map(\.keys.count).max() ?? 0

    var body: some View {
        ScrollView(.vertical) { list }.id("help")
    }

    private var list: Element {
        VStack(spacing: 0) {
            Text(Self.title).heading()
            Text(" ")
            ForEach(Array(Self.entries.enumerated()), id: \.offset) { _, entry in
                HStack(spacing: 2) {
                    Text(entry.keys).bold().frame(width: Self.keysWidth)
                    Text(entry.action)
                }
                .element
            }
            Text(" ")
            Text(Self.closing).secondary()
        }
        .padding(horizontal: 1, vertical: 0)
        .element
    }
}
