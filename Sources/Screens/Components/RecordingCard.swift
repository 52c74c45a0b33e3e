import Artwork
import Browsing
import Layout

/// What a card shows, whatever page it is on: the song page shows the artist, the artist page
/// the song title.
package struct CardContent: Hashable {
    let id: String
    let year: String?
    let line: String
    let album: String
    /// The "(title)" line, when the shelf reserves it; empty on cards of such a shelf whose
    /// title is the song's.
    let distinctTitle: String?
    let isCanonical: Bool
    var art: CardArt
    /// Whether the user marked the recording ★ (the library's, not the catalog's).
    var isFavorite = false
    /// The card's words whole (`RecordingCardText.detail`), for the line under the page while
    /// the card has the focus.
    let detail: String
}

/// A card on screen, among the engine's visible keys: the page hydrates these first (shelf
/// cards; featured rows arrive whole), and their covers are made first. Focused, its `detail`
/// is the focus line's.
struct VisibleCard: Hashable {
    let id: String
    let hydrates: Bool
    /// The cover the card asks for while it shows.
    let coverURL: String?
    var detail: String?
}

/// A cover's place on screen while it waits for its cover (`CardArt.awaiting`), among the
/// engine's visible keys apart from its card's: a card at the top of the page may show its
/// words with its cover's place scrolled away, and a cover finished for it changes nothing on
/// screen (`CoverArtwork.checkAwaited`).
struct VisibleCover: Hashable {
    let url: String
    let awaiting: CardArt.Awaiting
}

/// A recording card in a carousel: the cover art's place (unless covers are off), year, artist
/// (or song), album on two lines and, when the shelf reserves it, the recording's own title;
/// ★ beside the year when it is a favourite. Enter or a click opens the recording.
struct RecordingCard: View {
    let content: CardContent
    let geometry: CardGeometry
    let reservesTitleLine: Bool
    /// Whether the card is among what the page hydrates first when it shows (shelf cards; the
    /// featured rows arrive whole).
    var hydratesWhenShown = true
    let open: () -> Void

    var body: Element {
        let card = Button(title: label, action: open) {
            VStack(spacing: 0) {
                if let art = geometry.art { CardArtArea(art: content.art, geometry: art) }
                HStack(spacing: 1) {
                    Text(content.year ?? "—").bold()
                    if content.isFavorite { Text("★").foreground(Color.favorite) }
                    // The catalog's own mark; the star is the user's.
                    if content.isCanonical { Text("✦").foreground(Color.brand) }
                }
                Text(content.line).lineLimit(1)
                Text(content.album).secondary().lineLimit(reservesTitleLine ? 1 : 2)
                if reservesTitleLine { Text(content.distinctTitle ?? "").dim().lineLimit(1) }
            }
            .frame(width: geometry.size.width, height: geometry.size.height, alignment: .leading)
        }
        .accessibilityLabel(label)
        .accessibilityValue(content.art.accessibilityValue)
        return card.reportsVisibility(
            VisibleCard(
                id: content.id, hydrates: hydratesWhenShown, coverURL: content.art.coverURL, detail: content.detail))
    }

    private var label: String { "\(content.year ?? RecordingCardText.unknownYear) · \(content.line) · \(content.album)" }
}

/// The cover's place on a card: the cover once drawn, else a placeholder of the same size.
struct CardArtArea: View {
    let art: CardArt
    let geometry: ArtGeometry

    var body: Element {
        guard case .drawn(let rendering, let url, _) = art else {
            guard let url = art.coverURL, let awaiting = art.awaiting else { return placeholder(art.placeholder) }
            return placeholder(art.placeholder).reportsVisibility(VisibleCover(url: url, awaiting: awaiting))
        }
        // Keyed by its URL (and the image's id): hashing the cells themselves would cost
        // every card's art in every evaluation.
        switch rendering {
        case .cells(let cells):
            return Image(cells.imageSlot(key: url)).element
        case .image(let image):
            let size = Size(width: geometry.columns, height: geometry.rows)
            return Image(
                ImageSlot(size: size, key: [url, "\(image.id)"]) { canvas, frame in
                    // A sixel image partly scrolled out of view cannot be drawn in part.
                    guard !canvas.place(image, in: frame) else { return }
                    canvas.write("Album art", at: frame.origin, style: Style(dim: true))
                }
            ).element
        }
    }

    private func placeholder(_ lines: (String, String)) -> Element {
        VStack(spacing: 0) {
            Text(lines.0).dim()
            Text(lines.1).dim().lineLimit(1)
        }
        .frame(width: geometry.columns, height: geometry.rows)
        .element
    }
}
