import Artwork
import Layout

/// A recording card's size and the cover's place on it: the art, then five lines of words (the
/// year, the artist or song, two lines of album). With cover art off there is no art and the
/// card is its words alone; a featured card is wider than a shelf's, its words with more room.
package struct CardGeometry: Hashable {
    /// The cover's cells; nil when covers are not drawn (Settings, `--images off`).
    package let art: ArtGeometry?
    package let width: Int

    /// The lines of words under the art.
    static let textLines = 5
    /// How much wider than its art a featured card is.
    static let featuredExtraWidth = 8

    package init(art: ArtGeometry?, width: Int? = nil) {
        self.art = art
        self.width = width ?? ArtGeometry.card.columns
    }

    /// A shelf card on a screen `height` rows high (`ArtGeometry.card(forScreenHeight:)`), with
    /// its art or without.
    package static func shelf(forScreenHeight height: Int, cellPixels: PixelSize? = nil, showsArt: Bool = true)
        -> CardGeometry
    {
        CardGeometry(art: showsArt ? ArtGeometry.card(forScreenHeight: height, cellPixels: cellPixels) : nil)
    }

    /// A featured card: the same art, more room for the words beside and under it.
    package var featured: CardGeometry { CardGeometry(art: art, width: width + Self.featuredExtraWidth) }

    package var size: Size { Size(width: width, height: (art?.rows ?? 0) + Self.textLines) }
}
