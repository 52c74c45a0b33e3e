import ApplicationTestSupport
import Foundation
import ScreensTestSupport
import Testing
import TestThreads

/// Links open as a sheet with a navigation stack of its own, over a tab that keeps its state.
@Suite("Link sheets in a terminal", .serialized, .testThreads)
struct SheetTests {
    @Test("open '…?anchor=recordings' at 80×16 opens with ALL RECORDINGS under the sheet's first row")
    func anchorAtSmallSize() throws {
        let link = try ScenarioExpectations.allOfMeLink() + "?anchor=recordings"
        let app = try LiveApplication(["open", link], columns: 80, rows: 16)
        app.waitForScreen(containing: " ALL RECORDINGS (433)")
        // Once everything above it has loaded too, it is still where the link asked.
        app.waitForIdle()
        app.waitForScreen {
            $0.split(separator: "\n", omittingEmptySubsequences: false).dropFirst().first?
                .hasPrefix(" ALL RECORDINGS (433) ") == true
        }
        #expect(app.lines[0].hasPrefix("‹ Close"))
        #expect(
            app.lines[1].hasPrefix(" ALL RECORDINGS (433) ") && app.lines[1].hasSuffix(" Expand all"), "\(app.lines)")
        try app.quit()
    }

    @Test(
        "a link typed after : opens a sheet; a card pushes inside it; Esc goes back inside, then closes it onto the tab as it was"
    )
    func sheetOverTab() throws {
        let link = try ScenarioExpectations.allOfMeLink()
        let app = try LiveApplication(columns: 100, rows: 30)
        app.waitForScreen(containing: " Songs (\(DemoCounts.songs))")
        // The tab's own state: a search typed, focus moved on to the first match.
        try #require(try app.moveFocus(to: "Search songs…"))
        try app.type("blue")
        app.waitForTree { tree in
            let entries = (tree.page?.flattened ?? []).filter { $0.role == "button" }
            return !entries.isEmpty && entries.allSatisfy { $0.label.localizedCaseInsensitiveContains("blue") }
        }
        try app.step("Tab")
        let tab = app.lines
        #expect(tab[0].hasPrefix(try ListHeading.songs(searching: "blue")))

        try app.press(":")
        app.waitForScreen(containing: "Open: ")
        try app.type(link)
        try app.press("Enter")
        let sheet = app.waitForScreen { $0.contains(" ALL RECORDINGS (") && $0.contains(" All of Me (1931)") }
        #expect(app.lines[0] == "‹ Close  Opened from a link", "\(sheet)")
        #expect(app.lines[1] == " All of Me (1931)")
        try app.activate("Playable only?")
        app.waitForScreen(containing: " ALL RECORDINGS (701)")

        // A featured card opens its recording inside the sheet: "‹ Back" now.
        try #require(try app.moveFocus(to: "‹ Close", with: "BTab"))
        #expect(try app.step("Tab")?.focused?.label == "Add to repertoire…", "the song's own button follows ‹ Close")
        #expect(try app.step("Tab")?.focused?.label == "Read more", "then the summary's Read more")
        #expect(try app.step("Tab")?.focused?.label == "Wikipedia", "then the links to learn more")
        #expect(try app.step("Tab")?.focused?.label == "JazzStandards.com")
        let card = try #require(try app.step("Tab")?.focused?.label)
        #expect(card.contains(" · "), "the first featured card after Read more: \(card)")
        try app.press("Enter")
        app.waitForScreen { $0.hasPrefix("‹ Back  Opened from a link") }
        #expect(app.lines[0] == "‹ Back  Opened from a link")
        #expect(!app.screen.contains("ALL RECORDINGS"))

        // Esc: back to the song inside the sheet, as it was left (Playable only off).
        try app.press("Escape")
        app.waitForScreen { $0.hasPrefix("‹ Close") && $0.contains(" ALL RECORDINGS (701)") }
        #expect(app.lines[0] == "‹ Close  Opened from a link")
        #expect(app.screen.contains("[ ] Playable only?"))

        // Esc again: the sheet closes onto the Songs tab exactly as it was.
        try app.press("Escape")
        let back = app.waitForScreen { _ in TabBarLine.withoutHints(app.lines) == TabBarLine.withoutHints(tab) }
        #expect(TabBarLine.withoutHints(app.lines) == TabBarLine.withoutHints(tab), "\(back)")
        try app.quit()
    }
}
