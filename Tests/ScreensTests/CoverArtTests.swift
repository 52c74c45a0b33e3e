import Artwork
import Browsing
import Catalog
import CatalogTestSupport
import Foundation
import Layout
import Screens
import ScreensTestSupport
import TestThreads
import Testing

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
}
