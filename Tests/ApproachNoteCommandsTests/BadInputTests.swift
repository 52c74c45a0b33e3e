import ApplicationTestSupport
import Browsing
import CatalogTestSupport
import Foundation
import ScreensTestSupport
import TestFixtures
import TestThreads
import Testing

/// Bad input through the real binary: links that are malformed or name nothing, on the command
/// line and at the `:` prompt, and a catalog file that goes away or is damaged while the
/// application runs.
@Suite("Bad input, end to end", .serialized, .testThreads)
struct BadInputTests {
    static let unknownArtist = "approachnote://artist/00000000-0000-4000-8000-000000000000"
    static let unknownSong = "approachnote://song/00000000-0000-4000-8000-000000000000"

    /// Runs the binary without a terminal; returns its status and standard error.
    private func run(_ arguments: [String]) throws -> (status: Int32, error: String) {
        let errors = NSTemporaryDirectory() + "approachnote-bad-" + UUID().uuidString
        defer { unlink(errors) }
        let process = try ChildProcess(
            [ApproachNoteBinary.path, "--catalog", SharedDemoCatalog.path] + arguments, errors: errors)
        let status = process.wait()
        return (status, (try? String(contentsOfFile: errors, encoding: .utf8)) ?? "")
    }

    @Test("open with a malformed link or no link is a usage error (2) before any terminal is needed")
    func malformedOnCommandLine() throws {
        let bad = try run(["open", "approachnote://song/nope"])
        #expect(bad.status == 2)
        #expect(
            bad.error
                == "approachnote: “nope” is not a valid id (expected a UUID such as 0f8fad5b-d9cb-469f-a165-70867728950e).\n"
                + "Run 'approachnote --help' for usage.\n")
        let other = try run(["open", "https://example.com/song/1"])
        #expect(other.status == 2 && other.error.hasPrefix("approachnote: "), "\(other.error)")
        #expect(try run(["open"]).status == 2)
    }

    @Test("open with an unknown id starts the application with a clear message over the Songs tab")
    func unknownOnCommandLine() throws {
        let app = try LiveApplication(["open", Self.unknownSong], columns: 100, rows: 30)
        let screen = app.waitForScreen(containing: " Songs (\(DemoCounts.songs))")
        #expect(
            app.lines[0]
                == "⚠ There is no song with id 00000000-0000-4000-8000-000000000000 in this catalog.", "\(screen)")
        #expect(app.lines[1].hasPrefix(" Songs (\(DemoCounts.songs))"))
        try app.press("2")
        app.waitForScreen { $0.hasPrefix(" Artists (\(DemoCounts.artists))") }
        #expect(app.lines[0].hasPrefix(" Artists (\(DemoCounts.artists))"), "the message goes with the next navigation")
        try app.quit()
    }

    @Test("at the : prompt, malformed and unknown links say so and leave the page as it was")
    func badLinksAtPrompt() throws {
        let app = try LiveApplication(columns: 100, rows: 30)
        app.waitForScreen(containing: " Songs (\(DemoCounts.songs))")
        try app.search("Search songs…", for: "All of Me", open: "All of Me (1931)")
        try app.activate("Playable only?")
        app.waitForScreen(containing: " ALL RECORDINGS (701)")
        let page = app.lines

        try app.press(":")
        app.waitForScreen(containing: "Open: ")
        try app.type("approachnote://song/nope")
        try app.press("Enter")
        app.waitForScreen { $0.hasPrefix("⚠ ") }
        #expect(
            app.lines[0]
                == "⚠ “nope” is not a valid id (expected a UUID such as 0f8fad5b-d9cb-469f-a165-70867728950e).")
        #expect(
            TabBarLine.withoutHints(Array(app.lines[1...]))
                == TabBarLine.withoutHints(Array(page.dropLast(3)) + page.suffix(2)),
            "the page below is unchanged, above the focus line and the tabs")

        try app.press(":")
        app.waitForScreen(containing: "Open: ")
        try app.type(Self.unknownArtist)
        try app.press("Enter")
        app.waitForScreen { $0.hasPrefix("⚠ There is no artist") }
        #expect(
            app.lines[0] == "⚠ There is no artist with id 00000000-0000-4000-8000-000000000000 in this catalog.")
        #expect(app.lines[1] == "‹ Back", "the song page is still there, not in a sheet")
        #expect(app.screen.contains(" ALL RECORDINGS (701)"))
        try app.quit()
    }

    /// The screen's words, one space apart: text as read, whatever the lines it was wrapped onto.
    /// Whether the screen shows `text`, however its lines were wrapped: a long path has no
    /// space to wrap at, so it is broken anywhere, and whitespace is left out of the comparison.
    private func shows(_ screen: String, _ text: String) -> Bool {
        func unwrapped(_ text: String) -> String { String(text.filter { !$0.isWhitespace }) }
        return unwrapped(screen).contains(unwrapped(text))
    }

    /// A copy of the shared catalog the test may delete or damage.
    private func catalogCopy() throws -> String {
        let directory = NSTemporaryDirectory() + "approachnote-doomed-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let path = directory + "/catalog.sqlite"
        try FileManager.default.copyItem(atPath: SharedDemoCatalog.path, toPath: path)
        return path
    }

    @Test("a catalog deleted while running: the open file still answers, pages load, keys work, q quits")
    func deletedWhileRunning() throws {
        let path = try catalogCopy()
        defer { try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent) }
        let app = try LiveApplication(catalog: path, columns: 100, rows: 30)
        app.waitForScreen(containing: " Songs (\(DemoCounts.songs))")
        try FileManager.default.removeItem(atPath: path)
        try app.press("2")
        let artists = app.waitForScreen { $0.hasPrefix(" Artists (\(DemoCounts.artists))") }
        #expect(artists.hasPrefix(" Artists (\(DemoCounts.artists))"), "\(artists)")
        try app.press("1")
        app.waitForScreen { $0.hasPrefix(" Songs (\(DemoCounts.songs))") }
        try app.search("Search songs…", for: "All of Me", open: "All of Me (1931)")
        let total = try ScenarioExpectations.allOfMePlayable().total
        let song = app.waitForScreen(containing: " ALL RECORDINGS (\(GroupedNumber.text(total)))")
        #expect(song.contains(" ALL RECORDINGS (\(GroupedNumber.text(total)))"), "\(song)")
        #expect(!FileManager.default.fileExists(atPath: path), "nothing wrote a new catalog at the path")
        try app.quit()
    }

    @Test("a catalog damaged while running: pages needing a new query say so clearly; keys still work; q quits")
    func damagedWhileRunning() throws {
        let path = try catalogCopy()
        defer { try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent) }
        let app = try LiveApplication(catalog: path, columns: 100, rows: 30)
        app.waitForScreen(containing: " Songs (\(DemoCounts.songs))")
        // The same file, emptied: the application's open connection now reads nothing valid.
        try #require(truncate(path, 0) == 0)
        let damaged = "The catalog at \(path) is damaged (database disk image is malformed)."
        // The first failure drops the connection; later reads open the file again and find it empty.
        let empty =
            "\(path) is not an ApproachNote catalog (the file is empty or shorter than a database header); not replacing it."

        try app.press("2")
        let artists = app.waitForScreen(containing: "Could not load the artists")
        #expect(shows(artists, "Could not load the artists: \(damaged)"), "\(artists)")
        #expect(shows(artists, "regenerate it with: approachnote catalog generate --force"), "\(artists)")

        // The Songs tab kept its list; opening a song needs a query, and fails as clearly.
        try app.press("1")
        app.waitForScreen { $0.hasPrefix(" Songs (\(DemoCounts.songs))") }
        try #require(try app.moveFocus(to: "A Child Is Born (1969)", limit: 3))
        try app.press("Enter")
        let song = app.waitForScreen(containing: "Could not load this song")
        #expect(shows(song, "Could not load this song: \(empty)"), "\(song)")
        try app.press("Escape")
        app.waitForScreen { $0.hasPrefix(" Songs (\(DemoCounts.songs))") }
        #expect(app.lines[0].hasPrefix(" Songs (\(DemoCounts.songs))"), "Esc goes back; the application still answers")
        try app.quit()
    }
}
