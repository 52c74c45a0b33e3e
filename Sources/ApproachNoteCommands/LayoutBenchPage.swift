import Browsing
import Catalog
import Layout

/// The page shape the original app wedged on, from real catalog data: an artist's recordings
/// as shelves of cards (Louis Armstrong by song: 99 shelves, 3,231 cards). The bench lays it
/// out and `approachnote demo` runs it; the application's screens will take its place.
struct LayoutBenchPage: View {
    let shelves: [RecordingShelf<PerformerRecording>]
    let open: Set<String>
    var onToggle: (@Sendable (String) -> Void)? = nil

    static let cardSize = Size(width: 18, height: 7)

    var body: some View {
        ScrollView(.vertical) {
            LazyVStack(spacing: 0, estimatedItemExtent: 1 + Self.cardSize.height) {
                ForEach(
                    shelves.map { BenchShelf(shelf: $0, isOpen: open.contains($0.key), onToggle: onToggle) }, id: \.key
                ) {
                    shelf in
                    shelf.element
                }
            }
        }
        .id("page")
    }
}

/// One shelf of the page: its header, and its carousel when open.
private struct BenchShelf: View {
    let key: String
    let isOpen: Bool
    let cards: ArraySlice<PerformerRecording>
    let onToggle: (@Sendable (String) -> Void)?

    init(shelf: RecordingShelf<PerformerRecording>, isOpen: Bool, onToggle: (@Sendable (String) -> Void)?) {
        key = shelf.key
        self.isOpen = isOpen
        cards = shelf.rows
        self.onToggle = onToggle
    }

    var body: some View {
        VStack(spacing: 0) {
            Button(title: "\(key) (\(cards.count))", expanded: isOpen, action: { [onToggle, key] in onToggle?(key) }) {
                HStack(spacing: 0) {
                    Text("\(key) (\(cards.count))").bold()
                    Spacer()
                    Text(isOpen ? "˄" : "˅")
                }
                .frame(maxWidth: Proposal.unlimited)
            }
            if isOpen {
                ScrollView(.horizontal) {
                    LazyHStack(
                        spacing: 1, estimatedItemExtent: LayoutBenchPage.cardSize.width,
                        crossExtent: LayoutBenchPage.cardSize.height
                    ) {
                        ForEach(cards, id: \.recordingId) { card in
                            VStack(spacing: 0) {
                                Text("Album art").dim()
                                Text("not available").dim()
                                Text(RecordingCardText.year(card.recordingYear) ?? "").bold()
                                Text(card.songTitle).bold().lineLimit(1)
                                Text(RecordingCardText.album(card.albumTitle)).lineLimit(2)
                            }
                            .frame(width: LayoutBenchPage.cardSize.width, height: LayoutBenchPage.cardSize.height)
                        }
                    }
                }
                .id("carousel-\(key)")
            }
        }
    }
}
