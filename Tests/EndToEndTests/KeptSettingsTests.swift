import ApplicationTestSupport
import Foundation
import ScreensTestSupport
import TestThreads
import Testing

/// Settings chosen in the application are in the config file after quitting, and the next
/// start begins with them; a line the file cannot use is told of on the screen.
@Suite("Settings kept in the config file", .serialized, .testThreads)
struct KeptSettingsTests {
    @Test("Dark chosen on Settings is in the file after q, and selected at the next start")
    func themeKept() throws {
        let home = NSTemporaryDirectory() + "approachnote-kept-" + UUID().uuidString.prefix(8)
        let file = home + "/approachnote/config"
        let first = try LiveApplication(columns: 80, rows: 24, environment: ["XDG_CONFIG_HOME": home])
        try first.press("3")
        first.waitForScreen(containing: "Colour theme")
        try first.activate("Dark", with: "Tab")
        first.waitForTree { $0.first(label: "Dark")?.states.contains("selected") == true }
        try first.quit()
        let text = try String(contentsOfFile: file, encoding: .utf8)
        #expect(text.hasPrefix("# ApproachNote's settings"))
        #expect(text.hasSuffix("\ntheme = dark\n"), "\(text)")

        let second = try LiveApplication(columns: 80, rows: 24, environment: ["XDG_CONFIG_HOME": home])
        try second.press("3")
        let tree = try #require(second.waitForTree { $0.first(label: "Dark") != nil })
        #expect(tree.first(label: "Dark")?.states.contains("selected") == true)
        #expect(tree.first(label: "Terminal default")?.states.contains("selected") == false)
        try second.quit()
    }

    @Test("a line the file cannot use is told of on the first line, with its number; the rest is used")
    func badLineTold() throws {
        let home = NSTemporaryDirectory() + "approachnote-kept-" + UUID().uuidString.prefix(8)
        try FileManager.default.createDirectory(atPath: home + "/approachnote", withIntermediateDirectories: true)
        try "theme = light\nthis is not a setting\n".write(
            toFile: home + "/approachnote/config", atomically: true, encoding: .utf8)
        let app = try LiveApplication(columns: 100, rows: 24, environment: ["XDG_CONFIG_HOME": home])
        let screen = app.waitForScreen { MessageLine.text(of: $0).contains("line 2: not a setting") }
        #expect(
            MessageLine.text(of: screen).hasPrefix(
                "⚠ The config file \(home)/approachnote/config: line 2: not a setting"),
            "\(screen)")
        try app.press("3")
        let tree = try #require(app.waitForTree { $0.first(label: "Light") != nil })
        #expect(tree.first(label: "Light")?.states.contains("selected") == true)
        try app.quit()
    }

    /// A config folder holding `text` as the file.
    private static func home(_ text: String) throws -> String {
        let home = NSTemporaryDirectory() + "approachnote-kept-" + UUID().uuidString.prefix(8)
        try FileManager.default.createDirectory(atPath: home + "/approachnote", withIntermediateDirectories: true)
        try text.write(toFile: home + "/approachnote/config", atomically: true, encoding: .utf8)
        return home
    }

    @Test("key.quit = x: x quits and q does not; the help names x")
    func keyChosen() throws {
        let app = try LiveApplication(
            columns: 100, rows: 40, environment: ["XDG_CONFIG_HOME": try Self.home("key.quit = x\n")])
        app.waitForScreen(containing: " Songs (\(DemoCounts.songs))")
        try app.press("?")
        // The panel's last rows may come a frame after its title on a loaded machine: the
        // row that ends in quit is waited for, whichever key it names.
        let help = app.waitForScreen { screen in
            screen.contains(" Keys")
                && screen.split(separator: "\n").contains { $0.hasPrefix(" ") && $0.hasSuffix("quit") }
        }
        #expect(help.split(separator: "\n").contains { $0.hasPrefix(" x ") && $0.hasSuffix("quit") }, "\(help)")
        #expect(!help.split(separator: "\n").contains { $0.hasPrefix(" q ") }, "\(help)")
        try app.press("Escape")
        // q, then a key that shows it was read: the application is still there after it.
        try app.press("q")
        try app.press("2")
        let artists = app.waitForScreen(containing: " Artists (\(DemoCounts.artists))")
        #expect(artists.contains(" Artists (\(DemoCounts.artists))"), "q no longer quits")
        try app.press("x")
        #expect(app.terminal.waitForExit() == 0, "x quits")
    }

    @Test("a key that does something else already is told of, and the binding keeps its own")
    func keyTaken() throws {
        let app = try LiveApplication(
            columns: 100, rows: 30, environment: ["XDG_CONFIG_HOME": try Self.home("key.quit = r\n")])
        let screen = app.waitForScreen { MessageLine.text(of: $0).contains("line 1:") }
        #expect(MessageLine.text(of: screen).contains("line 1: r already does something else"), "\(screen)")
        try app.quit()
    }
}
