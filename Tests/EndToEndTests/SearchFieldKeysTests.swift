import ApplicationTestSupport
import Foundation
import ScreensTestSupport
import TestThreads
import Testing

/// A search field lets go: Enter and Down go on to what it found, Esc empties it, the shell's
/// line-editing keys edit it, and what is typed in it (q included) is text until the focus
/// leaves it.
@Suite("The search field's keys, in a terminal", .serialized, .testThreads)
struct SearchFieldKeysTests {
    private func songsWithSearch(_ typed: String) throws -> LiveApplication {
        let app = try LiveApplication(columns: 80, rows: 24)
        app.waitForScreen(containing: " Songs (\(DemoCounts.songs))")
        try #require(try app.moveFocus(to: "Search songs…"))
        try app.type(typed)
        let heading = try ListHeading.songs(searching: typed)
        app.waitForScreen { $0.hasPrefix(heading) }
        return app
    }

    private func firstLine(_ app: LiveApplication) -> String { app.lines[0].trimmingCharacters(in: .whitespaces) }

    private static func firstLine(of screen: String) -> String {
        (screen.split(separator: "\n").first.map(String.init) ?? "").trimmingCharacters(in: .whitespaces)
    }

    @Test(
        "q is typed in the field; Ctrl-W and Ctrl-U erase; Down leaves for the first match; Esc there empties the search into the field; then q quits"
    )
    func typingThenEsc() throws {
        let app = try songsWithSearch("blue q")
        #expect(app.tree()?.focused?.role == "text field", "q was typed, the application still runs")
        try app.press("C-w")
        let erased = try ListHeading.songs(searching: "blue ")
        app.waitForScreen { Self.firstLine(of: $0) == erased.trimmingCharacters(in: .whitespaces) }
        #expect(firstLine(app) == erased.trimmingCharacters(in: .whitespaces))
        try app.type("moon")
        let moon = try ListHeading.songs(searching: "blue moon")
        app.waitForScreen { $0.hasPrefix(moon) }
        try app.press("C-u")
        let empty = try ListHeading.songs(searching: "")
        app.waitForScreen { $0.hasPrefix(empty) }
        try app.type("blue")
        app.waitForTree { tree in
            let rows = (tree.page?.flattened ?? []).filter { $0.role == "button" }
            return !rows.isEmpty && rows.allSatisfy { $0.label.localizedCaseInsensitiveContains("blue") }
        }
        try app.press("Down")
        let left = app.waitForTree { $0.focused?.role == "button" }
        #expect(left?.focused?.label.localizedCaseInsensitiveContains("blue") == true, "the first match")
        let blue = try ListHeading.songs(searching: "blue")
        #expect(firstLine(app) == blue.trimmingCharacters(in: .whitespaces), "the search stays")
        try app.press("Escape")
        app.waitForScreen { $0.hasPrefix(empty) }
        #expect(firstLine(app) == empty.trimmingCharacters(in: .whitespaces), "Esc empties the search")
        #expect(app.waitForTree { $0.focused?.role == "text field" } != nil, "and the field has the focus again")
        try app.press("Down")
        #expect(app.waitForTree { $0.focused?.role == "button" } != nil)
        try app.quit()
    }

    @Test("Enter and Down in the field go on to the first match", arguments: ["Enter", "Down"])
    func enterOrDown(key: String) throws {
        let app = try songsWithSearch("blue")
        app.waitForTree { tree in
            let rows = (tree.page?.flattened ?? []).filter { $0.role == "button" }
            return !rows.isEmpty && rows.allSatisfy { $0.label.localizedCaseInsensitiveContains("blue") }
        }
        try app.press(key)
        let left = app.waitForTree { $0.focused?.role == "button" }
        #expect(
            left?.focused?.label.localizedCaseInsensitiveContains("blue") == true,
            "\(String(describing: left?.focused))")
        try app.quit()
    }

    @Test("no movement key lands in the field: j and Up from below it, g, and arrows after PgDn")
    func movementNeverEntersTheField() throws {
        let app = try LiveApplication(columns: 80, rows: 24)
        app.waitForScreen(containing: " Songs (\(DemoCounts.songs))")
        try #require(try app.moveFocus(to: "Search songs…"))
        try app.press("Down")
        try #require(app.waitForTree { $0.focused?.role == "button" }?.focused != nil, "Down left the field")
        for key in ["k", "Up", "g", "PPage", "Up", "k"] {
            try app.press(key)
            app.waitForIdle()
            #expect(app.tree()?.focused?.role != "text field", "after \(key)")
        }
        #expect(app.tree()?.focused != nil)
        try app.quit()
    }
}
