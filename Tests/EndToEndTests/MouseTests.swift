import ApplicationTestSupport
import Foundation
import ScreensTestSupport
import Testing
import TestThreads

/// The mouse in the real terminal: SGR reports (`CSI < b ; x ; y M`) as a terminal sends them,
/// written into the pane.
@Suite("The mouse in a terminal", .serialized, .testThreads)
struct MouseTests {
    /// An SGR mouse report at a zero-based cell: press ("M") or release ("m").
    private func report(_ code: Int, _ x: Int, _ y: Int, release: Bool = false) -> String {
        "\u{1B}[<\(code);\(x + 1);\(y + 1)\(release ? "m" : "M")"
    }

    private func click(_ app: LiveApplication, at x: Int, _ y: Int) throws {
        try app.sendRaw(report(0, x, y) + report(0, x, y, release: true))
    }

    private func openArmstrong() throws -> LiveApplication {
        let app = try LiveApplication(["open", try ScenarioExpectations.armstrongLink()], columns: 100, rows: 30)
        app.waitForScreen(containing: " RECORDINGS (\(DemoCounts.armstrongRecordings))")
        app.waitForTree { $0.first(label: "1920s (32)")?.isExpanded == true }
        return app
    }

    @Test("a click on a shelf header opens it and brings its cards on screen; a second click closes it")
    func clickTogglesShelf() throws {
        let app = try openArmstrong()
        let header = try #require(app.tree()?.first(label: "1930s (198)"))
        #expect(!header.isExpanded)
        try click(app, at: header.frame[0] + 2, header.minY)
        let opened = app.waitForTree { $0.first(label: "1930s (198)")?.isExpanded == true }
        let open = try #require(opened?.first(label: "1930s (198)"))
        #expect(open.isExpanded)
        #expect(app.lines[open.minY].hasSuffix("˄"))
        let carousel = try #require(opened?.carousel(under: "1930s (198)"))
        #expect(carousel.maxY <= app.lines.count - 1, "its cards are above the tab bar")
        try click(app, at: open.frame[0] + 40, open.minY)
        let closed = try #require(
            app.waitForTree { $0.first(label: "1930s (198)")?.isExpanded == false }?.first(label: "1930s (198)"))
        #expect(!closed.isExpanded)
        #expect(app.lines[closed.minY].hasSuffix("˅"))
        try app.quit()
    }

    @Test("a click picks Sort: Song; the wheel scrolls the page three lines a notch, down and back up")
    func wheelScrollsPage() throws {
        let app = try openArmstrong()
        let sort = try #require(app.tree()?.first(label: "Sort: Song"))
        try click(app, at: sort.frame[0] + 2, sort.minY)
        app.waitForTree { $0.shelfHeaders.first?.label == "Ain't Misbehavin' (81)" }
        let before = try #require(app.tree()?.shelfList)
        let firstLine = app.lines[1]
        // Over the biography, away from any carousel: 4 notches down (button 65), 4 up (64).
        try app.sendRaw(String(repeating: report(65, 10, 4), count: 4))
        let down = app.waitForTree { $0.shelfList?.minY == before.minY - 12 }
        #expect(down?.shelfList?.minY == before.minY - 12)
        #expect(app.lines[1] != firstLine)
        try app.sendRaw(String(repeating: report(64, 10, 4), count: 4))
        let up = app.waitForTree { $0.shelfList?.minY == before.minY }
        #expect(up?.shelfList?.minY == before.minY)
        #expect(app.waitForScreen { $0.split(separator: "\n")[1] == firstLine }.split(separator: "\n")[1] == firstLine)
        try app.quit()
    }

    @Test("the horizontal wheel, and Shift with the wheel, scroll the carousel under the pointer, not the page")
    func horizontalWheelScrollsCarousel() throws {
        let app = try openArmstrong()
        let tree = try #require(app.tree())
        let carousel = try #require(tree.carousel(under: "1920s (32)"))
        let cards = try #require(carousel.children.first)
        let page = try #require(tree.shelfList).minY
        let (x, y) = (carousel.frame[0] + 10, carousel.minY + 3)
        // Wheel right (button 67) twice: 6 columns a notch.
        try app.sendRaw(report(67, x, y) + report(67, x, y))
        let right = app.waitForTree {
            $0.carousel(under: "1920s (32)")?.children.first?.frame[0] == cards.frame[0] - 12
        }
        #expect(right?.carousel(under: "1920s (32)")?.children.first?.frame[0] == cards.frame[0] - 12)
        #expect(right?.shelfList?.minY == page, "the page did not move")
        // Shift+wheel down (65 + 4): 6 columns a notch, the same way.
        try app.sendRaw(report(69, x, y))
        let shifted = app.waitForTree {
            $0.carousel(under: "1920s (32)")?.children.first?.frame[0] == cards.frame[0] - 18
        }
        #expect(shifted?.carousel(under: "1920s (32)")?.children.first?.frame[0] == cards.frame[0] - 18)
        #expect(shifted?.shelfList?.minY == page, "the page did not move")
        // Wheel left (66) four times, one more than needed: back to the start and no further.
        try app.sendRaw(String(repeating: report(66, x, y), count: 4))
        let back = app.waitForTree { $0.carousel(under: "1920s (32)")?.children.first?.frame[0] == cards.frame[0] }
        #expect(back?.carousel(under: "1920s (32)")?.children.first?.frame[0] == cards.frame[0])
        #expect(back?.shelfList?.minY == page)
        try app.quit()
    }
}
