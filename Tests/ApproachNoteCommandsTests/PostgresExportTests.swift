import ApplicationTestSupport
import ApproachNoteCommands
import Catalog
import CatalogTestSupport
import CommandSupport
import Foundation
import TestFixtures
import TestThreads
import Testing

/// `approachnote catalog export --database …` against a real PostgreSQL server.
@Suite(.serialized, .testThreads)
struct PostgresExportTests {
    private static let tables: [(String, @Sendable (CatalogCounts) -> Int)] = [
        ("songs", { $0.songs }), ("recordings", { $0.recordings }), ("performers", { $0.performers }),
        ("releases", { $0.releases }), ("recording_releases", { $0.recordingReleases }),
        ("recording_performers", { $0.performerCredits }), ("streaming_links", { $0.streamingLinks }),
        ("release_imagery", { $0.releaseImagery }), ("recording_contributions", { $0.contributions }),
        ("authority_recommendations", { $0.authorityRecommendations }), ("instruments", { $0.instruments }),
    ]

    /// Rows per table in PostgreSQL.
    private func counts(_ url: String) throws -> [String: Int] {
        let postgres = try PostgresConnection(url: url)
        var counts: [String: Int] = [:]
        for (table, _) in Self.tables {
            let rows = try postgres.execute("SELECT count(*) FROM approachnote.\(table)")
            counts[table] = rows.first?.first.flatMap { $0 }.flatMap { Int($0) }
        }
        return counts
    }

    /// Rows per table in the shared demo catalog (SQLite).
    private func sqliteCounts(_ path: String = SharedDemoCatalog.path) throws -> [String: Int] {
        let counts = try SQLiteCatalogStore.open(CatalogLocation(path: path)).counts()
        return Dictionary(uniqueKeysWithValues: Self.tables.map { ($0.0, $0.1(counts)) })
    }

    private func schemas(_ url: String) throws -> [String?] {
        try PostgresConnection(url: url).execute(
            "SELECT nspname FROM pg_namespace WHERE nspname LIKE 'approachnote%' ORDER BY 1"
        ).map { $0[0] }
    }

    /// One database through a first export (of a slice of the catalog), a second of the slice
    /// over changed data, and a third, of the whole catalog, cut off in its COPY. The whole
    /// catalog's export takes seconds, which is what lets the third be caught as it runs; the
    /// whole catalog read back from PostgreSQL is `SharedPostgresCatalog`'s.
    @Test func exportReplacesThePreviousDataAtOnceOrNotAtAll() throws {
        let url = try PostgresServer.freshDatabase()
        let io = CapturedIO()
        let status = ApproachNoteCommand.run(
            ["--catalog", CatalogSlice.shared, "catalog", "export", "--database", url], environment: [:], io: io)
        #expect(status == 0, "\(io.error)")
        #expect(io.output.hasPrefix("Exported the catalog at \(CatalogSlice.shared) to PostgreSQL at postgres@"))
        #expect(try counts(url) == sqliteCounts(CatalogSlice.shared))
        let postgres = try PostgresConnection(url: url)
        #expect(
            try postgres.execute("SELECT version FROM approachnote.schema_version") == [
                [String(PostgresSchema.version)]
            ])
        let indexes = try postgres.execute(
            "SELECT indexname FROM pg_indexes WHERE schemaname = 'approachnote' AND indexname NOT IN (SELECT conname FROM pg_constraint) ORDER BY 1"
        ).map { $0[0] }
        #expect(
            indexes == [
                "authority_by_recording", "authority_by_song", "performers_by_sort_key",
                "recording_performers_by_performer", "recording_performers_by_recording",
                "recording_releases_by_release", "recordings_by_song", "songs_by_sort_key",
                "streaming_links_by_release", "transcriptions_by_recording", "transcriptions_by_song", "videos_by_song",
            ])

        try postgres.execute("DELETE FROM approachnote.streaming_links")
        let again = CapturedIO()
        let second = ApproachNoteCommand.run(
            ["--catalog", CatalogSlice.shared, "catalog", "export", "--database", url], environment: [:], io: again)
        #expect(second == 0, "\(again.error)")
        let sqlite = try sqliteCounts(CatalogSlice.shared)
        #expect(try counts(url) == sqlite)
        #expect(try schemas(url) == ["approachnote"])

        try postgres.execute("DELETE FROM approachnote.streaming_links")
        var previous = sqlite
        previous["streaming_links"] = 0
        let export = try BinaryRun(
            ["--catalog", SharedDemoCatalog.path, "catalog", "export", "--database", url].map { Array($0.utf8) })
        var terminated: [[String?]] = []
        // The COPY of 100 MB lasts seconds, and is caught as it runs; the wait for it to begin is
        // as long as a loaded machine may need. Only this test's database: other tests export
        // into the same server meanwhile, and their sessions are theirs.
        try Waiting.until(seconds: 300, interval: 5_000) {
            terminated = try postgres.execute(
                "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND application_name = 'approachnote catalog export' AND query LIKE 'COPY %'"
            )
            return !terminated.isEmpty
        }
        #expect(terminated == [["t"]])
        let cut = export.wait()
        #expect(cut.status == 1)
        #expect(cut.error.hasPrefix("approachnote: The connection to PostgreSQL at postgres@"))
        // libpq words the end of the session as the server's notice or, when it reads the closed
        // socket before the notice, in its own sentence: which comes first is the scheduler's.
        #expect(cut.error.contains(" was lost ("))
        #expect(
            cut.error.contains("terminating connection due to administrator command")
                || cut.error.contains("server closed the connection unexpectedly"))
        #expect(cut.error.hasSuffix("). Nothing of this export was kept.\n"))
        #expect(try counts(url) == previous)
        #expect(try schemas(url) == ["approachnote"])
    }

    @Test func aFailedConnectionNamesTheServerButNotThePassword() throws {
        let refused = SharedDemoCatalog.run([
            "catalog", "export", "--database", "postgresql://reader:s3cret-word@/catalog?host=/nonexistent-socket-dir",
        ])
        #expect(refused.status == 1)
        #expect(
            refused.error.hasPrefix(
                "approachnote: Cannot connect to PostgreSQL at reader@/nonexistent-socket-dir:5432/catalog ("))
        #expect(!refused.error.contains("s3cret-word"))
        let malformed = SharedDemoCatalog.run(["catalog", "export", "--database", "password=s3cret-word and more"])
        #expect(malformed.status == 2, "what was typed is wrong, as for serve")
        #expect(
            malformed.error
                == "approachnote: The database URL is not a PostgreSQL URL; write it as postgres://USER[:PASSWORD]@HOST[:PORT]/DATABASE.\n"
                + "Run 'approachnote --help' for usage.\n")
        #expect(SharedDemoCatalog.run(["catalog", "export"]).status == 2)
    }
}
