import ApplicationTestSupport
import CatalogTestSupport
import Foundation
import ScreensTestSupport
import Testing
import TestThreads

/// The application in a terminal on the upstream's own backend, replayed, walked by keys as a
/// new user with a network would: Songs, a search, a song, a shelf, a card, its recording page,
/// one of its performers and that performer's page, with no failure anywhere on the way.
@Suite("The application on the upstream's answers", .serialized, .testThreads)
struct UpstreamWalkTests {
    private static func failed(_ screen: String) -> Bool { screen.lowercased().contains("could not load") }

    @Test("Songs → search → song → shelf → card → recording page → performer → artist page, nothing failing")
    func walk() throws {
        let replay = try UpstreamReplay()
        defer { replay.stop() }
        let app = try LiveApplication(
            ["--server", replay.address, "--images", "off"], catalog: nil, columns: 120, rows: 40)
        app.waitForScreen(containing: " Songs (\(DemoCounts.songs))")
        // As the upstream was asked when its answers were recorded.
        try app.search("Search songs…", for: "all of me", open: "All of Me (1931)")
        var screen = app.waitForScreen(containing: " ALL RECORDINGS (")
        app.waitForIdle()
        #expect(!Self.failed(app.terminal.screen()), "\(app.terminal.screen())")
        try app.activate("Playable only?")
        app.waitForScreen(containing: " ALL RECORDINGS (701)")

        // The replay holds the pages of a few recordings: the Louis Armstrong Octet's, of no
        // known year, is on the last shelf.
        let shelf = try #require(ScenarioExpectations.s1().headers.last)
        try #require(try app.moveFocus(to: shelf, with: "Down", limit: 40), "Down reaches the last shelf, \(shelf)")
        if app.tree()?.first(label: shelf)?.isExpanded != true {
            try app.press("Enter")
            try #require(app.waitForTree { $0.first(label: shelf)?.isExpanded == true } != nil, "\(shelf) opens")
        }
        try app.revealCarousel(under: shelf)
        var card = try #require(try app.step("Down")?.focused?.label, "Down reaches a card")
        for _ in 0..<40 where !card.contains("The Louis Armstrong Octet · Armstrong Plays Standards") {
            card = try #require(try app.step("Right")?.focused?.label, "Right moves along the shelf")
        }
        #expect(card.contains("The Louis Armstrong Octet · Armstrong Plays Standards"), "\(card)")
        app.waitForIdle()
        #expect(!Self.failed(app.terminal.screen()), "\(app.terminal.screen())")

        try app.press("Enter")
        screen = app.waitForScreen(containing: "PERFORMERS")
        app.waitForIdle()
        screen = app.terminal.screen()
        #expect(screen.contains("All of Me") && !Self.failed(screen), "\(screen)")
        // The first line under the heading is a performer: "Name — Instrument (leader)", a
        // button named for the performer.
        let lines = screen.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        let heading = try #require(lines.firstIndex(of: "PERFORMERS"), "the recording page lists performers")
        let line = try #require(lines.dropFirst(heading + 1).first)
        let performer = String(line.components(separatedBy: " — ")[0].components(separatedBy: " (leader)")[0])
        #expect(app.tree()?.first { $0.role == "button" && $0.label == performer } != nil, "\(performer) is a button")

        try app.activate(performer)
        screen = app.waitForScreen(containing: " RECORDINGS (")
        app.waitForIdle()
        screen = app.terminal.screen()
        #expect(performer == "Louis Armstrong")
        #expect(
            screen.contains(performer) && screen.contains(" RECORDINGS (\(DemoCounts.armstrongRecordings))"),
            "\(screen)")
        #expect(!Self.failed(screen), "\(screen)")
        #expect(app.waitForTree { !$0.shelfHeaders.isEmpty } != nil, "the artist page shows its shelves")
        #expect(replay.requests.contains { $0.hasPrefix("/v1/performers/") && $0.hasSuffix("/summary") })
        try app.quit()
    }
}
