import ApplicationTestSupport
import Foundation
import TestThreads
import Testing

/// A song's links followed in a terminal: by the browser `$BROWSER` names, or, with no
/// browser (ssh), copied through the terminal's clipboard and shown whole.
@Suite("Following links in a terminal", .serialized, .testThreads)
struct LinkFollowingTests {
    static let jazzStandards = "https://www.jazzstandards.com/compositions/"

    @Test("Enter on JazzStandards.com runs $BROWSER with the link")
    func withABrowser() throws {
        let folder = NSTemporaryDirectory() + "approachnote-browser-" + UUID().uuidString.prefix(8)
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let browser = folder + "/fake-browser"
        try "#!/bin/sh\necho \"$@\" > '\(folder)/opened.tmp'\nmv '\(folder)/opened.tmp' '\(folder)/opened'\n"
            .write(toFile: browser, atomically: true, encoding: .utf8)
        // Run by sh, a command of two words, not executed itself: a process another test started
        // while the script was being written may hold it open for writing, and executing it
        // would then fail ("text file busy") for as long as that process lives.
        let app = try LiveApplication(
            ["open", try ScenarioExpectations.allOfMeLink()], columns: 80, rows: 24,
            environment: ["BROWSER": "/bin/sh " + browser])
        app.waitForScreen(containing: "Learn more: Wikipedia JazzStandards.com")
        try #require(try app.moveFocus(to: "JazzStandards.com"))
        try app.press("Enter")
        let opened = folder + "/opened"
        let deadline = Date().addingTimeInterval(120)
        while !FileManager.default.fileExists(atPath: opened), Date() < deadline { usleep(50_000) }
        let argument = try String(contentsOfFile: opened, encoding: .utf8)
        #expect(argument.hasPrefix(Self.jazzStandards) && argument.hasSuffix(".htm\n"), "\(argument)")
        app.waitForScreen(containing: "Opened in the browser: " + Self.jazzStandards)
        try app.quit()
    }

    @Test("a browser that draws in the terminal is given it, and the application takes it back after")
    func terminalBrowser() throws {
        let folder = NSTemporaryDirectory() + "approachnote-browser-" + UUID().uuidString.prefix(8)
        try FileManager.default.createDirectory(
            atPath: folder + "/config/approachnote", withIntermediateDirectories: true)
        try "browser = terminal\n".write(
            toFile: folder + "/config/approachnote/config", atomically: true, encoding: .utf8)
        let browser = folder + "/text-browser"
        try "#!/bin/sh\nprintf 'TEXT BROWSER %s\\n' \"$1\"\nread answer\necho \"$answer\" > '\(folder)/answered'\n"
            .write(toFile: browser, atomically: true, encoding: .utf8)
        let app = try LiveApplication(
            ["open", try ScenarioExpectations.allOfMeLink()], columns: 80, rows: 24,
            environment: ["BROWSER": "/bin/sh " + browser, "XDG_CONFIG_HOME": folder + "/config"])
        app.waitForScreen(containing: "Learn more: Wikipedia JazzStandards.com")
        try #require(try app.moveFocus(to: "JazzStandards.com"))
        try app.press("Enter")
        let lent = app.waitForScreen(containing: "TEXT BROWSER " + Self.jazzStandards)
        #expect(!lent.contains("Learn more:"), "the browser has the screen: \(lent)")
        try app.type("read it")
        try app.press("Enter")
        let back = app.waitForScreen(containing: "Opened in the browser: " + Self.jazzStandards)
        #expect(back.contains("Learn more: Wikipedia JazzStandards.com"), "the page drawn whole again: \(back)")
        #expect(
            try String(contentsOfFile: folder + "/answered", encoding: .utf8) == "read it\n", "its keys were its own")
        #expect(app.focusedLabel == "JazzStandards.com")
        try app.quit()
    }

    @Test("with no browser and no display, Enter copies the link by OSC 52 and shows it whole")
    func withoutABrowser() throws {
        let app = try LiveApplication(
            ["open", try ScenarioExpectations.allOfMeLink()], columns: 80, rows: 24,
            environment: ["BROWSER": nil, "DISPLAY": nil, "WAYLAND_DISPLAY": nil])
        app.waitForScreen(containing: "Learn more: Wikipedia JazzStandards.com")
        // tmux keeps what an application copies by OSC 52 as a paste buffer.
        _ = try app.terminal.tmux(["set-option", "-s", "set-clipboard", "on"])
        try #require(try app.moveFocus(to: "JazzStandards.com"))
        try app.press("Enter")
        let screen = app.waitForScreen(containing: "copied to the clipboard")
        let lines = screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines[0] == "No browser to open it here (set $BROWSER); copied to the clipboard:")
        #expect(lines[1].hasPrefix(Self.jazzStandards) && lines[1].hasSuffix(".htm"), "\(lines[1])")
        let deadline = Date().addingTimeInterval(120)
        var buffer = ""
        while buffer.isEmpty, Date() < deadline {
            buffer = (try? app.terminal.tmux(["show-buffer"])) ?? ""
            if buffer.isEmpty { usleep(50_000) }
        }
        #expect(buffer == lines[1])
        try app.press("Escape")
        app.waitForScreen { !$0.contains("copied to the clipboard") }
        try app.quit()
    }
}
