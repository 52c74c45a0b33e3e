import CatalogTestSupport
import SQLite
import TestThreads
import Testing
import Upstream

@testable import Catalog

/// The plans SQLite makes for the queries that pages wait on, on the demo catalog with its
/// statistics: which index each reads, and which temporary trees it builds to group or sort.
/// A plan is a fact of the schema and the query, unlike the time it takes.
@Suite("Query plans of the demo catalog", .testThreads)
struct CatalogQueryPlanTests {
    private func plan(_ sql: String, _ values: SQLiteValue...) throws -> [String] {
        let db = try SQLiteConnection(path: SharedDemoCatalog.path, mode: .immutable)
        let statement = try db.statement("EXPLAIN QUERY PLAN " + sql).bind(values)
        var details: [String] = []
        while try statement.step() { details.append(statement.text(3)) }
        return details
    }

    private func performerKey(_ name: String) throws -> Int {
        let db = try SQLiteConnection(path: SharedDemoCatalog.path, mode: .immutable)
        let statement = try db.statement("SELECT id FROM performers WHERE name = ?1").bind(.text(name))
        #expect(try statement.step())
        return statement.int(0)
    }

    @Test("the artist page reads the credits index alone, grouped in its order, and one cover per recording")
    func artistPage() throws {
        let details = try plan(
            CatalogQueries.performerRecordingsQuery(.sqlite), .integer(try performerKey("Louis Armstrong")))
        #expect(
            details == [
                "SEARCH rp USING COVERING INDEX recording_performers_by_performer (performer_id=?)",
                "SEARCH r USING INTEGER PRIMARY KEY (rowid=?)", "SEARCH s USING INTEGER PRIMARY KEY (rowid=?)",
                "SEARCH rel USING INTEGER PRIMARY KEY (rowid=?) LEFT-JOIN",
                "SEARCH c USING INTEGER PRIMARY KEY (rowid=?) LEFT-JOIN", "USE TEMP B-TREE FOR ORDER BY",
            ])
    }

    @Test("the song page's shell reads one run of shell_rows: in its order by year, sorted on integers by leader")
    func songShell() throws {
        let db = try SQLiteConnection(path: SharedDemoCatalog.path, mode: .immutable)
        let statement = try db.statement("SELECT id FROM songs WHERE title = 'Summertime'")
        #expect(try statement.step())
        let song = statement.int(0)
        #expect(
            try plan(CatalogQueries.songShellQuery(.year), .integer(song)) == [
                "SEARCH shell_rows USING PRIMARY KEY (song_id=?)"
            ])
        #expect(
            try plan(CatalogQueries.songShellQuery(.name), .integer(song)) == [
                "SEARCH shell_rows USING PRIMARY KEY (song_id=?)", "USE TEMP B-TREE FOR ORDER BY",
            ])
    }

    @Test("the Artists list and its search walk the covering sort-key index: no table, no sort")
    func artistsList() throws {
        for condition in ["TRUE", "instr(search_key, ?1) > 0 AND instr(search_key, ?2) > 0"] {
            #expect(
                try plan(CatalogQueries.performersQuery(where: condition), .text("a"), .text("b")) == [
                    "SCAN performers USING COVERING INDEX performers_by_sort_key"
                ])
        }
    }

    @Test("Louis Armstrong's cards carry the covers that hydration chooses for the same recordings")
    func armstrongCovers() throws {
        let store = try SharedDemoCatalog.store()
        let rows = try #require(try store.performerRecordings(id: try SharedDemoCatalog.artistID("Louis Armstrong")))
            .recordings
        #expect(rows.count == 3_231)
        let sample = Array(rows.prefix(UpstreamLimits.batchIDs))
        let batch = try store.hydrate(ids: sample.map(\.recordingId)).recordings
        let hydrated = Dictionary(uniqueKeysWithValues: batch.map { ($0.id, $0) })
        #expect(sample.contains { $0.bestCoverArtSmall == nil } && sample.contains { $0.bestCoverArtSmall != nil })
        for row in sample {
            #expect(hydrated[row.recordingId]?.bestCoverArtSmall == row.bestCoverArtSmall, "\(row.recordingId)")
            #expect(hydrated[row.recordingId]?.bestCoverArtMedium == row.bestCoverArtMedium, "\(row.recordingId)")
        }
    }
}
