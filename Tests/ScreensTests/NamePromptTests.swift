import Browsing
import CatalogTestSupport
import Layout
import Screens
import ScreensTestSupport
import TestThreads
import Testing

/// `:` takes a link, or a song's or an artist's name: an exact name opens its page as a sheet,
/// any other name the list that finds it, searching for it; nothing found says so.
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

    @Test("a name that is no title exactly searches the songs when some match, else the artists")
    func searches() throws {
        let songs = try Self.enter("misbehav")
        let songMatches = try SharedDemoCatalog.store().songs(matching: "misbehav").count
        #expect(songs.browser.tab == .songs && songs.browser.current?.inSheet == false)
        #expect(songs.lines[0].hasPrefix(" Songs (\(songMatches) of \(DemoCounts.songs))  misbehav"), "\(songs.screen)")
        #expect(songs.screen.contains("Ain't Misbehavin'"))

        let artists = try Self.enter("fitzger")
        let store = try SharedDemoCatalog.store()
        #expect(try store.songs(matching: "fitzger").isEmpty)
        let artistMatches = try store.performers(matching: "fitzger").count
        #expect(artists.browser.tab == .artists)
        #expect(
            artists.lines[0].hasPrefix(
                " Artists (\(GroupedNumber.text(artistMatches)) of \(DemoCounts.artists))  fitzger"),
            "\(artists.screen)")
        let first = try #require(try store.performers(matching: "fitzger").first).name
        #expect(artists.screen.contains(first), "\(artists.screen)")
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
