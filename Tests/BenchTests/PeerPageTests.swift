import CatalogTestSupport
import Layout
import Terminal
import TestThreads
import Testing

@testable import Bench

/// The page the bench draws for the comparison with tui-rs, driven through the run loop as the
/// bench drives it, on a headless terminal: what each action shows, cell for cell as the peer
/// draws it. How long the actions take is the bench's to say.
@Suite("The peer page of the bench", .testThreads)
struct PeerPageTests {
    static let sizes = [Size(width: 200, height: 60), Size(width: 60, height: 50)]

    private static let data: PeerData = {
        let shelves = try? BenchScenarios(store: SharedDemoCatalog.store()).s4Shelves
        return PeerData(shelves ?? [])
    }()

    /// S4 on the peer page, drawn once (every shelf closed) in a run loop of `size`.
    private func openPage(_ size: Size) throws -> (PeerPageApplication, MainLoop) {
        let page = try #require(PeerPageApplication(data: Self.data, size: size))
        let loop = MainLoop(
            backend: HeadlessTerminal(size: size), encoder: FrameEncoder(colorDepth: .truecolor), handleSignals: false)
        page.attach(loop)
        loop.start(page)
        try frame(loop) {}
        return (page, loop)
    }

    /// `action` comes down to one frame, after which nothing is pending.
    private func frame(_ loop: MainLoop, _ action: () -> Void) throws {
        let drawn = loop.stats.framesDrawn
        action()
        loop.iterate(timeoutMilliseconds: 0)
        #expect(loop.stats.framesDrawn == drawn + 1 && loop.isIdle)
    }

    /// The screen's rows, trailing spaces kept, as arrays of characters (every cell here is one
    /// column wide).
    private func rows(_ loop: MainLoop) -> [[Character]] {
        loop.engine.canvas.text.split(separator: "\n", omittingEmptySubsequences: false).map(Array.init)
    }

    /// The last column as the peer draws it for a page of `total` rows scrolled by `offset`.
    private static func bar(total: Int, offset: Int, height: Int) -> [Character] {
        let thumb = max(1, height * height / total)
        let top = offset * (height - thumb) / (total - height)
        return (0..<height).map { (top..<(top + thumb)).contains($0) ? "█" : "│" }
    }

    @Test("99 shelves, every one closed: a header per row, the scroll bar's thumb at the top", arguments: sizes)
    func closed(size: Size) throws {
        let (_, loop) = try openPage(size)
        let screen = rows(loop)
        #expect(Self.data.shelves.count == 99)
        #expect(screen.count == size.height)
        for y in 0..<size.height {
            let header = Array(PeerPage.clip("▶ " + Self.data.shelves[y].header, size.width - 1))
            #expect(Array(screen[y].prefix(header.count)) == header)
            #expect(screen[y][header.count..<(size.width - 1)].allSatisfy { $0 == " " })
        }
        #expect(screen.map { $0[size.width - 1] } == Self.bar(total: 99, offset: 0, height: size.height))
    }

    @Test(
        "every shelf open, then scrolled to the bottom: cards of art and text, the thumb at the end", arguments: sizes)
    func openAndBottom(size: Size) throws {
        let (page, loop) = try openPage(size)
        try frame(loop) { page.expandAll(loop) }
        var screen = rows(loop)
        let first = Self.data.shelves[0]
        #expect(String(screen[0]).hasPrefix("▼ " + first.header))
        #expect(String(screen[1]).hasPrefix(String(repeating: "▀", count: 20) + " ▀"))
        #expect(String(screen[5]).hasPrefix(first.cards[0].year))
        #expect(String(screen[6]).hasPrefix(PeerPage.clip(first.cards[0].leader, 20)))
        #expect(String(screen[9]).hasPrefix("▼ " + Self.data.shelves[1].header))
        let cell = loop.engine.canvas[0, 1]
        let pixels = PeerCover.pixels(first.cards[0].id)
        #expect(cell.style.foreground == pixels[0][0] && cell.style.background == pixels[1][0])
        let year = loop.engine.canvas[0, 5].style
        let album = loop.engine.canvas[0, 7].style
        #expect(year.bold && !year.dim && album.dim && album.italic)
        let total = 99 * 9
        #expect(screen.map { $0[size.width - 1] } == Self.bar(total: total, offset: 0, height: size.height))

        try frame(loop) { page.scrollToBottom(loop) }
        screen = rows(loop)
        let last = Self.data.shelves[98]
        #expect(String(screen[size.height - 9]).hasPrefix("▼ " + last.header))
        #expect(String(screen[size.height - 4]).hasPrefix(last.cards[0].year))
        #expect(loop.engine.scrollOffset(of: PeerPage.pageID) == total - size.height)
        #expect(
            screen.map { $0[size.width - 1] }
                == Self.bar(total: total, offset: total - size.height, height: size.height))
    }

    @Test(
        "the largest carousel, Summertime's 183 cards, ends as the peer's: its last whole cards from the left edge",
        arguments: sizes)
    func carouselEnd(size: Size) throws {
        let (page, loop) = try openPage(size)
        let largest = Self.data.shelves[page.largest]
        #expect(largest.title == "Summertime" && largest.cards.count == 183)
        try frame(loop) { page.expandAll(loop) }
        try frame(loop) { page.scrollToBottom(loop) }
        try frame(loop) { page.showLargest(loop) }
        try frame(loop) { page.scrollLargestToEnd(loop) }
        let width = size.width - 1
        let fitting = (width + 1) / 21
        #expect(loop.engine.scrollOffset(of: PeerPage.carouselID(page.largest)) == (183 - fitting) * 21)
        let screen = rows(loop)
        #expect(String(screen[0]).hasPrefix("▼ Summertime (183)"))
        for (place, card) in largest.cards.suffix(fitting).enumerated() {
            #expect(String(screen[5][(place * 21)...]).hasPrefix(card.year))
        }
        // Blank after the last card, as far as the scroll bar.
        for row in 1...8 { #expect(screen[row][(fitting * 21 - 1)..<width].allSatisfy { $0 == " " }) }
    }
}
