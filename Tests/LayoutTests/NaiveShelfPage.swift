@testable import Layout

/// The original failure's page as the original drew it, for the naive policy: the 99 shelves
/// of `ShelfPageFixture`, every one open, each card as tall as its words (a quarter of them
/// without a year line, every other album on one line rather than two), the carousels of no
/// declared height, and the shelf list assuming one row for a shelf it has not built.
struct NaiveShelfPage: View {
    let lazyShelves: Bool
    let lazyCards: Bool
    var shelfEstimate = 1

    static let cardWidth = 16

    var body: some View {
        ScrollView(.vertical) {
            if lazyShelves {
                LazyVStack(spacing: 0, estimatedItemExtent: shelfEstimate) {
                    ForEach(ShelfPageFixture.shelves, id: \.key) { Self.shelf($0, lazyCards: lazyCards) }
                }
            } else {
                VStack(spacing: 0) {
                    ForEach(ShelfPageFixture.shelves, id: \.key) { Self.shelf($0, lazyCards: lazyCards) }
                }
            }
        }
        .id("page")
    }

    static func shelf(_ shelf: ShelfData, lazyCards: Bool) -> Element {
        VStack(spacing: 0) {
            Text("\(shelf.key) (\(shelf.cards.count))").bold()
            ScrollView(.horizontal) {
                if lazyCards {
                    LazyHStack(spacing: 1, estimatedItemExtent: cardWidth) {
                        ForEach(Array(shelf.cards.enumerated()), id: \.element.id) {
                            card($0.element, number: $0.offset)
                        }
                    }
                } else {
                    HStack(spacing: 1) {
                        ForEach(Array(shelf.cards.enumerated()), id: \.element.id) {
                            card($0.element, number: $0.offset)
                        }
                    }
                }
            }
            .id("carousel-\(shelf.key)")
        }
        .element
    }

    static func card(_ card: CardData, number: Int) -> Element {
        VStack(spacing: 0) {
            Text(String(repeating: "▒", count: cardWidth * 3)).lineLimit(3)
            if card.year % 4 != 0 { Text(String(card.year)).bold() }
            Text(card.id).lineLimit(1)
            Text(number % 2 == 0 ? card.album : "Album \(number)").lineLimit(2)
        }
        .frame(width: cardWidth)
    }
}
