import ApplicationTestSupport
import Foundation
import ScreensTestSupport
import TestFixtures
import TestThreads
import Testing

/// The user's library in the real binary in tmux, by keys: a ★ kept across a restart, a
/// repertoire made from a song's page and opened from the Library tab, and another instance's
/// change seen without a key.
@Suite("The library, end to end", .serialized, .testThreads)
struct LibrarySessionTests {
    private static func dataHome() -> String {
        NSTemporaryDirectory() + "approachnote-library-e2e-" + UUID().uuidString.prefix(8)
    }

    /// The application open on All of Me, with its library in `data`.
    private static func allOfMe(_ data: String) throws -> LiveApplication {
        let app = try LiveApplication(
            ["--images", "off"], columns: 100, rows: 30, environment: ["XDG_DATA_HOME": data])
        // The first key waits for the first page, as a user's would.
        app.waitForScreen(containing: " Songs (\(DemoCounts.songs))")
        try app.search("Search songs…", for: "All of Me", open: "All of Me (1931)")
        app.waitForScreen(containing: "FEATURED RECORDINGS")
        return app
    }

    @Test("f on a card shows ★ on it, and after a restart the Library tab lists it")
    func favoriteKeptAcrossRestart() throws {
        let data = Self.dataHome()
        let first = try Self.allOfMe(data)
        try #require(try first.moveFocus(to: "1932 · Fats Waller · Waller Plays Standards"))
        try first.press("f")
        let marked = first.waitForScreen(containing: "1932 ★")
        #expect(marked.contains("1932 ★"), "\(marked)")
        try first.quit()

        let second = try LiveApplication(
            ["--images", "off"], columns: 100, rows: 30, environment: ["XDG_DATA_HOME": data])
        // The first key waits for the first page, as a user's would.
        second.waitForScreen(containing: " Songs (\(DemoCounts.songs))")
        try second.press("5")
        let library = second.waitForScreen(containing: "FAVOURITE RECORDINGS (1)")
        #expect(library.contains(" ★ All of Me · Fats Waller · Waller Plays Standards (1932)"), "\(library)")
        try second.quit()
    }

    @Test("All of Me added to a new repertoire from its page opens from the Library tab")
    func repertoireFromSongPage() throws {
        let data = Self.dataHome()
        let app = try Self.allOfMe(data)
        try app.press("a")
        app.waitForScreen(containing: "Add to repertoire: All of Me")
        try app.type("Gig on Friday")
        try app.press("Enter")
        app.waitForScreen(containing: "✓ Gig on Friday")
        try app.press("Escape")
        let closed = app.waitForScreen { !$0.contains("Add to repertoire: All of Me") }
        #expect(closed.contains("Add to repertoire…  In Gig on Friday"), "\(closed)")
        try app.press("5")
        app.waitForScreen(containing: "Gig on Friday · 1 song")
        try app.activate("Gig on Friday")
        let page = app.waitForScreen(containing: "Repertoire · 1 song")
        #expect(page.contains(" 1. All of Me (1931)"), "\(page)")
        try app.activate("All of Me")
        app.waitForScreen(containing: "Composed by Gerald Marks")
        try app.quit()
    }

    @Test("a change made by another instance shows in the Library tab without a key")
    func anotherInstance() throws {
        let data = Self.dataHome()
        let app = try LiveApplication(
            ["--images", "off"], columns: 100, rows: 30, environment: ["XDG_DATA_HOME": data])
        app.waitForScreen(containing: " Songs (\(DemoCounts.songs))")
        try app.press("5")
        app.waitForScreen(containing: "REPERTOIRES (0)")
        let run = try BinaryRun.run([
            "--library", data + "/approachnote/library.sqlite", "library", "add", "repertoire", "From elsewhere",
        ])
        #expect(run.status == 0, "\(run.error)")
        let screen = app.waitForScreen(containing: "From elsewhere · 0 songs")
        #expect(screen.contains("REPERTOIRES (1)"), "\(screen)")
        try app.quit()
    }
}
