import Browsing
import Catalog
import CatalogTestSupport
import Foundation
import Layout
import Library
import Screens
import ScreensTestSupport
import TestThreads
import Testing

/// The user's library on screen at 80×24: the Library tab, a repertoire's page, the song
/// page's "Add to repertoire…" panel and ★ on cards, each read as the user sees it.
@Suite("The library on screen", .testThreads)
struct LibraryScreenTests {
    static let size = Size(width: 80, height: 24)

    /// The screen's lines without the bottom line, trailing spaces dropped.
    static func page(_ harness: BrowserHarness) -> [String] {
        harness.lines.dropLast().map { String($0.reversed().drop { $0 == " " }.reversed()) }
    }

    static func library(_ harness: BrowserHarness) {
        harness.keys("5")
    }

    @Test("an empty library says how to fill it; the tab bar names five tabs, 5 picks the last")
    func empty() throws {
        let harness = try BrowserHarness(size: Self.size)
        Self.library(harness)
        #expect(harness.browser.tab == .library)
        #expect(
            Array(Self.page(harness).prefix(8)) == [
                " Your library",
                " Kept on this computer, apart from any catalog.",
                "",
                " REPERTOIRES (0)  New repertoire…",
                " None yet: make one here, or with “Add to repertoire…” on a song's page.",
                "",
                " FAVOURITE RECORDINGS (0)",
                " None yet: f on a recording's card or page marks it ★.",
            ])
        #expect(harness.lines.last?.hasPrefix(TabBarLine.compactTabs + " ") == true, "at 80 columns, a space apart")
    }

    @Test("f on a card marks it ★ on the card and in the Library tab; f again takes it off")
    func favoriteCard() throws {
        let harness = try BrowserHarness(size: Size(width: 100, height: 40))
        harness.browser.push(.song(id: try SharedDemoCatalog.songID("All of Me"), anchor: nil))
        harness.loop.invalidate()
        harness.settle()
        let card = try #require(harness.cards.first)
        func focusCard() {
            #expect(harness.engine.focus(label: card.label))
            harness.loop.invalidateLayout()
            harness.settle()
        }
        focusCard()
        let year = String(card.label.prefix { $0 != " " })
        #expect(!harness.lines.contains { $0.contains("\(year) ★") })
        harness.keys("f")
        let favorites = harness.browser.library.snapshot.favorites
        #expect(favorites.count == 1)
        #expect(favorites.first?.songTitle == "All of Me")
        #expect(harness.lines.contains { $0.contains("\(year) ★") }, "the card shows its ★")
        // A new library over the same file: the ★ was written, not only shown.
        #expect(try LibraryStore(path: harness.libraryPath).snapshot().favorites == favorites)

        Self.library(harness)
        let line = try #require(Self.page(harness).first { $0.hasPrefix(" ★ All of Me · ") })
        #expect(line.contains(favorites[0].albumTitle.map { RecordingCardText.album($0) } ?? "Unknown Album"))
        #expect(Self.page(harness).contains(" FAVOURITE RECORDINGS (1)"))
        harness.keys("1")
        focusCard()
        harness.keys("f")
        #expect(harness.browser.library.snapshot.favorites.isEmpty)
        #expect(!harness.lines.contains { $0.contains("\(year) ★") })
        let named =
            "the recording of “All of Me”" + (favorites[0].artist.map { " by \($0)" } ?? "")
            + (favorites[0].recordingYear.map { " (\($0))" } ?? "")
        #expect(harness.browser.notice == "Took the ★ off \(named) — u to undo.")
        harness.keys("u")
        #expect(harness.browser.library.snapshot.favorites == favorites, "back, dated as it was")
        #expect(harness.lines.contains { $0.contains("\(year) ★") })
        #expect(harness.browser.notice == "The ★ is back on \(named).")
    }

    @Test("a right-click on a card marks it ★; f with no card focused says what to do")
    func rightClick() throws {
        let harness = try BrowserHarness(size: Size(width: 100, height: 40))
        harness.open("approachnote://song/\(try SharedDemoCatalog.songID("All of Me"))")
        let card = try #require(harness.cards.first)
        let frame = card.frame
        // SGR mouse: button 2 (right) pressed inside the card, one-based.
        harness.keys("\u{1B}[<2;\(frame.origin.x + 3);\(frame.origin.y + 2)M")
        #expect(harness.browser.library.snapshot.favorites.count == 1)
        #expect(harness.browser.current?.route == .song(id: try SharedDemoCatalog.songID("All of Me"), anchor: nil))
        harness.engine.focusEdge(.start, of: .outermost(.vertical))
        harness.loop.invalidateLayout()
        harness.settle()
        harness.keys("f")
        #expect(harness.browser.message == "Put the focus on a recording's card (or open its page) to mark it ★.")
        #expect(harness.browser.library.snapshot.favorites.count == 1)
    }

    @Test("the recording page's button marks it ★, and shows which it is")
    func recordingPage() throws {
        let harness = try BrowserHarness(size: Self.size)
        let shell = try #require(
            try SharedDemoCatalog.store().songShell(id: try SharedDemoCatalog.songID("Tiger Rag"), sort: .year))
        let id = try #require(shell.recordings.first).id
        harness.browser.push(.recording(id: id))
        harness.loop.invalidate()
        harness.settle()
        #expect(Self.page(harness).contains(" ☆ Add to favourites"))
        #expect(harness.press(RecordingPage.favoriteLabel))
        #expect(Self.page(harness).contains(" ★ Favourite"))
        #expect(!Self.page(harness).contains(" ☆ Add to favourites"))
        #expect(harness.browser.library.isFavorite(id))
        harness.keys("f")
        #expect(!harness.browser.library.isFavorite(id))
    }

    @Test("a song is added to a new repertoire from its page, and the repertoire opens from the Library tab")
    func addToNewRepertoire() throws {
        let harness = try BrowserHarness(size: Self.size)
        let allOfMe = try SharedDemoCatalog.songID("All of Me")
        harness.open("approachnote://song/\(allOfMe)")
        harness.keys("a")
        #expect(harness.engine.focusedLabel == RepertoireChooser.newName, "with no repertoire, the name's field")
        #expect(Self.page(harness).contains { $0.hasPrefix(" │ No repertoires yet: name the first below. ") })
        harness.keys("Gig on Friday\r")
        let made = try #require(harness.browser.library.snapshot.repertoire(named: "Gig on Friday"))
        #expect(made.songs.map(\.title) == ["All of Me"])
        #expect(Self.page(harness).contains { $0.hasPrefix(" │ ✓ Gig on Friday (in it; Enter takes it out) ") })
        harness.keys("\u{1B}")
        #expect(!Self.page(harness).contains { $0.contains("│") }, "Esc closes the panel")
        #expect(Self.page(harness)[0] == "✓ Added “All of Me” to “Gig on Friday” — u to undo.")
        #expect(Self.page(harness)[4] == " Add to repertoire…  In Gig on Friday")

        Self.library(harness)
        #expect(Self.page(harness)[4] == " Gig on Friday · 1 song")
        #expect(harness.press("Gig on Friday"))
        #expect(harness.browser.current?.route == .repertoire(id: made.id))
        #expect(
            Array(Self.page(harness).prefix(5)) == [
                "‹ Back",
                " Gig on Friday",
                " Repertoire · 1 song  Rename…  Delete…  ▶ Play all backing tracks",
                "",
                " 1. All of Me (1931)                                                 ↑ ↓ Remove",
            ])
        #expect(harness.press("All of Me"))
        #expect(harness.browser.current?.route == .song(id: allOfMe, anchor: nil))
    }

    @Test(
        "in Add to repertoire the field keeps the focus for another name; arrows stay in the panel; a repertoire named Done is not the Done button"
    )
    func repertoireNamedLikeAControl() throws {
        let harness = try BrowserHarness(size: Self.size)
        harness.open("approachnote://song/\(try SharedDemoCatalog.songID("All of Me"))")
        harness.keys("a")
        harness.keys("\(RepertoireChooser.done)\r")
        let made = try #require(harness.browser.library.snapshot.repertoire(named: RepertoireChooser.done))
        #expect(harness.engine.focusedID == AnyHashable(FocusTarget.newRepertoireName), "the field, empty again")
        #expect(Self.page(harness).contains { $0.hasPrefix(" │ ✓ Done (in it; Enter takes it out) ") })
        harness.keys("Friday gig\r")
        #expect(harness.engine.focusedID == AnyHashable(FocusTarget.newRepertoireName), "a row made above it too")
        let second = try #require(harness.browser.library.snapshot.repertoire(named: "Friday gig"))
        #expect(second.songs.map(\.title) == ["All of Me"], "a second name makes a second repertoire")
        #expect(harness.browser.library.snapshot.repertoire(id: made.id)?.songs.map(\.title) == ["All of Me"])
        // Up to the panel's top and past it, then Down to its end and past it: the focus stays.
        for _ in 0..<5 { harness.keys("\u{1B}[A") }
        #expect(harness.engine.focusedLabel == RepertoireChooser.done)
        #expect(
            harness.engine.focusedID != AnyHashable(FocusTarget.repertoire(id: made.id)),
            "the button, not the repertoire")
        for _ in 0..<6 { harness.keys("\u{1B}[B") }
        #expect(
            harness.engine.focusedID == AnyHashable(FocusTarget.repertoire(id: second.id)),
            "Down stops at the panel's last repertoire: an arrow never lands in a field")
        harness.keys("\t")
        #expect(harness.engine.focusedID == AnyHashable(FocusTarget.newRepertoireName))
        harness.keys("\t")
        #expect(harness.engine.focusedLabel == RepertoireChooser.done, "Tab wraps inside the panel")
        #expect(harness.engine.focusedID != AnyHashable(FocusTarget.repertoire(id: made.id)))
        #expect(harness.engine.focus(id: FocusTarget.repertoire(id: made.id)))
        harness.loop.invalidateLayout()
        harness.settle()
        // Enter acts on the repertoire: the song comes out of it, and the panel stays open.
        harness.keys("\r")
        #expect(Self.page(harness).contains { $0.hasPrefix(" │ + Done ") }, "\(harness.screen)")
        #expect(harness.browser.library.snapshot.repertoire(id: made.id)?.songs.isEmpty == true)
        #expect(harness.browser.notice == "Took “All of Me” out of “Done” — u to undo.")
        harness.keys("u")
        #expect(harness.browser.library.snapshot.repertoire(id: made.id)?.songs.map(\.title) == ["All of Me"])
        #expect(Self.page(harness).contains { $0.hasPrefix(" │ ✓ Done (in it; Enter takes it out) ") })
        #expect(harness.browser.notice == "“All of Me” is back in “Done”.")
    }

    /// A library of the repertoire "Standards": All of Me, Summertime, Tiger Rag.
    static func standards(_ harness: BrowserHarness) throws -> Repertoire {
        let store = try LibraryStore(path: harness.libraryPath)
        let made = try store.createRepertoire(named: "Standards")
        for title in ["All of Me", "Summertime", "Tiger Rag"] {
            try store.add(RepertoireSong(id: try SharedDemoCatalog.songID(title), title: title), toRepertoire: made.id)
        }
        #expect(harness.browser.receive(.libraryChanged), "another process's change shows")
        harness.browser.select(.library)
        harness.browser.push(.repertoire(id: made.id))
        harness.loop.invalidate()
        harness.settle()
        return made
    }

    static func songs(_ harness: BrowserHarness, _ id: String) -> [String] {
        harness.browser.library.snapshot.repertoire(id: id)?.songs.map(\.title) ?? []
    }

    @Test("a repertoire's songs move with the buttons and with K and J, and go with Remove and d")
    func reorder() throws {
        let harness = try BrowserHarness(size: Self.size)
        let made = try Self.standards(harness)
        #expect(harness.press("Move Tiger Rag up"))
        #expect(Self.songs(harness, made.id) == ["All of Me", "Tiger Rag", "Summertime"])
        #expect(Self.page(harness)[5].hasPrefix(" 2. Tiger Rag"))
        #expect(harness.engine.focus(label: "All of Me"))
        harness.keys("J")
        #expect(Self.songs(harness, made.id) == ["Tiger Rag", "All of Me", "Summertime"])
        harness.keys("K")
        harness.keys("K")
        #expect(Self.songs(harness, made.id) == ["All of Me", "Tiger Rag", "Summertime"], "the top stays the top")
        harness.keys("d")
        #expect(Self.songs(harness, made.id) == ["Tiger Rag", "Summertime"])
        #expect(harness.browser.notice == "Took “All of Me” out of “Standards” — u to undo.")
        harness.keys("u")
        #expect(Self.songs(harness, made.id) == ["All of Me", "Tiger Rag", "Summertime"], "back in its place")
        #expect(harness.browser.notice == "“All of Me” is back in “Standards”.")
        #expect(harness.engine.focus(label: "All of Me"))
        harness.keys("d")
        #expect(Self.songs(harness, made.id) == ["Tiger Rag", "Summertime"])
        #expect(harness.press("Take Summertime out"))
        #expect(Self.songs(harness, made.id) == ["Tiger Rag"])
        #expect(
            try LibraryStore(path: harness.libraryPath).snapshot().repertoire(id: made.id)?.songs.map(\.title) == [
                "Tiger Rag"
            ])
    }

    @Test("rename asks for the name in place; Esc keeps the old one; delete asks first, and Keep keeps it")
    func renameAndDelete() throws {
        let harness = try BrowserHarness(size: Self.size)
        let made = try Self.standards(harness)
        #expect(harness.press(RepertoirePage.renameLabel))
        #expect(harness.engine.focusedLabel == RepertoirePage.nameFieldLabel)
        harness.keys("\u{15}Gig\u{1B}")
        #expect(Self.page(harness)[1] == " Standards", "Esc closes the field; the name is kept")
        #expect(!Self.page(harness).contains(" New name: Gig"))
        #expect(harness.engine.focusedLabel == RepertoirePage.renameLabel)
        #expect(harness.press(RepertoirePage.renameLabel))
        harness.keys("\u{15}Gig on Friday\r")
        #expect(Self.page(harness)[1] == " Gig on Friday")
        #expect(harness.browser.library.snapshot.repertoire(id: made.id)?.name == "Gig on Friday")

        #expect(harness.press(RepertoirePage.deleteLabel))
        #expect(harness.engine.focusedLabel == RepertoirePage.keepLabel, "the safe choice has the focus")
        #expect(Self.page(harness)[3] == " Delete “Gig on Friday” and its list of 3 songs?")
        harness.keys("\r")
        #expect(harness.browser.library.snapshot.repertoire(id: made.id) != nil)
        #expect(harness.press(RepertoirePage.deleteLabel))
        let songs = try #require(harness.browser.library.snapshot.repertoire(id: made.id)).songs
        #expect(harness.press(RepertoirePage.confirmLabel))
        #expect(harness.browser.library.snapshot.repertoires.isEmpty)
        #expect(harness.browser.current?.route == .library, "back to the Library tab")
        #expect(
            harness.browser.notice
                == "Deleted “Gig on Friday” and its list of 3 songs; the songs stay in the catalog — u to undo.")
        #expect(Self.page(harness).contains(" REPERTOIRES (0)  New repertoire…"))
        harness.keys("u")
        #expect(harness.browser.notice == "“Gig on Friday” is back, with its 3 songs.")
        #expect(harness.browser.library.snapshot.repertoire(id: made.id)?.songs == songs, "in their order")
        #expect(Self.page(harness).contains(" REPERTOIRES (1)  New repertoire…"))
        harness.keys("u")
        #expect(harness.browser.notice == "Nothing to undo.")
    }

    @Test("entries the catalog no longer holds say so, stay, and open nothing")
    func missingEntries() throws {
        let harness = try BrowserHarness(size: Self.size)
        let store = try LibraryStore(path: harness.libraryPath)
        let gone = "00000000-0000-4000-8000-00000000dead"
        let made = try store.createRepertoire(named: "Old")
        try store.add(RepertoireSong(id: gone, title: "Lost Tune", composedYear: 1920), toRepertoire: made.id)
        try store.addFavorite(
            FavoriteRecording(
                id: gone, songId: gone, songTitle: "Lost Tune", artist: "Nobody", albumTitle: "Gone",
                recordingYear: 1921))
        _ = harness.browser.receive(.libraryChanged)
        Self.library(harness)
        #expect(Self.page(harness).contains(" ★ All of Me · Nobody · Gone (1921) · no longer in this catalog") == false)
        #expect(Self.page(harness).contains(" ★ Lost Tune · Nobody · Gone (1921) · no longer in this catalog"))
        #expect(harness.press("Lost Tune · Nobody · Gone (1921)"))
        #expect(harness.browser.current?.route == .library)
        #expect(
            harness.browser.message
                == "“Lost Tune” is no longer in this catalog; it stays in your library until you take it out.")
        #expect(harness.press("Old"))
        #expect(Self.page(harness)[4].hasPrefix(" 1. Lost Tune (1920) · 1 ★ · no longer in this catalog"))
        #expect(harness.press("Lost Tune"))
        #expect(harness.browser.current?.route == .repertoire(id: made.id))
    }

    @Test("the file removed while the application runs: what it held is written again, and the user is told")
    func removedFile() throws {
        let harness = try BrowserHarness(size: Self.size)
        let made = try #require(harness.browser.library.snapshot.repertoires.isEmpty ? Self.standards(harness) : nil)
        for suffix in ["", "-wal", "-shm"] { unlink(harness.libraryPath + suffix) }
        #expect(harness.browser.receive(.libraryChanged))
        #expect(
            harness.browser.message
                == "Your library at \(harness.libraryPath) was removed or replaced while ApproachNote ran; "
                + "what it held is written to the file there now.")
        let written = try LibraryStore(path: harness.libraryPath).snapshot()
        #expect(written.repertoire(id: made.id)?.songs.map(\.title) == ["All of Me", "Summertime", "Tiger Rag"])
        // A change after it goes to the new file.
        #expect(harness.press("Take Summertime out"))
        #expect(
            try LibraryStore(path: harness.libraryPath).snapshot().repertoire(id: made.id)?.songs.map(\.title) == [
                "All of Me", "Tiger Rag",
            ])
        #expect(!harness.browser.receive(.libraryChanged), "once written again, nothing more to do")
    }

    @Test("at 40×12 the five tabs fit, and the Library tab shows its sections")
    func small() throws {
        let harness = try BrowserHarness(size: Size(width: 40, height: 12))
        Self.library(harness)
        #expect(harness.lines.last?.hasPrefix(TabBarLine.compactTabs) == true)
        #expect(
            Array(Self.page(harness).prefix(5)) == [
                " Your library", " Kept on this computer, apart from any", " catalog.", "",
                " REPERTOIRES (0)  New repertoire…",
            ])
    }
}
