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
    let art: CardArt
}

/// A card on screen, among the engine's visible keys: the page hydrates these first.
struct VisibleCard: Hashable {
    let id: String
}

/// A recording card in a shelf's carousel: the cover art's place, year, artist (or song),
/// album on two lines and, when the shelf reserves it, the recording's own title. Enter or a
/// click opens the recording.
struct RecordingCard: View {
    static let size = Size(width: 17, height: 7)

    let content: CardContent
    let reservesTitleLine: Bool
    /// Whether the card is among what the page hydrates first when it shows (shelf cards; the
    /// featured rows arrive whole).
    var hydratesWhenShown = true
    let open: () -> Void

    var body: Element {
        let card = Button(title: label, action: open) {
            VStack(spacing: 0) {
                Text(content.art.lines.0).dim()
                Text(content.art.lines.1).dim().lineLimit(1)
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
        .accessibilityValue(content.art.accessibilityValue)
        return hydratesWhenShown ? card.reportsVisibility(VisibleCard(id: content.id)) : card
    }

    private var label: String { "\(content.year ?? "Unknown Year") · \(content.line) · \(content.album)" }
}
