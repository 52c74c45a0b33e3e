import Browsing
import CatalogTestSupport
import Foundation
import Layout
import Screens
import ScreensTestSupport
import TestFixtures
import TestThreads
import Testing

/// `P` on a shelf: its recordings that have a YouTube link play in the shelf's order, through
/// the real mpv and a stand-in yt-dlp that answers each link with a tone from loopback.
@Suite("Playing a shelf", .serialized, .testThreads)
struct ShelfPlayingTests {
    /// All of Me at 200×60, its first shelf open by itself, the focus on that shelf's heading;
    /// the heading's shelf key.
    private static func allOfMe(_ harness: BrowserHarness) throws -> String {
        harness.open("approachnote://song/\(try SharedDemoCatalog.songID("All of Me"))")
        let heading = try #require(harness.shelfHeaders.first, "\(harness.screen)")
        try #require(harness.engine.focus(label: heading))
        harness.loop.invalidateLayout()
        harness.settle()
        return String(try #require(heading.range(of: " (", options: .backwards).map { heading[..<$0.lowerBound] }))
    }

    /// The YouTube links of the shelf `key` of All of Me, in its order, read from the catalog.
    private static func links(ofShelf key: String) throws -> [String] {
        let store = try SharedDemoCatalog.store()
        let section = SongRecordingsSection()
        let shell = try #require(
            try store.songShell(id: try SharedDemoCatalog.songID("All of Me"), sort: section.sort))
        let shelf = try #require(section.content(of: shell.recordings).shelves.first { $0.key == key })
        return try shelf.rows.compactMap { try store.recordingDetail(id: $0.id)?.streamingLinks["youtube"]?.trackUrl }
            .filter { $0.hasPrefix("https://www.youtube.com/") }
    }

    @Test("P on a shelf's heading plays its YouTube recordings in order: mpv asks for each link as > moves on")
    func playsTheShelf() throws {
        let tone = AudioFixtures.tone(seconds: 30)
        let server = try TestHTTPServer(routes: [
            "/tone.wav": .respond(status: 200, contentType: "audio/wav", body: tone)
        ])
        defer { server.stop() }
        let standIn = try AudioFixtures.standInYTDLP(stream: server.url("/tone.wav"))
        let harness = try BrowserHarness(
            plays: true, playerEnvironment: ["PATH=\(standIn.folder):/usr/bin:/bin", "HOME=\(standIn.folder)"])
        let player = try #require(harness.browser.player)
        defer { player.shutdown() }
        let key = try Self.allOfMe(harness)
        let links = try Self.links(ofShelf: key)
        try #require(links.count >= 2, "the shelf \(key) has \(links.count) YouTube links")

        harness.keys("P")
        try #require(harness.iterate { player.nowPlaying?.count == links.count }, "\(harness.screen)")
        #expect(player.nowPlaying?.place == 1)
        #expect(player.nowPlaying?.title.hasPrefix("All of Me · ") == true)
        #expect(harness.lines.contains { $0.hasPrefix(" ▶ All of Me · ") && $0.contains("· 1 of \(links.count)") })

        func asked() -> [String] {
            ((try? String(contentsOfFile: standIn.asked, encoding: .utf8)) ?? "").split(separator: "\n").map(
                String.init
            ).filter { $0.hasPrefix("https://") }
        }
        let played = Array(links.prefix(3))
        for (place, link) in played.enumerated() {
            if place > 0 { harness.keys(">") }
            #expect(harness.iterate { asked().last == link }, "\(asked())")
            #expect(player.nowPlaying?.place == place + 1)
        }
        #expect(asked() == played)
    }

    @Test("P with the focus in no shelf says where to put it, and plays nothing")
    func outsideAShelf() throws {
        let harness = try BrowserHarness(plays: true)
        let player = try #require(harness.browser.player)
        defer { player.shutdown() }
        _ = try Self.allOfMe(harness)
        try #require(harness.engine.focus(label: "Playable only?"))
        harness.loop.invalidateLayout()
        harness.settle()
        harness.keys("P")
        #expect(harness.browser.message == Browser.playShelfWhere)
        #expect(harness.screen.contains(Browser.playShelfWhere))
        #expect(player.nowPlaying == nil)
    }

    @Test("the shelf heading's hints name P")
    func hinted() throws {
        let harness = try BrowserHarness()
        _ = try Self.allOfMe(harness)
        #expect(harness.lines.last?.contains("P play") == true, "\(harness.lines.last ?? "")")
    }
}
