import Browsing
import Catalog
import CatalogTestSupport
import Layout
import ScreensTestSupport
import TestThreads
import Testing

@testable import Screens

/// What the browser remembers between runs and how it starts from it: the tab, each tab's
/// pages with their sort and Playable only, the lists' searches.
@Suite("Remembered pages", .serialized, .testThreads)
struct BrowserStateTests {
    @Test("the tab, the pages on each tab with how they show, and a search, are what a new browser starts with")
    func roundTrip() throws {
        let song = try SharedDemoCatalog.songID("All of Me")
        let artist = try SharedDemoCatalog.artistID("Louis Armstrong")
        let first = try BrowserHarness(size: Size(width: 100, height: 30))
        first.browser.select(.artists)
        first.browser.push(.artist(id: artist, anchor: nil))
        first.settle()
        #expect(first.press("Sort: Song"))
        #expect(first.press("LEADER"))
        first.browser.select(.songs)
        first.browser.push(.song(id: song, anchor: nil))
        first.settle()
        #expect(first.press("Playable only?"))
        #expect(first.press("VOCAL"))
        first.browser.select(.artists)
        first.settle()
        let state = first.browser.state
        #expect(state.tab == "Artists")
        #expect(state.stacks["Artists"] == [.init(page: "artist/\(artist)", sort: .song, role: .leader)])
        #expect(
            state.stacks["Songs"] == [
                .init(
                    page: "song/\(song)", sort: .year,
                    filters: SongRecordingFilters(playableOnly: false, performance: .vocal))
            ])

        let second = try BrowserHarness(size: Size(width: 100, height: 30))
        #expect(second.browser.restore(state) == nil)
        second.loop.invalidate()
        second.settle()
        #expect(second.browser.current?.route == .artist(id: artist, anchor: nil))
        #expect(second.browser.current?.inSheet == false)
        #expect(second.lines[0] == "‹ Back")
        #expect(second.browser.state == state, "each page shows as it did")
        second.browser.select(.songs)
        second.loop.invalidate()
        second.settle()
        #expect(second.browser.current?.route == .song(id: song, anchor: nil))
        #expect(second.screen.contains("[ ] Playable only?"))
        #expect(second.browser.message == nil)
    }

    @Test("a search in a list is kept")
    func search() throws {
        let first = try BrowserHarness(size: Size(width: 100, height: 30))
        first.keys("/blue")
        first.settle()
        let state = first.browser.state
        #expect(state.searches == ["Songs": "blue"])
        let second = try BrowserHarness(size: Size(width: 100, height: 30))
        #expect(second.browser.restore(state) == nil)
        second.loop.invalidate()
        second.settle()
        #expect(second.lines[0] == (try ListHeading.songs(searching: "blue")))
    }

    @Test(
        "a saved state of 1,000 pages keeps its newest 16 and makes only the top one; each beneath is made as Esc reaches it; a stack never holds more above its tab's own"
    )
    func boundedStacks() throws {
        let song = try SharedDemoCatalog.songID("Tiger Rag")
        let artist = try SharedDemoCatalog.artistID("Louis Armstrong")
        let pages = (0..<1_000).map { BrowserState.SavedPage(page: $0 == 999 ? "artist/\(artist)" : "song/\(song)") }
        let harness = try BrowserHarness(size: Size(width: 80, height: 24))
        #expect(harness.browser.restore(BrowserState(tab: "Songs", stacks: ["Songs": pages])) == nil)
        harness.loop.invalidate()
        harness.settle()
        #expect(harness.browser.state.stacks["Songs"]?.count == Browser.deepestStack)
        #expect(harness.browser.current?.route == .artist(id: artist, anchor: nil), "the newest page is on top")
        #expect(harness.browser.stacks[.songs]?.count == 2, "the tab's own page and the top one are made, no other")
        #expect(harness.browser.back())
        #expect(harness.browser.current?.route == .song(id: song, anchor: nil), "the page beneath is made when shown")
        #expect(harness.browser.stacks[.songs]?.count == 2)
        #expect(harness.browser.state.stacks["Songs"]?.count == Browser.deepestStack - 1)
        for _ in 0..<20 { harness.browser.push(.song(id: song, anchor: nil)) }
        harness.loop.invalidate()
        harness.settle()
        #expect(harness.browser.state.stacks["Songs"]?.count == Browser.deepestStack)
        #expect(
            harness.browser.stacks[.songs]?.count == Browser.deepestStack + 1, "the pages waiting beneath went first")
        var backs = 0
        while backs < 100, harness.browser.back() { backs += 1 }
        #expect(backs == Browser.deepestStack)
        #expect(harness.browser.current?.route == .songs)
    }

    @Test("a saved page whose song is gone goes, saying so; one the state names wrongly is left out, saying so")
    func gone() throws {
        let missing = "0f8fad5b-d9cb-469f-a165-70867728950e"
        let alsoMissing = "1f8fad5b-d9cb-469f-a165-70867728950e"
        let state = BrowserState(
            tab: "Songs",
            stacks: [
                "Songs": [.init(page: "song/\(missing)"), .init(page: "tune/x"), .init(page: "song/\(alsoMissing)")]
            ])
        let harness = try BrowserHarness(size: Size(width: 100, height: 30))
        #expect(harness.browser.restore(state) == "1 saved page was not understood and left out.")
        harness.loop.invalidate()
        harness.settle()
        #expect(harness.browser.current?.route == .songs, "the page of the missing song went")
        #expect(harness.browser.message?.contains("There is no song with id \(missing) in this catalog.") == true)
        #expect(
            harness.browser.message?.contains("There is no song with id \(alsoMissing) in this catalog.") == true,
            "each page that went is named")
        #expect(harness.browser.state.stacks.isEmpty)
    }
}

/// Ctrl-P and Ctrl-N in a list's search field: the searches that led to a page, older and
/// newer, and back to what was typed.
@Suite("Search history by key", .serialized, .testThreads)
struct SearchHistoryKeyTests {
    private static let previous = "\u{10}"
    private static let next = "\u{0E}"

    @Test("a search a page was opened from is the latest of the history, and is kept with the state")
    func remembered() throws {
        let harness = try BrowserHarness(size: Size(width: 100, height: 30))
        harness.keys("/blue")
        #expect(harness.press("Blue Monk (1954)"))
        #expect(harness.browser.state.searchHistory == ["blue"])
    }

    @Test("Ctrl-P goes back through the history, Ctrl-N forward, and past the newest to what was typed")
    func recall() throws {
        let harness = try BrowserHarness(size: Size(width: 100, height: 30))
        #expect(harness.browser.restore(BrowserState(tab: "Songs", searchHistory: ["all of", "blue"])) == nil)
        harness.loop.invalidate()
        harness.settle()
        harness.keys("/mis")
        #expect(harness.lines[0] == (try ListHeading.songs(searching: "mis")))
        var headings: [String] = []
        for key in [Self.previous, Self.previous, Self.previous, Self.next, Self.next] {
            harness.keys(key)
            headings.append(harness.lines[0])
        }
        #expect(
            headings == [
                try ListHeading.songs(searching: "all of"), try ListHeading.songs(searching: "blue"),
                try ListHeading.songs(searching: "blue"), try ListHeading.songs(searching: "all of"),
                try ListHeading.songs(searching: "mis"),
            ])
        harness.keys(Self.previous + "x")
        #expect(
            harness.lines[0] == (try ListHeading.songs(searching: "all ofx")), "the cursor is after the recalled text")
    }

    @Test("outside a search field Ctrl-P does nothing")
    func onlyInTheField() throws {
        let harness = try BrowserHarness(size: Size(width: 100, height: 30))
        #expect(harness.browser.restore(BrowserState(tab: "Songs", searchHistory: ["blue"])) == nil)
        harness.loop.invalidate()
        harness.settle()
        harness.keys(Self.previous)
        #expect(harness.lines[0] == (try ListHeading.songs(searching: "")))
    }
}
