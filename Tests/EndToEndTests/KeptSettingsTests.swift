import Foundation
import TestSupport
import Testing

/// Settings chosen in the application are in the config file after quitting, and the next
/// start begins with them; a line the file cannot use is told of on the screen.
@Suite("Settings kept in the config file", .serialized)
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
}
