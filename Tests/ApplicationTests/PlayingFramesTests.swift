import CatalogTestSupport
import Foundation
import Layout
import Library
import Playback
import Screens
import ScreensTestSupport
import TestFixtures
import TestThreads
import Testing

/// The idle rule while listening: the now-playing line is drawn at most once a second while
/// something plays, and nothing at all is drawn while it is paused.
@Suite("Frames while playing", .serialized, .testThreads)
struct PlayingFramesTests {
    /// The frames the loop draws in `seconds` of running.
    private func frames(in seconds: Double, of harness: BrowserHarness) -> Int {
        let before = harness.loop.stats.framesDrawn
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline { harness.loop.iterate(timeoutMilliseconds: 100) }
        return harness.loop.stats.framesDrawn - before
    }

    @Test("playing: at most one frame a second over 4 s of the tone; paused: none over 5 s")
    func framesWhilePlayingAndPaused() throws {
        let tone = AudioFixtures.tone(seconds: 30)
        let server = try TestHTTPServer(routes: [
            "/tone.wav": .respond(status: 200, contentType: "audio/wav", body: tone)
        ])
        defer { server.stop() }
        let harness = try BrowserHarness(plays: true)
        let player = try #require(harness.browser.player)
        try player.play([PlayItem(title: "Tone", url: server.url("/tone.wav"))])
        harness.loop.invalidate()
        try #require(harness.iterate(until: "/ 0:30"))
        try #require(harness.iterate(until: "0:01 / 0:30"))

        // Four seconds of the tone, however long a loaded machine takes to play them: at least
        // one frame shows the time move, and never more than one a second of the clock.
        let start = player.nowPlaying?.elapsed ?? 0
        let before = harness.loop.stats.framesDrawn
        let began = Date()
        try #require(harness.iterate { (player.nowPlaying?.elapsed ?? 0) >= start + 4 })
        let playing = harness.loop.stats.framesDrawn - before
        let seconds = Int(Date().timeIntervalSince(began).rounded(.up))
        #expect(playing >= 1 && playing <= seconds + 1, "\(playing) frames in \(seconds) s of playing")

        player.togglePause()
        harness.loop.invalidate()
        try #require(harness.iterate(until: "❚❚ Tone"))
        harness.settle()
        #expect(frames(in: 5, of: harness) == 0)
        player.shutdown()
    }

    @Test("Play here on a recording's YouTube link shows the now-playing line at once")
    func playFromTheRecordingPage() throws {
        let harness = try BrowserHarness(plays: true)
        harness.browser.push(.recording(id: "e112c157-3c7c-8ec6-84a2-d14231761bd3"))
        harness.loop.invalidate()
        harness.settle()
        #expect(harness.press("▶ Play here (YouTube)"))
        #expect(harness.lines.contains { $0.hasPrefix(" ▶ 'Round Midnight · Bruce Le · 2016") }, "\(harness.screen)")
        harness.browser.player?.shutdown()
    }

    @Test("Play all on a song's backing tracks plays the four in order; a track's own row plays from it on")
    func backingTracks() throws {
        let harness = try BrowserHarness(size: Size(width: 200, height: 400), plays: true)
        harness.open("approachnote://song/\(try SharedDemoCatalog.songID("Lover Man"))")
        let player = try #require(harness.browser.player)
        #expect(harness.press("▶ Play all"))
        #expect(
            harness.lines.contains { $0.hasPrefix(" ▶ Lover Man – backing track in ") && $0.contains("· 1 of 4") },
            "\(harness.screen)")
        let third = try #require(harness.lines.filter { $0.hasPrefix(" ▶ Lover Man") }.dropFirst(2).first)
        #expect(harness.press(String(third.dropFirst())))
        #expect(player.nowPlaying?.place == 3 && player.nowPlaying?.count == 4)
        #expect(third.hasPrefix(" ▶ " + (player.nowPlaying?.title ?? "?")))
        player.shutdown()
    }

    @Test("Play all backing tracks on a repertoire: Lover Man's four, then Blue Skies' one")
    func repertoireBackingTracks() throws {
        let harness = try BrowserHarness(size: Size(width: 200, height: 40), plays: true)
        let store = try LibraryStore(path: harness.libraryPath)
        let made = try store.createRepertoire(named: "Practice")
        for title in ["All of Me", "Lover Man", "Blue Skies"] {
            try store.add(RepertoireSong(id: try SharedDemoCatalog.songID(title), title: title), toRepertoire: made.id)
        }
        #expect(harness.browser.receive(.libraryChanged))
        harness.browser.push(.repertoire(id: made.id))
        harness.loop.invalidate()
        harness.settle()
        let player = try #require(harness.browser.player)
        #expect(harness.press(RepertoirePage.playAllLabel))
        #expect(harness.iterate { player.nowPlaying?.count == 5 })
        #expect(player.nowPlaying?.place == 1)
        #expect(player.nowPlaying?.title.hasPrefix("Lover Man – backing track in ") == true)
        #expect(harness.lines.contains { $0.hasPrefix(" ▶ Lover Man – backing track in ") && $0.contains("· 1 of 5") })
        player.shutdown()
    }
}

/// Which of a catalog's links are offered to play here.
@Suite("Play here: YouTube's own links only")
struct PlayHereLinkTests {
    @Test(
        "YouTube's hosts play here; any other address the catalog calls YouTube opens as a link",
        arguments: [
            ("https://www.youtube.com/watch?v=abc", true), ("https://youtu.be/abc", true),
            ("https://music.youtube.com/watch?v=abc", true), ("http://192.168.1.10/track.mp3", false),
            ("https://www.youtube.com.evil.example/watch", false), ("https://evil.example/?u=https://youtu.be/", false),
        ])
    func hosts(url: String, plays: Bool) {
        #expect(RecordingPage.isYouTube(url) == plays)
    }
}
