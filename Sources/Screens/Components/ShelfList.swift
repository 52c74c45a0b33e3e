import Browsing
import Layout

/// One shelf as the accordion shows it: its header and, when open, its cards.
struct ShelfModel {
    let key: String
    let count: Int
    let cards: [CardContent]
    let reservesTitleLine: Bool
}

/// The accordion of shelves: one header per shelf ("1950s (42)" with a chevron, the full
/// width, one line) and, under each open shelf, a carousel of its cards. Shelves are built
/// lazily, and so are the cards of each carousel: a page of 99 open shelves costs what is on
/// screen.
struct ShelfList: View {
    let shelves: [ShelfModel]
    let isOpen: (String) -> Bool
    let toggle: (String) -> Void
    let openCard: (String) -> Void

    var body: some View {
        LazyVStack(spacing: 0, estimatedItemExtent: 1) {
            ForEach(shelves, id: \.key) { shelf in
                ShelfView(shelf: shelf, isOpen: isOpen(shelf.key), toggle: toggle, openCard: openCard).element
            }
        }
    }
}

private struct ShelfView: View {
    let shelf: ShelfModel
    let isOpen: Bool
    let toggle: (String) -> Void
    let openCard: (String) -> Void

    var body: some View {
        VStack(spacing: 0) {
            Button(
                title: "\(shelf.key) (\(shelf.count))", expanded: isOpen,
                action: { [toggle, key = shelf.key] in
                    toggle(key)
                }
            ) {
                HStack(spacing: 1) {
                    Text("\(shelf.key) (\(shelf.count))").bold().lineLimit(1)
                    Spacer()
                    Text(isOpen ? "˄" : "˅")
                }
                .frame(maxWidth: Proposal.unlimited)
            }
            if isOpen {
                ScrollView(.horizontal) {
                    LazyHStack(
                        spacing: 1, estimatedItemExtent: RecordingCard.size.width,
                        crossExtent: RecordingCard.size.height
                    ) {
                        ForEach(shelf.cards, id: \.id) { card in
                            RecordingCard(content: card, reservesTitleLine: shelf.reservesTitleLine) {
                                openCard(card.id)
                            }
                            .element
                        }
                    }
                }
                .id("carousel-\(shelf.key)")
            }
        }
    }
}
