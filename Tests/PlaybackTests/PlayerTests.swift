import Foundation
import Synchronization
import TestFixtures
import TestThreads
import Testing

@testable import Playback

/// The player with the real mpv (`--ao=null`), on tones a loopback server serves: play,
/// pause, seek, next and stop reach mpv and come back as the now-playing state.
@Suite("Playing through mpv", .serialized, .testThreadsFirst)
struct PlayerTests {
    /// The player, with what mpv reports taken on this thread as the main thread takes it.
    final class Session: @unchecked Sendable {
        /// What the reader thread delivered, not yet taken.
        final class Inbox: Sendable {
            let events = Mutex<[PlayerEvent]>([])

            func take() -> [PlayerEvent] {
                events.withLock { list in
                    defer { list.removeAll() }
                    return list
                }
            }
        }

        let inbox = Inbox()
        var player: Player!
        var seen: [PlayerEvent] = []

        init(environment: [String]? = nil, path: String? = ProcessInfo.processInfo.environment["PATH"]) {
            let inbox = inbox
            player = Player(path: path, audioOutput: "null", environment: environment) { event in
                inbox.events.withLock { $0.append(event) }
            }
        }

        /// Takes mpv's reports until `condition` holds, for up to 60 s.
        @discardableResult
        func wait(_ condition: (Player) -> Bool) -> Bool {
            let deadline = Date().addingTimeInterval(60)
            while Date() < deadline {
                for event in inbox.take() {
                    seen.append(event)
                    _ = player.receive(event)
                }
                if condition(player) { return true }
                usleep(20_000)
            }
            return false
        }
    }

    static func server() throws -> TestHTTPServer {
        let tone = AudioFixtures.tone(seconds: 30)
        let short = AudioFixtures.tone(seconds: 2)
        return try TestHTTPServer(routes: [
            "/tone.wav": .respond(status: 200, contentType: "audio/wav", body: tone),
            "/short.wav": .respond(status: 200, contentType: "audio/wav", body: short),
            "/missing.wav": .respond(status: 404, contentType: "text/plain", body: Array("no".utf8)),
        ])
    }

    @Test("play, pause, seek, next, previous and stop reach mpv and come back")
    func commands() throws {
        let server = try Self.server()
        defer { server.stop() }
        let session = Session()
        try session.player.play([
            PlayItem(title: "First tone", url: server.url("/tone.wav")),
            PlayItem(title: "Second tone", url: server.url("/tone.wav")),
        ])
        #expect(session.player.nowPlaying?.title == "First tone")
        #expect(session.player.nowPlaying?.place == 1 && session.player.nowPlaying?.count == 2)
        #expect(session.wait { $0.nowPlaying?.length == 30 })
        #expect(session.wait { ($0.nowPlaying?.elapsed ?? 0) >= 1 })

        session.player.togglePause()
        #expect(session.wait { $0.nowPlaying?.isPaused == true })
        let paused = session.player.nowPlaying?.elapsed ?? -1
        session.player.seek(by: 10)
        #expect(session.wait { ($0.nowPlaying?.elapsed ?? 0) >= paused + 10 })
        session.player.togglePause()
        #expect(session.wait { $0.nowPlaying?.isPaused == false })

        #expect(session.player.next())
        #expect(session.player.nowPlaying?.title == "Second tone")
        #expect(session.player.nowPlaying?.elapsed == 0)
        // mpv really asks for the second.
        #expect(session.wait { _ in server.hits("/tone.wav") >= 2 })
        // An end reported for another entry (the first's, ending as the second was asked for)
        // is not the second's.
        #expect(session.player.receive(.ended(entry: -5)).changed == false)
        #expect(session.player.nowPlaying?.title == "Second tone")
        #expect(!session.player.next())
        #expect(session.player.previous())
        #expect(session.player.nowPlaying?.place == 1)

        session.player.stop()
        #expect(session.player.nowPlaying == nil)
        session.player.shutdown()
        #expect(session.wait { _ in session.seen.contains { if case .exited = $0 { true } else { false } } })
    }

    @Test("paused and moved on while the file still loads: it waits there, and plays on from there")
    func seekWhileLoading() throws {
        let server = try Self.server()
        defer { server.stop() }
        let session = Session()
        try session.player.play([PlayItem(title: "Tone", url: server.url("/tone.wav"))])
        session.player.togglePause()
        session.player.seek(by: 15)
        try #require(!session.inbox.events.withLock { $0.contains(.started) }, "asked before the file started")
        #expect(session.wait { _ in session.seen.contains(.started) })
        #expect(session.wait { $0.nowPlaying?.length == 30 })
        #expect(session.player.nowPlaying?.elapsed == 15, "the line keeps its own time while paused")

        // Played on, the line goes from 0:15 to mpv's times, never back to the start.
        session.player.togglePause()
        var lowest = Int.max
        #expect(
            session.wait { player in
                let elapsed = player.nowPlaying?.elapsed ?? 0
                lowest = min(lowest, elapsed)
                return elapsed >= 16
            })
        #expect(lowest == 15, "\(session.seen)")
        session.player.shutdown()
    }

    @Test("mpv's answers to a seek: refused is told, done is not; its start of playing is")
    func seekAnswers() {
        let refused = Array(#"{"request_id":\#(MPVMessages.seekRequest),"error":"invalid parameter"}"#.utf8)
        let done = Array(#"{"request_id":\#(MPVMessages.seekRequest),"error":"success"}"#.utf8)
        #expect(MPVMessages.event(from: refused) == .seekRefused)
        #expect(MPVMessages.event(from: done) == nil)
        #expect(MPVMessages.event(from: Array(#"{"event":"playback-restart"}"#.utf8)) == .started)
        #expect(MPVMessages.event(from: Array(#"{"event":"file-loaded"}"#.utf8)) == nil)
    }

    @Test("next at once, while mpv still asks yt-dlp about the first, moves one place and stays there")
    func nextAtOnce() throws {
        let server = try Self.server()
        defer { server.stop() }
        let standIn = try AudioFixtures.standInYTDLP(stream: server.url("/tone.wav"))
        let session = Session(environment: ["PATH=\(standIn.folder):/usr/bin:/bin", "HOME=\(standIn.folder)"])
        try session.player.play(
            (1...4).map { PlayItem(title: "Video \($0)", url: "https://www.youtube.com/watch?v=video\($0)") })
        #expect(session.player.next())
        #expect(session.wait { ($0.nowPlaying?.elapsed ?? 0) >= 2 })
        #expect(session.player.nowPlaying?.place == 2, "\(session.seen)")
        session.player.shutdown()
    }

    @Test("at the end of one, the next plays; at the end of the last, nothing plays")
    func endOfQueue() throws {
        let server = try Self.server()
        defer { server.stop() }
        let session = Session()
        try session.player.play([
            PlayItem(title: "One", url: server.url("/short.wav")),
            PlayItem(title: "Two", url: server.url("/short.wav")),
        ])
        #expect(session.wait { $0.nowPlaying?.place == 2 })
        #expect(session.wait { $0.nowPlaying == nil })
        session.player.shutdown()
    }

    @Test("a stream that fails is said in mpv's words, and nothing plays")
    func failedStream() throws {
        let server = try Self.server()
        defer { server.stop() }
        let session = Session()
        try session.player.play([PlayItem(title: "Gone", url: server.url("/missing.wav"))])
        var problem: String?
        let deadline = Date().addingTimeInterval(60)
        while problem == nil, Date() < deadline {
            for event in session.inbox.take() {
                problem = session.player.receive(event).problem ?? problem
            }
            usleep(20_000)
        }
        #expect(problem?.hasPrefix("mpv could not play “Gone”: ") == true, "\(problem ?? "nothing")")
        #expect(session.player.nowPlaying == nil)
        session.player.shutdown()
    }

    @Test("mpv killed while it plays: the problem is said, nothing plays, and the next play starts a new mpv")
    func mpvDies() throws {
        let server = try Self.server()
        defer { server.stop() }
        let session = Session()
        try session.player.play([PlayItem(title: "Tone", url: server.url("/tone.wav"))])
        #expect(session.wait { $0.nowPlaying?.length == 30 })
        // This player's own mpv: other suites may play at the same time.
        let mpv = try #require(session.player.processID)
        kill(mpv, SIGKILL)
        var problem: String?
        let deadline = Date().addingTimeInterval(60)
        while problem == nil, Date() < deadline {
            for event in session.inbox.take() { problem = session.player.receive(event).problem ?? problem }
            usleep(20_000)
        }
        #expect(problem == "mpv stopped (signal 9); nothing plays.")
        #expect(session.player.nowPlaying == nil)
        try session.player.play([PlayItem(title: "Again", url: server.url("/tone.wav"))])
        #expect(session.wait { $0.nowPlaying?.length == 30 })
        session.player.shutdown()
    }

    @Test("without mpv: the one command that installs it; what cannot be played never reaches mpv")
    func refusals() throws {
        let empty = NSTemporaryDirectory() + "no-mpv-" + UUID().uuidString.prefix(8)
        try FileManager.default.createDirectory(atPath: empty, withIntermediateDirectories: true)
        let missing = Session(path: empty)
        #expect(throws: PlaybackError.mpvMissing) {
            try missing.player.play([PlayItem(title: "x", url: "https://example.com/a.mp3")])
        }
        #expect(PlaybackError.mpvMissing.description.contains("sudo apt-get install mpv"))
        let session = Session()
        for url in [
            "file:///etc/passwd", "--ao=alsa", "javascript:alert(1)", "https://example.com/a b",
            "https://example.com/\u{1b}[2J", "ytdl://x", "",
        ] {
            #expect(!PlayItem(title: "x", url: url).isPlayable, "\(url)")
            #expect(throws: PlaybackError.nothingPlayable) { try session.player.play([PlayItem(title: "x", url: url)]) }
        }
        #expect(session.player.nowPlaying == nil)
    }

    @Test("a YouTube link goes through mpv's hook to yt-dlp (a stand-in) and plays its stream")
    func youtubeThroughStandIn() throws {
        let server = try Self.server()
        defer { server.stop() }
        let standIn = try AudioFixtures.standInYTDLP(stream: server.url("/tone.wav"))
        let session = Session(environment: [
            "PATH=\(standIn.folder):/usr/bin:/bin", "HOME=\(standIn.folder)",
        ])
        let link = "https://www.youtube.com/watch?v=dQw4w9WgXcQ"
        try session.player.play([PlayItem(title: "Backing track", url: link)])
        #expect(session.wait { $0.nowPlaying?.length == 30 })
        #expect(session.wait { ($0.nowPlaying?.elapsed ?? 0) >= 1 })
        let asked = (try? String(contentsOfFile: standIn.asked, encoding: .utf8)) ?? ""
        #expect(asked.contains(link), "\(asked)")
        session.player.shutdown()
    }

    @Test("the commands mpv gets: the link a JSON string of its own, never an option")
    func messages() {
        let hostile = "https://example.com/\"],\"command\":[\"quit"
        let line = String(decoding: MPVMessages.load(hostile, load: 3), as: UTF8.self)
        #expect(
            line
                == #"{"command":["loadfile","https://example.com/\"],\"command\":[\"quit","replace"],"request_id":1003}"#
                + "\n")
        #expect(MPVProcess.arguments(audioOutput: "null").last == "--ao=null")
        #expect(!MPVProcess.arguments(audioOutput: nil).contains { $0.contains("example") })
        #expect(
            MPVMessages.event(from: Array(#"{"event":"end-file","reason":"error","file_error":"loading failed"}"#.utf8))
                == .failed(entry: nil, reason: "loading failed"))
        #expect(
            MPVMessages.event(from: Array(#"{"event":"property-change","id":1,"name":"pause","data":true}"#.utf8))
                == .paused(true))
        #expect(
            MPVMessages.event(from: Array(#"{"request_id":7,"error":"success","data":12.5}"#.utf8)) == .elapsed(12.5))
        #expect(MPVMessages.event(from: Array("not json".utf8)) == nil)
        #expect(
            MPVMessages.event(
                from: Array(#"{"request_id":1004,"error":"success","data":{"playlist_entry_id":9}}"#.utf8))
                == .entry(load: 4, id: 9))
        #expect(
            MPVMessages.event(from: Array(#"{"event":"end-file","reason":"eof","playlist_entry_id":8}"#.utf8))
                == .ended(entry: 8))
    }
}
