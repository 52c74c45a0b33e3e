import ApplicationTestSupport
import CatalogTestSupport
import ScreensTestSupport
import TestThreads
import Testing

@Suite("render and open on the command line", .testThreads)
struct RenderCommandTests {
    @Test("render prints the page once loaded; bad links are usage errors, unknown ids not found")
    func render() throws {
        let link = "approachnote://song/\(try SharedDemoCatalog.songID("All of Me"))"
        let page = SharedDemoCatalog.run(["render", link, "--size", "60x50", "--playable-only", "off", "--stats"])
        #expect(page.status == 0, "\(page.error)")
        let lines = page.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.first == "‹ Close  Opened from a link")
        #expect(lines.map(ListHeading.withoutShelvesButton).contains(" ALL RECORDINGS (701)"))
        #expect(lines.contains { $0.hasPrefix(" 1930s (122)") && $0.hasSuffix("˄") })
        #expect(page.error.contains("\"passes\""))
        #expect(SharedDemoCatalog.run(["render", "approachnote://song/bad"]).status == 2)
        #expect(SharedDemoCatalog.run(["open", "approachnote://song/bad"]).status == 2)
        #expect(SharedDemoCatalog.run(["open"]).status == 2)
        let unknown = SharedDemoCatalog.run(["render", "approachnote://artist/00000000-0000-4000-8000-000000000000"])
        #expect(unknown.status == 3)
        #expect(unknown.error.contains("There is no artist with id 00000000-0000-4000-8000-000000000000"))
    }

    @Test("open takes render's page options, checked before anything starts; the bare application takes none")
    func openOptions() throws {
        let link = "approachnote://song/\(try SharedDemoCatalog.songID("All of Me"))"
        let sort = SharedDemoCatalog.run(["open", link, "--sort", "loudness"])
        #expect(sort.status == 2)
        #expect(sort.error.hasPrefix("approachnote: Song pages sort by year or name, not 'loudness'."))
        let playable = SharedDemoCatalog.run(["open", link, "--playable-only", "maybe", "--headless", "80x24"])
        #expect(playable.error.hasPrefix("approachnote: --playable-only takes on or off."))
        let bare = SharedDemoCatalog.run(["--sort", "song"])
        #expect(bare.status == 2)
        #expect(bare.error.hasPrefix("approachnote: Unknown option '--sort'."), "\(bare.error)")
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
