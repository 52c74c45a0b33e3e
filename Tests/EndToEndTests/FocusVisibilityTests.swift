import ApplicationTestSupport
import TestThreads
import Testing

/// Focus and selection as the terminal shows them: reverse video is the focus's alone, the
/// selected segment is bold and underlined, so focus on a selected segment, or beside it,
/// can be seen.
@Suite("Focus you can see", .serialized, .testThreads)
struct FocusVisibilityTests {
    typealias Attributes = StyledScreen.Attributes

    /// The one set of attributes every character of `text` has, or nil when they differ or
    /// the text is not on screen.
    private func attributes(of text: String, on screen: StyledScreen, row: Int? = nil) -> Attributes? {
        guard let each = screen.attributes(of: text, row: row), let first = each.first, each.allSatisfy({ $0 == first })
        else {
            return nil
        }
        return first
    }

    @Test("on Settings and in the tab bar, the focused segment, the selected one and the two at once all differ")
    func segments() throws {
        let app = try LiveApplication(columns: 80, rows: 24)
        try app.press("3")
        app.waitForScreen(containing: "Colour theme")
        let tabBar = 23
        // At 80 columns the tabs are a space apart, each its word alone.
        let selectedTab = app.waitForStyledScreen {
            attributes(of: "Settings", on: $0, row: tabBar) == [.bold, .underline]
        }
        #expect(attributes(of: "Settings", on: selectedTab, row: tabBar) == [.bold, .underline])
        #expect(attributes(of: "Songs", on: selectedTab, row: tabBar) == [])

        #expect(try app.moveFocus(to: "Light"))
        let beside = app.waitForStyledScreen { attributes(of: " Light ", on: $0) == [.reverse] }
        #expect(attributes(of: " Light ", on: beside) == [.reverse], "the focus, on an unselected segment")
        #expect(attributes(of: " Terminal default ", on: beside) == [.bold, .underline], "the selection beside it")

        #expect(try app.moveFocus(to: "Terminal default", with: "Left"))
        let both = app.waitForStyledScreen { attributes(of: " Terminal default ", on: $0)?.contains(.reverse) == true }
        #expect(attributes(of: " Terminal default ", on: both) == [.bold, .underline, .reverse])
        #expect(attributes(of: " Light ", on: both) == [])
    }
}
