import ApplicationTestSupport
import CatalogTestSupport
import Foundation
import Layout
import Playback
import Screens
import ScreensTestSupport
import TestFixtures
import TestThreads
import Testing

/// What the screen says when playing cannot begin or stops by itself, and that playing goes
/// on while the user browses: each read off the rows on screen.
@Suite("Playing, as the screen tells it", .serialized, .testThreads)
struct PlayingNoticesTests {
    /// 'Round Midnight by Bruce Le (2016): a recording with a YouTube link.
    private static let recording = "e112c157-3c7c-8ec6-84a2-d14231761bd3"

    private static func server() throws -> TestHTTPServer {
        try TestHTTPServer(routes: [
            "/tone.wav": .respond(status: 200, contentType: "audio/wav", body: AudioFixtures.tone(seconds: 30)),
            "/missing.wav": .respond(status: 404, contentType: "text/plain", body: Array("no".utf8)),
        ])
    }

    @Test("without mpv, Play says how to install it, and the link opens as it did before")
    func mpvMissing() throws {
        let followed = OpenedLinks()
        let empty = NSTemporaryDirectory() + "approachnote-no-mpv-" + UUID().uuidString.prefix(8)
        try FileManager.default.createDirectory(atPath: empty, withIntermediateDirectories: true)
        let harness = try BrowserHarness(links: followed.follower, plays: true, playerPath: empty)
        harness.browser.push(.recording(id: Self.recording))
        harness.loop.invalidate()
        harness.settle()
        let link = try #require(
            try SharedDemoCatalog.store().recordingDetail(id: Self.recording)?.streamingLinks["youtube"]?.trackUrl)
        #expect(harness.press("▶ Play here (YouTube)"))
        #expect(followed.entries == [link])
        #expect(
            harness.lines.contains {
                $0.contains("Install mpv to play here: sudo apt-get install mpv (with yt-dlp for YouTube links).")
            }, "\(harness.screen)")
        #expect(harness.browser.player?.nowPlaying == nil)
        #expect(!harness.lines.contains { $0.contains(" · 1 of 1") })
    }

    @Test("a stream mpv cannot play: the message line gives mpv's reason, the title made safe, and the line goes")
    func streamFails() throws {
        let server = try Self.server()
        defer { server.stop() }
        let harness = try BrowserHarness(size: Size(width: 160, height: 30), plays: true)
        let player = try #require(harness.browser.player)
        defer { player.shutdown() }
        try player.play([PlayItem(title: "Gone\u{1B}[2J\u{7} away", url: server.url("/missing.wav"))])
        harness.loop.invalidate()
        try #require(harness.iterate { harness.browser.message != nil }, "\(harness.screen)")
        let message = try #require(harness.browser.message)
        #expect(message.hasPrefix("mpv could not play “Gone"), "\(message)")
        #expect(!message.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F }, "\(message)")
        harness.settle()
        #expect(player.nowPlaying == nil)
        #expect(harness.lines.contains { $0.contains("mpv could not play “Gone") }, "\(harness.screen)")
        #expect(!harness.lines.contains { $0.contains("1 of 1") }, "\(harness.screen)")
    }

    @Test("playing goes on while another page opens: the line stays, and its time moves on")
    func goesOnWhileBrowsing() throws {
        let server = try Self.server()
        defer { server.stop() }
        let harness = try BrowserHarness(size: Size(width: 160, height: 40), plays: true)
        let player = try #require(harness.browser.player)
        defer { player.shutdown() }
        try player.play([PlayItem(title: "Tone", url: server.url("/tone.wav"))])
        harness.loop.invalidate()
        try #require(harness.iterate(until: "/ 0:30"), "\(harness.screen)")
        harness.open("approachnote://song/\(try SharedDemoCatalog.songID("All of Me"))")
        #expect(harness.screen.contains("All of Me (1931)"), "\(harness.screen)")
        #expect(harness.lines.contains { $0.hasPrefix(" ▶ Tone") }, "\(harness.screen)")
        let shown = player.nowPlaying?.elapsed ?? 0
        // The time shown catches up with the player's, whatever seconds a loaded machine skips.
        #expect(
            harness.iterate {
                let now = player.nowPlaying?.elapsed ?? 0
                return now > shown && harness.screen.contains(NowPlayingText.time(now))
            }, "\(harness.screen)")
    }
}
