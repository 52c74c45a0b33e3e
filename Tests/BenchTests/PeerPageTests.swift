import Browsing
import Catalog
import Layout
import Terminal
import TestSupport
import Testing

@testable import Bench

/// The page the bench draws for the comparison with tui-rs, driven through the run
/// loop as the bench drives it, on a headless terminal: what each action shows, exactly.
/// How long the actions take is the bench's to say.
@Suite("The peer page of the bench")
struct PeerPageTests {
    static let sizes = [Size(width: 200, height: 60), Size(width: 60, height: 50)]

    /// S4's shelves on the peer page, drawn once (the first shelf open) in a run loop of `size`.
    private func openPage(_ size: Size) throws -> (PeerPageApplication, MainLoop) {
        let shelves = try BenchScenarios(store: SharedDemoCatalog.store()).s4Shelves
        let page = try #require(PeerPageApplication(shelves: shelves))
        let loop = MainLoop(
            backend: HeadlessTerminal(size: size), encoder: FrameEncoder(colorDepth: .truecolor), handleSignals: false)
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

    /// A card's year line.
    private static func year(_ recording: PerformerRecording) -> String {
        recording.recordingYear.map { String($0) } ?? "—"
    }

    @Test("a card's art is a gradient from the FNV-1a hash of its id: the same for an id, another for another")
    func art() {
        let art = PeerPage.art(for: "a")
        #expect(art.columns == 20 && art.rows == 4 && art.cells.allSatisfy { $0.symbol == "▀" })
        // The hash's low bytes 8c ec 01 at the top left, the next three 86 4c dc at the bottom right.
        #expect(art[0, 0].foreground == Color(red: 0x8c, green: 0xec, blue: 0x01))
        #expect(art[0, 0].background == Color(red: 140, green: 230, blue: 9))
        #expect(art[19, 3].background == Color(red: 0x86, green: 0x4c, blue: 0xdc))
        #expect(PeerPage.art(for: "a") == art)
        #expect(PeerPage.art(for: "b") != art)
    }

    @Test("99 shelves, the first open; expand all, then the bottom: the last shelf ends the screen", arguments: sizes)
    func bottom(size: Size) throws {
        let (page, loop) = try openPage(size)
        #expect(page.shelves.count == 99)
        let first = page.shelves[0]
        var screen = loop.engine.canvas.lines
        #expect(screen[0] == "▾ " + first.header)
        #expect(screen[1].hasPrefix(String(repeating: "▀", count: 20) + " ▀"))
        #expect(screen[5].hasPrefix(Self.year(first.rows[first.rows.startIndex])))
        #expect(screen[9] == "▸ " + page.shelves[1].header)
        #expect(screen[size.height - 1] == "▸ " + page.shelves[size.height - 9].header)
        try frame(loop) { page.expandAll(loop) }
        screen = loop.engine.canvas.lines
        #expect(screen[9] == "▾ " + page.shelves[1].header)
        try frame(loop) { page.scrollToBottom(loop) }
        screen = loop.engine.canvas.lines
        let last = page.shelves[98]
        #expect(screen[size.height - 9] == "▾ " + last.header)
        #expect(screen[size.height - 4].hasPrefix(Self.year(last.rows[last.rows.startIndex])))
    }

    @Test("the largest carousel, Summertime's 183 cards, scrolls to its last card", arguments: sizes)
    func carousel(size: Size) throws {
        let (page, loop) = try openPage(size)
        let largest = page.largest
        #expect(largest.key == "Summertime" && largest.count == 183)
        try frame(loop) { page.expandAll(loop) }
        try frame(loop) { page.scrollToBottom(loop) }
        try frame(loop) { page.showLargest(loop) }
        try frame(loop) { page.scrollLargestToEnd(loop) }
        #expect(loop.engine.scrollOffset(of: PeerPage.carouselID(largest.key)) == 183 * 21 - 1 - size.width)
        // The last card whole at the right edge, after the gap that follows the card before it.
        let screen = rows(loop)
        let lastCard = size.width - 20
        #expect(String(screen[0]).hasPrefix("▾ Summertime (183)"))
        #expect(String(screen[1][(lastCard - 1)...]) == " " + String(repeating: "▀", count: 20))
        let recording = largest.rows[largest.rows.endIndex - 1]
        #expect(String(screen[5][lastCard...]).hasPrefix(Self.year(recording)))
        #expect(String(screen[6][lastCard...]).hasPrefix(String((recording.artistCredit ?? "").prefix(10))))
    }
}
