import Artwork
import Layout

/// What a card shows where its cover goes: from what hydration told about the recording, then
/// from the cover pipeline.
enum CardArt: Hashable {
    /// The full row or the cover has not arrived yet.
    case loading
    /// The recording has a cover at this URL, not drawn yet (or cover art is off).
    case cover(url: String, source: String?)
    /// The cover, ready to copy into the canvas.
    case drawn(CellArt, source: String?)
    /// The recording has no cover, or the catalog does not know it.
    case unavailable
    /// Its row or its cover could not be loaded; the page offers a retry, and a cover is tried
    /// again when the card shows after its back-off.
    case failed

    /// The two lines a placeholder shows.
    var placeholder: (String, String) {
        switch self {
        case .loading, .cover: ("Album art", "loading…")
        case .drawn: ("", "")
        case .unavailable: ("Album art", "not available")
        case .failed: ("Album art", "failed ⟳")
        }
    }

    /// The cover's address, while it is still to be drawn.
    var coverURL: String? {
        if case .cover(let url, _) = self { url } else { nil }
    }

    /// The card's art state for the automation tree.
    var accessibilityValue: String {
        switch self {
        case .loading, .cover: "art loading"
        case .drawn(_, let source): "cover" + (source.map { " from \($0)" } ?? "")
        case .unavailable: "no art"
        case .failed: "art failed"
        }
    }
}

extension ArtGeometry {
    /// A card's art on a screen `height` rows high: the full 8 rows where there is room, 3 on
    /// short terminals, so that a whole card still fits on a 40×12 screen.
    static func card(forScreenHeight height: Int) -> ArtGeometry {
        height >= 30 ? .card : ArtGeometry(columns: ArtGeometry.card.columns, rows: 3)
    }

    /// The whole card around this art: the art, then the year, the artist (or song) and two
    /// lines of album.
    var cardSize: Size { Size(width: columns, height: rows + 5) }
}
