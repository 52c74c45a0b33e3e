import Foundation
import SQLite
import TestThreads
import Testing

@testable import Catalog

/// The writer both catalog files are written through: each row lands in its table's columns
/// as given, the rows that may repeat keep their first, and the file says what it is.
@Suite("The catalog writer", .testThreads)
struct CatalogWriterTests {
    /// A new file with the schema's tables, and a writer on it.
    private final class File {
        let directory = NSTemporaryDirectory() + "approachnote-writer-" + UUID().uuidString
        let db: SQLiteConnection
        let writer: CatalogWriter

        init() throws {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            db = try SQLiteConnection(path: directory + "/catalog.sqlite", mode: .create)
            writer = CatalogWriter(db)
            try writer.createTables()
        }

        deinit { try? FileManager.default.removeItem(atPath: directory) }

        /// Every row `sql` selects, each column as text ("NULL" for a null), joined by "|".
        func rows(_ sql: String) throws -> [String] {
            let statement = try db.statement(sql)
            var rows: [String] = []
            while try statement.step() {
                rows.append(
                    (0..<statement.columnCount).map { statement.isNull($0) ? "NULL" : statement.text($0) }
                        .joined(separator: "|"))
            }
            return rows
        }
    }

    @Test("each row lands in its table's columns, nulls where nothing was given")
    func rowsAsGiven() throws {
        let file = try File()
        let writer = file.writer
        try writer.insertInstrument(id: 1, name: "Trumpet", category: "Brass")
        try writer.insertInstrument(id: 2, name: "Vocals", category: nil)
        try writer.insertSong(
            id: 1, uuid: "s-1", title: "Body and Soul", composer: "Johnny Green", composedYear: 1930,
            composedKey: "Db", structure: nil, wikipediaURL: "https://w/Body", externalReferences: "{}",
            alternateTitles: "[]", searchKey: "body and soul", sortKey: "body and soul")
        try writer.insertPerformer(
            id: 7, uuid: "p-7", name: "Coleman Hawkins", sortName: "Hawkins, Coleman", birthDate: "1904-11-21",
            deathDate: nil, biography: nil, wikipediaURL: nil, searchKey: "coleman hawkins", sortKey: "hawkins coleman")
        try writer.insertPerformerInstrument(performer: 7, instrument: 1, isPrimary: true)
        try writer.insertRelease(
            id: 3, uuid: "r-3", title: "Body and Soul", artistCredit: nil, year: 1939, date: nil, label: "Bluebird",
            catalogNumber: "B-10523", format: "Shellac", country: "US")
        try writer.insertReleaseImage(
            release: 3, source: "MusicBrainz", side: .back, small: "https://c/s", medium: nil, large: nil,
            sourceURL: nil)
        try writer.insertRecording(
            id: 5, uuid: "rec-5", song: 1, title: "Body and Soul", year: 1939, date: "1939-10-11",
            datePrecision: "day", defaultRelease: 3, isCanonical: true, notes: nil)
        try writer.insertTrack(recording: 5, release: 3, disc: 1, number: nil)
        try writer.insertCredit(recording: 5, performer: 7, instrument: nil, role: .sideman)
        try writer.insertStreamingLink(
            recording: 5, release: 3, service: "youtube", trackURL: "https://y/v", albumURL: nil, previewURL: nil,
            matchConfidence: 0.75)
        try writer.insertContribution(
            recording: 5, user: "ana", isInstrumental: false, performanceKey: "Db", tempoMarking: nil,
            updatedAt: "2026-01-01T00:00:00Z")

        #expect(
            try file.rows("SELECT id, name, category FROM instruments ORDER BY id") == [
                "1|Trumpet|Brass", "2|Vocals|NULL",
            ])
        #expect(
            try file.rows(
                """
                SELECT id, uuid, title, composer, composed_year, composed_key, structure, wikipedia_url,
                       external_references, alt_titles, search_key, sort_key FROM songs
                """)
                == ["1|s-1|Body and Soul|Johnny Green|1930|Db|NULL|https://w/Body|{}|[]|body and soul|body and soul"])
        #expect(
            try file.rows("SELECT * FROM performers")
                == ["7|p-7|Coleman Hawkins|Hawkins, Coleman|1904-11-21|NULL|NULL|NULL|coleman hawkins|hawkins coleman"])
        #expect(try file.rows("SELECT * FROM performer_instruments") == ["7|1|1"])
        #expect(
            try file.rows("SELECT * FROM releases") == [
                "3|r-3|Body and Soul|NULL|1939|NULL|Bluebird|B-10523|Shellac|US"
            ])
        #expect(try file.rows("SELECT * FROM release_imagery") == ["3|MusicBrainz|Back|https://c/s|NULL|NULL|NULL"])
        #expect(
            try file.rows(
                """
                SELECT id, uuid, song_id, title, recording_year, recording_date, date_precision, default_release_id,
                       is_canonical, notes FROM recordings
                """) == ["5|rec-5|1|Body and Soul|1939|1939-10-11|day|3|1|NULL"])
        #expect(try file.rows("SELECT * FROM recording_releases") == ["5|3|1|NULL"])
        #expect(try file.rows("SELECT * FROM recording_performers") == ["5|7|NULL|sideman"])
        #expect(try file.rows("SELECT * FROM streaming_links") == ["5|3|youtube|https://y/v|NULL|NULL|0.75"])
        #expect(try file.rows("SELECT * FROM recording_contributions") == ["5|ana|0|Db|NULL|2026-01-01T00:00:00Z"])
    }

    @Test("a track, link, cover or instrument given twice keeps the first")
    func repeatsKeepTheFirst() throws {
        let file = try File()
        let writer = file.writer
        for number in [4, 9] { try writer.insertTrack(recording: 1, release: 2, disc: 1, number: number) }
        for url in ["https://first", "https://second"] {
            try writer.insertStreamingLink(
                recording: 1, release: 2, service: "spotify", trackURL: url, albumURL: nil, previewURL: nil)
        }
        for small in ["first", "second"] {
            try writer.insertReleaseImage(
                release: 2, source: "Apple", side: .front, small: small, medium: nil, large: nil, sourceURL: nil)
        }
        for primary in [true, false] {
            try writer.insertPerformerInstrument(performer: 1, instrument: 1, isPrimary: primary)
        }

        #expect(try file.rows("SELECT track_number FROM recording_releases") == ["4"])
        #expect(try file.rows("SELECT track_url, match_confidence FROM streaming_links") == ["https://first|1.0"])
        #expect(try file.rows("SELECT small FROM release_imagery") == ["first"])
        #expect(try file.rows("SELECT is_primary FROM performer_instruments") == ["1"])
    }

    @Test("a recommendation without an id is numbered after the last")
    func recommendationNumbers() throws {
        let file = try File()
        let writer = file.writer
        try writer.insertRecommendation(
            id: 40, song: 1, recording: nil, source: "unlinked", text: nil, sourceURL: nil, artistName: nil,
            albumTitle: nil, recordingYear: nil)
        try writer.insertRecommendation(
            id: nil, song: 1, recording: 5, source: "jazzstandards.com", text: "Listen", sourceURL: "https://j",
            artistName: "Ensemble", albumTitle: nil, recordingYear: 1950)
        #expect(
            try file.rows("SELECT * FROM authority_recommendations ORDER BY id")
                == [
                    "40|1|NULL|unlinked|NULL|NULL|NULL|NULL|NULL",
                    "41|1|5|jazzstandards.com|Listen|https://j|Ensemble|NULL|1950",
                ])
    }

    @Test("the file names its schema version and its origin, and says it is whole; the indexes are the schema's")
    func metaAndIndexes() throws {
        let file = try File()
        try file.writer.insertMeta([("origin", "sync"), ("synced_from", "https://example.org")])
        try file.writer.createIndexes()
        #expect(
            try file.rows("SELECT key, value FROM meta ORDER BY key")
                == [
                    "complete|1", "origin|sync", "schema_version|\(CatalogSchema.version)",
                    "synced_from|https://example.org",
                ])
        let indexes = CatalogSchema.statements.filter { $0.hasPrefix("CREATE INDEX") }.map {
            String($0.dropFirst("CREATE INDEX ".count).prefix { $0 != " " })
        }
        #expect(indexes.count == 12)
        #expect(
            try file.rows("SELECT name FROM sqlite_master WHERE type = 'index' AND sql IS NOT NULL ORDER BY name")
                == indexes.sorted())
    }
}
