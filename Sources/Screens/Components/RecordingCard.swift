import Browsing
import Layout

/// What a card shows, whatever page it is on: the song page shows the artist, the artist page
/// the song title.
struct CardContent: Hashable {
    let id: String
    let year: String?
    let line: String
    let album: String
    /// The "(title)" line, when the shelf reserves it; empty on cards of such a shelf whose
    /// title is the song's.
    let distinctTitle: String?
    let isCanonical: Bool
}

/// A recording card in a shelf's carousel: the cover art's place, year, artist (or song),
/// album on two lines and, when the shelf reserves it, the recording's own title. Enter or a
/// click opens the recording.
struct RecordingCard: View {
    static let size = Size(width: 17, height: 7)

    let content: CardContent
    let reservesTitleLine: Bool
    let open: () -> Void

    var body: some View {
        Button(title: label, action: open) {
            VStack(spacing: 0) {
                Text("Album art").dim()
                Text("not available").dim()
                HStack(spacing: 1) {
                    Text(content.year ?? "—").bold()
                    if content.isCanonical { Text("★").foreground(Color.brand) }
                }
                Text(content.line).lineLimit(1)
                Text(content.album).secondary().lineLimit(reservesTitleLine ? 1 : 2)
                if reservesTitleLine { Text(content.distinctTitle ?? "").dim().lineLimit(1) }
            }
            .frame(width: Self.size.width, height: Self.size.height, alignment: .leading)
        }
        .accessibilityLabel(label)
    }

    private var label: String { "\(content.year ?? "Unknown Year") · \(content.line) · \(content.album)" }
}
