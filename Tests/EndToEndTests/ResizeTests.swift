import ApplicationTestSupport
import Foundation
import ScreensTestSupport
import Testing
import TestThreads

/// Resizing the real terminal (tmux resize-window) in the middle of an open, scrolled page.
@Suite("Resizing the terminal", .serialized, .testThreads)
struct ResizeTests {
    /// Whether the focused control lies wholly inside the page's viewport (and inside its
    /// carousel, for a card).
    private func focusIsInView(_ tree: AccessibilityNode?, columns: Int, rows: Int) -> Bool {
        guard let tree, tree.frame == [0, 0, columns, rows], let page = tree.page, let path = tree.focusPath,
            let focused = path.last
        else { return false }
        let inPage = focused.minY >= page.minY && focused.maxY <= page.maxY
        let carousel = path.dropLast().last { $0.role == "scroll area" && $0.frame != page.frame }
        let inCarousel = carousel.map {
            focused.frame[0] >= $0.frame[0] && focused.frame[0] + focused.frame[2] <= $0.frame[0] + $0.frame[2]
        }
        return inPage && (inCarousel ?? true)
    }

    @Test(
        "a focused card deep in a scrolled page stays in view through 60×20 and 40×12; 39×11 shows the notice; growing back restores the page"
    )
    func resizeKeepsFocusInView() throws {
        let app = try LiveApplication(["open", try ScenarioExpectations.armstrongLink()], columns: 100, rows: 30)
        app.waitForScreen(containing: " RECORDINGS (\(DemoCounts.armstrongRecordings))")
        // Sort: Song, open "Stormy Weather", walk 20 cards into its carousel.
        try app.activate("Sort: Song")
        app.waitForTree { $0.shelfHeaders.first?.label == "Ain't Misbehavin' (81)" }
        try #require(try app.moveFocus(to: "Ain't Misbehavin' (81)", with: "Down", limit: 8))
        try #require(try app.moveFocus(to: "Stormy Weather (132)", with: "Down", limit: 99))
        try app.press("Enter")
        app.waitForTree { $0.first(label: "Stormy Weather (132)")?.isExpanded == true }
        try app.revealCarousel(under: "Stormy Weather (132)")
        try #require(try app.step("Down")?.focused?.label.contains(" · Stormy Weather · ") == true)
        for _ in 0..<20 { try #require(try app.step("Right") != nil) }
        let before = try #require(app.tree())
        let card = try #require(before.focused?.label)
        #expect(focusIsInView(before, columns: 100, rows: 30))
        #expect((before.shelfList?.minY ?? 0) < 0, "the page is scrolled")

        for (columns, rows) in [(60, 20), (40, 12)] {
            try app.resize(columns: columns, rows: rows)
            // tmux cuts the old frame to the new size at once; the application's frame follows.
            let screen = app.waitForScreen { screen in
                let lines = screen.split(separator: "\n", omittingEmptySubsequences: false)
                return lines.first?.hasPrefix("‹ Close") == true
                    && lines.prefix(rows).last.flatMap { TabBarLine.tabs(of: String($0)) } != nil
            }
            let lines = app.lines
            #expect(lines.count == rows && lines.allSatisfy { $0.count <= columns }, "\(screen)")
            #expect(lines.first == "‹ Close  Opened from a link", "the page works at \(columns)×\(rows)")
            #expect(lines.last.flatMap(TabBarLine.tabs(of:)) != nil, "\(lines.joined(separator: "\n"))")
            // The texts above the focused card grow taller; the card stays in view.
            let resized = app.waitForTree { focusIsInView($0, columns: columns, rows: rows) }
            #expect(focusIsInView(resized, columns: columns, rows: rows), "at \(columns)×\(rows)")
        }

        try app.resize(columns: 39, rows: 11)
        let notice = app.waitForScreen(containing: "needs at least 40×12")
        #expect(
            app.lines.prefix(3) == [
                "The terminal is 39×11; ApproachNote", "needs at least 40×12. Make the window", "larger.",
            ],
            "\(notice)")

        try app.resize(columns: 100, rows: 30)
        let restored = app.waitForTree { focusIsInView($0, columns: 100, rows: 30) }
        #expect(focusIsInView(restored, columns: 100, rows: 30))
        #expect(restored?.focused?.label == card)
        #expect(restored?.first(label: "Stormy Weather (132)")?.isExpanded == true)
        #expect(!app.screen.contains("needs at least"))
        // Keys still work after all that: Right moves on along the same carousel.
        let moved = try app.step("Right")
        #expect(moved?.focused?.label.contains(" · Stormy Weather · ") == true)
        try app.quit()
    }
}
