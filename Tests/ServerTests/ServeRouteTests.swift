import ApplicationTestSupport
import Catalog
import CatalogTestSupport
import Foundation
import Server
import TestThreads
import Testing

/// Every route's body over HTTP is byte for byte what the in-process store gives for the
/// scenario entities (S1–S6: "All of Me", "Louis Armstrong", "Tiger Rag"), encoded as the
/// command line encodes it: the same keys, the same values, the same order.
@Suite("serve: every route answers what the store answers", .testThreads)
struct ServeRouteTests {
    private let store: SQLiteCatalogStore
    private let server: ServerHarness

    init() throws {
        store = try SharedDemoCatalog.store()
        server = try ServerHarness.shared()
    }

    private func expectBody(_ target: String, equals expected: Data, sourceLocation: SourceLocation = #_sourceLocation)
        throws
    {
        let response = try server.get(target)
        #expect(response.status == 200, sourceLocation: sourceLocation)
        #expect(response.header("Content-Type") == "application/json", sourceLocation: sourceLocation)
        #expect(response.body == expected, "\(target)", sourceLocation: sourceLocation)
    }

    @Test func songsIndex() throws {
        try expectBody("/v1/songs/index", equals: payload(store.songs()))
        try expectBody("/v1/songs/index?search=all+of%20me", equals: payload(store.songs(matching: "all of me")))
        try expectBody("/v1/songs/index?search=", equals: payload(store.songs(matching: "")))
    }

    @Test("song summary and shell of All of Me (S1, S2) and Tiger Rag", arguments: ["All of Me", "Tiger Rag"])
    func songPages(title: String) throws {
        let id = try SharedDemoCatalog.songID(title)
        try expectBody("/v1/songs/\(id)/summary", equals: payload(store.songSummary(id: id)))
        try expectBody("/v1/songs/\(id)/recordings/shell", equals: payload(store.songShell(id: id, sort: .year)))
        for sort in SongRecordingSort.allCases {
            try expectBody(
                "/v1/songs/\(id)/recordings/shell?sort=\(sort.rawValue)",
                equals: payload(store.songShell(id: id, sort: sort)))
        }
        // Upper-case ids name the same song.
        try expectBody("/v1/songs/\(id.uppercased())/summary", equals: payload(store.songSummary(id: id)))
    }

    @Test func allOfMeShellHasItsScenarioRowsWithTheUpstreamKeys() throws {
        let id = try SharedDemoCatalog.songID("All of Me")
        let object = try JSONSerialization.jsonObject(with: server.get("/v1/songs/\(id)/recordings/shell").body)
        let shell = try #require(object as? [String: Any])
        let rows = try #require(shell["recordings"] as? [[String: Any]])
        #expect(shell["recording_count"] as? Int == 701)
        #expect(rows.count == 701)
        let expected: Set = [
            "id", "title", "album_title", "artist_credit", "recording_year", "is_canonical", "performers",
            "instruments_present", "is_instrumental", "has_streaming", "has_spotify", "has_apple_music",
            "has_youtube", "authority_count",
        ]
        #expect(rows.allSatisfy { Set($0.keys) == expected })
    }

    @Test func batchOfTheFirstFiftyShellRows() throws {
        let id = try SharedDemoCatalog.songID("All of Me")
        let ids = try #require(try store.songShell(id: id, sort: .year)).recordings.prefix(50).map(\.id)
        let response = try server.get("/v1/recordings/batch?ids=" + ids.joined(separator: ","))
        #expect(response.status == 200)
        #expect(response.body == (try payload(store.hydrate(ids: ids))))
        let object = try #require(try JSONSerialization.jsonObject(with: response.body) as? [String: [[String: Any]]])
        let expected: Set = [
            "id", "title", "album_title", "artist_credit", "recording_year", "is_canonical", "best_cover_art_small",
            "best_cover_art_medium", "best_cover_art_large", "best_cover_art_source", "best_cover_art_source_url",
            "back_cover_art_small", "back_cover_art_medium", "back_cover_art_large", "has_back_cover",
            "back_cover_source", "back_cover_source_url", "best_spotify_url", "has_streaming", "has_spotify",
            "has_apple_music", "has_youtube", "streaming_services", "performers", "authority_count",
            "authority_sources", "community_data",
        ]
        #expect(object["recordings"]?.count == 50)
        #expect(object["recordings"]?.allSatisfy { Set($0.keys) == expected } == true)
    }

    @Test func batchToleratesWhitespaceAndEmptySegmentsAndOmitsUnknownIDs() throws {
        let id = try SharedDemoCatalog.songID("Tiger Rag")
        let ids = try #require(try store.songShell(id: id, sort: .year)).recordings.prefix(2).map(\.id)
        let unknown = "00000000-0000-4000-8000-000000000000"
        try expectBody(
            "/v1/recordings/batch?ids=%20\(ids[0])+,,\t\(ids[1]),\(unknown),".replacingOccurrences(
                of: "\t", with: "%09"),
            equals: payload(store.hydrate(ids: ids)))
        try expectBody("/v1/recordings/batch?ids=\(unknown)", equals: Data(#"{"recordings":[]}"#.utf8))
    }

    @Test("recording detail and releases: a featured recording of All of Me, a shell row of Tiger Rag")
    func recordingPages() throws {
        let featured = try #require(
            try store.songSummary(id: SharedDemoCatalog.songID("All of Me"))?.featuredRecordings.first
        ).id
        let row = try #require(
            try store.songShell(id: SharedDemoCatalog.songID("Tiger Rag"), sort: .name)?.recordings.first
        ).id
        for id in [featured, row] {
            try expectBody("/v1/recordings/\(id)", equals: payload(store.recordingDetail(id: id)))
            try expectBody("/v1/recordings/\(id)/releases", equals: payload(store.recordingReleases(id: id)))
        }
    }

    @Test("Louis Armstrong's summary and recordings (S3, S4)")
    func performerPages() throws {
        let id = try SharedDemoCatalog.artistID("Louis Armstrong")
        try expectBody("/v1/performers/\(id)/summary", equals: payload(store.performerSummary(id: id)))
        try expectBody(
            "/v1/performers/\(id)/recordings", equals: payload(store.performerRecordings(id: id, sort: .year)))
        for sort in PerformerRecordingSort.allCases {
            try expectBody(
                "/v1/performers/\(id)/recordings?sort=\(sort.rawValue)",
                equals: payload(store.performerRecordings(id: id, sort: sort)))
        }
        let recordings = try #require(try store.performerRecordings(id: id, sort: .name))
        #expect(recordings.recordingCount == 3231)
        // The summary counts his credits, as the upstream's own answer does.
        let recorded = try JSONSerialization.jsonObject(
            with: UpstreamReplay.body(of: UpstreamReplay.recorded("performer_summary_louis_armstrong")))
        #expect((recorded as? [String: Any])?["recording_count"] as? Int == 4492)
        #expect(try store.performerSummary(id: id)?.recordingCount == 4492)
        #expect(Set(recordings.recordings.filter { $0.songTitle == "Tiger Rag" }.map(\.recordingId)).count == 146)
    }

    @Test func performersPagesCarryTheTotalAndWhetherMoreFollow() throws {
        let armstrongs = try store.performers(matching: "armstrong")
        try #require(armstrongs.count == 2)
        let first = try server.get("/v1/performers?search=armstrong&limit=1")
        let page = { (rows: ArraySlice<PerformerIndexEntry>) in try payload(store.performerPage(ids: rows.map(\.id))) }
        #expect(first.body == (try page(armstrongs.prefix(1))))
        #expect(first.header("X-Total-Count") == String(armstrongs.count))
        #expect(first.header("X-Has-More") == "true")
        let last = try server.get("/v1/performers?search=armstrong&limit=1&offset=1")
        #expect(last.body == (try page(armstrongs.suffix(1))))
        #expect(last.header("X-Has-More") == "false")

        let everyone = try store.performers()
        let capped = try server.get("/v1/performers?limit=5000&offset=10")
        #expect(capped.body == (try page(everyone[10..<1010])))
        #expect(capped.header("X-Total-Count") == "31223")
        #expect(capped.header("X-Has-More") == "true")
        // Without a limit, every match, whatever the offset: as the upstream answers.
        let whole = try server.get("/v1/performers?search=armstrong&offset=1")
        #expect(whole.body == (try page(armstrongs[...])))
        #expect(whole.header("X-Has-More") == "false")
        let everybody = try server.get("/v1/performers")
        #expect(everybody.header("X-Total-Count") == "31223" && everybody.header("X-Has-More") == "false")
        let rows = try #require(try JSONSerialization.jsonObject(with: everybody.body) as? [[String: Any]])
        #expect(rows.count == 31_223)

        let index = try server.get("/v1/performers/index?search=armstrong")
        #expect(index.body == (try payload(armstrongs)))
        #expect(index.header("X-Total-Count") == String(armstrongs.count))
    }

    @Test("a song's transcriptions and videos, a recording's transcriptions, one transcription (Beale Street Blues)")
    func songMedia() throws {
        let id = try SharedDemoCatalog.songID("Beale Street Blues")
        let transcriptions = try store.songTranscriptions(id: id)
        #expect(transcriptions.count == 2)
        try expectBody("/v1/songs/\(id)/transcriptions", equals: payload(transcriptions))
        let recording = try #require(transcriptions.first?.recordingId)
        try expectBody(
            "/v1/recordings/\(recording)/transcriptions", equals: payload(store.recordingTranscriptions(id: recording)))
        let one = try #require(transcriptions.first)
        try expectBody("/v1/transcriptions/\(one.id)", equals: payload(store.transcription(id: one.id)))
        let tracks = try store.songVideos(id: id, type: SongVideo.backingTrack)
        #expect(tracks.count == 4)
        try expectBody("/v1/songs/\(id)/videos?type=backing_track", equals: payload(tracks))
        try expectBody("/v1/songs/\(id)/videos", equals: payload(store.songVideos(id: id, type: nil)))
        try expectBody("/v1/songs/\(id)/videos?type=", equals: payload(store.songVideos(id: id, type: nil)))
        try expectBody("/v1/songs/\(id)/videos?type=karaoke", equals: Data("[]".utf8))

        // The upstream's keys: each of its shapes, and its answers for what is not there.
        let listed = try #require(
            try JSONSerialization.jsonObject(with: server.get("/v1/songs/\(id)/transcriptions").body)
                as? [[String: Any]])
        #expect(
            listed.first?.keys.sorted() == [
                "album_title", "created_at", "id", "recording_id", "recording_year", "song_id", "song_title",
                "updated_at",
                "youtube_url",
            ])
        let single = try #require(
            try JSONSerialization.jsonObject(with: server.get("/v1/transcriptions/\(one.id)").body) as? [String: Any])
        #expect(
            single.keys.sorted() == [
                "album_title", "composer", "created_at", "id", "recording_id", "recording_year", "song_id",
                "song_title", "updated_at", "youtube_url",
            ])
        // Never null: each carries its song's dates, as the catalog records none of its own.
        let songTimes = try #require(try store.songSummary(id: id)).createdAt
        #expect(songTimes != nil)
        #expect(listed.allSatisfy { $0["created_at"] as? String == songTimes && $0["updated_at"] is String })
        #expect(single["created_at"] as? String == songTimes)
        let ofRecording = try #require(
            try JSONSerialization.jsonObject(with: server.get("/v1/recordings/\(recording)/transcriptions").body)
                as? [[String: Any]])
        #expect(ofRecording.allSatisfy { $0.keys.sorted() == listed.first?.keys.sorted() })
        let video = try #require(
            try JSONSerialization.jsonObject(with: server.get("/v1/songs/\(id)/videos").body) as? [[String: Any]])
        #expect(video.allSatisfy { $0["created_at"] as? String == songTimes && $0["updated_at"] is String })
        #expect(
            video.first?.keys.sorted() == [
                "created_at", "description", "duration_seconds", "id", "recording_id", "song_id", "title", "updated_at",
                "video_type", "youtube_url",
            ])
        let unknown = "00000000-0000-4000-8000-000000000999"
        for target in [
            "/v1/songs/\(unknown)/transcriptions", "/v1/songs/\(unknown)/videos",
            "/v1/recordings/\(unknown)/transcriptions",
        ] {
            let response = try server.get(target)
            #expect(response.status == 200 && response.text == "[]", "\(target)")
        }
        let missing = try server.get("/v1/transcriptions/\(unknown)")
        #expect(missing.status == 404)
        #expect(
            missing.text == #"{"detail":"No transcription has the id \#(unknown).","error":"Transcription not found"}"#)
        #expect(try server.get("/v1/transcriptions/not-an-id").status == 400)
    }

    @Test func health() throws {
        let response = try server.get("/health")
        #expect(response.status == 200)
        #expect(response.text == #"{"status":"ok"}"#)
        #expect(response.header("Cache-Control") == "no-store")
        #expect(response.header("ETag") == nil)
    }
}
