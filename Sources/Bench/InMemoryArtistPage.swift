import Artwork
import Browsing
import Catalog
import Layout
import Screens

/// An artist page's recordings from rows held in memory: the scale bench's pages of up to a
/// million recordings, which no catalog holds and whose loading is not what it measures. The
/// rows go through the artist page's own grouping, starting options and shelf list, and its
/// cards; above them only the RECORDINGS heading, since the artist's header, search field and
/// pickers are the same few rows whatever the page holds.
struct InMemoryArtistPage {
    /// The page's scroll view, as on the artist page.
    static let scrollID = "page"

    private var shelves: RecordingShelves<PerformerRecording>
    private let card: CardGeometry

    /// `screenHeight` sizes the cards' art as the browser does for its screen.
    init(
        rows: [PerformerRecording], sort: ArtistRecordingSort, expansion: RecordingsOptions.Expansion,
        screenHeight: Int
    ) {
        shelves = RecordingShelves(options: RecordingsOptions(expansion: expansion), anchor: nil)
        shelves.rowsArrived(rows)
        let section = ArtistRecordingsSection(sort: sort)
        shelves.regroup({ section.content(of: $0) }, scroll: { _ in })
        card = .shelf(forScreenHeight: screenHeight)
    }

    /// The shelves, as the page groups them (never nil: the rows are there from the start).
    var content: RecordingsSectionContent<PerformerRecording> { shelves.content! }

    /// A card's cells: a carousel is this high, and moves a card on by its width and the
    /// column between cards.
    var cardSize: Size { card.size }

    /// Covers are not fetched: a card with one shows the placeholder it shows while it loads.
    func body() -> Element {
        let shelfList = shelves.view(
            card: {
                ArtistPage.card($0, art: $0.bestCoverArtSmall.map { .cover(url: $0, source: nil) } ?? .unavailable)
            },
            geometry: card, toggle: { _ in }, openCard: { _ in })
        return ScrollView(.vertical) {
            VStack(spacing: 0) {
                Text("RECORDINGS" + shelves.headingCount(loadFailed: false)).heading()
                shelfList
            }
            .padding(horizontal: 1, vertical: 0)
        }
        .id(Self.scrollID)
    }
}
