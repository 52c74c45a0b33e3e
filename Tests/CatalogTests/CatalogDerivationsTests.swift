import CatalogTestSupport
import SQLite
import TestThreads
import Testing

@testable import Catalog

/// The derived tables of the demo catalog against the normalised tables they are derived from:
/// the pages read only the derived copies, so a copy that drifted would show wrong names, or
/// rows in a wrong order, with nothing else to tell.
@Suite("Derived facts of the demo catalog", .testThreads)
struct CatalogDerivationsTests {
    private func count(_ sql: String) throws -> Int {
        let db = try SQLiteConnection(path: SharedDemoCatalog.path, mode: .immutable)
        let statement = try db.statement(sql)
        #expect(try statement.step())
        return statement.int(0)
    }

    @Test("every recording has one shell row, with its own facts and its release's and leader's names")
    func shellRowValues() throws {
        let recordings = try count("SELECT count(*) FROM recordings")
        #expect(recordings == 107_281)
        #expect(try count("SELECT count(*) FROM shell_rows") == recordings)
        let differing = try count(
            """
            SELECT count(*) FROM recordings r JOIN shell_rows s ON s.recording_id = r.id
            LEFT JOIN releases rel ON rel.id = r.default_release_id LEFT JOIN performers p ON p.id = r.leader_id
            LEFT JOIN instruments i ON i.id = r.leader_instrument_id
            WHERE s.song_id IS NOT r.song_id OR s.uuid IS NOT r.uuid OR s.title IS NOT r.title
               OR s.recording_year IS NOT r.recording_year OR s.is_canonical IS NOT r.is_canonical
               OR s.instruments_present IS NOT r.instruments_present OR s.is_instrumental IS NOT r.is_instrumental
               OR s.services IS NOT r.services OR s.authority_count IS NOT r.authority_count
               OR s.album_title IS NOT rel.title OR s.artist_credit IS NOT rel.artist_credit
               OR s.leader_uuid IS NOT p.uuid OR s.leader_name IS NOT p.name OR s.leader_sort_name IS NOT p.sort_name
               OR s.leader_instrument IS NOT i.name
            """)
        #expect(differing == 0)
        // Recordings with no leader and with no release are in the demo catalog; a leader with
        // no sort name or no instrument is not, and CatalogStoreShellTests writes those.
        #expect(try count("SELECT count(*) FROM shell_rows WHERE leader_uuid IS NULL") == 1_254)
        #expect(try count("SELECT count(*) FROM shell_rows WHERE album_title IS NULL") == 685)
    }

    /// Rows of all songs whose place in their song's shell differs between two orders.
    private func misplaced(_ first: String, _ second: String) throws -> Int {
        try count(
            """
            SELECT count(*) FROM (
              SELECT row_number() OVER (PARTITION BY r.song_id ORDER BY \(first)) AS a,
                     row_number() OVER (PARTITION BY r.song_id ORDER BY \(second)) AS b
              FROM recordings r JOIN shell_rows s ON s.recording_id = r.id LEFT JOIN performers p ON p.id = r.leader_id)
            WHERE a != b
            """)
    }

    /// The two integers stand for the shell's rule, written out here on the normalised
    /// tables: by year, undated last, then by the leader's sort key, name and id, leaderless
    /// last; by leader, the same keys the other way round; the recording's id last.
    @Test("each song's shell rows, ordered by their integers, are in the rule's order, both ways")
    func shellRowOrder() throws {
        let year = "r.recording_year IS NULL, r.recording_year"
        let leader = "p.id IS NULL, p.sort_key, p.name, p.id"
        #expect(try misplaced("\(year), \(leader), r.id", "s.year_order, s.leader_order, s.recording_id") == 0)
        #expect(try misplaced("\(leader), \(year), r.id", "s.leader_order, s.year_order, s.recording_id") == 0)
        // Neither key alone gives the order: many recordings share a year, and a leader.
        #expect(try misplaced("\(year), r.id", "s.year_order, s.leader_order, s.recording_id") > 10_000)
        #expect(try misplaced("\(leader), r.id", "s.leader_order, s.year_order, s.recording_id") > 10_000)
    }
}
