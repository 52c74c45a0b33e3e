import Browsing
import Catalog
import Layout

/// The page of the bisection that found where the original app wedged: Louis Armstrong's
/// recordings by song, every shelf open, each shelf a header over a horizontal carousel of
/// cards, with the shelf list and the carousels each eager or lazy. A bench fixture apart from
/// the application's pages, shaped like the original app's rather than like ours: a card is as
/// tall as its words (no line kept for a missing year, an album on one or two lines) and the
/// carousels declare no height, so a carousel's height depends on which of its cards are
/// built. The shelf list's estimate of a shelf it has not built is the bench's to choose.
struct BisectionPage: View {
    static let pageID = "bisection-page"
    static let cardWidth = 20
    static let artRows = 4

    let shelves: [RecordingShelf<PerformerRecording>]
    let lazyShelves: Bool
    let lazyCards: Bool
    let shelfEstimate: Int

    var body: some View {
        ScrollView(.vertical) {
            if lazyShelves {
                LazyVStack(spacing: 0, estimatedItemExtent: shelfEstimate) {
                    ForEach(shelves, id: \.key) { shelf($0) }
                }
            } else {
                VStack(spacing: 0) { ForEach(shelves, id: \.key) { shelf($0) } }
            }
        }
        .id(Self.pageID)
    }

    private func shelf(_ shelf: RecordingShelf<PerformerRecording>) -> Element {
        VStack(spacing: 0) {
            Text(shelf.header).bold().lineLimit(1)
            ScrollView(.horizontal) {
                if lazyCards {
                    LazyHStack(spacing: 1, estimatedItemExtent: Self.cardWidth) {
                        ForEach(shelf.rows, id: \.recordingId) { Self.card($0) }
                    }
                } else {
                    HStack(spacing: 1) { ForEach(shelf.rows, id: \.recordingId) { Self.card($0) } }
                }
            }
            .id("carousel-\(shelf.key)")
        }
        .element
    }

    private static func card(_ recording: PerformerRecording) -> Element {
        VStack(spacing: 0) {
            Image(
                ImageSlot(size: Size(width: cardWidth, height: artRows), key: recording.recordingId) { canvas, rect in
                    for row in 0..<rect.size.height {
                        canvas.write(
                            String(repeating: "▒", count: rect.size.width),
                            at: Point(x: rect.minX, y: rect.minY + row), style: .plain)
                    }
                })
            if let year = RecordingCardText.year(recording.recordingYear) { Text(year).bold() }
            Text(recording.artistCredit ?? RecordingCardText.unknownArtist).lineLimit(1)
            Text(RecordingCardText.album(recording.albumTitle)).dim().lineLimit(2)
        }
        .frame(width: cardWidth)
    }
}
