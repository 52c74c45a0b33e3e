import Layout

/// The original failure's shape in plain data: Louis Armstrong's 99 song shelves holding
/// 3,231 recording cards, "Tiger Rag" with 146 of them.
struct CardData: Hashable {
    let id: String
    let year: Int
    let album: String
}

struct ShelfData: Hashable {
    let key: String
    let cards: [CardData]
}

enum ShelfPageFixture {
    static let shelves: [ShelfData] = {
        var counts = (0..<99).map { 10 + ($0 * 37) % 45 }
        counts[41] = 146
        let others = counts.indices.filter { $0 != 41 }
        var excess = counts.reduce(0, +) - 3_231
        var cursor = 0
        while excess != 0 {
            let index = others[cursor % others.count]
            if excess > 0, counts[index] > 1 {
                counts[index] -= 1
                excess -= 1
            } else if excess < 0 {
                counts[index] += 1
                excess += 1
            }
            cursor += 1
        }
        return counts.enumerated().map { index, count in
            let key = index == 41 ? "Tiger Rag" : "Song \(index + 1)"
            return ShelfData(
                key: key,
                cards: (1...count).map {
                    CardData(
                        id: "\(key) #\($0)", year: 1920 + ($0 * 7) % 100, album: "Album \($0) of \(key), remastered")
                })
        }
    }()

    static let cardWidth = 16
    static let cardHeight = 7
    static let openShelfHeight = 1 + cardHeight

    /// Counts the card views made, to show that lazy stacks only make what is in view.
    final class Counter {
        var cards = 0
    }
}

struct CardView: View {
    let card: CardData
    let counter: ShelfPageFixture.Counter?

    var body: Element {
        counter?.cards += 1
        return VStack(spacing: 0) {
            Image(
                ImageSlot(size: Size(width: ShelfPageFixture.cardWidth, height: 3), key: card.id) { canvas, rect in
                    canvas.write(String(repeating: "▒", count: rect.size.width), at: rect.origin, style: .plain)
                })
            Text(String(card.year)).bold()
            Text(card.id).lineLimit(1)
            Text(card.album).lineLimit(2)
        }
        .frame(width: ShelfPageFixture.cardWidth, height: ShelfPageFixture.cardHeight)
        .accessibilityLabel("card \(card.id)")
        .accessibilityRole(.group)
    }
}

struct ShelfView: View {
    let shelf: ShelfData
    let isOpen: Bool
    let lazyCards: Bool
    let counter: ShelfPageFixture.Counter?
    var cardEstimate = ShelfPageFixture.cardWidth

    var body: some View {
        VStack(spacing: 0) {
            Button(title: "\(shelf.key) (\(shelf.cards.count))", expanded: isOpen, action: {}) {
                HStack(spacing: 0) {
                    Text("\(shelf.key) (\(shelf.cards.count))").bold()
                    Spacer()
                    Text(isOpen ? "˄" : "˅")
                }
                .frame(maxWidth: Proposal.unlimited)
            }
            if isOpen {
                ScrollView(.horizontal) {
                    if lazyCards {
                        LazyHStack(
                            spacing: 1, estimatedItemExtent: cardEstimate,
                            crossExtent: ShelfPageFixture.cardHeight
                        ) {
                            ForEach(shelf.cards, id: \.id) { CardView(card: $0, counter: counter).element }
                        }
                    } else {
                        HStack(spacing: 1) {
                            ForEach(shelf.cards, id: \.id) { CardView(card: $0, counter: counter).element }
                        }
                    }
                }
                .id("carousel-\(shelf.key)")
            }
        }
    }
}

struct ShelfPage: View {
    let shelves: [ShelfData]
    let open: Set<String>
    let lazyShelves: Bool
    let lazyCards: Bool
    var counter: ShelfPageFixture.Counter?
    /// What the lazy stacks assume for a shelf's height and a card's width: right by default,
    /// wrong on purpose in the tests that say so.
    var shelfEstimate = ShelfPageFixture.openShelfHeight
    var cardEstimate = ShelfPageFixture.cardWidth

    var body: some View {
        ScrollView(.vertical) {
            if lazyShelves {
                LazyVStack(spacing: 0, estimatedItemExtent: shelfEstimate) {
                    ForEach(shelves, id: \.key) { shelf in
                        ShelfView(
                            shelf: shelf, isOpen: open.contains(shelf.key), lazyCards: lazyCards, counter: counter,
                            cardEstimate: cardEstimate
                        ).element
                    }
                }
            } else {
                VStack(spacing: 0) {
                    ForEach(shelves, id: \.key) { shelf in
                        ShelfView(
                            shelf: shelf, isOpen: open.contains(shelf.key), lazyCards: lazyCards, counter: counter
                        ).element
                    }
                }
            }
        }
        .id("page")
    }
}
