import ApplicationTestSupport
import Browsing
import Catalog
import CatalogTestSupport
import ScreensTestSupport
import TestThreads
import Testing

/// Through the real binary in tmux: the bottom line's hints follow the focus, another release
/// changes the recording page, and `:` opens a song or an artist by name.
@Suite("Pages by key", .serialized, .testThreads)
struct PagesByKeyTests {
    /// The hints on the bottom line, after the tabs.
    private static func hints(_ screen: String) -> String? {
        screen.split(separator: "\n").last.flatMap { TabBarLine.hints(String($0)) }
    }

    @Test("at 80×24 the hints follow the focus: the list, its search, a song row, the help")
    func hintLine() throws {
        let app = try LiveApplication(columns: 80, rows: 24)
        app.waitForScreen { Self.hints($0) == "Arrows move  / search  ? all keys" }
        #expect(Self.hints(app.screen) == "Arrows move  / search  ? all keys")
        // The list loaded: Down from the search goes to its first song, not to the index
        // beside a list still empty.
        _ = app.settledScreen()
        try app.press("/")
        app.waitForScreen { Self.hints($0) == "Down results  Esc clear" }
        #expect(Self.hints(app.screen) == "Down results  Esc clear")
        try app.press("Down")
        app.waitForScreen { Self.hints($0) == "Enter press  q quit  ? all keys" }
        #expect(Self.hints(app.screen) == "Enter press  q quit  ? all keys", "on the first song")
        try app.press("?")
        app.waitForScreen { Self.hints($0) == "PgUp/PgDn scroll  Esc close" }
        #expect(Self.hints(app.screen) == "PgUp/PgDn scroll  Esc close")
        try app.press("q")
        app.waitForScreen { Self.hints($0) == "Enter press  q quit  ? all keys" }
        #expect(Self.hints(app.screen) == "Enter press  q quit  ? all keys", "q in the help closed it")
        try app.quit()
    }

    @Test("at 40×12 the help scrolls with PgDn to its last keys, the shelves' among them, and how to close it")
    func helpScrollsAt40By12() throws {
        let closing = " Esc, ? or q closes this help."
        let app = try LiveApplication(columns: 40, rows: 12)
        app.waitForScreen(containing: " Songs (\(DemoCounts.songs))")
        try app.press("?")
        let top = app.waitForScreen(containing: " Keys")
        #expect(!top.contains(closing), "the help is longer than the terminal")
        var seen = top
        for _ in 0..<10 where !seen.contains(closing) {
            let before = app.screen
            try app.press("PageDown")
            app.waitForScreen { $0 != before }
            seen += "\n" + app.screen
        }
        #expect(seen.contains(closing), "\(seen)")
        #expect(seen.contains(" +, -"), "the shelves' keys")
        #expect(seen.split(separator: "\n").contains { $0.hasPrefix(" q ") && $0.hasSuffix("quit") }, "\(seen)")
        #expect(
            app.screen.split(separator: "\n").last.flatMap { TabBarLine.tabs(of: String($0)) } != nil,
            "the tab bar stays")
        try app.press("q")
        app.waitForScreen(containing: " Songs (\(DemoCounts.songs))")
        #expect(!app.screen.contains(" Keys"), "q closed the help, and the application goes on")
        try app.quit()
    }

    /// A song whose first recording on its first shelf (open by itself) is on releases with
    /// other titles and other credits: its id, that recording's detail.
    private static func songWithReissuedFirstCard() throws -> (songID: String, detail: RecordingDetail) {
        let store = try SharedDemoCatalog.store()
        for song in try store.songs(matching: nil) {
            guard let shell = try store.songShell(id: song.id, sort: .year),
                let first = SongRecordingsSection().content(of: shell.recordings).shelves.first?.rows.first,
                let detail = try store.recordingDetail(id: first.id)
            else { continue }
            if Set(detail.releases.map(\.title)).count >= 2, Set(detail.releases.map(\.artistCredit)).count >= 2 {
                return (song.id, detail)
            }
        }
        throw NoSuchSong()
    }

    private struct NoSuchSong: Error {}

    @Test("on a recording page, choosing another release changes the album and the credit shown")
    func releaseChange() throws {
        let (songID, detail) = try Self.songWithReissuedFirstCard()
        let first = try #require(detail.releases.first { $0.id == detail.defaultReleaseId } ?? detail.releases.first)
        let other = try #require(
            detail.releases.first { $0.title != first.title && $0.artistCredit != first.artistCredit })
        let app = try LiveApplication(["open", "approachnote://song/\(songID)"], columns: 100, rows: 40)
        let header = try #require(app.waitForTree { $0.shelfHeaders.first?.isExpanded == true }?.shelfHeaders.first)
        #expect(try app.moveFocus(to: header.label))
        try app.step("Tab")
        try app.press("Enter")
        let album = " " + RecordingCardText.album(first.title)
        let page = app.waitForScreen { $0.split(separator: "\n").dropFirst(2).first.map(String.init) == album }
        #expect(page.contains(" ● " + RecordingCardText.album(first.title)), "\(page)")
        if let credit = first.artistCredit { #expect(page.contains(" Credited to " + credit), "\(page)") }

        try app.activate(try #require(other.title))
        let otherAlbum = " " + RecordingCardText.album(other.title)
        let changed = app.waitForScreen {
            $0.split(separator: "\n").dropFirst(2).first.map(String.init) == otherAlbum
        }
        #expect(changed.contains(" ● " + RecordingCardText.album(other.title)), "\(changed)")
        if let credit = other.artistCredit { #expect(changed.contains(" Credited to " + credit), "\(changed)") }
        if let credit = first.artistCredit { #expect(!changed.contains(" Credited to " + credit), "\(changed)") }
        try app.quit()
    }

    @Test(": takes a song's title or an artist's name and opens it; a name nothing matches says so")
    func namesAtThePrompt() throws {
        let app = try LiveApplication(columns: 80, rows: 24)
        app.waitForScreen(containing: " Songs (\(DemoCounts.songs))")
        /// Types `name` at the `:` prompt and waits until the screen shows `shown`.
        func open(_ name: String, showing shown: String) throws -> String {
            try app.press(":")
            app.waitForScreen(containing: "Open: A link, or a song or artist name")
            try app.type(name)
            try app.press("Enter")
            return app.waitForScreen(containing: shown)
        }
        let song = try open("all of me", showing: " All of Me (1931)")
        #expect(song.hasPrefix("‹ Close"), "\(song)")
        try app.press("Escape")
        app.waitForScreen { !$0.contains(" All of Me (1931)") }
        _ = try open("Louis Armstrong", showing: "RECORDINGS (\(DemoCounts.armstrongRecordings))")
        // The shelves can come before the artist's summary: the page is judged once both are in.
        let artist = app.waitForScreen {
            $0.contains("RECORDINGS (\(DemoCounts.armstrongRecordings))") && !$0.contains("Loading…")
        }
        #expect(artist.contains("Louis Armstrong"), "\(artist)")
        try app.press("Escape")
        let nothing = try open("qqqzzz", showing: "No link, song or artist matches")
        #expect(nothing.hasPrefix("⚠ No link, song or artist matches “qqqzzz”."), "\(nothing)")
        try app.quit()
    }
}
