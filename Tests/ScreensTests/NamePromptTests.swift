import Browsing
import Catalog
import CatalogTestSupport
import Layout
import Screens
import ScreensTestSupport
import TestThreads
import Testing

/// `:` takes a link, or a song's or an artist's name: an exact name opens its page as a sheet,
/// any other name offers what it finds to choose from; nothing found says so.
@Suite("The : prompt takes names", .testThreads)
struct NamePromptTests {
    private static func enter(_ text: String, at size: Size = Size(width: 80, height: 24)) throws -> BrowserHarness {
        let harness = try BrowserHarness(size: size)
        harness.keys(":")
        harness.settle()
        #expect(harness.engine.focusedLabel == Browser.linkPromptLabel)
        #expect(harness.lines[0].hasPrefix("Open: " + Browser.linkPromptLabel), "\(harness.screen)")
        harness.keys(text)
        harness.keys("\r")
        harness.settle()
        return harness
    }

    @Test("a song's title, in any case, opens the song as a sheet")
    func songByTitle() throws {
        let harness = try Self.enter("all of me")
        let id = try SharedDemoCatalog.songID("All of Me")
        #expect(harness.browser.current?.route == .song(id: id, anchor: nil))
        #expect(harness.browser.current?.inSheet == true)
        #expect(harness.lines[0].hasPrefix("‹ Close"), "\(harness.screen)")
        #expect(harness.lines[1] == " All of Me (1931)")
    }

    @Test("an artist's name, without its accents, opens the artist")
    func artistByName() throws {
        let harness = try Self.enter("LOUIS ARMSTRONG")
        let id = try SharedDemoCatalog.artistID("Louis Armstrong")
        #expect(harness.browser.current?.route == .artist(id: id, anchor: nil))
        #expect(harness.screen.contains("RECORDINGS (\(DemoCounts.armstrongRecordings))"), "\(harness.screen)")
    }

    @Test("a name that is no title exactly offers what it finds, best first, and the tab's pages stay as they were")
    func choices() throws {
        let harness = try BrowserHarness(size: Size(width: 80, height: 24))
        harness.open("approachnote://song/\(try SharedDemoCatalog.songID("All of Me"))")
        harness.keys("\u{1B}")
        harness.browser.push(.artist(id: try SharedDemoCatalog.artistID("Louis Armstrong"), anchor: nil))
        harness.loop.invalidate()
        harness.settle()
        harness.keys(":summert\r")
        harness.settle()
        let store = try SharedDemoCatalog.store()
        let search = try #require(CatalogSearch("summert"))
        let songs = search.ranked(try store.songs(matching: "summert"), fields: \.searchedFields)
        #expect(songs.map(\.title) == ["Summertime", "Samba de Verão"], "its other title, Summer Samba, is near")
        #expect(try store.performers(matching: "summert").isEmpty)
        let row = { (text: String) in "│ " + text.padding(toLength: 77, withPad: " ", startingAt: 0) + "│" }
        #expect(
            Array(harness.lines[0...5]) == [
                "┌──────────────────────────────────────────────────────────────────────────────┐",
                row("“summert” names none exactly; it finds 2 songs:"),
                row("Song: Summertime (1935)"),
                row("Song: Samba de Verão (1964)"),
                row("Enter opens; Esc closes."),
                "└──────────────────────────────────────────────────────────────────────────────┘",
            ], "\(harness.screen)")
        #expect(harness.engine.focusedLabel == "Summertime (1935)", "the best has the focus")
        #expect(
            harness.browser.tab == .songs
                && harness.browser.current?.route
                    == .artist(id: try SharedDemoCatalog.artistID("Louis Armstrong"), anchor: nil),
            "the tab's pages stay")
        // The arrows stay in the panel; Esc closes it and leaves the page as it was.
        for _ in 0..<3 { harness.keys("j") }
        #expect(harness.engine.focusedLabel == "Samba de Verão (1964)", "j stays among the choices")
        harness.keys("\u{1B}")
        #expect(!harness.screen.contains("names none exactly"))
        #expect(
            harness.browser.current?.route
                == .artist(id: try SharedDemoCatalog.artistID("Louis Armstrong"), anchor: nil))

        harness.keys(":summert\r")
        harness.settle()
        harness.keys("\r")
        #expect(harness.browser.current?.route == .song(id: songs[0].id, anchor: nil))
        #expect(harness.browser.current?.inSheet == true, "opened as a sheet, over the tab's pages")
        harness.keys("\u{1B}")
        #expect(
            harness.browser.current?.route
                == .artist(id: try SharedDemoCatalog.artistID("Louis Armstrong"), anchor: nil))
    }

    @Test("a name that finds many shows the best five of each list and says how many more")
    func manyChoices() throws {
        let harness = try Self.enter("davis")
        let store = try SharedDemoCatalog.store()
        let search = try #require(CatalogSearch("davis"))
        let artists = search.ranked(try store.performers(matching: "davis"), fields: \.searchedFields)
        let songs = try store.songs(matching: "davis")
        #expect(artists.count > NameChoices.shown)
        let shownArtists = harness.engine.accessibilityTree.flattened.filter { $0.role == .button }.map(\.label)
            .filter { name in artists.contains { $0.name == name } }
        #expect(shownArtists == artists.prefix(NameChoices.shown).map(\.name))
        let more = songs.count - min(songs.count, NameChoices.shown) + artists.count - NameChoices.shown
        #expect(harness.screen.contains("\(GroupedNumber.text(more)) more not shown: type more of the name."))
        #expect(harness.browser.current?.route == .songs)
    }

    @Test("nothing found says so and changes nothing")
    func nothingFound() throws {
        let harness = try Self.enter("qqqzzz")
        #expect(harness.browser.current?.route == .songs)
        #expect(harness.lines[0] == "⚠ No link, song or artist matches “qqqzzz”.", "\(harness.screen)")
        #expect(harness.lines[1].hasPrefix(" Songs (\(DemoCounts.songs))"))
    }

    @Test("a link is still a link: a malformed one says what is wrong")
    func links() throws {
        let harness = try Self.enter("approachnote://song/nope")
        #expect(harness.browser.current?.route == .songs)
        #expect(harness.lines[0].hasPrefix("⚠ "), "\(harness.screen)")
        #expect(harness.browser.message?.contains("nope") == true)
    }
}
