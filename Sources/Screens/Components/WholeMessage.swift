import Layout

/// A message too long for the message line, whole, in place of the page until Esc: a config's
/// every conflict, a server's whole error. It scrolls (the arrows, PgDn, PgUp, the wheel) when
/// the terminal is too short for it.
struct WholeMessage: View {
    static let closing = "Esc closes this message."

    let text: String

    var body: some View {
        // A panel, as the help is: the arrows scroll it, and nothing beside it takes the focus.
        ScrollView(.vertical) {
            VStack(spacing: 0) {
                Text("⚠ " + text).bold()
                Text(" ")
                Text(Self.closing).secondary()
            }
            .padding(horizontal: 1, vertical: 0)
        }
        .id("whole-message-panel")
        .focusSection(.panel)
    }
}
