import Artwork
import Layout
import Terminal

/// The page the Rust immediate-mode peer (tui-rs) draws, drawn by our Layout engine cell for
/// cell as the peer draws it: an accordion of shelf headers (`▶ Title (count)`, `▼` when
/// open) whose open shelves are carousels of 20×8 cards (four rows of half-block art, then
/// year in bold, leader, album in dim italics, a blank row) one column apart, and a scroll
/// bar in the last column. A bench fixture apart from the application's pages, so that both
/// sides draw the same thing and a change to the application does not move the figures.
struct PeerPage: View {
    static let pageID = "peer-page"
    static let card = Size(width: PeerCover.columns, height: 8)
    static let gap = 1

    let data: PeerData
    let open: [Bool]
    let bar: PeerScrollBar
    let covers: PeerCovers

    static func carouselID(_ shelf: Int) -> String { "carousel-\(shelf)" }

    /// The rows an open shelf takes: its header, and a card's height.
    static let openShelfRows = 1 + card.height

    /// The rows the page takes: one per closed shelf's header, and an open shelf's rows.
    static func rows(_ open: [Bool]) -> Int { open.reduce(0) { $0 + ($1 ? openShelfRows : 1) } }

    var body: some View {
        let rows = Self.rows(open)
        return HStack(spacing: 0) {
            // The page knows its shelves' heights, as the peer does: their mean is the estimate,
            // exact when all are open or all closed, so that the offset the scroll bar reads is
            // the page's own row. Its width is the screen's but the bar's column, whatever its
            // lines measure.
            ScrollView(.vertical) {
                LazyVStack(
                    spacing: 0, estimatedItemExtent: max(1, rows / max(1, open.count)), crossExtent: bar.size.width - 1
                ) {
                    ForEach(Array(data.shelves.indices), id: \.self) { index in shelf(index) }
                }
            }
            .id(Self.pageID)
            .frame(width: bar.size.width - 1)
            Image(bar.slot(rows: rows))
        }
    }

    /// A shelf's header line, and its carousel below it when it is open. Closed, the header is
    /// the shelf: a line of text, as the peer writes it.
    private func shelf(_ index: Int) -> Element {
        let header = Text(Self.clip((open[index] ? "▼ " : "▶ ") + data.shelves[index].header, bar.size.width - 1))
            .lineLimit(1).element
        guard open[index] else { return header }
        return VStack(spacing: 0) {
            header
            carousel(index)
        }
        .element
    }

    /// The peer scrolls a carousel by whole cards, and at its end shows the last cards that
    /// fit whole from the left edge, blank after them: the space after the last card lets
    /// this one scroll as far.
    private func carousel(_ index: Int) -> Element {
        ScrollView(.horizontal) {
            LazyHStack(spacing: Self.gap, estimatedItemExtent: Self.card.width, crossExtent: Self.card.height) {
                ForEach(data.shelves[index].cards, id: \.id) { card($0) }
            }
            .padding(EdgeInsets(trailing: Self.trailingSpace(width: bar.size.width - 1)))
        }
        .id(Self.carouselID(index))
    }

    /// How many cards a carousel of `width` columns shows whole.
    static func cardsInView(width: Int) -> Int { (width + gap) / (card.width + gap) }

    static func trailingSpace(width: Int) -> Int {
        max(0, width - (cardsInView(width: width) * (card.width + gap) - gap))
    }

    private func card(_ card: PeerData.Card) -> Element {
        VStack(spacing: 0) {
            Image(covers.art(card.id).imageSlot(key: card.id))
            Text(Self.clip(card.year, Self.card.width)).bold().lineLimit(1)
            Text(Self.clip(card.leader, Self.card.width)).lineLimit(1)
            Text(Self.clip(card.album, Self.card.width)).dim().italic().lineLimit(1)
        }
        .frame(width: Self.card.width, height: Self.card.height, alignment: .leading)
    }

    /// The first `count` characters, as the peer cuts text: without a mark that it was cut. A
    /// text of no more bytes than that has no more characters either.
    static func clip(_ text: String, _ count: Int) -> String {
        text.utf8.count <= count ? text : String(text.prefix(count))
    }
}

/// Each card's art, computed the first time the card is built and kept, as the peer keeps it.
final class PeerCovers {
    private var arts: [Int: CellArt]

    /// Made with the page's data, before any frame is timed, as the peer makes its table of
    /// covers: with room for the covers of the bench's screens, so that it does not grow
    /// while the first frames that show covers are timed. Room for every card would be a table
    /// many memory pages long, each touched for the first time by the frame that puts a
    /// cover there.
    init(showing size: Size) {
        let cardsAcross = PeerPage.cardsInView(width: size.width - 1) + 1
        let shelvesDown = size.height / PeerPage.openShelfRows + 1
        arts = [Int: CellArt](minimumCapacity: cardsAcross * shelvesDown * Self.screens)
    }

    /// The screens of covers the bench's actions show: every shelf opened, the bottom, the
    /// largest shelf, and its carousel's end.
    static let screens = 4

    func art(_ id: Int) -> CellArt {
        if let art = arts[id] { return art }
        let art = PeerCover.art(id)
        arts[id] = art
        return art
    }
}

/// The page's scroll bar, drawn in the last column when the page is longer than the screen:
/// a thumb of `█` on a track of `│`, sized and placed as the peer places it. It reads the
/// page's scroll offset from the engine as the frame is drawn, after the layout that set it.
final class PeerScrollBar {
    let size: Size
    weak var engine: LayoutEngine?

    init(size: Size) { self.size = size }

    func slot(rows: Int) -> ImageSlot {
        let height = size.height
        return ImageSlot(size: Size(width: 1, height: height), key: "peer-scroll-bar-\(rows)") {
            [weak self] canvas, frame in
            guard rows > height else { return }
            let offset = self?.engine?.scrollOffset(of: PeerPage.pageID) ?? 0
            let thumb = max(1, height * height / rows)
            let top = offset * (height - thumb) / (rows - height)
            for y in 0..<height {
                let symbol: Unicode.Scalar = (top..<(top + thumb)).contains(y) ? "█" : "│"
                canvas.put(symbol, at: Point(x: frame.minX, y: frame.minY + y), style: .plain)
            }
        }
    }
}

/// The peer page in the run loop. Its state is which shelves are open (none, to start with,
/// as the peer starts); the bench's actions open them, or scroll, as the peer's do, and each
/// shows in the loop's next frame.
final class PeerPageApplication: MainLoopApplication {
    let data: PeerData
    /// The shelf with the most cards: its carousel is the one scrolled to its end.
    let largest: Int
    private(set) var open: [Bool]
    private let bar: PeerScrollBar
    private let covers: PeerCovers

    /// Nil without shelves: the page has nothing to act on.
    init?(data: PeerData, size: Size) {
        guard let largest = data.largest else { return nil }
        self.data = data
        self.largest = largest
        open = Array(repeating: false, count: data.shelves.count)
        bar = PeerScrollBar(size: size)
        covers = PeerCovers(showing: size)
    }

    /// The loop whose engine lays the page out: the scroll bar reads its offset there.
    func attach(_ loop: MainLoop) { bar.engine = loop.engine }

    func body() -> Element { PeerPage(data: data, open: open, bar: bar, covers: covers).element }
    func handle(_ event: InputEvent, loop: MainLoop) -> Bool { false }

    /// Every shelf opened at once.
    func expandAll(_ loop: MainLoop) {
        open = Array(repeating: true, count: data.shelves.count)
        loop.invalidate()
    }

    /// The page scrolled so its last shelf ends at the bottom of the screen.
    func scrollToBottom(_ loop: MainLoop) { scrollPage(loop, to: data.shelves.count - 1, anchor: .trailing) }

    /// The page scrolled so the largest shelf starts at the top of the screen.
    func showLargest(_ loop: MainLoop) { scrollPage(loop, to: largest, anchor: .leading) }

    /// The largest shelf's carousel scrolled as the peer scrolls it to its end: its last cards
    /// that fit whole, the first of them at the left edge. The carousel must be on screen.
    func scrollLargestToEnd(_ loop: MainLoop) {
        let cards = data.shelves[largest].cards
        let fitting = PeerPage.cardsInView(width: bar.size.width - 1)
        let first = max(0, cards.count - fitting)
        loop.engine.scroll(PeerPage.carouselID(largest), to: cards[first].id, anchor: .leading, near: first)
        loop.invalidateLayout()
    }

    private func scrollPage(_ loop: MainLoop, to shelf: Int, anchor: Alignment) {
        loop.engine.scroll(PeerPage.pageID, to: shelf, anchor: anchor, near: shelf)
        loop.invalidateLayout()
    }
}
