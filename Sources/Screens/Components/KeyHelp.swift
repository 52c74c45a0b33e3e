import Layout

/// The `?` panel: every key the application answers to, in place of the page until Esc or `?`
/// closes it.
struct KeyHelp: View {
    static let title = "Keys"
    static let closing = "Esc or ? closes this help."

    /// The keys and what they do, in the order a newcomer needs them.
    static let entries: [(keys: String, action: String)] = [
        ("Arrows, h j k l", "move between controls"),
        ("Tab, Shift-Tab", "next, previous control"),
        ("Enter, Space", "open or press the focused control"),
        ("PgUp, PgDn", "scroll the page"),
        ("Home, End", "first, last card of the carousel"),
        ("g, G", "top, bottom of the page"),
        ("/", "search"),
        (":, Ctrl-O", "open a link"),
        ("Esc, Backspace", "back (a panel or this help closes first)"),
        ("1 2 3 4", "Songs, Artists, Settings, About"),
        ("Ctrl-L", "redraw the screen"),
        ("r", "retry now what could not load"),
        ("?", "this help"),
        ("q", "quit"),
    ]

    static let keysWidth = entries.map(\.keys.count).max() ?? 0

    var body: some View {
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
    }
}
