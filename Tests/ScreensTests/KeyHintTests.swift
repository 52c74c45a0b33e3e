import Catalog
import CatalogTestSupport
import Layout
import Screens
import ScreensTestSupport
import TestThreads
import Testing

/// The bottom line at 80×24: the tabs, then the keys of what has the focus, as the user reads
/// them there.
@Suite("Key hints", .serialized, .testThreads)
struct KeyHintTests {
    /// The hints on the bottom line, after the tabs.
    private static func hints(_ harness: BrowserHarness) -> String? { TabBarLine.hints(harness.lines.last ?? "") }

    @Test("on the Songs list: moving, searching, all the keys; in the search, how to leave it and erase")
    func songsList() throws {
        let harness = try BrowserHarness(size: Size(width: 80, height: 24))
        #expect(Self.hints(harness) == "Arrows move  / search  ? all keys")
        #expect(harness.lines.last?.count == 80, "right-aligned against the edge")
        harness.keys("/")
        #expect(Self.hints(harness) == "Down results  Esc clear", "the erasing keys make way at 80 columns")
        harness.keys("\u{1B}[B")
        #expect(Self.hints(harness) == "Enter press  q quit  ? all keys", "on the first song")
    }

    @Test("on a song page: a shelf header opens and closes, a card opens, Home and End reach the ends")
    func songPage() throws {
        let harness = try BrowserHarness(size: Size(width: 120, height: 40))
        harness.open("approachnote://song/\(try SharedDemoCatalog.songID("All of Me"))")
        let header = try #require(harness.shelfHeaders.first)
        #expect(harness.engine.focus(label: header))
        harness.loop.invalidateLayout()
        harness.settle()
        #expect(
            Self.hints(harness) == "Enter close  +/- every shelf  P play  q quit  ? all keys", "the first shelf is open"
        )
        let card = try #require(harness.cards.first)
        #expect(harness.engine.focus(label: card.label))
        harness.loop.invalidateLayout()
        harness.settle()
        #expect(Self.hints(harness) == "Enter open  f ★  Home/End first, last card  q quit  ? all keys")
    }

    @Test("in the help: scrolling and closing; the link prompt: opening and cancelling")
    func helpAndPrompt() throws {
        let harness = try BrowserHarness(size: Size(width: 80, height: 24))
        harness.keys("?")
        #expect(Self.hints(harness) == "PgUp/PgDn scroll  Esc close")
        harness.keys("?:")
        #expect(Self.hints(harness) == "Enter open  Esc cancel")
    }

    @Test(
        "the help settles with no diagnostic, at every size, each time it opens",
        arguments: [Size(width: 40, height: 12), Size(width: 80, height: 24), Size(width: 200, height: 60)])
    func helpSettles(size: Size) throws {
        let harness = try BrowserHarness(size: size)
        let before = harness.engine.diagnosticCount
        for _ in 0..<2 {
            harness.keys("?")
            #expect(harness.lines.contains { $0.hasPrefix(" Keys") }, "\(harness.screen)")
            harness.keys("?")
        }
        #expect(harness.engine.diagnosticCount == before, "\(harness.engine.diagnostics)")
    }
}

/// The About page points to the keys in one line at 80 columns, naming the help's key as the
/// key map has it.
@Suite("The About page's keys", .serialized, .testThreads)
struct AboutKeysTests {
    @Test("at 80×24 one line says where every key is")
    func oneLine() throws {
        let harness = try BrowserHarness(size: Size(width: 80, height: 24))
        harness.browser.select(.about)
        harness.loop.invalidate()
        harness.settle()
        #expect(harness.lines.contains(" Keys: ? lists them all; the bottom line shows those of what has the focus."))
    }
}
