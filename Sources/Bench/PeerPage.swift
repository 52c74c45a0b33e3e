import Artwork
import Browsing
import Catalog
import Layout
import StableHashing
import Terminal

/// The page the Rust immediate-mode peer (tui-rs) draws for `PeerBench`'s comparison, drawn by our
/// Layout engine: Louis Armstrong's recordings by song (S4), an accordion of shelf headers whose
/// open shelves are carousels of 20×8 cards — four rows of half-block art in truecolour, then
/// year, artist and album. A bench fixture apart from the application's Browser, so that both
/// sides draw the same thing and a change to the application's pages does not move the figures.
struct PeerPage: View {
    static let pageID = "peer-page"
    static let cardSize = Size(width: 20, height: 8)
    static let artRows = 4

    let shelves: [RecordingShelf<PerformerRecording>]
    let open: Set<String>

    static func carouselID(_ key: String) -> String { "carousel-\(key)" }

    var body: some View {
        ScrollView(.vertical) {
            LazyVStack(spacing: 0, estimatedItemExtent: 1) {
                ForEach(shelves, id: \.key) { shelf in
                    VStack(spacing: 0) {
                        Text((open.contains(shelf.key) ? "▾ " : "▸ ") + shelf.header).bold().lineLimit(1)
                        if open.contains(shelf.key) { carousel(shelf) }
                    }
                    .element
                }
            }
        }
        .id(Self.pageID)
    }

    private func carousel(_ shelf: RecordingShelf<PerformerRecording>) -> Element {
        ScrollView(.horizontal) {
            LazyHStack(spacing: 1, estimatedItemExtent: Self.cardSize.width, crossExtent: Self.cardSize.height) {
                ForEach(shelf.rows, id: \.recordingId) { Self.card($0) }
            }
        }
        .id(Self.carouselID(shelf.key))
    }

    private static func card(_ recording: PerformerRecording) -> Element {
        VStack(spacing: 0) {
            Image(art(for: recording.recordingId).imageSlot(key: recording.recordingId))
            Text(recording.recordingYear.map { String($0) } ?? "—").bold()
            Text(recording.artistCredit ?? "").lineLimit(1)
            Text(recording.albumTitle ?? "").dim().lineLimit(2)
        }
        .frame(width: cardSize.width, height: cardSize.height, alignment: .leading)
    }

    /// A card's art, from the recording id alone as the peer's is: a diagonal gradient between
    /// two colours taken from the FNV-1a hash of the id, two pixel rows per cell ("▀": the upper pixel is the
    /// foreground, the lower the background). Nearly every cell differs from its neighbours, as
    /// a cover's do, so the encoder pays for a colour change per cell.
    static func art(for id: String) -> CellArt {
        let hash = FNV1a.hash(id)
        let from = color(hash)
        let to = color(hash >> 24)
        let columns = cardSize.width
        let steps = columns - 1 + 2 * artRows - 1
        let pixel = { (column: Int, pixelRow: Int) -> Color in
            let step = column + pixelRow
            let blend = { (a: UInt8, b: UInt8) in UInt8(Int(a) + (Int(b) - Int(a)) * step / steps) }
            return Color(
                red: blend(from.red, to.red), green: blend(from.green, to.green), blue: blend(from.blue, to.blue))
        }
        let cells = (0..<artRows).flatMap { row in
            (0..<columns).map { column in
                ArtCell(symbol: "▀", foreground: pixel(column, 2 * row), background: pixel(column, 2 * row + 1))
            }
        }
        return CellArt(columns: columns, rows: artRows, cells: cells)
    }

    /// The colour of a hash's lowest three bytes (red, green, blue).
    private static func color(_ bits: UInt64) -> Color {
        Color(
            red: UInt8(truncatingIfNeeded: bits), green: UInt8(truncatingIfNeeded: bits >> 8),
            blue: UInt8(truncatingIfNeeded: bits >> 16))
    }
}

/// The peer page in the run loop. Its state is which shelves are open (the first, to start
/// with, as on the application's page); the bench's actions change it, or scroll, as keys would,
/// and each shows in the loop's next frame.
final class PeerPageApplication: MainLoopApplication {
    let shelves: [RecordingShelf<PerformerRecording>]
    /// The shelf with the most cards (Tiger Rag on S4): its carousel is the one scrolled to its end.
    let largest: RecordingShelf<PerformerRecording>
    private(set) var open: Set<String>

    /// Nil without shelves: the page has nothing to act on.
    init?(shelves: [RecordingShelf<PerformerRecording>]) {
        guard let largest = shelves.max(by: { $0.count < $1.count }) else { return nil }
        self.shelves = shelves
        self.largest = largest
        open = Set(shelves.prefix(1).map(\.key))
    }

    func body() -> Element { PeerPage(shelves: shelves, open: open).element }
    func handle(_ event: InputEvent, loop: MainLoop) -> Bool { false }
    func receive(_ message: any Sendable, loop: MainLoop) -> Bool { false }

    /// Every shelf opened at once.
    func expandAll(_ loop: MainLoop) {
        open = Set(shelves.map(\.key))
        loop.invalidate()
    }

    /// The page scrolled so its last shelf ends at the bottom of the screen.
    func scrollToBottom(_ loop: MainLoop) {
        scrollPage(loop, to: shelves[shelves.count - 1].key, anchor: .trailing)
    }

    /// The page scrolled so the largest shelf starts at the top of the screen.
    func showLargest(_ loop: MainLoop) { scrollPage(loop, to: largest.key, anchor: .leading) }

    /// The largest shelf's carousel scrolled so its last card ends at the right edge; the
    /// carousel must be on screen.
    func scrollLargestToEnd(_ loop: MainLoop) {
        loop.engine.scroll(
            PeerPage.carouselID(largest.key), to: largest.rows[largest.rows.endIndex - 1].recordingId,
            anchor: .trailing)
        loop.invalidateLayout()
    }

    private func scrollPage(_ loop: MainLoop, to key: String, anchor: Alignment) {
        loop.engine.scroll(PeerPage.pageID, to: key, anchor: anchor)
        loop.invalidateLayout()
    }
}
