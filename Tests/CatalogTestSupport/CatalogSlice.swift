import Catalog
import Foundation
import SQLite
import Testing

/// A catalog file holding a few of the demo catalog's songs, with their recordings and what
/// those name (releases, performers, links, votes), and nothing else: a whole catalog small
/// enough to serve and mirror in seconds.
package enum CatalogSlice {
    /// The three songs with the fewest recordings: 78 recordings, 203 performers.
    package static let smallestSongs = ["Satin Doll", "Smoke Gets in Your Eyes", "Moonglow"]

    /// A slice of the smallest songs, made once per run (copying and cutting the demo catalog
    /// takes seconds): a test that changes its catalog copies it first.
    package static let shared = made(of: smallestSongs)

    /// Three songs of the scenarios, each with a hundred recordings or more.
    package static let scenarioSongs = ["Tiger Rag", "All of Me", "Body and Soul"]

    /// A slice of `scenarioSongs`, made once per run, for tests that only read it.
    package static let sharedScenarioSongs = made(of: scenarioSongs)

    /// The slice at `path` (one of the shared ones), opened read-only as a store.
    package static func store(at path: String) throws -> SQLiteCatalogStore {
        try SQLiteCatalogStore.open(CatalogLocation(path: path))
    }

    /// A slice of `songs` in the run's temporary folder; a failure to make it fails the test.
    private static func made(of songs: [String]) -> String {
        let path = NSTemporaryDirectory() + "approachnote-slice-\(UUID().uuidString).sqlite"
        do {
            try make(at: path, songs: songs)
        } catch {
            Issue.record("the slice of \(songs) could not be made: \(error)")
        }
        return path
    }

    /// Copies the shared demo catalog to `path` and keeps only `songs` (by title).
    package static func make(at path: String, songs: [String] = smallestSongs) throws {
        try? FileManager.default.removeItem(atPath: path)
        try FileManager.default.copyItem(atPath: SharedDemoCatalog.path, toPath: path)
        let db = try SQLiteConnection(path: path, mode: .create)
        let titles = songs.map { "'" + $0.replacingOccurrences(of: "'", with: "''") + "'" }.joined(separator: ",")
        try db.transaction {
            for statement in [
                "DELETE FROM songs WHERE title NOT IN (\(titles))",
                "DELETE FROM recordings WHERE song_id NOT IN (SELECT id FROM songs)",
                "DELETE FROM recording_releases WHERE recording_id NOT IN (SELECT id FROM recordings)",
                "DELETE FROM recording_performers WHERE recording_id NOT IN (SELECT id FROM recordings)",
                "DELETE FROM streaming_links WHERE recording_id NOT IN (SELECT id FROM recordings)",
                "DELETE FROM recording_contributions WHERE recording_id NOT IN (SELECT id FROM recordings)",
                """
                DELETE FROM authority_recommendations WHERE song_id NOT IN (SELECT id FROM songs)
                    OR (recording_id IS NOT NULL AND recording_id NOT IN (SELECT id FROM recordings))
                """,
                """
                DELETE FROM releases WHERE id NOT IN (SELECT release_id FROM recording_releases)
                    AND id NOT IN (SELECT default_release_id FROM recordings WHERE default_release_id IS NOT NULL)
                """,
                "DELETE FROM release_imagery WHERE release_id NOT IN (SELECT id FROM releases)",
                "DELETE FROM performers WHERE id NOT IN (SELECT performer_id FROM recording_performers)",
                "DELETE FROM performer_instruments WHERE performer_id NOT IN (SELECT id FROM performers)",
                "DELETE FROM recording_covers WHERE recording_id NOT IN (SELECT id FROM recordings)",
                "DELETE FROM solo_transcriptions WHERE song_id NOT IN (SELECT id FROM songs)",
                "DELETE FROM videos WHERE song_id NOT IN (SELECT id FROM songs)",
            ] {
                try db.execute(statement)
            }
            try CatalogDerivations.refresh(db)
        }
        try db.execute("VACUUM")
    }
}
