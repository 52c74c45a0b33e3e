import ApplicationTestSupport
import CatalogTestSupport
import Foundation
import ScreensTestSupport
import Testing
import TestThreads

/// The application in tmux, opened on Louis Armstrong's page by song (S4) at 100×30: keys,
/// the mouse and resizes reach it, and every way out puts the terminal back as it was.
@Suite("The live application in a pseudo-terminal", .serialized, .testThreads)
struct TerminalSessionTests {
    static let heading = "RECORDINGS (\(DemoCounts.armstrongRecordings))"
    static let terminating = [SIGHUP, SIGINT, SIGQUIT, SIGTERM, SIGUSR1, SIGUSR2, SIGALRM, SIGPIPE]

    private func start() throws -> TerminalSession {
        let link = "approachnote://artist/\(try SharedDemoCatalog.artistID("Louis Armstrong"))"
        let session = try TerminalSession(
            arguments: ["--catalog", SharedDemoCatalog.path, "open", link, "--sort", "song"])
        let first = session.waitForScreen { $0.contains(Self.heading) && $0.contains("Airegin (9)") }
        #expect(
            first.hasPrefix("‹ Close"),
            "\(first)\nstderr: \(session.file("stderr") ?? "")\nstatus: \(session.file("status") ?? "running")")
        return session
    }

    /// The line of the shelf header that starts with `header`, trailing spaces dropped.
    private func line(_ header: String, in screen: String) -> String? {
        screen.split(separator: "\n").first { $0.hasPrefix(" " + header) }.map {
            String($0).replacingOccurrences(of: " +$", with: "", options: .regularExpression)
        }
    }

    @Test("keys move focus and close and open shelves; a resize relayouts; q restores the terminal")
    func keysResizeQuit() throws {
        let session = try start()
        defer { session.close() }
        #expect(session.screen().components(separatedBy: "˄").count - 1 == 1, "the first shelf opens by itself")
        // ‹ Close, the search field, the three Role segments and the two Sort segments come
        // first; Down then reaches the first shelf's header.
        for _ in 0..<7 { try session.send("Tab") }
        try session.send("Down", "Enter")
        let closed = session.waitForScreen { line("Ain't Misbehavin' (81)", in: $0)?.hasSuffix("˅") == true }
        #expect(!closed.contains("˄"), "\(closed)")
        try session.send("Down", "Enter")
        let opened = session.waitForScreen { line("Airegin (9)", in: $0)?.hasSuffix("˄") == true }
        #expect(line("Airegin (9)", in: opened)?.hasSuffix("˄") == true, "\(opened)")

        try session.tmux(["resize-window", "-t", session.session, "-x", "60", "-y", "20"])
        // Frames at the new size can come before the page has settled in it: the settled one is waited for.
        let resized = session.waitForScreen { screen in
            let lines = screen.split(separator: "\n", omittingEmptySubsequences: false)
            return lines.count >= 20 && TabBarLine.tabs(of: String(lines[19])) != nil
                && lines.allSatisfy { $0.count <= 60 }
                && screen.hasPrefix("‹ Close")
        }
        let lines = resized.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count >= 20 && TabBarLine.tabs(of: String(lines[19])) == TabBarLine.compactTabs, "\(resized)")
        #expect(resized.hasPrefix("‹ Close"), "\(resized)")

        try session.send("q")
        #expect(session.waitForExit() == 0)
        #expect(session.file("stty.before") == session.file("stty.after"))
        #expect(!session.screen().contains(Self.heading), "the alternate screen is gone")
    }

    @Test("a click on a shelf header opens it; the wheel scrolls the page under the sheet's bar")
    func mouse() throws {
        let session = try start()
        defer { session.close() }
        // Where the header is once nothing moves it any more: a click aims at what is on screen.
        let lines = session.waitForSteadyScreen().split(separator: "\n", omittingEmptySubsequences: false)
        let row = try #require(lines.firstIndex { $0.hasPrefix(" Airegin (9)") })
        // SGR mouse reports, as the terminal sends them for a left click at column 3 of that row.
        try session.tmux(["send-keys", "-t", session.session, "-l", "\u{1B}[<0;3;\(row + 1)M\u{1B}[<0;3;\(row + 1)m"])
        let opened = session.waitForScreen { self.line("Airegin (9)", in: $0)?.hasSuffix("˄") == true }
        #expect(line("Airegin (9)", in: opened)?.hasSuffix("˄") == true, "the shelf clicked is open: \(opened)")

        try session.tmux(["send-keys", "-t", session.session, "-l", String(repeating: "\u{1B}[<65;3;5M", count: 10)])
        let scrolled = session.waitForScreen { !$0.contains("Ain't Misbehavin' (81)") }
        #expect(!scrolled.contains("Ain't Misbehavin' (81)"), "\(scrolled)")
        #expect(scrolled.hasPrefix("‹ Close"), "the sheet's bar stays; only the page scrolls")
        #expect(scrolled.split(separator: "\n").last?.hasPrefix(TabBarLine.tabs) == true, "so does the tab bar")
        try session.send("q")
        #expect(session.waitForExit() == 0)
    }

    @Test("the application in a terminal: a link opens as a sheet, Esc closes it, 2 picks Artists, q quits")
    func application() throws {
        let song = try SharedDemoCatalog.songID("All of Me")
        let session = try TerminalSession(
            arguments: ["open", "approachnote://song/\(song)", "--catalog", SharedDemoCatalog.path], columns: 100,
            rows: 30)
        defer { session.close() }
        let sheet = session.waitForScreen { $0.contains("ALL RECORDINGS (") && $0.contains("All of Me (1931)") }
        #expect(sheet.hasPrefix("‹ Close"), "\(sheet)")
        #expect(sheet.contains("All of Me (1931)"))
        try session.send("Escape")
        let songs = session.waitForScreen { $0.hasPrefix(" Songs (\(DemoCounts.songs))") }
        #expect(songs.hasPrefix(" Songs (\(DemoCounts.songs))"), "\(songs)")
        try session.send("2")
        let artists = session.waitForScreen { $0.hasPrefix(" Artists (\(DemoCounts.artists))") }
        #expect(artists.hasPrefix(" Artists (\(DemoCounts.artists))"), "\(artists)")
        try session.send("q")
        #expect(session.waitForExit() == 0)
        #expect(session.file("stty.before") == session.file("stty.after"))
    }

    /// Termination signals end the application with a message (SIGINT, the user's own Ctrl-C,
    /// quietly), crash signals without one; either
    /// way the terminal is put back first and the process then dies of the signal: 128 + signal.
    @Test(
        "signals and crashes put the terminal back and exit with 128 + the signal",
        arguments: terminating + [SIGSEGV, SIGABRT, SIGBUS, SIGFPE, SIGILL, SIGTRAP])
    func stoppedBySignal(signal: Int32) throws {
        let session = try start()
        defer { session.close() }
        let pid = try #require(session.applicationPID)
        kill(pid, signal)
        #expect(session.waitForExit() == Int(128 + signal))
        #expect(session.file("stty.before") == session.file("stty.after"))
        #expect(!session.screen().contains(Self.heading), "the alternate screen is gone")
        let lines = (session.file("stderr") ?? "").split(separator: "\n").map(String.init)
        if signal == SIGINT {
            #expect(lines.first { $0.hasPrefix("approachnote:") } == nil, "\(lines)")
        } else if Self.terminating.contains(signal) {
            #expect(lines.first == "approachnote: Stopped by signal \(signal).")
        }
        // After that, only what the shell says of how its child died ("Terminated"): no crash report.
        let death = String(cString: strsignal(signal))
        #expect(lines.drop { $0.hasPrefix("approachnote:") }.allSatisfy { $0.hasPrefix(death) }, "\(lines)")
    }

    @Test("Ctrl-C quits without a word, as SIGINT would end it")
    func controlCQuietly() throws {
        let session = try start()
        defer { session.close() }
        try session.send("C-c")
        #expect(session.waitForExit() == Int(128 + SIGINT))
        #expect(session.file("stty.before") == session.file("stty.after"))
        let stderr = session.file("stderr") ?? ""
        #expect(!stderr.contains("approachnote:"), "\(stderr)")
    }

    @Test("Ctrl-Z restores the terminal while stopped; on resume the screen comes back")
    func suspendAndResume() throws {
        let session = try start()
        defer { session.close() }
        let pid = try #require(session.applicationPID)
        try session.send("C-z")
        let deadline = Date().addingTimeInterval(120)
        var state = ""
        while Date() < deadline {
            state =
                (try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8))?.split(separator: " ")[2]
                .description ?? ""
            if state == "T" { break }
            usleep(50_000)
        }
        #expect(state == "T", "stopped")
        #expect(session.currentTerminalMode() == session.file("stty.before"), "cooked mode while stopped")
        kill(pid, SIGCONT)
        let back = session.waitForScreen { $0.contains(Self.heading) }
        #expect(back.hasPrefix("‹ Close") && back.contains(Self.heading), "\(back)")
        #expect(session.currentTerminalMode() != session.file("stty.before"), "raw mode again")
        try session.send("q")
        #expect(session.waitForExit() == 0)
        #expect(session.file("stty.before") == session.file("stty.after"))
    }
}
