import Artwork
import Layout

/// What a card shows where its cover goes: from what hydration told about the recording, then
/// from the cover pipeline.
package enum CardArt: Hashable {
    /// The full row or the cover has not arrived yet.
    case loading
    /// The recording has a cover at this URL, not drawn yet (or cover art is off).
    case cover(url: String, source: String?)
    /// The cover at this URL, ready: symbol art to copy into the canvas, or an image for the
    /// terminal to draw.
    case drawn(ArtworkRendering, url: String, source: String?)
    /// The recording has no cover, or the catalog does not know it.
    case unavailable
    /// Its row could not be loaded (the page offers a retry), or its cover at `url` (tried
    /// again when the card shows after its back-off).
    case failed(url: String?)

    /// The two lines shown until (or instead of) a drawn cover.
    var placeholder: (String, String) {
        switch self {
        case .loading, .cover, .drawn: ("Album art", "loading…")
        case .unavailable: ("Album art", "not available")
        case .failed: ("Album art", "failed ⟳")
        }
    }

    /// The cover's address: what the card asks for while it shows.
    var coverURL: String? {
        switch self {
        case .cover(let url, _), .drawn(_, let url, _): url
        case .failed(let url): url
        case .loading, .unavailable: nil
        }
    }

    /// What a card shows in place of a cover still to come: the placeholder while it is made,
    /// the failure until it is tried again. A finished cover changes only such cards.
    enum Awaiting: Hashable {
        case placeholder
        case failure
    }

    /// How the card waits for its cover; nil when it shows it, or has none to wait for.
    var awaiting: Awaiting? {
        switch self {
        case .cover: .placeholder
        case .failed(let url): url == nil ? nil : .failure
        case .loading, .drawn, .unavailable: nil
        }
    }

    /// The card's art state for the automation tree.
    var accessibilityValue: String {
        switch self {
        case .loading, .cover: "art loading"
        case .drawn(_, _, let source): "cover" + (source.map { " from \($0)" } ?? "")
        case .unavailable: "no art"
        case .failed: "art failed"
        }
    }
}

extension ArtGeometry {
    /// A card's art on a screen `height` rows high: a whole card (its art and five lines of
    /// text) takes at most half of the rows below the page's top line, title and tab bar
    /// (four), so a shelf's neighbours stay in sight: the full 8 rows of art from 30 rows, 5 on
    /// an 80×24 terminal, and never fewer than 3, which a 40×12 screen still shows whole.
    /// `cellPixels` is the terminal's cell size, which images are made to fit.
    package static func card(forScreenHeight height: Int, cellPixels: PixelSize? = nil) -> ArtGeometry {
        let rows = min(ArtGeometry.card.rows, max(3, (height - 4) / 2 - 5))
        return ArtGeometry(
            columns: ArtGeometry.card.columns, rows: rows, cellPixels: cellPixels ?? ArtGeometry.card.cellPixels)
    }
}
