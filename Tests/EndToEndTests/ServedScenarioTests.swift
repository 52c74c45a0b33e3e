import ApplicationTestSupport
import CatalogTestSupport
import Foundation
import ScreensTestSupport
import Testing
import TestThreads

/// S1–S5 through the real application in a terminal, once on the embedded catalog and once
/// with `--server` on the real `serve --database`, reading the demo catalog from PostgreSQL:
/// the same keys reach the same screens, character for character, at every scenario's end.
///
/// Covers are off: they are drawn from their own addresses whichever way the catalog is read,
/// and the comparison is of what the catalog decides. Each page is left to load whole before
/// a key moves the focus, so that Tab meets the same controls (a featured carousel that
/// arrives late would otherwise be skipped on one side and scrolled on the other).
@Suite("S1–S5 against serve on PostgreSQL", .serialized, .testThreads)
struct ServedScenarioTests {
    /// The screens at the end of S1, S2, S3, S4 and S5, in that order.
    struct Screens: Equatable {
        var allOfMe: [String] = []
        var armstrong: [String] = []
    }

    @Test("the application on serve --database shows the embedded catalog's screens for S1–S5")
    func sameScreens() throws {
        let serve = try RunningServe(threads: 2, database: try SharedPostgresCatalog.url())
        defer { serve.stop() }
        let viewport = Viewport.ipad
        let embedded = try walk(arguments: [], catalog: SharedDemoCatalog.path, viewport: viewport)
        let served = try walk(
            arguments: ["--server", "http://127.0.0.1:\(serve.port)"], catalog: nil, viewport: viewport)

        #expect(embedded.allOfMe.count == 2 && embedded.armstrong.count == 3)
        for (scenario, (file, server)) in zip(
            ["S1", "S2", "S3", "S4", "S5"],
            zip(embedded.allOfMe + embedded.armstrong, served.allOfMe + served.armstrong)
        ) {
            #expect(server == file, "\(scenario): the served screen differs:\n\(Self.differences(file, server))")
        }
        #expect(served.allOfMe.first?.contains(" ALL RECORDINGS (701)") == true)
        #expect(served.armstrong.first?.contains(" RECORDINGS (\(DemoCounts.armstrongRecordings))") == true)
        #expect(served.armstrong.last?.contains("Tiger Rag (146)") == true)
    }

    /// The lines that differ, numbered, the embedded one above the served one.
    private static func differences(_ file: String, _ server: String) -> String {
        let fileLines = file.split(separator: "\n", omittingEmptySubsequences: false)
        let serverLines = server.split(separator: "\n", omittingEmptySubsequences: false)
        return (0..<max(fileLines.count, serverLines.count)).compactMap { index in
            let embedded = index < fileLines.count ? fileLines[index] : "(none)"
            let served = index < serverLines.count ? serverLines[index] : "(none)"
            return embedded == served ? nil : "\(index) file:   \(embedded)\n\(index) server: \(served)"
        }.joined(separator: "\n")
    }

    /// Runs S1–S5 by keys and keeps the steady screen at each one's end.
    private func walk(arguments: [String], catalog: String?, viewport: Viewport) throws -> Screens {
        let s1 = try ScenarioExpectations.s1()
        let s2 = try ScenarioExpectations.s2()
        let s3 = try ScenarioExpectations.s3()
        let s4 = try ScenarioExpectations.s4()
        let tigerRag = try ScenarioExpectations.tigerRagCards()
        var screens = Screens()

        let arguments = arguments + ["--images", "off"]
        let song = try LiveApplication(arguments, catalog: catalog, columns: viewport.columns, rows: viewport.rows)
        song.waitForScreen(containing: " Songs (\(DemoCounts.songs))")
        try song.search("Search songs…", for: "All of Me", open: "All of Me (1931)")
        song.waitForScreen(containing: " ALL RECORDINGS (")
        song.waitForIdle()
        try song.activate("Playable only?")
        song.waitForScreen(containing: " ALL RECORDINGS (701)")
        try #require(song.waitForTree { $0.shelfHeaders.first?.label == s1.headers[0] } != nil, "S1's first shelf")
        screens.allOfMe.append(song.settledScreen())

        try song.activate("Sort: Name", with: "BTab")
        try #require(song.waitForTree { $0.shelfHeaders.first?.label == s2.headers[0] } != nil, "S2's first shelf")
        try song.pageToTop()
        screens.allOfMe.append(song.settledScreen())
        try song.quit()

        let artist = try LiveApplication(arguments, catalog: catalog, columns: viewport.columns, rows: viewport.rows)
        artist.waitForScreen(containing: " Songs (\(DemoCounts.songs))")
        try artist.press("2")
        artist.waitForScreen(containing: " Artists (\(DemoCounts.artists))")
        try artist.search("Search artists…", for: "Louis Armstrong", open: "Louis Armstrong")
        artist.waitForScreen(containing: " RECORDINGS (\(DemoCounts.armstrongRecordings))")
        artist.waitForIdle()
        try #require(artist.waitForTree { $0.shelfHeaders.first?.label == s3.headers[0] } != nil, "S3's first shelf")
        screens.armstrong.append(artist.settledScreen())

        try artist.pageToTop()
        try artist.activate("Sort: Song")
        try #require(artist.waitForTree { $0.shelfHeaders.first?.label == s4.headers[0] } != nil, "S4's first shelf")
        screens.armstrong.append(artist.settledScreen())

        try artist.moveFocus(to: "Sort: Song", with: "BTab")
        try artist.moveFocus(to: s4.headers[0], with: "Down", limit: 8)
        try #require(try artist.moveFocus(to: "Tiger Rag (146)", with: "Down", limit: 99))
        try artist.press("Enter")
        try #require(artist.waitForTree { $0.first(label: "Tiger Rag (146)")?.isExpanded == true } != nil)
        try artist.revealCarousel(under: "Tiger Rag (146)")
        try #require(try artist.step("Down")?.focused?.label.contains(" · Tiger Rag · ") == true, "Down reaches a card")
        try artist.press("End")
        let last = artist.waitForTree { $0.focused?.label == tigerRag.last }
        try #require(last?.focused?.label == tigerRag.last, "End reaches Tiger Rag's last card")
        screens.armstrong.append(artist.settledScreen())
        try artist.quit()
        return screens
    }
}
