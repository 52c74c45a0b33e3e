import Artwork
import Browsing
import Layout

/// The accordion of shelves: one header per shelf ("1950s (42)" with a chevron, the full
/// width, one line) and, under each open shelf, a carousel of its cards. Shelves are built
/// lazily, and so are the cards of each carousel, and a card's words are made only when its
/// carousel builds it: a page of 99 open shelves costs what is on screen, not its 3,231 rows.
struct ShelfList<Row: Sendable & Identifiable>: View where Row.ID == String {
    let shelves: [RecordingShelf<Row>]
    let isOpen: (String) -> Bool
    /// How many shelves are open, as the expansion counts them: it may hold shelves a filter
    /// hides, so it is an estimate's, never more than the shelves.
    let openCount: Int
    /// Whether a shelf's cards keep a line for a recording title (worked out with the shelves).
    let reservesTitleLine: (String) -> Bool
    let card: (Row) -> CardContent
    let geometry: CardGeometry
    let toggle: (String) -> Void
    let openCard: (String) -> Void
    /// Where the cards' elements are kept between evaluations, by the page that owns them.
    var elements: CardElements?

    var body: some View {
        LazyVStack(spacing: 0, estimatedItemExtent: estimatedShelfExtent) {
            ForEach(shelves, id: \.key) { shelf in
                VStack(spacing: 0) {
                    header(shelf)
                    if isOpen(shelf.key) { carousel(shelf) }
                }
                .reportsVisibility(ShelfReport(key: shelf.key))
            }
        }
    }

    /// The shelves' mean height, rounded: a closed shelf is its header, an open one its header
    /// and a card's height. Exact when every shelf is open (Expand all) or every one closed,
    /// so that the shelves not built yet stand where they will be, and a scroll to one of them
    /// is right in the first pass. Worked out from a count, not by asking every shelf: a page
    /// may have thousands.
    private var estimatedShelfExtent: Int {
        guard !shelves.isEmpty else { return 1 }
        let open = min(openCount, shelves.count)
        return max(1, (2 * (shelves.count + open * geometry.size.height) + shelves.count) / (2 * shelves.count))
    }

    private func header(_ shelf: RecordingShelf<Row>) -> Element {
        let open = isOpen(shelf.key)
        return Button(title: shelf.header, expanded: open, action: { [toggle] in toggle(shelf.key) }) {
            HStack(spacing: 1) {
                Text(shelf.header).bold().lineLimit(1)
                Spacer()
                Text(open ? "˄" : "˅")
            }
            .frame(maxWidth: Proposal.unlimited)
        }
        .element
    }

    private func carousel(_ shelf: RecordingShelf<Row>) -> Element {
        CardCarousel(
            rows: shelf.rows, card: card, geometry: geometry,
            reservesTitleLine: reservesTitleLine(shelf.key),
            openCard: openCard, elements: elements
        )
        .id("carousel-\(shelf.key)")
    }
}

/// What a shelf reports to the keys that act on the shelf the focus is in (`P`).
struct ShelfReport: Hashable {
    let key: String
}

/// A horizontal carousel of recording cards, built lazily: a card's words are made only when
/// the carousel builds it.
struct CardCarousel<Rows: RandomAccessCollection>: View
where Rows.Index == Int, Rows.Element: Sendable & Identifiable, Rows.Element.ID == String {
    let rows: Rows
    let card: (Rows.Element) -> CardContent
    let geometry: CardGeometry
    let reservesTitleLine: Bool
    var hydratesWhenShown = true
    let openCard: (String) -> Void
    /// Where the cards' elements are kept between evaluations (`CardElements`); nil makes
    /// each anew.
    var elements: CardElements?

    var body: some View {
        ScrollView(.horizontal) {
            LazyHStack(
                spacing: 1, estimatedItemExtent: geometry.size.width, crossExtent: geometry.size.height
            ) {
                ForEach(rows) { row in
                    let inputs = CardElements.Inputs(
                        content: card(row), geometry: geometry, reservesTitleLine: reservesTitleLine,
                        hydratesWhenShown: hydratesWhenShown)
                    let make = { inputs.card { openCard(inputs.content.id) }.element }
                    return elements?.element(for: inputs, make: make) ?? make()
                }
            }
        }
    }
}
