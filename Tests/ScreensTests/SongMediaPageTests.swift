import Catalog
import CatalogTestSupport
import Foundation
import Layout
import Library
import Screens
import ScreensTestSupport
import TestThreads
import Testing

/// The song page's reference line, its MusicBrainz link, SOLO TRANSCRIPTIONS and BACKING
/// TRACKS, as the demo catalog gives Lover Man them; a song without them (All of Me)
/// shows none of the headings.
@Suite("The song page's transcriptions and backing tracks", .serialized, .testThreads)
struct SongMediaPageTests {
    /// "m:ss", written here apart from the page's own clock.
    private static func length(_ track: SongVideo) -> String {
        let seconds = track.durationSeconds ?? 0
        return "\(seconds / 60):" + (seconds % 60 < 10 ? "0" : "") + "\(seconds % 60)"
    }

    private static func open(_ title: String, followed: OpenedLinks) throws -> (
        BrowserHarness, SongSummary, [SongVideo]
    ) {
        let id = try SharedDemoCatalog.songID(title)
        let store = try SharedDemoCatalog.store()
        let harness = try BrowserHarness(size: Size(width: 100, height: 400), links: followed.follower)
        harness.open("approachnote://song/\(id)")
        return (
            harness, try #require(try store.songSummary(id: id)),
            try store.songVideos(id: id, type: SongVideo.backingTrack)
        )
    }

    @Test("the reference under the composer, MusicBrainz in Learn more, each section's rows at the end")
    func sections() throws {
        let (harness, summary, tracks) = try Self.open("Lover Man", followed: OpenedLinks())
        let lines = harness.lines.map { $0.trimmingCharacters(in: .whitespaces) }
        let reference = try #require(summary.songReference)
        let composedBy = "Composed by " + (summary.composer ?? "?")
        let composer = try #require(lines.firstIndex(of: composedBy), "\(harness.screen)")
        #expect(lines[composer + 1] == "Reference: " + reference, "\(harness.screen)")
        #expect(lines.contains("Learn more: Wikipedia JazzStandards.com MusicBrainz"))

        let transcriptions = try #require(lines.firstIndex(of: "SOLO TRANSCRIPTIONS"), "\(harness.screen)")
        let rows = summary.transcriptions.map { "\($0.albumTitle ?? "?") (\($0.recordingYear ?? 0))" }
        #expect(rows.count == 1)
        #expect(Array(lines[(transcriptions + 1)...(transcriptions + rows.count)]) == rows)
        let backing = try #require(lines.firstIndex(of: "BACKING TRACKS"))
        #expect(lines[backing + 1] == "▶ Play all")
        #expect(tracks.count == 4)
        for (offset, track) in tracks.enumerated() {
            #expect(lines[backing + 2 + offset] == "▶ \(track.title ?? "?")  \(Self.length(track))")
        }
        #expect(backing > transcriptions)
    }

    @Test("a transcription's row opens its link; with no player, a backing track's opens as a link does")
    func following() throws {
        let followed = OpenedLinks()
        let (harness, summary, tracks) = try Self.open("Lover Man", followed: followed)
        let transcription = try #require(summary.transcriptions.first)
        #expect(harness.press("\(transcription.albumTitle ?? "?") (\(transcription.recordingYear ?? 0))"))
        #expect(harness.press("▶ \(tracks[2].title ?? "?")  \(Self.length(tracks[2]))"))
        #expect(followed.entries == [transcription.youtubeUrl ?? "?", tracks[2].youtubeUrl])
    }

    @Test("a song with none of them shows no heading, nor a reference, nor MusicBrainz")
    func none() throws {
        let (harness, summary, tracks) = try Self.open("All of Me", followed: OpenedLinks())
        #expect(summary.songReference == nil && summary.transcriptions.isEmpty && tracks.isEmpty)
        #expect(!harness.lines.contains { $0.contains("SOLO TRANSCRIPTIONS") || $0.contains("BACKING TRACKS") })
        #expect(!harness.lines.contains { $0.contains("Reference:") || $0.contains("MusicBrainz") })
    }
}

/// "Play all backing tracks" on a repertoire: its songs' tracks, song after song, in the
/// user's order; without a player, the first opens as a link does.
@Suite("A repertoire's backing tracks, played all", .serialized, .testThreads)
struct RepertoirePlayAllTests {
    /// The repertoire of `titles`, its page open.
    private static func repertoire(_ titles: [String], followed: OpenedLinks) throws -> BrowserHarness {
        let harness = try BrowserHarness(size: Size(width: 100, height: 30), links: followed.follower)
        let store = try LibraryStore(path: harness.libraryPath)
        let made = try store.createRepertoire(named: "Practice")
        for title in titles {
            try store.add(RepertoireSong(id: try SharedDemoCatalog.songID(title), title: title), toRepertoire: made.id)
        }
        #expect(harness.browser.receive(.libraryChanged))
        harness.browser.select(.library)
        harness.browser.push(.repertoire(id: made.id))
        harness.loop.invalidate()
        harness.settle()
        return harness
    }

    @Test("the songs' tracks in the repertoire's order: the first of the first song that has one opens")
    func inOrder() throws {
        let followed = OpenedLinks()
        let harness = try Self.repertoire(["All of Me", "Lover Man", "Blue Skies"], followed: followed)
        #expect(harness.press(RepertoirePage.playAllLabel), "\(harness.screen)")
        let store = try SharedDemoCatalog.store()
        let first = try #require(
            try store.songVideos(id: try SharedDemoCatalog.songID("Lover Man"), type: SongVideo.backingTrack).first)
        #expect(followed.entries == [first.youtubeUrl])
    }

    @Test("a repertoire whose songs have none says so, and opens nothing")
    func none() throws {
        let followed = OpenedLinks()
        let harness = try Self.repertoire(["All of Me", "Summertime"], followed: followed)
        #expect(harness.press(RepertoirePage.playAllLabel))
        #expect(followed.entries.isEmpty)
        #expect(harness.browser.message == RepertoirePage.noBackingTracks)
    }
}

/// A recording's page lists the transcriptions of its solos, as its song's page does.
@Suite("A recording's transcriptions", .serialized, .testThreads)
struct RecordingTranscriptionsPageTests {
    @Test("its page shows SOLO TRANSCRIPTIONS, a link each; its answer has the upstream's keys for them")
    func shown() throws {
        let store = try SharedDemoCatalog.store()
        let song = try #require(try store.songSummary(id: try SharedDemoCatalog.songID("Lover Man")))
        let transcription = try #require(song.transcriptions.first)
        let recording = try #require(transcription.recordingId)
        let detail = try #require(try store.recordingDetail(id: recording))
        #expect(detail.transcriptions.transcriptions.map(\.id).contains(transcription.id))
        #expect(detail.transcriptions.transcriptions.allSatisfy { $0.songTitle == "Lover Man" && $0.composer != nil })
        let json = try #require(
            try JSONSerialization.jsonObject(with: PayloadJSON.encode(detail)) as? [String: Any])
        let element = try #require((json["transcriptions"] as? [[String: Any]])?.first)
        #expect(
            element.keys.sorted() == [
                "composer", "created_at", "id", "recording_id", "song_id", "song_title", "updated_at", "youtube_url",
            ])

        let followed = OpenedLinks()
        let harness = try BrowserHarness(size: Size(width: 100, height: 80), links: followed.follower)
        harness.browser.push(.recording(id: recording))
        harness.loop.invalidate()
        harness.settle()
        let lines = harness.lines.map { $0.trimmingCharacters(in: .whitespaces) }
        let heading = try #require(lines.firstIndex(of: "SOLO TRANSCRIPTIONS"), "\(harness.screen)")
        // Read from the file, the row names the album and the year; a server's page names
        // neither, and the row says "Solo transcription".
        let first = try #require(detail.transcriptions.transcriptions.first)
        let title = "\(first.albumTitle ?? "?") (\(first.recordingYear ?? 0))"
        #expect(lines[heading + 1] == title)
        #expect(harness.press(title))
        #expect(followed.entries == [first.youtubeUrl ?? "?"])
    }
}
