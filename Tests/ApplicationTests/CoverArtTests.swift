import ApplicationTestSupport
import Artwork
import Browsing
import Catalog
import CatalogTestSupport
import Foundation
import Layout
import Screens
import TestThreads
import Testing

@testable import Terminal

/// Covers on the cards through the application: once a page settles every card on screen
/// shows its cover (or says it has none), the work done is the screen's, and the Settings
/// switch turns covers off.
@Suite("Cover art on the cards", .testThreads)
struct CoverArtTests {
    private static func armstrong() throws -> String {
        "approachnote://artist/\(try SharedDemoCatalog.artistID("Louis Armstrong"))"
    }

    @Test(
        "S4 settled: every card on screen shows its cover, drawn as coloured symbols; only the screen's covers were made"
    )
    func settledPageShowsArt() throws {
        let harness = try BrowserHarness()
        harness.startOpening(try Self.armstrong(), options: RecordingsOptions(sort: .song))
        harness.settle()
        let id = try SharedDemoCatalog.artistID("Louis Armstrong")
        let rows = try #require(try SharedDemoCatalog.store().performerRecordings(id: id)).recordings
        let first = try #require(ArtistRecordingsSection(sort: .song).content(of: rows).shelves.first)
        #expect(harness.shelfHeaders.first == first.header)

        let cards = harness.cards
        #expect(cards.count == 11, "a 200-column screen shows 11 cards")
        let withCover = first.rows.prefix(cards.count).filter { $0.bestCoverArtSmall != nil }.count
        #expect(cards.filter { $0.value?.hasPrefix("cover") == true }.count == withCover)
        #expect(cards.filter { $0.value == "no art" }.count == cards.count - withCover)
        #expect(withCover > 0)

        // A drawn cover: 8 rows of coloured cells across the card's width, where its frame is.
        let card = try #require(cards.first { $0.value?.hasPrefix("cover") == true })
        for row in card.frame.minY..<(card.frame.minY + 8) {
            let coloured = (card.frame.minX..<(card.frame.minX + 17)).filter { x in
                let style = harness.engine.canvas[x, row].style
                return style.foreground != nil || style.background != nil
            }
            #expect(coloured.count == 17, "row \(row) of the cover is coloured across")
        }
        let distinctCovers = Set(first.rows.prefix(cards.count).compactMap(\.bestCoverArtSmall))
        #expect(harness.covers.counters.requested == distinctCovers.count, "covers made: the screen's, each once")
        #expect(!harness.covers.isLoading)
    }

    @Test("on a kitty terminal each card on screen shows its cover as an image, cut where the screen cuts it")
    func kittyImages() throws {
        let harness = try BrowserHarness()
        harness.browser.coverDisplay = CoverDisplay(kitty: true, cellPixels: PixelSize(width: 10, height: 20))
        harness.startOpening(try Self.armstrong(), options: RecordingsOptions(sort: .song))
        harness.settle()
        let covered = harness.cards.filter { $0.value?.hasPrefix("cover") == true }
        let images = harness.engine.canvas.images
        #expect(images.count == covered.count && !images.isEmpty)
        for (card, placement) in zip(covered, images) {
            #expect(placement.frame == Rect(origin: card.frame.origin, size: Size(width: 17, height: 8)))
            #expect(placement.image.encoding == .kittyPNG && placement.image.pixelSize == Size(width: 170, height: 160))
        }
        // The 11th card is cut by the screen's right edge (200 columns): its image is cut too.
        let last = try #require(images.last)
        #expect(last.visible.maxX == 200 && last.visible.size.width < 17 || last.visible == last.frame)
        #expect(harness.engine.canvas.text.contains("▀") == false, "no symbol art on a kitty terminal")
    }

    @Test("on a sixel terminal a card cut by the screen's edge shows a stand-in, the others their images")
    func sixelImages() throws {
        let harness = try BrowserHarness(size: Size(width: 100, height: 40))
        harness.browser.coverDisplay = CoverDisplay(sixel: true, cellPixels: PixelSize(width: 10, height: 20))
        harness.startOpening(try Self.armstrong(), options: RecordingsOptions(sort: .song))
        harness.settle()
        let covered = harness.cards.filter { $0.value?.hasPrefix("cover") == true }
        let whole = covered.filter { $0.frame.maxX <= 100 }
        #expect(covered.count > whole.count, "a 100-column screen cuts its sixth card")
        #expect(harness.engine.canvas.images.map(\.frame.origin) == whole.map(\.frame.origin))
        let cut = try #require(covered.first { $0.frame.maxX > 100 })
        let row = harness.engine.canvas.lines[cut.frame.minY]
        #expect(row.dropFirst(cut.frame.minX).hasPrefix("Album ar"), "the stand-in where the image would be")
    }

    @Test("Settings says how covers are drawn: symbols until the terminal answers, then its protocol")
    func settingsShowsOutput() throws {
        let harness = try BrowserHarness()
        harness.keys("3")
        harness.settle()
        #expect(harness.engine.canvas.text.contains("Covers are drawn as symbols (truecolor)."))
        harness.browser.coverDisplay = CoverDisplay(kitty: true)
        harness.loop.invalidate()
        harness.settle()
        #expect(harness.engine.canvas.text.contains("Covers are drawn as kitty images."))
        #expect(harness.press("Off"))
        harness.settle()
        #expect(harness.engine.canvas.text.contains("Covers are not drawn."))
    }

    @Test("Cover art: Off in Settings draws no covers and asks for none")
    func off() throws {
        let harness = try BrowserHarness()
        harness.keys("3")
        #expect(harness.press("Off"))
        harness.startOpening(try Self.armstrong(), options: RecordingsOptions(sort: .song))
        harness.settle()
        #expect(harness.cards.count == 11)
        #expect(harness.cards.allSatisfy { $0.value == "no art" })
        #expect(harness.covers.counters.requested == 0)
    }

    @Test(
        "a featured card is 8 columns wider than a shelf card; with covers off both lose their art rows, and only them")
    func cardSizes() throws {
        let harness = try BrowserHarness(size: Size(width: 120, height: 40))
        let link = "approachnote://song/\(try SharedDemoCatalog.songID("All of Me"))"
        harness.startOpening(link)
        harness.settle()
        func sizes() throws -> (featured: Size, shelf: Size) {
            let cards = harness.cards
            let featured = try #require(cards.first).frame.size
            let shelf = try #require(cards.first { $0.frame.minY > cards[0].frame.maxY }).frame.size
            return (featured, shelf)
        }
        let drawn = try sizes()
        #expect(drawn.shelf == Size(width: 17, height: 8 + 5))
        #expect(drawn.featured == Size(width: 25, height: 8 + 5))
        harness.browser.changeSettings { $0.coverArt = .off }
        harness.loop.invalidate()
        harness.settle()
        let off = try sizes()
        #expect(off.shelf == Size(width: 17, height: 5))
        #expect(off.featured == Size(width: 25, height: 5))
        #expect(!harness.screen.contains("Album art"))
    }

    @Test("render --images off leaves the art rows out; an unknown mode is a usage error")
    func imagesOption() throws {
        let link = "approachnote://song/\(try SharedDemoCatalog.songID("All of Me"))"
        let off = SharedDemoCatalog.run(["render", link, "--size", "80x40", "--images", "off"])
        #expect(off.status == 0)
        #expect(!off.output.contains("Album art"), "no art rows, not a placeholder on every card")
        #expect(!off.output.contains("▀"))
        let lines = off.output.split(separator: "\n", omittingEmptySubsequences: false)
        let featured = try #require(lines.firstIndex { $0.hasPrefix(" FEATURED RECORDINGS") })
        #expect(lines[featured + 1].hasPrefix(" 1932    "), "the cards' years follow the heading: \(off.output)")
        let symbols = SharedDemoCatalog.run(["render", link, "--size", "80x40", "--images", "symbols"])
        #expect(symbols.status == 0)
        #expect(symbols.output.unicodeScalars.contains { (0x2580...0x259F).contains($0.value) }, "block symbols")
        let kitty = SharedDemoCatalog.run(["render", link, "--size", "80x40", "--images", "kitty", "--format", "ansi"])
        #expect(kitty.status == 0)
        #expect(kitty.output.contains("\u{1B}_Ga=t,f=100,t=d,i=") && kitty.output.contains("\u{1B}_Ga=p,i="))
        let sixel = SharedDemoCatalog.run(["render", link, "--size", "80x40", "--images", "sixel", "--format", "ansi"])
        #expect(sixel.status == 0)
        #expect(sixel.output.contains("\u{1B}[?8452h") && sixel.output.contains("\u{1B}P"))
        let bad = SharedDemoCatalog.run(["render", link, "--images", "bogus"])
        #expect(bad.status == 2)
        #expect(bad.error.contains("--images takes auto, kitty, sixel, symbols or off."))
    }
}

/// Symbol art in 256 and 16 colours goes through two mappings: chafa picks palette colours,
/// and the frame encoder turns colours into palette indexes. They must agree exactly, or a
/// cover would shift colour on its way to the screen.
@Suite("Cover colours in 256 and 16 colours", .testThreads)
struct CoverPaletteTests {
    /// Every colour chafa draws a range of covers with, in `colors`.
    private func colors(_ colors: SymbolColors) throws -> Set<Color> {
        let converter = ArtworkConverter(geometry: ArtGeometry(columns: 4, rows: 2), output: .symbols(colors))
        var found: Set<Color> = []
        for seed in 0..<24 {
            let cover = CoverPainter().paint(seed: "demo-cover://palette/\(seed)", side: 64)
            let scaled = ImageScaler().scale(
                cover, region: PixelRect(x: 0, y: 0, width: 64, height: 64), to: converter.pixelSize)
            let art = try #require(try converter.convert(scaled).cellArt)
            for cell in art.cells { found.formUnion([cell.foreground, cell.background].compactMap { $0 }) }
        }
        return found
    }

    @Test("every colour of 256-colour art is one of the 240 fixed colours, and is encoded as its index")
    func indexed256() throws {
        let used = try colors(.indexed256)
        #expect(used.count > 20)
        for color in used { #expect(ColorDepth.palette256(ColorDepth.index256(color)) == color) }
    }

    @Test("every colour of 16-colour art is one of the 16, and is encoded as that colour")
    func indexed16() throws {
        let used = try colors(.indexed16)
        #expect(used.count > 3)
        for color in used {
            let (index, bright) = ColorDepth.index16(color)
            #expect(ColorDepth.palette16[index + (bright ? 8 : 0)] == color)
        }
    }
}
