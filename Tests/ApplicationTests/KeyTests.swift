import ApplicationTestSupport
import Browsing
import Catalog
import CatalogTestSupport
import Layout
import Screens
import ScreensTestSupport
import TestThreads
import Testing

/// The keys the application answers to beyond focus and activation: Home / End in a carousel,
/// g / G on a page, `?` for help, `/` for search, h j k l for the arrows.
@Suite("Keys", .serialized, .testThreads)
struct KeyTests {
    private static let home = "\u{1B}[H"
    private static let end = "\u{1B}[F"

    private static func allOfMe() throws -> String {
        "approachnote://song/\(try SharedDemoCatalog.songID("All of Me"))"
    }

    /// All of Me's shelves with the page's default controls (Playable only on, by year).
    private static func allOfMeShelves() throws -> [RecordingShelf<ShellRecording>] {
        let id = try SharedDemoCatalog.songID("All of Me")
        let rows = try #require(try SharedDemoCatalog.store().songShell(id: id, sort: .year)).recordings
        return SongRecordingsSection().content(of: rows).shelves
    }

    /// A card's label as the song page gives it: "year · artist · album".
    private static func cardLabel(_ row: ShellRecording) -> String {
        [
            RecordingCardText.year(row.recordingYear) ?? "Unknown Year",
            RecordingCardText.artist(credit: row.artistCredit, performers: row.performers),
            RecordingCardText.album(row.albumTitle),
        ]
        .joined(separator: " · ")
    }

    @Test("End focuses the last card of the carousel holding the focus and scrolls to it; Home the first")
    func homeAndEnd() throws {
        let harness = try BrowserHarness()
        harness.open(try Self.allOfMe())
        let shelf = try #require(try Self.allOfMeShelves().first)
        #expect(shelf.header == "1930s (82)")
        let first = Self.cardLabel(shelf.rows[0])
        let last = Self.cardLabel(shelf.rows[81])
        #expect(harness.engine.focus(label: first))
        harness.keys(Self.end)
        #expect(harness.engine.focusedLabel == last)
        let card = try #require(harness.engine.accessibilityTree.flattened.first { $0.states.contains(.focused) })
        #expect(card.frame.maxX <= 200, "the last card is on screen")
        #expect(harness.engine.accessibilityTree.first(role: .button, label: first) == nil, "scrolled away")
        harness.keys(Self.home)
        #expect(harness.engine.focusedLabel == first)
        #expect(harness.engine.accessibilityTree.first(role: .button, label: last) == nil)
    }

    @Test("Home and End outside a carousel leave the focus where it is")
    func homeOutsideCarousel() throws {
        let harness = try BrowserHarness()
        harness.open(try Self.allOfMe())
        #expect(harness.engine.focus(label: "Playable only?"))
        harness.keys(Self.end)
        #expect(harness.engine.focusedLabel == "Playable only?")
    }

    @Test("G goes to the bottom of the page and focuses its last control; g to the top, its first")
    func topAndBottom() throws {
        let harness = try BrowserHarness(size: Size(width: 60, height: 50))
        harness.open(try Self.allOfMe())
        #expect(harness.press("Sort: Name"))
        let id = try SharedDemoCatalog.songID("All of Me")
        let rows = try #require(try SharedDemoCatalog.store().songShell(id: id, sort: .name)).recordings
        let shelves = SongRecordingsSection(sort: .name).content(of: rows).shelves
        #expect(shelves.count == 198)
        let last = try #require(shelves.last).header
        harness.keys("G")
        #expect(harness.engine.focusedLabel == last)
        #expect(
            harness.lines[47].hasPrefix(" \(last) "), "the last shelf on the page's last line, above the focus line")
        #expect(!harness.screen.contains("All of Me (1931)"))
        harness.keys("g")
        #expect(harness.engine.focusedLabel == "Add to repertoire…")
        #expect(harness.lines[1] == " All of Me (1931)")
    }

    @Test("at 40×12 the help scrolls: PgDn reaches its last keys and how to close it")
    func helpScrollsWhenShort() throws {
        let closing = "Esc, ? or q closes this help."
        let harness = try BrowserHarness(size: Size(width: 40, height: 12))
        harness.keys("?")
        #expect(harness.browser.showsHelp)
        #expect(harness.lines[0] == " Keys")
        #expect(!harness.screen.contains(closing), "the help is longer than the terminal")
        var sawQuit = false
        for _ in 0..<12 where !harness.screen.contains(closing) {
            harness.keys("\u{1B}[6~")
            sawQuit = sawQuit || harness.lines.contains { $0.hasPrefix(" q ") && $0.hasSuffix("quit") }
        }
        #expect(sawQuit, "the last key on the way down")
        #expect(harness.lines.contains(" " + closing))
        #expect(harness.lines.last?.hasPrefix(TabBarLine.compactTabs) == true, "the tab bar stays")
        harness.keys("\u{1B}[5~")
        harness.keys("\u{1B}")
        #expect(!harness.browser.showsHelp)
        harness.keys("?")
        harness.keys("q")
        #expect(!harness.browser.showsHelp, "q closes the help, as in a pager")
        #expect(harness.screen.contains(" Songs ("), "and the page is back")
    }

    @Test("? shows every key in place of the page; ? or Esc closes it, and the page is as it was")
    func help() throws {
        let harness = try BrowserHarness()
        harness.open(try Self.allOfMe())
        let page = harness.lines
        harness.keys("?")
        #expect(harness.browser.showsHelp)
        #expect(harness.lines[1] == " Keys")
        #expect(
            Array(harness.lines[3...30]) == [
                " Arrows, h j k l  move between controls",
                " Tab, Shift-Tab   next, previous control",
                " Enter, Space     press the focused control; a link opens in the browser, or is copied",
                " PgUp, PgDn       scroll the page",
                " Home, End        first, last card of the carousel",
                " g, G             top, bottom of the page",
                " +, -             open every shelf, close every shelf",
                " /                search",
                " Down             in a search: on to what it found, as Enter",
                " Ctrl-U, Ctrl-W   in a search: erase to its start, the word before",
                " Ctrl-P, Ctrl-N   in a search: the searches of before, older and newer",
                " :, Ctrl-O        open a link, or a song or artist by name",
                " f                mark the focused card's recording ★ (or the page's), or take the ★ off",
                " a                on a song's page: add the song to a repertoire",
                " K, J             in a repertoire: move the focused song up, down",
                " d                in a repertoire: take the focused song out",
                " u                undo the last change to your library",
                " P                on a shelf: play its recordings that have a YouTube link, in order",
                " p                while playing: pause, or play on",
                " [, ]             while playing: 10 s back, 10 s on",
                " <, >             while playing: the one before, the next",
                " s                while playing: stop",
                " Esc, Backspace   back (a panel or this help closes first, a search empties first)",
                " 1 2 3 4 5        Songs, Artists, Settings, About, Library",
                " Ctrl-L           redraw the screen",
                " r                retry now what could not load",
                " ?                this help",
                " q                quit",
            ])
        #expect(
            Array(harness.lines[32...35]) == [
                " Mouse",
                " Click            focus and press: a row, a card, a letter of the index, a link",
                " Wheel            scroll what is under it; Shift-wheel, a carousel sideways",
                " Right-click      mark the card under it ★, or take the ★ off",
            ])
        #expect(harness.lines[37] == " Esc, ? or q closes this help.")
        #expect(!harness.screen.contains("ALL RECORDINGS"))
        harness.keys("?")
        #expect(harness.lines == page)
        harness.keys("?")
        harness.keys("\u{1B}")
        #expect(!harness.browser.showsHelp)
        #expect(harness.lines == page)
        #expect(harness.browser.current?.inSheet == true, "Esc closed the help, not the page")
    }

    @Test("/ focuses the list's search field, where ? and q are typed, not obeyed")
    func searchList() throws {
        let harness = try BrowserHarness()
        harness.keys("/")
        #expect(harness.engine.focusedLabel == "Search songs…")
        harness.keys("aint?q")
        #expect(!harness.browser.showsHelp)
        #expect(harness.lines[0].contains("aint?q"))
        #expect(harness.screen.contains("No songs match “aint?q”."))
    }

    @Test(
        "Enter typed right after a search acts on its results: the field keeps the focus until they come, then the first has it and Enter opens it"
    )
    func enterRightAfterTyping() throws {
        let executor = HeldExecutor()
        let harness = try BrowserHarness(executor: executor)
        let found = try SharedDemoCatalog.store().songs(matching: "blue")
        let search = try #require(CatalogSearch("blue"))
        let first = try #require(search.ranked(found, fields: \.searchedFields).first)
        let label = first.title + (first.composedYear.map { " (\($0))" } ?? "")
        executor.hold(seed: 1)
        // One write, as a fast typist's or a script's keys come: the search has not even
        // started when Enter arrives.
        harness.loop.inject(Array("/blue\r".utf8))
        harness.loop.iterate(timeoutMilliseconds: 0)
        #expect(harness.engine.focusedLabel == "Search songs…")
        executor.release()
        harness.settle()
        #expect(harness.engine.focusedLabel == label)
        harness.keys("\r")
        #expect(harness.browser.current?.route == .song(id: first.id, anchor: nil))
    }

    @Test("Back gives the focus back to what opened each page: the performer, then the card")
    func backReturnsTheFocus() throws {
        let harness = try BrowserHarness()
        harness.open(try Self.allOfMe())
        let row = try #require(try Self.allOfMeShelves().first?.rows.dropFirst().first)
        let performer = try #require(row.performers.first)
        #expect(harness.engine.focus(label: Self.cardLabel(row)))
        harness.keys("\r")
        #expect(harness.browser.current?.route == .recording(id: row.id))
        #expect(harness.engine.focus(label: performer.name))
        harness.keys("\r")
        #expect(harness.browser.current?.route == .artist(id: performer.id, anchor: nil))
        harness.keys("\u{1B}")
        #expect(harness.browser.current?.route == .recording(id: row.id))
        #expect(harness.engine.focusedLabel == performer.name)
        harness.keys("\u{1B}")
        #expect(harness.browser.current?.route == .song(id: try SharedDemoCatalog.songID("All of Me"), anchor: nil))
        #expect(harness.engine.focusedLabel == Self.cardLabel(row))
    }

    @Test("j at the end of a page stops there: the focus never walks into the tab bar")
    func endOfPage() throws {
        let harness = try BrowserHarness(size: Size(width: 80, height: 24))
        harness.open("approachnote://artist/\(try SharedDemoCatalog.artistID("Louis Armstrong"))")
        harness.keys("G")
        let last = harness.engine.focusedLabel
        #expect(last != nil)
        for _ in 0..<3 { harness.keys("j") }
        #expect(harness.engine.focusedLabel == last)
        #expect(!TabBarLine.compactTabs.contains(harness.engine.focusedLabel ?? "·"))
    }

    @Test("/ focuses an artist's recordings search; a song page has none")
    func searchArtist() throws {
        let harness = try BrowserHarness()
        harness.open("approachnote://artist/\(try SharedDemoCatalog.artistID("Louis Armstrong"))")
        harness.keys("G")
        harness.keys("/")
        #expect(harness.engine.focusedLabel == "Search songs or albums")
        harness.keys("tiger rag")
        #expect(harness.screen.contains(" RECORDINGS (146) "))
        let song = try BrowserHarness()
        song.open(try Self.allOfMe())
        #expect(song.engine.focus(label: "Playable only?"))
        song.keys("/")
        #expect(song.engine.focusedLabel == "Playable only?")
    }

    @Test("h j k l move the focus like the arrows")
    func viKeys() throws {
        let harness = try BrowserHarness()
        harness.open(try Self.allOfMe())
        let shelves = try Self.allOfMeShelves()
        let first = Self.cardLabel(shelves[0].rows[0])
        #expect(harness.engine.focus(label: first))
        harness.keys("l")
        #expect(harness.engine.focusedLabel == Self.cardLabel(shelves[0].rows[1]))
        harness.keys("h")
        #expect(harness.engine.focusedLabel == first)
        harness.keys("j")
        #expect(harness.engine.focusedLabel == shelves[1].header)
        harness.keys("k")
        #expect(shelves[0].rows.map(Self.cardLabel).contains(harness.engine.focusedLabel ?? ""))
    }
}
