import ApplicationTestSupport
import Foundation
import ScreensTestSupport
import Testing
import TestThreads

/// Keys that arrive in one write, as a fast typist or an ssh connection delivers them: the
/// terminal shows what the state says after the last of them.
@Suite("Keys typed ahead, in a terminal", .serialized, .testThreads)
struct TypedAheadTests {
    @Test("Backspaces in one write into a 46-character search: the field shows what is left", arguments: [40, 46, 100])
    func backspaceRun(count: Int) throws {
        let app = try LiveApplication(columns: 100, rows: 30)
        app.waitForScreen(containing: " Songs (\(DemoCounts.songs))")
        try #require(try app.moveFocus(to: "Search songs…"))
        let text = String(String(repeating: "blue moon ", count: 5).prefix(46))
        try app.type(text)
        let heading = try ListHeading.songs(searching: text)
        app.waitForScreen { $0.hasPrefix(heading) }
        try app.press(Array(repeating: "BSpace", count: count))
        let left = String(text.dropLast(count))
        let expected = try ListHeading.songs(searching: left)
        app.waitForIdle()
        app.waitForScreen { $0.split(separator: "\n").first.map(String.init)?.hasPrefix(expected) == true }
        let field = app.lines[0].prefix(expected.count + 8).trimmingCharacters(in: .whitespaces)
        #expect(field == expected.trimmingCharacters(in: .whitespaces), "\(app.lines[0])")
        // Out of the field, so that q quits rather than being typed.
        try app.step("Tab")
        try app.quit()
    }
}
