import ApplicationTestSupport
import Browsing
import Foundation
import ScreensTestSupport
import Testing
import TestThreads

/// The verification scenarios S1–S6 of `docs/scenarios.md`, reached through the real
/// binary in a terminal with keys only, at both scenario sizes. Every count on screen is checked
/// against the catalog, and the catalog against the numbers the scenarios state.
@Suite("Scenarios S1–S6 by keys in a terminal", .serialized, .testThreads)
struct ScenarioKeyTests {
    typealias ShelfLine = LiveApplication.ShelfLine

    @Test(
        "S1, S2, S6 (All of Me): search, open, Playable only off → 701 in 11 decades; Sort: Name → 238 leaders; every shelf opens",
        arguments: Viewport.both)
    func allOfMe(viewport: Viewport) throws {
        let playable = try ScenarioExpectations.allOfMePlayable()
        let s1 = try ScenarioExpectations.s1()
        let s2 = try ScenarioExpectations.s2()
        #expect(s1.total == 701 && s1.headers.count == 11 && s1.headers.last?.hasPrefix("Unknown Year (") == true)
        #expect(s2.total == 701 && s2.headers.count == 238)

        let app = try LiveApplication(columns: viewport.columns, rows: viewport.rows)
        app.waitForScreen(containing: " Songs (\(DemoCounts.songs))")
        try app.search("Search songs…", for: "All of Me", open: "All of Me (1931)")
        let opened = app.waitForScreen(containing: " ALL RECORDINGS (\(GroupedNumber.text(playable.total)))")
        #expect(opened.contains(" ALL RECORDINGS (\(GroupedNumber.text(playable.total)))"), "\(opened)")
        let first = app.waitForTree { $0.shelfHeaders.first?.label == playable.headers[0] }
        #expect(first?.shelfHeaders.first?.isExpanded == true, "the first shelf opens by itself")

        // S1: Playable only off; the open first shelf stays open.
        try app.activate("Playable only?")
        let all = app.waitForScreen(containing: " ALL RECORDINGS (701)")
        #expect(all.contains(" ALL RECORDINGS (701)") && all.contains("[ ] Playable only?"), "\(all)")
        app.waitForTree { $0.shelfHeaders.first?.label == s1.headers[0] }
        #expect(
            try app.shelfLinesOnScreen()
                == s1.headers.enumerated().map { ShelfLine(header: $1, isOpen: $0 == 0) })

        // S2: Sort: Name closes every shelf; 238 leaders.
        try app.activate("Sort: Name", with: "BTab")
        app.waitForTree { $0.shelfHeaders.first?.label == s2.headers[0] }
        try app.pageToTop()
        #expect(app.screen.contains(" ALL RECORDINGS (701)"))
        #expect(try app.shelfLinesOnScreen() == s2.headers.map { ShelfLine(header: $0, isOpen: false) })

        // S6 (S2's half): every shelf opens, and the page scrolls to the end of the last one.
        try app.pageToTop()
        try app.moveFocus(to: "Sort: Name", with: "BTab")
        try app.openEveryShelf(s2.headers)
        try app.pageToTop()
        #expect(try app.shelfLinesOnScreen() == s2.headers.map { ShelfLine(header: $0, isOpen: true) })
        try expectLastShelfShownAtTheEnd(app, header: try #require(s2.headers.last))
        try app.quit()
    }

    @Test(
        "S3–S6 (Louis Armstrong): Artists tab, search, open → 3,231 in 12 decades; Sort: Song → 99 songs; Tiger Rag's 146 cards reachable; every shelf opens",
        arguments: Viewport.both)
    func armstrong(viewport: Viewport) throws {
        let s3 = try ScenarioExpectations.s3()
        let s4 = try ScenarioExpectations.s4()
        let tigerRag = try ScenarioExpectations.tigerRagCards()
        #expect(s3.total == 3_231 && s3.headers.count == 12)
        #expect(s4.total == 3_231 && s4.headers.count == 99 && s4.headers.contains("Tiger Rag (146)"))
        #expect(tigerRag.count == 146)

        let app = try LiveApplication(columns: viewport.columns, rows: viewport.rows)
        app.waitForScreen(containing: " Songs (\(DemoCounts.songs))")
        try app.press("2")
        app.waitForScreen(containing: " Artists (\(DemoCounts.artists))")
        try app.search("Search artists…", for: "Louis Armstrong", open: "Louis Armstrong")

        // S3
        let page = app.waitForScreen(containing: " RECORDINGS (\(DemoCounts.armstrongRecordings))")
        #expect(page.contains(" RECORDINGS (\(DemoCounts.armstrongRecordings))"), "\(page)")
        app.waitForTree { $0.shelfHeaders.first?.label == s3.headers[0] }
        #expect(
            try app.shelfLinesOnScreen()
                == s3.headers.enumerated().map { ShelfLine(header: $1, isOpen: $0 == 0) })

        // S4: Sort: Song closes every shelf; 99 songs, Tiger Rag among them with 146.
        try app.pageToTop()
        try app.activate("Sort: Song")
        app.waitForTree { $0.shelfHeaders.first?.label == s4.headers[0] }
        #expect(try app.shelfLinesOnScreen() == s4.headers.map { ShelfLine(header: $0, isOpen: false) })

        // S5: Tiger Rag opens; Right walks its carousel card by card to the last, which shows.
        try app.pageToTop()
        try app.moveFocus(to: "Sort: Song", with: "BTab")
        try app.moveFocus(to: s4.headers[0], with: "Down", limit: 8)
        try #require(try app.moveFocus(to: "Tiger Rag (146)", with: "Down", limit: 99))
        try app.press("Enter")
        let open = app.waitForTree { $0.first(label: "Tiger Rag (146)")?.isExpanded == true }
        try #require(open?.first(label: "Tiger Rag (146)")?.isExpanded == true)
        try app.revealCarousel(under: "Tiger Rag (146)")
        // Down lands on a card of the shelf; Left walks back to its first card, Right to its last.
        try #require(try app.step("Down")?.focused?.label.contains(" · Tiger Rag · ") == true, "Down reaches a card")
        try #require(try app.moveFocus(to: tigerRag[0], with: "Left", limit: 20), "Left reaches the first card")
        var reached = [tigerRag[0]]
        while reached.count < tigerRag.count, let moved = try app.step("Right") {
            reached.append(try #require(moved.focused?.label))
        }
        #expect(try app.step("Right") == nil, "Right stops at the last card")
        #expect(reached == tigerRag, "Right reaches every card of the shelf in order")
        let last = try #require(app.tree())
        let carousel = try #require(last.carousel(under: "Tiger Rag (146)"))
        let lastCard = try #require(last.focused)
        #expect(
            lastCard.frame[0] + lastCard.frame[2] <= carousel.frame[0] + carousel.frame[2], "the last card is in view")
        #expect(carousel.children.first.map { $0.frame[0] + $0.frame[2] } == carousel.frame[0] + carousel.frame[2])
        let lastCardLines = app.lines[lastCard.minY..<lastCard.maxY].map {
            String($0.dropFirst(lastCard.frame[0]).prefix(lastCard.frame[2]))
        }
        let year = tigerRag[145].hasPrefix("Unknown Year") ? "—" : String(tigerRag[145].prefix(4))
        // Below the cover's 8 rows (the art's height from 30 rows of terminal up).
        #expect(lastCardLines[8].hasPrefix(year), "the last card's year is on screen: \(lastCardLines)")
        // Home goes back to the first card; 145 l typed ahead in one write reach the last again.
        try app.press("Home")
        try #require(app.waitForTree { $0.focused?.label == tigerRag[0] }?.focused?.label == tigerRag[0])
        try app.type(String(repeating: "l", count: tigerRag.count - 1))
        let typedAhead = app.waitForTree { $0.focused?.label == tigerRag[tigerRag.count - 1] }
        #expect(typedAhead?.focused?.label == tigerRag[tigerRag.count - 1], "145 l in one write reach the last card")

        // S6 (S4's half): Tiger Rag closes again, then every shelf opens from the last up.
        try #require(try app.moveFocus(to: "Tiger Rag (146)", with: "Up", limit: 2))
        try app.press("Enter")
        app.waitForTree { $0.first(label: "Tiger Rag (146)")?.isExpanded == false }
        try app.pageToTop()
        try app.moveFocus(to: "Sort: Song", with: "BTab")
        try app.openEveryShelf(s4.headers)
        try app.pageToTop()
        #expect(try app.shelfLinesOnScreen() == s4.headers.map { ShelfLine(header: $0, isOpen: true) })
        try expectLastShelfShownAtTheEnd(app, header: try #require(s4.headers.last))
        try app.quit()
    }

    /// At the end of the page the last shelf's header and its cards are on screen, the cards on
    /// the lines right above the tab bar.
    private func expectLastShelfShownAtTheEnd(_ app: LiveApplication, header: String) throws {
        let tree = try #require(app.tree())
        let page = try #require(tree.page)
        let carousel = try #require(tree.carousel(under: header), "the last shelf's cards are laid out")
        #expect(carousel.maxY == page.maxY, "the page ends with the last shelf's cards")
        #expect(!(carousel.children.first?.children.isEmpty ?? true), "the last shelf's cards are built")
        let headerLine = try #require(tree.first(label: header)).minY
        #expect(app.lines[headerLine].trimmingCharacters(in: .whitespaces).hasSuffix("˄"))
    }
}
