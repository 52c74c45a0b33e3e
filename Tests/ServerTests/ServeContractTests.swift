import ApplicationTestSupport
import CatalogTestSupport
import Foundation
import SQLite
import Server
import Synchronization
import TestThreads
import Testing

@testable import Catalog

/// The server's contract: for the scenario entities (S1–S6: "All of Me", "Louis Armstrong",
/// "Tiger Rag") and 30 more songs and 30 more artists picked evenly from the demo catalog,
/// with the odd ones it holds (a song without recordings, recordings without a leader or a
/// year, an artist without recordings or a sort name), every route answers the same bytes from
/// `serve` on the catalog file, from `serve` on PostgreSQL, and as the in-process store encodes
/// it; and the rows carry exactly the fields the upstream's own API tests expect.
@Suite("serve: the same bytes from SQLite, PostgreSQL and the store", .serialized, .testThreads)
struct ServeContractTests {
    private let store: SQLiteCatalogStore
    private let sqlite: ServerHarness
    private let postgres: ServerHarness

    init() throws {
        store = try SharedDemoCatalog.store()
        sqlite = try ServerHarness.shared()
        postgres = try SharedPostgresCatalog.server()
    }

    /// `EXPECTED_SHELL_FIELDS` of the upstream's `test_song_recordings_shell.py`.
    static let shellFields: Set = [
        "id", "title", "album_title", "artist_credit", "recording_year", "is_canonical", "performers",
        "instruments_present", "is_instrumental", "has_streaming", "has_spotify", "has_apple_music", "has_youtube",
        "authority_count",
    ]
    /// `EXPECTED_BATCH_FIELDS` (= `EXPECTED_LIST_FIELDS`) of the upstream's `test_recordings_batch.py`.
    static let batchFields: Set = [
        "id", "title", "album_title", "artist_credit", "recording_year", "is_canonical", "best_cover_art_small",
        "best_cover_art_medium", "best_cover_art_large", "best_cover_art_source", "best_cover_art_source_url",
        "back_cover_art_small", "back_cover_art_medium", "back_cover_art_large", "has_back_cover",
        "back_cover_source", "back_cover_source_url", "best_spotify_url", "has_streaming", "has_spotify",
        "has_apple_music", "has_youtube", "streaming_services", "performers", "authority_count", "authority_sources",
        "community_data",
    ]
    /// The song summary's fields, less those about what the catalog does not hold
    /// (MusicBrainz ids, the upstream's own song reference and row times, transcriptions), plus
    /// the alternate titles the Songs list searches.
    static let summaryFields: Set = [
        "id", "title", "composer", "composed_year", "composed_key", "structure", "wikipedia_url",
        "external_references", "authority_recommendation_count", "recording_count", "has_any_streaming",
        "featured_recordings", "alt_titles", "musicbrainz_id", "song_reference", "transcription_count",
        "transcriptions", "created_at", "updated_at",
    ]
    static let performerFields: Set = ["id", "name", "sort_name", "instrument", "role"]

    /// Ids from the demo catalog's own tables, in a fixed order.
    private func ids(_ sql: String) throws -> [String] {
        let db = try SQLiteConnection(path: SharedDemoCatalog.path, mode: .immutable)
        var ids: [String] = []
        try db.rows(sql, []) { ids.append($0.text(0)) }
        return ids
    }

    /// Every `count`-th of `all`, from the first: the same picks on every run.
    private func evenly<T>(_ all: [T], _ count: Int) -> [T] {
        stride(from: 0, to: all.count, by: max(1, all.count / count)).prefix(count).map { all[$0] }
    }

    private func songs() throws -> [String] {
        let scenario = try ["All of Me", "Tiger Rag", "Summertime"].map(SharedDemoCatalog.songID)
        let odd = try ids(
            """
            SELECT uuid FROM (SELECT uuid FROM songs WHERE id NOT IN (SELECT song_id FROM recordings) LIMIT 1)
            UNION ALL SELECT uuid FROM (SELECT s.uuid FROM songs s JOIN recordings r ON r.song_id = s.id
                                        WHERE r.leader_id IS NULL ORDER BY s.id LIMIT 1)
            """)
        return scenario + odd + evenly(try store.songs().map(\.id), 30)
    }

    private func performers() throws -> [String] {
        let odd = try ids(
            """
            SELECT uuid FROM (SELECT uuid FROM performers WHERE id NOT IN (SELECT performer_id FROM recording_performers)
                              ORDER BY id LIMIT 1)
            UNION ALL SELECT uuid FROM (SELECT uuid FROM performers WHERE sort_name IS NULL ORDER BY id LIMIT 1)
            """)
        return [try SharedDemoCatalog.artistID("Louis Armstrong")] + odd + evenly(try store.performers().map(\.id), 30)
    }

    /// Both servers answer `target` with 200 and `expected`, and with the same `headers`.
    private func expectSame(
        _ target: String, _ expected: Data, headers: [String] = [], sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let fromFile = try sqlite.get(target)
        let fromPostgres = try postgres.get(target)
        #expect(fromFile.status == 200, "\(target)", sourceLocation: sourceLocation)
        #expect(fromPostgres.status == 200, "\(target)", sourceLocation: sourceLocation)
        #expect(fromFile.body == expected, "SQLite: \(target)", sourceLocation: sourceLocation)
        #expect(fromPostgres.body == expected, "PostgreSQL: \(target)", sourceLocation: sourceLocation)
        for header in headers {
            #expect(fromFile.header(header) != nil, "\(header): \(target)", sourceLocation: sourceLocation)
            #expect(
                fromPostgres.header(header) == fromFile.header(header), "\(header): \(target)",
                sourceLocation: sourceLocation)
        }
    }

    private func keys(_ object: Any?) -> Set<String> { Set((object as? [String: Any])?.keys ?? [:].keys) }

    /// How long the export takes is not asserted here: `catalog export` prints it.
    @Test func textComparesBytewiseInADatabaseWhoseLocaleDoesNot() throws {
        let postgres = try PostgresConnection(url: try SharedPostgresCatalog.url())
        #expect(try postgres.execute("SELECT 'a' < 'B', 'a' < 'B' COLLATE \"C\"") == [["t", "f"]])
        // The demo catalog's sort keys are folded to lower case, so most of its orders come out
        // alike in either collation: that every text column compares bytewise is checked here.
        let collations = try postgres.execute(
            """
            SELECT collation_name, count(*) FROM information_schema.columns
            WHERE table_schema = 'approachnote' AND data_type = 'text' GROUP BY 1
            """)
        #expect(collations == [["C", "79"]])
    }

    @Test func indexes() throws {
        for search in ["", "all%20of%20me", "NIGHT", "ain%27t", "%C3%A9", "zzzz"] {
            let text = search.removingPercentEncoding ?? search
            try expectSame("/v1/songs/index?search=\(search)", payload(store.songs(matching: text)))
            try expectSame(
                "/v1/performers/index?search=\(search)", payload(store.performers(matching: text)),
                headers: ["X-Total-Count"])
        }
        try expectSame("/v1/songs/index", payload(store.songs()))
        let everyone = try store.performers()
        for (search, limit, offset) in [("", 100, 0), ("", 1000, 30_500), ("davis", 5, 3), ("armstrong", 1, 1)] {
            let matches = search.isEmpty ? everyone : try store.performers(matching: search)
            try expectSame(
                "/v1/performers?search=\(search)&limit=\(limit)&offset=\(offset)",
                payload(store.performerPage(ids: matches.dropFirst(offset).prefix(limit).map(\.id))),
                headers: ["X-Total-Count", "X-Has-More"])
        }
    }

    @Test func songPages() throws {
        for id in try songs() {
            let summary = try #require(try store.songSummary(id: id))
            try expectSame("/v1/songs/\(id)/summary", payload(summary))
            #expect(
                keys(try JSONSerialization.jsonObject(with: postgres.get("/v1/songs/\(id)/summary").body))
                    == Self.summaryFields)
            try expectSame("/v1/songs/\(id)/recordings/shell", payload(store.songShell(id: id, sort: .year)))
            for sort in SongRecordingSort.allCases {
                try expectSame(
                    "/v1/songs/\(id)/recordings/shell?sort=\(sort.rawValue)",
                    payload(store.songShell(id: id, sort: sort)))
            }
            let shell = try #require(try store.songShell(id: id, sort: .year)).recordings
            let object = try JSONSerialization.jsonObject(with: postgres.get("/v1/songs/\(id)/recordings/shell").body)
            #expect(keys(object) == ["song_id", "recordings", "recording_count"])
            let rows = (object as? [String: Any])?["recordings"] as? [[String: Any]] ?? []
            #expect(rows.count == shell.count)
            #expect(rows.allSatisfy { keys($0) == Self.shellFields }, "\(id)")
            #expect(
                rows.allSatisfy { ($0["performers"] as? [Any] ?? []).allSatisfy { keys($0) == Self.performerFields } })

            let recordings = Array(shell.prefix(2).map(\.id)) + summary.featuredRecordings.prefix(1).map(\.id)
            for recording in recordings {
                try expectSame("/v1/recordings/\(recording)", payload(store.recordingDetail(id: recording)))
                try expectSame("/v1/recordings/\(recording)/releases", payload(store.recordingReleases(id: recording)))
            }
            guard !shell.isEmpty else { continue }
            let batch = shell.prefix(50).map(\.id)
            let target = "/v1/recordings/batch?ids=" + batch.joined(separator: ",")
            try expectSame(target, payload(store.hydrate(ids: batch)))
            let batchRows =
                (try JSONSerialization.jsonObject(with: postgres.get(target).body) as? [String: Any])?["recordings"]
                as? [[String: Any]] ?? []
            #expect(batchRows.count == batch.count)
            #expect(batchRows.allSatisfy { keys($0) == Self.batchFields }, "\(id)")
        }
    }

    @Test func artistPages() throws {
        for id in try performers() {
            try expectSame("/v1/performers/\(id)/summary", payload(store.performerSummary(id: id)))
            try expectSame("/v1/performers/\(id)/recordings", payload(store.performerRecordings(id: id, sort: .year)))
            for sort in PerformerRecordingSort.allCases {
                try expectSame(
                    "/v1/performers/\(id)/recordings?sort=\(sort.rawValue)",
                    payload(store.performerRecordings(id: id, sort: sort)))
            }
        }
    }

    /// Eight clients at once on four threads: each request takes a connection of the pool's
    /// own, whose prepared statements no other request uses meanwhile, and every answer is the
    /// store's.
    @Test func concurrentClientsGetTheStoresAnswers() throws {
        let harness = try ServerHarness(stores: CatalogStorePool(database: SharedPostgresCatalog.url()), threads: 4)
        let song = try SharedDemoCatalog.songID("All of Me")
        let artist = try SharedDemoCatalog.artistID("Louis Armstrong")
        let shell = try #require(try store.songShell(id: song, sort: .name))
        let batch = shell.recordings.prefix(50).map(\.id)
        let expected = [
            ("/v1/songs/\(song)/recordings/shell?sort=name", try payload(shell)),
            ("/v1/recordings/batch?ids=" + batch.joined(separator: ","), try payload(store.hydrate(ids: batch))),
            ("/v1/songs/\(song)/summary", try payload(store.songSummary(id: song))),
            (
                "/v1/performers/\(artist)/recordings?sort=year",
                try payload(store.performerRecordings(id: artist, sort: .year))
            ),
        ]
        let mismatches = Mutex<[String]>([])
        DispatchQueue.concurrentPerform(iterations: 8) { client in
            for round in 0..<6 {
                let (target, body) = expected[(client + round) % expected.count]
                let response = try? harness.get(target)
                if response?.status != 200 || response?.body != body {
                    mismatches.withLock { $0.append("\(response?.status ?? 0) \(target)") }
                }
            }
        }
        #expect(mismatches.withLock { $0 } == [])
    }

    /// The PostgreSQL store itself, in process, gives what the file's gives, for the one read
    /// no route makes (the counts `catalog info` prints).
    @Test func counts() throws {
        #expect(try PostgresCatalogStore.open(url: SharedPostgresCatalog.url()).counts() == store.counts())
    }
}
