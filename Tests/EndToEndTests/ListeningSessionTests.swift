import ApplicationTestSupport
import CatalogTestSupport
import Foundation
import TestFixtures
import TestThreads
import Testing

/// Listening in the real binary in tmux: a recording's YouTube link played through the real
/// mpv (audio to nothing) and a stand-in yt-dlp that hands it a tone from loopback, driven by
/// the keys the now-playing line names; and no mpv left behind when the application ends, by
/// q, by a signal or by a crash.
@Suite("Listening, end to end", .serialized, .testThreads)
struct ListeningSessionTests {
    /// A recording of 'Round Midnight with a YouTube link.
    static let roundMidnight = "e112c157-3c7c-8ec6-84a2-d14231761bd3"

    /// The application on that recording's page, mpv finding the stand-in yt-dlp.
    private static func recordingPage(server: TestHTTPServer) throws -> (LiveApplication, String) {
        let standIn = try AudioFixtures.standInYTDLP(stream: server.url("/tone.wav"))
        let path = standIn.folder + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
        let app = try LiveApplication(
            ["open", "approachnote://recording/\(roundMidnight)", "--images", "off"], columns: 100, rows: 30,
            environment: ["PATH": path, "APPROACHNOTE_AUDIO_OUTPUT": "null"])
        app.waitForScreen(containing: "LISTEN")
        return (app, standIn.asked)
    }

    /// The mpv the application started, if one runs.
    private static func mpv(of app: LiveApplication) -> Int32? {
        guard let parent = app.terminal.applicationPID else { return nil }
        let found = (try? TerminalSession.run(["pgrep", "-P", String(parent), "-x", "mpv"])) ?? ""
        return Int32(found.split(separator: "\n").last ?? "")
    }

    private static func gone(_ pid: Int32) -> Bool {
        let deadline = Date().addingTimeInterval(120)
        // Not our child: kill(0) fails once it has ended and its parent reaped it (or init did).
        while Date() < deadline {
            if kill(pid, 0) != 0 { return true }
            let state = (try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)) ?? ""
            if state.split(separator: " ").dropFirst(2).first == "Z" { return true }
            usleep(50_000)
        }
        return false
    }

    private static func tones() throws -> TestHTTPServer {
        try TestHTTPServer(routes: [
            "/tone.wav": .respond(status: 200, contentType: "audio/wav", body: AudioFixtures.tone(seconds: 30))
        ])
    }

    @Test("Play on a YouTube link plays through mpv; p, ] and s reach it; q leaves no mpv")
    func playPauseSeekStop() throws {
        let server = try Self.tones()
        defer { server.stop() }
        let (app, asked) = try Self.recordingPage(server: server)
        try app.activate("▶ Play here (YouTube)")
        app.waitForScreen(containing: "▶ 'Round Midnight · Bruce Le · 2016")
        let playing = app.waitForScreen(containing: "/ 0:30")
        #expect(playing.contains("p pause · [/] ∓10 s · s stop"), "\(playing)")
        #expect(
            ((try? String(contentsOfFile: asked, encoding: .utf8)) ?? "").contains("https://www.youtube.com/watch?v="))
        let mpv = try #require(Self.mpv(of: app))

        try app.press("p")
        let paused = app.waitForScreen(containing: "❚❚ 'Round Midnight")
        // Paused, nothing is drawn: the frames stay as they are.
        app.waitForIdle()
        let frames = app.control.stats()?.frames
        usleep(2_000_000)
        #expect(app.control.stats()?.frames == frames)
        let pausedAt = try #require(NowPlayingText.elapsed(in: paused), "\(paused)")
        try app.press("]")
        let target = min(pausedAt + 10, 30)
        let sought = app.waitForScreen {
            $0.contains("❚❚ 'Round Midnight") && $0.contains(NowPlayingText.time(target))
        }
        #expect(NowPlayingText.elapsed(in: sought) == target, "\(sought)")
        try app.press("s")
        let stopped = app.waitForScreen { !$0.contains("/ 0:30") }
        #expect(!stopped.contains("❚❚"))
        try app.quit()
        #expect(Self.gone(mpv), "mpv \(mpv) outlived q")
    }

    @Test(
        "P on a shelf of All of Me plays its YouTube recordings; > and < move through them; mpv asks for each new link")
    func playTheShelf() throws {
        let server = try Self.tones()
        defer { server.stop() }
        let standIn = try AudioFixtures.standInYTDLP(stream: server.url("/tone.wav"))
        let path = standIn.folder + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
        let app = try LiveApplication(
            ["open", "approachnote://song/\(try SharedDemoCatalog.songID("All of Me"))", "--images", "off"],
            columns: 120, rows: 40, environment: ["PATH": path, "APPROACHNOTE_AUDIO_OUTPUT": "null"])
        let heading = try #require(app.waitForTree { !$0.shelfHeaders.isEmpty }?.shelfHeaders.first?.label)
        #expect(try app.moveFocus(to: heading))
        try app.press("P")
        let first = app.waitForScreen { $0.contains("▶ All of Me · ") && $0.contains(" · 1 of ") }
        let count = try #require(
            first.split(separator: "\n").first { $0.contains(" · 1 of ") }.flatMap {
                Int($0.components(separatedBy: " · 1 of ").last?.prefix { $0.isNumber } ?? "")
            })
        try #require(count >= 2, "\(first)")
        func asked() -> [String] {
            ((try? String(contentsOfFile: standIn.asked, encoding: .utf8)) ?? "").split(separator: "\n").map(
                String.init
            ).filter { $0.hasPrefix("https://") }
        }
        // mpv asks the stand-in about each link as it begins to load it: the first, before > is
        // pressed, so that each place of the queue is seen to reach mpv.
        app.waitForScreen { _ in asked().count == 1 }
        try app.press(">")
        app.waitForScreen(containing: " · 2 of \(count)")
        app.waitForScreen { _ in asked().count == 2 }
        try app.press("<")
        app.waitForScreen(containing: " · 1 of \(count)")
        app.waitForScreen { _ in asked().count == 3 }
        let links = asked()
        #expect(links.count == 3 && links[0] == links[2] && links[0] != links[1], "\(links)")
        try app.press("s")
        app.waitForScreen { !$0.contains(" of \(count)") }
        try app.quit()
    }

    @Test(
        "SIGTERM, SIGHUP and SIGKILL to the application each leave no mpv playing",
        arguments: [SIGTERM, SIGHUP, SIGKILL])
    func signalsStopMPV(_ signal: Int32) throws {
        let server = try Self.tones()
        defer { server.stop() }
        let (app, _) = try Self.recordingPage(server: server)
        try app.activate("▶ Play here (YouTube)")
        app.waitForScreen(containing: "/ 0:30")
        let mpv = try #require(Self.mpv(of: app))
        let pid = try #require(app.terminal.applicationPID)
        kill(pid, signal)
        _ = app.terminal.waitForExit(seconds: 120)
        #expect(Self.gone(mpv), "mpv \(mpv) outlived signal \(signal)")
    }
}
