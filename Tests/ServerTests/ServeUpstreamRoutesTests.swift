import ApplicationTestSupport
import Catalog
import CatalogTestSupport
import Foundation
import TestThreads
import Testing

/// The rest of the upstream's public reads: an artist looked up by name, a recording's votes,
/// and what its backend keeps beside the catalog (research, images, reports, MusicBrainz),
/// each in the upstream's fields and, for what this server does not keep, the upstream's answer
/// when it has none.
@Suite("serve: the upstream's other public routes", .testThreads)
struct ServeUpstreamRoutesTests {
    private let server: ServerHarness
    private let store: SQLiteCatalogStore

    init() throws {
        server = try ServerHarness.shared()
        store = try SharedDemoCatalog.store()
    }

    private func object(_ target: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: server.get(target).body) as? [String: Any], "\(target)")
    }

    @Test(
        "an artist by name: ten at most, the exact name first, the upstream's keys; 400 without a name, 404 [] for none"
    )
    func performerSearch() throws {
        let response = try server.get("/v1/performers/search?name=louis%20armstrong")
        #expect(response.status == 200)
        let rows = try #require(try JSONSerialization.jsonObject(with: response.body) as? [[String: Any]])
        #expect(rows.first?["name"] as? String == "Louis Armstrong")
        #expect(rows.first?["id"] as? String == (try SharedDemoCatalog.artistID("Louis Armstrong")))
        #expect(
            rows.first.map { $0.keys.sorted() } == [
                "biography", "birth_date", "death_date", "id", "musicbrainz_id", "name", "sort_name",
            ])
        let many = try #require(
            try JSONSerialization.jsonObject(with: server.get("/v1/performers/search?name=a").body) as? [[String: Any]])
        #expect(many.count == 10)
        #expect(many.allSatisfy { ($0["name"] as? String)?.lowercased().contains("a") == true })
        let sortNames = many.map { ($0["sort_name"] as? String) ?? ($0["name"] as? String) ?? "" }
        #expect(sortNames == sortNames.sorted())

        let unnamed = try server.get("/v1/performers/search?name=%20")
        #expect(unnamed.status == 400 && unnamed.text == #"{"error":"Name parameter is required"}"#)
        let nobody = try server.get("/v1/performers/search?name=zzqqxxv")
        #expect(nobody.status == 404 && nobody.text == "[]")
    }

    @Test("a recording's votes are its page's; one nobody voted on has none; an unknown one is 404")
    func communityData() throws {
        let store = store
        let shell = try #require(try store.songShell(id: try SharedDemoCatalog.songID("All of Me"), sort: .year))
        let voted = try #require(
            try shell.recordings.lazy.compactMap { try store.recordingDetail(id: $0.id) }
                .first { $0.communityData?.hasVotes == true })
        let response = try server.get("/v1/recordings/\(voted.id)/community-data")
        #expect(response.status == 200)
        #expect(response.body == (try payload(voted.communityData)))
        let body = try object("/v1/recordings/\(voted.id)/community-data")
        #expect(body.keys.sorted() == ["consensus", "counts"])
        #expect(
            (body["counts"] as? [String: Any]).map { $0.keys.sorted() == ["instrumental", "key", "tempo"] }
                == true)

        let silent = try #require(
            try shell.recordings.lazy.compactMap { try store.recordingDetail(id: $0.id) }
                .first { $0.communityData?.hasVotes != true })
        let none = try object("/v1/recordings/\(silent.id)/community-data")
        let consensus = try #require(none["consensus"] as? [String: Any])
        #expect(consensus["is_instrumental"] is NSNull && consensus["performance_key"] is NSNull)
        #expect((none["counts"] as? [String: Int])?["instrumental"] == 0)
        let unknown = try server.get("/v1/recordings/00000000-0000-4000-8000-000000000999/community-data")
        #expect(unknown.status == 404)
        #expect(unknown.text.contains(#""error":"Recording not found""#))
    }

    @Test("research status, images, the research queue, reports: the upstream's answers when it has none")
    func peripheral() throws {
        let id = try SharedDemoCatalog.songID("All of Me")
        for type in ["song", "recording", "performer"] {
            let response = try server.get("/v1/\(type)s/\(id)/research_status")
            #expect(response.status == 200)
            #expect(response.text == #"{"sources":{},"target_id":"\#(id)","target_type":"\#(type)"}"#)
            #expect(try server.get("/v1/\(type)s/not-an-id/research_status").status == 400)
        }
        let images = try server.get("/v1/performers/\(try SharedDemoCatalog.artistID("Louis Armstrong"))/images")
        #expect(images.status == 200 && images.text == "[]")
        let image = try server.get("/v1/images/\(id)")
        #expect(image.status == 404)
        #expect(image.text == #"{"detail":"No image has the id \#(id).","error":"Image not found"}"#)
        #expect(
            try server.get("/v1/research/queue").text
                == #"{"current_song":null,"progress":null,"queue_size":0,"worker_active":false}"#)
        #expect(
            try server.get("/v1/research/queue/items").text == #"{"queue_size":0,"queued_songs":[],"success":true}"#)
        #expect(
            try server.get("/v1/content-reports?status=pending").text == #"{"count":0,"reports":[],"success":true}"#)
    }

    @Test("a song's summary says when its row was made and changed, as the upstream's does: not null")
    func songTimes() throws {
        let summary = try object("/v1/songs/\(try SharedDemoCatalog.songID("All of Me"))/summary")
        #expect(summary["created_at"] as? String == "2026-12-01T00:00:00+00:00")
        #expect(summary["updated_at"] as? String == "2026-12-01T00:00:00+00:00")
    }

    @Test("the MusicBrainz search: 400 without a query; with one, the upstream's 503 for MusicBrainz out of reach")
    func musicBrainz() throws {
        let missing = try server.get("/v1/musicbrainz/works/search")
        #expect(missing.status == 400)
        #expect(missing.text == #"{"error":"Missing required parameter: q","results":[]}"#)
        let unreached = try server.get("/v1/musicbrainz/works/search?q=all%20of%20me")
        #expect(unreached.status == 503)
        let body = try #require(try JSONSerialization.jsonObject(with: unreached.body) as? [String: Any])
        #expect(body["error"] as? String == "MusicBrainz is temporarily unavailable")
        #expect(body["query"] as? String == "all of me")
        #expect((body["results"] as? [Any])?.isEmpty == true)
    }
}

/// The upstream's single-shot reads: every song in full, a song or an artist with every
/// recording.
@Suite("serve: the upstream's single-shot reads", .testThreads)
struct ServeLegacyRoutesTests {
    private let server: ServerHarness
    private let store: SQLiteCatalogStore

    /// How often `"key":` is in `body`: a key written twice in one object is read one way by
    /// one parser and another way by the next (JSONSerialization keeps the last).
    static func occurrences(of key: String, in body: String) -> Int {
        body.components(separatedBy: "\"\(key)\":").count - 1
    }

    init() throws {
        server = try ServerHarness.shared()
        store = try SharedDemoCatalog.store()
    }

    @Test("every song's row, in the index's order, with the upstream's keys; a search finds what the index finds")
    func songs() throws {
        let rows = try #require(
            try JSONSerialization.jsonObject(with: server.get("/v1/songs").body) as? [[String: Any]])
        #expect(rows.count == 321)
        #expect(rows.map { $0["id"] as? String } == (try store.songs()).map(\.id))
        #expect(
            rows.first.map { $0.keys.sorted() } == [
                "composed_key", "composed_year", "composer", "created_at", "external_references", "id",
                "musicbrainz_id",
                "song_reference", "structure", "title", "updated_at", "wikipedia_url",
            ])
        let found = try #require(
            try JSONSerialization.jsonObject(with: server.get("/v1/songs?search=all%20of%20me").body)
                as? [[String: Any]])
        #expect(found.map { $0["id"] as? String } == (try store.songs(matching: "all of me")).map(\.id))
    }

    @Test(
        "a song with every recording, by year or by name: the shell's order, each row the batch's and the page's facts")
    func song() throws {
        let id = try SharedDemoCatalog.songID("All of Me")
        for sort in SongRecordingSort.allCases {
            let object = try #require(
                try JSONSerialization.jsonObject(with: server.get("/v1/songs/\(id)?sort=\(sort.rawValue)").body)
                    as? [String: Any])
            let recordings = try #require(object["recordings"] as? [[String: Any]])
            let shell = try #require(try store.songShell(id: id, sort: sort)).recordings.map(\.id)
            #expect(recordings.map { $0["id"] as? String } == shell)
            #expect(object["recording_count"] as? Int == 701 && object["title"] as? String == "All of Me")
            #expect(
                object.keys.sorted() == [
                    "authority_recommendation_count", "composed_key", "composed_year", "composer", "created_at",
                    "external_references", "id", "musicbrainz_id", "recording_count", "recordings", "song_reference",
                    "structure", "title", "transcription_count", "transcriptions", "updated_at", "wikipedia_url",
                ])
            for row in recordings {
                #expect(
                    row.keys.sorted() == [
                        "album_title", "artist_credit", "authority_count", "authority_sources", "back_cover_art_large",
                        "back_cover_art_medium", "back_cover_art_small", "back_cover_source", "back_cover_source_url",
                        "best_cover_art_large", "best_cover_art_medium", "best_cover_art_small",
                        "best_cover_art_source",
                        "best_cover_art_source_url", "best_spotify_url", "default_release_id", "has_back_cover", "id",
                        "is_canonical", "musicbrainz_id", "notes", "performers", "recording_date", "recording_year",
                        "title",
                    ])
                #expect(row["is_canonical"] is Bool && row["has_back_cover"] is Bool && row["authority_count"] is Int)
                #expect(row["recording_year"] is Int || row["recording_year"] is NSNull)
                let performers = try #require(row["performers"] as? [[String: Any]])
                #expect(
                    performers.allSatisfy { $0.keys.sorted() == ["id", "instrument", "name", "role", "sort_name"] })
            }
            #expect(
                Self.occurrences(
                    of: "recording_count", in: try server.get("/v1/songs/\(id)?sort=\(sort.rawValue)").text) == 1)
        }
        let unknown = try server.get("/v1/songs/00000000-0000-4000-8000-000000000999")
        #expect(unknown.status == 404 && unknown.text.contains(#""error":"Song not found""#))
    }

    @Test("an artist with every recording and no images; an unknown one is 404")
    func performer() throws {
        let id = try SharedDemoCatalog.artistID("Louis Armstrong")
        let object = try #require(
            try JSONSerialization.jsonObject(with: server.get("/v1/performers/\(id)").body) as? [String: Any])
        let recordings = try #require(object["recordings"] as? [[String: Any]])
        #expect(recordings.count == 3231)
        #expect(object["name"] as? String == "Louis Armstrong")
        #expect((object["images"] as? [Any])?.isEmpty == true)
        // The summary's keys, its recordings given.
        let summary = try #require(
            try JSONSerialization.jsonObject(with: server.get("/v1/performers/\(id)/summary").body) as? [String: Any])
        #expect(object.keys.sorted() == summary.keys.sorted())
        #expect(object["recording_count"] as? Int == 4492 && object["external_links"] is NSNull)
        let listed = try #require(
            try JSONSerialization.jsonObject(with: server.get("/v1/performers/\(id)/recordings").body)
                as? [String: Any])
        #expect((listed["recordings"] as? [[String: Any]])?.first?.keys.sorted() == recordings.first?.keys.sorted())
        let text = try server.get("/v1/performers/\(id)").text
        #expect(Self.occurrences(of: "recordings", in: text) == 1 && Self.occurrences(of: "images", in: text) == 1)
        let unknown = try server.get("/v1/performers/00000000-0000-4000-8000-000000000999")
        #expect(unknown.status == 404 && unknown.text.contains(#""error":"Performer not found""#))
    }
}

/// What authorities recommend, in the upstream's three lists.
@Suite("serve: authorities' recommendations", .testThreads)
struct ServeAuthorityRoutesTests {
    private let server: ServerHarness

    init() throws { server = try ServerHarness.shared() }

    private func object(_ target: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: server.get(target).body) as? [String: Any], "\(target)")
    }

    @Test("a song's: every one the summary counts, matched first, in both of the upstream's shapes")
    func song() throws {
        let id = try SharedDemoCatalog.songID("All of Me")
        let summary = try #require(try SharedDemoCatalog.store().songSummary(id: id))
        let list = try object("/v1/songs/\(id)/authority_recommendations")
        let rows = try #require(list["recommendations"] as? [[String: Any]])
        #expect(list["song_id"] as? String == id)
        #expect(rows.count == summary.authorityRecommendationCount && list["total_count"] as? Int == rows.count)
        let matched = rows.map { !($0["recording_id"] is NSNull) }
        #expect(matched == matched.sorted { $0 && !$1 }, "matched first")
        #expect((list["matched_count"] as? Int) == matched.count { $0 })
        #expect((list["unmatched_count"] as? Int) == matched.count { !$0 })
        #expect(
            rows.first.map { $0.keys.sorted() }
                == [
                    "album_title", "artist_name", "id", "itunes_album_id", "itunes_track_id", "matched_album_art",
                    "matched_album_art_source", "matched_spotify_url", "matched_album_title", "matched_year",
                    "recommendation_text", "recording_id", "recording_year", "source", "source_url",
                ].sorted())
        let featured = Set(summary.featuredRecordings.map(\.id))
        #expect(Set(rows.compactMap { $0["recording_id"] as? String }) == featured)

        let other = try object("/v1/songs/\(id)/authorities")
        #expect(other["song_title"] as? String == "All of Me")
        let authorities = try #require(other["authorities"] as? [[String: Any]])
        #expect(authorities.map { $0["id"] as? String } == rows.map { $0["id"] as? String })
        #expect(
            authorities.first.map { $0.keys.sorted() } == [
                "album_title", "artist_name", "captured_at", "created_at", "id", "itunes_album_id", "itunes_track_id",
                "matched_album_title", "matched_year", "recommendation_text", "recording_id", "recording_year",
                "song_id",
                "source", "source_url",
            ])
        let unknown = try server.get("/v1/songs/00000000-0000-4000-8000-000000000999/authority_recommendations")
        #expect(unknown.status == 404 && unknown.text.contains(#""error":"Song not found""#))
    }

    @Test("a recording's: the recommendations its page shows, under the same ids")
    func recording() throws {
        let store = try SharedDemoCatalog.store()
        let summary = try #require(try store.songSummary(id: try SharedDemoCatalog.songID("All of Me")))
        let featured = try #require(summary.featuredRecordings.first)
        let detail = try #require(try store.recordingDetail(id: featured.id))
        let list = try object("/v1/recordings/\(featured.id)/authorities")
        let rows = try #require(list["authorities"] as? [[String: Any]])
        #expect(list["count"] as? Int == detail.authorityRecommendations.count)
        #expect(list["song_id"] as? String == summary.id && list["recording_id"] as? String == featured.id)
        #expect(Set(rows.compactMap { $0["id"] as? String }) == Set(detail.authorityRecommendations.compactMap(\.id)))
        #expect(
            rows.first.map { $0.keys.sorted() } == [
                "album_title", "artist_name", "captured_at", "created_at", "id", "itunes_album_id", "itunes_track_id",
                "recommendation_text", "recording_id", "recording_year", "song_id", "source", "source_url",
                "updated_at",
            ])
        let unknown = try server.get("/v1/recordings/00000000-0000-4000-8000-000000000999/authorities")
        #expect(unknown.status == 404 && unknown.text.contains(#""error":"Recording not found""#))
    }
}

/// The upstream's list of recordings: the newest, or those a text finds.
@Suite("serve: the recordings list", .testThreads)
struct ServeRecordingListTests {
    private let server: ServerHarness

    init() throws { server = try ServerHarness.shared() }

    private func rows(_ target: String) throws -> [[String: Any]] {
        try #require(try JSONSerialization.jsonObject(with: server.get(target).body) as? [[String: Any]], "\(target)")
    }

    @Test("the newest 100 by default, undated last, in the upstream's keys; a limit, capped at 500")
    func newest() throws {
        let newest = try rows("/v1/recordings")
        #expect(newest.count == 100)
        let years = newest.map { $0["recording_year"] as? Int ?? Int.min }
        #expect(years == years.sorted(by: >))
        #expect(
            newest.first.map { $0.keys.sorted() } == [
                "album_art_large", "album_art_medium", "album_art_small", "album_art_source", "album_art_source_url",
                "album_title", "artist_credit", "back_cover_art_large", "back_cover_art_medium", "back_cover_art_small",
                "back_cover_source", "back_cover_source_url", "composer", "default_release_id", "favorite_count",
                "has_apple_music", "has_back_cover", "has_spotify", "has_youtube", "id", "is_canonical",
                "musicbrainz_id",
                "notes", "recording_date", "recording_year", "song_id", "song_title", "spotify_url", "title",
            ])
        #expect(
            try rows("/v1/recordings?limit=5").map { $0["id"] as? String }
                == newest.prefix(5).map { $0["id"] as? String })
        #expect(try rows("/v1/recordings?limit=100000").count == 500)
        #expect(try server.get("/v1/recordings?limit=0").text == "[]")
        #expect(try server.get("/v1/recordings?limit=many").status == 400)
    }

    @Test("a search finds what holds the text in its song, its album or a performer's name, in id order")
    func search() throws {
        let found = try rows("/v1/recordings?search=TIGER&limit=500")
        #expect(!found.isEmpty && found.count <= 500)
        let ids = found.compactMap { $0["id"] as? String }
        #expect(ids == ids.sorted())
        let store = try SharedDemoCatalog.store()
        let payloads = try store.hydrate(ids: Array(ids.prefix(100))).recordings
        for row in found.prefix(100) {
            let payload = try #require(payloads.first { $0.id == row["id"] as? String })
            let texts =
                [row["song_title"] as? String, row["album_title"] as? String].compactMap { $0 }
                + payload.performers.map(\.name)
            #expect(texts.contains { $0.lowercased().contains("tiger") }, "\(texts)")
        }
        #expect(try server.get("/v1/recordings?search=zzqqxxv").text == "[]")
    }
}
