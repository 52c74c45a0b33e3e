import ApplicationTestSupport
import Foundation
import ScreensTestSupport
import TestThreads
import Testing

/// A student's session in the real binary at 80×24, by keys: a search that forgives and takes
/// Enter at once, a focus that comes back and stays where it belongs, and a change to the
/// library taken back with u.
@Suite("A student's session at 80×24", .serialized, .testThreads)
struct StudentSessionTests {
    private static let tabs: Set<String> = ["Songs", "Artists", "Settings", "About", "Library"]

    /// Tab until a recording card has the focus: its label, or nil when 40 presses reach none.
    private static func tabToCard(_ app: LiveApplication) throws -> String? {
        for _ in 0..<40 {
            if let label = try app.step("Tab")?.focused?.label, label.contains(" · ") { return label }
        }
        return nil
    }

    private static func rowsOnPage(_ tree: AccessibilityNode) -> [String] {
        (tree.page?.flattened ?? []).filter { $0.role == "button" }.map(\.label)
    }

    @Test("a misspelt word still finds its song or artist; Enter right after the last letter goes to the first found")
    func forgivingSearch() throws {
        let app = try LiveApplication(["--images", "off"], columns: 80, rows: 24)
        app.waitForScreen(containing: " Songs (\(DemoCounts.songs))")
        try app.press("/")
        // Letters and Enter in one write, as a fast typist's: the search has not run yet.
        try app.type("summertim\r")
        #expect(app.waitForTree { $0.focused?.label == "Summertime (1935)" } != nil, "what was typed found it")
        try app.press("Enter")
        let page = app.waitForScreen(containing: "Composed by")
        #expect(page.contains(" Summertime (1935)"), "\(page)")
        try app.press("2")
        app.waitForScreen(containing: " Artists (")
        try app.press("/")
        try app.type("thelonius monk")
        let found = app.waitForTree { Self.rowsOnPage($0).first == "Thelonious Monk" }
        #expect(found.map(Self.rowsOnPage)?.first == "Thelonious Monk")
        try app.press("Down")
        #expect(app.waitForTree { $0.focused?.label == "Thelonious Monk" } != nil)
        try app.quit()
    }

    @Test("Back gives the focus back level by level; j stops at the page's end; : offers choices over the page")
    func focusThatStays() throws {
        let app = try LiveApplication(["--images", "off"], columns: 80, rows: 24)
        app.waitForScreen(containing: " Songs (\(DemoCounts.songs))")
        try app.press("/")
        try app.type("all of me")
        app.waitForTree { Self.rowsOnPage($0).first == "All of Me (1931)" }
        try app.press("Down")
        #expect(app.waitForTree { $0.focused?.label == "All of Me (1931)" } != nil)
        try app.press("Enter")
        app.waitForScreen(containing: "FEATURED RECORDINGS")
        let card = try Self.tabToCard(app)
        let opener = try #require(card, "Tab reaches a card")
        try app.press("Enter")
        app.waitForScreen(containing: "PERFORMERS")
        try app.press("Escape")
        #expect(app.waitForTree { $0.focused?.label == opener } != nil, "the card that opened the recording")
        try app.press("Escape")
        #expect(app.waitForTree { $0.focused?.label == "All of Me (1931)" } != nil, "the row that opened the song")

        for _ in 0..<4 { try app.pressAndSettle("j") }
        let last = try #require(app.focusedLabel)
        #expect(!Self.tabs.contains(last), "j never walks into the tab bar")

        try app.press(":")
        try app.type("summert\r")
        let choices = app.waitForScreen(containing: "“summert” names none exactly")
        #expect(choices.contains("│ Song: Summertime (1935)"), "\(choices)")
        #expect(app.waitForTree { $0.focused?.label == "Summertime (1935)" } != nil)
        try app.press("Escape")
        let closed = app.waitForScreen { !$0.contains("names none exactly") }
        #expect(closed.contains(" Songs (1 of \(DemoCounts.songs))  all of me"), "the list stays as it was: \(closed)")
        try app.quit()
    }

    @Test(
        "a second name in Add to repertoire makes a second repertoire; Enter on one takes the song out, and u puts it back"
    )
    func undo() throws {
        let data = NSTemporaryDirectory() + "approachnote-student-" + UUID().uuidString.prefix(8)
        let app = try LiveApplication(
            ["--images", "off"], columns: 80, rows: 24, environment: ["XDG_DATA_HOME": data])
        try app.search("Search songs…", for: "All of Me", open: "All of Me (1931)")
        app.waitForScreen(containing: "FEATURED RECORDINGS")
        try app.press("a")
        app.waitForScreen(containing: "Add to repertoire: All of Me")
        try app.type("Gig")
        try app.press("Enter")
        app.waitForScreen(containing: "✓ Gig (in it; Enter takes it out)")
        try app.type("Friday")
        try app.press("Enter")
        app.waitForScreen(containing: "✓ Friday (in it; Enter takes it out)")
        try app.press("Up")
        #expect(app.waitForTree { $0.focused?.label == "Gig" } != nil, "Up from the field: the repertoire above")
        try app.press("Enter")
        let out = app.waitForScreen(containing: "✓ Took “All of Me” out of “Gig” — u to undo.")
        #expect(out.contains("+ Gig"), "\(out)")
        try app.press("u")
        let back = app.waitForScreen(containing: "✓ “All of Me” is back in “Gig”.")
        #expect(back.contains("✓ Gig (in it; Enter takes it out)"), "\(back)")
        try app.quit()
    }

    @Test("a card's words, cut on the card, read whole on the line above the tabs; a sideman's card names who led")
    func cardsReadWhole() throws {
        let app = try LiveApplication(["--images", "off", "open", "Louis Armstrong"], columns: 80, rows: 24)
        app.waitForScreen(containing: " RECORDINGS (")
        try app.activate("SIDEMAN")
        let card = try Self.tabToCard(app)
        let label = try #require(card, "Tab reaches a card")
        let parts = label.split(separator: " · ").map(String.init)
        let screen = app.waitForScreen { screen in
            screen.split(separator: "\n").dropLast().last?.hasPrefix(" " + parts[0]) == true
        }
        let lines = screen.split(separator: "\n", omittingEmptySubsequences: false).prefix(24).map(String.init)
        let detail = lines[22]
        #expect(detail.hasPrefix(" \(parts[0]) · \(parts[1]) · led by "), "\(screen)")
        #expect(!detail.contains("led by Louis Armstrong"))
        #expect(lines[23].hasPrefix("Songs "), "the tabs on the last row")
        try app.press("Right")
        let next = try #require(app.waitForTree { $0.focused?.label != label }?.focused?.label)
        let nextYear = String(next.split(separator: " · ")[0])
        let moved = app.waitForScreen { screen in
            screen.split(separator: "\n").dropLast().last?.hasPrefix(" " + nextYear + " · ") == true
        }
        let followed = moved.split(separator: "\n").dropLast().last.map(String.init) ?? ""
        #expect(followed.contains(" · led by "), "the line follows the focus along the carousel: \(moved)")
        try app.quit()
    }
}
