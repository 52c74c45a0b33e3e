import ApplicationTestSupport
import ScreensTestSupport
import Testing
import TestThreads

/// Every shelf at once: `+` and `-`, and the button beside the recordings heading that says
/// which it will do.
@Suite("Expand all, collapse all", .serialized, .testThreads)
struct ExpandAllTests {
    @Test("+ opens every shelf of Louis Armstrong's 99; the button then collapses them all; - after + closes them too")
    func expandAndCollapse() throws {
        let app = try LiveApplication(
            ["open", try ScenarioExpectations.armstrongLink(), "--sort", "song"], columns: 100, rows: 30)
        app.waitForScreen(containing: " RECORDINGS (\(DemoCounts.armstrongRecordings))")
        let first = try #require(app.waitForTree { $0.shelfHeaders.count >= 3 }).shelfHeaders
        #expect(first.filter(\.isExpanded).count == 1, "the first shelf opens by itself")
        #expect(app.screen.contains(" Expand all"))

        try app.press("+")
        let opened = try #require(
            app.waitForTree { tree in
                !tree.shelfHeaders.isEmpty && tree.shelfHeaders.allSatisfy { $0.isExpanded }
            })
        #expect(opened.shelfHeaders.allSatisfy { $0.isExpanded })
        app.waitForScreen(containing: " Collapse all")
        // At the bottom, the last of the 99 shelves is open too.
        try app.press("G")
        app.waitForScreen { !$0.contains(" RECORDINGS (\(DemoCounts.armstrongRecordings))") }
        let bottom = try #require(app.tree())
        #expect(!bottom.shelfHeaders.isEmpty && bottom.shelfHeaders.allSatisfy { $0.isExpanded }, "\(app.screen)")

        try app.press("g")
        try app.activate("Collapse all")
        let closed = try #require(
            app.waitForTree { tree in
                !tree.shelfHeaders.isEmpty && tree.shelfHeaders.allSatisfy { !$0.isExpanded }
            })
        #expect(closed.shelfHeaders.count > 3 && closed.shelfHeaders.allSatisfy { !$0.isExpanded })
        app.waitForScreen(containing: " Expand all")

        try app.press("+")
        app.waitForTree { $0.shelfHeaders.allSatisfy { $0.isExpanded } }
        try app.press("-")
        let again = try #require(
            app.waitForTree { tree in
                !tree.shelfHeaders.isEmpty && tree.shelfHeaders.allSatisfy { !$0.isExpanded }
            })
        #expect(again.shelfHeaders.allSatisfy { !$0.isExpanded })
        try app.quit()
    }
}
