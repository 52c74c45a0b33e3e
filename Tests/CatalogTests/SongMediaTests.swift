import Foundation
import TestThreads
import Testing

@testable import Catalog

/// A song's solo transcriptions and videos, as the catalog reads them and as any server's
/// answers decode.
@Suite("Transcriptions and videos", .testThreads)
struct SongMediaTests {
    /// A song with three transcriptions (of a 1959 recording, an undated one, and none named)
    /// and three videos, two of them backing tracks.
    private static func fixture() throws -> (FixtureCatalog, song: String, recordings: [String], other: String) {
        let fixture = try FixtureCatalog()
        let song = try fixture.song("Blue Skies", composer: "Irving Berlin")
        let other = try fixture.song("Moonglow")
        let release = try fixture.release("Kind of Blue Skies")
        let dated = try fixture.recording(song: song.id, year: 1959, release: release)
        let undated = try fixture.recording(song: song.id, year: nil)
        try fixture.sql(
            "UPDATE songs SET song_reference = 'Demo Fake Book, page 3', musicbrainz_id = ?1 WHERE id = ?2",
            .text(FixtureCatalog.uuid(900)), .integer(song.id))
        for (n, recording, url) in [
            (101, Optional(dated.id), Optional("https://www.youtube.com/watch?v=aaaaaaaaaaa")),
            (102, undated.id, "https://www.youtube.com/watch?v=bbbbbbbbbbb"), (103, nil, nil),
        ] {
            try fixture.sql(
                "INSERT INTO solo_transcriptions(id, uuid, song_id, recording_id, youtube_url) VALUES (?1, ?2, ?3, ?4, ?5)",
                .integer(n), .text(FixtureCatalog.uuid(n)), .integer(song.id), .optional(recording), .optional(url))
        }
        for (n, type, seconds) in [
            (201, "backing_track", Optional(300)), (202, "lesson", nil), (203, "backing_track", nil),
        ] {
            try fixture.sql(
                """
                INSERT INTO videos(id, uuid, song_id, youtube_url, title, video_type, duration_seconds)
                VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)
                """, .integer(n), .text(FixtureCatalog.uuid(n)), .integer(song.id),
                .text("https://www.youtube.com/watch?v=v\(n)"), .text("Track \(n)"), .text(type), .optional(seconds))
        }
        return (fixture, song.uuid, [dated.uuid, undated.uuid], other.uuid)
    }

    @Test("the summary: the reference, the MusicBrainz work, and the transcriptions undated first, counted")
    func summary() throws {
        let (fixture, song, recordings, _) = try Self.fixture()
        let summary = try #require(try fixture.open().songSummary(id: song))
        #expect(summary.songReference == "Demo Fake Book, page 3")
        #expect(summary.musicbrainzId == FixtureCatalog.uuid(900))
        #expect(
            summary.transcriptions.map(\.id) == [
                FixtureCatalog.uuid(102), FixtureCatalog.uuid(103), FixtureCatalog.uuid(101),
            ])
        #expect(summary.transcriptionCount == 3)
        let dated = try #require(summary.transcriptions.last)
        #expect(
            dated.recordingId == recordings[0] && dated.recordingYear == 1959
                && dated.albumTitle == "Kind of Blue Skies")
        #expect(summary.transcriptions[1].recordingId == nil && summary.transcriptions[1].youtubeUrl == nil)
        // The summary's shape is the upstream's: no song title nor composer in its elements.
        let json = try #require(try JSONSerialization.jsonObject(with: PayloadJSON.encode(summary)) as? [String: Any])
        let element = try #require((json["transcriptions"] as? [[String: Any]])?.first)
        #expect(
            element.keys.sorted() == [
                "album_title", "created_at", "id", "recording_id", "recording_year", "song_id", "updated_at",
                "youtube_url",
            ])
    }

    @Test("the song's list puts the undated last and names the song; one transcription names its composer too")
    func lists() throws {
        let (fixture, song, recordings, other) = try Self.fixture()
        let store = try fixture.open()
        let listed = try store.songTranscriptions(id: song)
        #expect(listed.map(\.id) == [FixtureCatalog.uuid(101), FixtureCatalog.uuid(102), FixtureCatalog.uuid(103)])
        #expect(listed.allSatisfy { $0.songTitle == "Blue Skies" && $0.composer == nil })
        #expect(try store.recordingTranscriptions(id: recordings[1]).map(\.id) == [FixtureCatalog.uuid(102)])
        let one = try #require(try store.transcription(id: FixtureCatalog.uuid(101).uppercased()))
        #expect(one.songTitle == "Blue Skies" && one.composer == "Irving Berlin")
        #expect(try store.transcription(id: FixtureCatalog.uuid(999)) == nil)
        #expect(try store.songTranscriptions(id: other).isEmpty)
        #expect(try store.songTranscriptions(id: FixtureCatalog.uuid(999)).isEmpty)
        #expect(throws: CatalogQueryError.self) { try store.transcription(id: "bad") }
    }

    @Test("videos of one kind, matched exactly; of every kind without one; none for an unknown song")
    func videos() throws {
        let (fixture, song, _, other) = try Self.fixture()
        let store = try fixture.open()
        let backing = try store.songVideos(id: song, type: SongVideo.backingTrack)
        #expect(backing.map(\.id) == [FixtureCatalog.uuid(201), FixtureCatalog.uuid(203)])
        #expect(backing.map(\.durationSeconds) == [300, nil])
        #expect(try store.songVideos(id: song, type: nil).count == 3)
        #expect(try store.songVideos(id: song, type: "Backing_Track").isEmpty)
        #expect(try store.songVideos(id: other, type: nil).isEmpty)
        #expect(try store.songVideos(id: FixtureCatalog.uuid(999), type: nil).isEmpty)
    }

    @Test("another server's lists: what lacks an id, a song or a link is left out, the rest kept and bounded")
    func otherServersAnswers() throws {
        let long = String(repeating: "x", count: 100_000)
        let transcriptions = """
            [{"id": "t1", "song_id": "s"}, {"song_id": "s"}, {"id": "t3"}, {"id": null, "song_id": "s"},
             {"id": "t5", "song_id": "s", "album_title": "\(long)", "recording_year": "1956", "label": "Blue Note"}]
            """
        let read = try JSONDecoder().decode(Defaulted<[SoloTranscription]>.self, from: Data(transcriptions.utf8))
        #expect(read.wrappedValue.map(\.id) == ["t1", "t5"])
        #expect(read.wrappedValue[1].albumTitle?.count == CatalogText.longestName + 1)
        #expect(read.wrappedValue[1].recordingYear == 1956)

        let videos = """
            [{"id": "v1", "song_id": "s", "video_type": "backing_track", "youtube_url": "https://youtu.be/x",
              "duration_seconds": 300.0, "tempo": 120, "key_signature": "Bb"},
             {"id": "v2", "song_id": "s", "video_type": "backing_track"},
             {"id": "v3", "song_id": "s", "youtube_url": "https://youtu.be/y"},
             {"id": "\(long)", "song_id": "s", "video_type": "backing_track", "youtube_url": "https://youtu.be/z"}]
            """
        let kept = try JSONDecoder().decode(Defaulted<[SongVideo]>.self, from: Data(videos.utf8)).wrappedValue
        #expect(kept.map(\.id.count) == [2, CatalogText.longestText + 1])
        #expect(kept[0].durationSeconds == 300 && kept[0].title == nil)
    }

    @Test("a server's recording page: its transcriptions kept when whole, none when the key is missing or null")
    func recordingPageTranscriptions() throws {
        let page = """
            {"id": "r", "transcriptions": [{"id": "t", "song_id": "s", "song_title": "Lover Man", "composer": "Davis"},
             {"song_id": "s"}]}
            """
        let detail = try JSONDecoder().decode(RecordingDetail.self, from: Data(page.utf8))
        #expect(detail.transcriptions.transcriptions.map(\.id) == ["t"])
        #expect(detail.transcriptions.transcriptions.first?.composer == "Davis")
        for other in [#"{"id": "r"}"#, #"{"id": "r", "transcriptions": null}"#, #"{"id": "r", "transcriptions": 7}"#] {
            let read = try JSONDecoder().decode(RecordingDetail.self, from: Data(other.utf8))
            #expect(read.transcriptions.transcriptions.isEmpty, "\(other)")
        }
    }
}
