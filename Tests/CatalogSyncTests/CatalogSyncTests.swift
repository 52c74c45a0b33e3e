import ApproachNoteCommands
import Catalog
import CatalogSync
import CatalogTestSupport
import CommandSupport
import Foundation
import SQLite
import TestThreads
import Testing

/// `catalog sync` against `approachnote serve` on a slice of the demo catalog, directly
/// (`UnreliableServerSyncTests`: through relays that limit, drop and die).
@Suite(.serialized, .testThreads)
struct CatalogSyncTests {
    /// Every request a sync of the slice makes: the two indexes, a summary, a shell and the
    /// videos per song, a batch per song (each has under 100 recordings), a page per recording, a summary
    /// per performer, the recordings count it checks against, and the catalog's counts it
    /// compares the copy with.
    static func requests(songs: Int, recordings: Int, performers: Int) -> Int {
        2 + 3 * songs + songs + recordings + performers + 2
    }

    /// The slice's own pages, which no test changes (a test that changes a catalog copies it
    /// first): read once, for every mirror of it to be compared with.
    private static let slicePages = Result { try pages(SyncedServer.slice) }

    static func servedPages() throws -> [String: String] { try slicePages.get() }

    /// Every row of a catalog file but its facts about itself (when it was synced): what a
    /// page could show, for a mirror compared with itself before and after a sync. A mirror
    /// is compared with the slice it mirrors by its pages (`pages`), as their rows differ in
    /// what no page shows (their internal ids).
    static func rows(_ catalog: String) throws -> [String: UInt64] {
        try CatalogDigest.of(catalog).filter { $0.key != "meta" }
    }

    /// The pages a user reads, as `recordings --json` prints them: every song's and every
    /// artist's, by each of their orders.
    static func pages(_ catalog: String) throws -> [String: String] {
        let slice = try SyncedServer.sliceIDs()
        var pages: [String: String] = [:]
        let links =
            slice.songs.flatMap { id in
                ["year", "name"].map { ("approachnote://song/\(id)", ["--sort", $0, "--playable-only", "off"]) }
            }
            + slice.performers.flatMap { id in
                ["year", "song"].map { ("approachnote://artist/\(id)", ["--sort", $0]) }
            }
        for (link, options) in links {
            let run = command(["--catalog", catalog, "recordings", link, "--json"] + options)
            let sort = options[1]
            #expect(run.status == 0, "\(link) \(sort): \(run.error)")
            pages["\(link) \(sort)"] = run.output
        }
        return pages
    }

    @Test("a full sync gives every song and artist page and the counts the API shows, in the requests it needs")
    func fullSync() throws {
        let server = try SyncedServer()
        let target = try SyncedServer.target()
        let log = PhaseLog()
        let report = try sync(server.address, into: target, log: log)
        let slice = try SyncedServer.sliceIDs()
        #expect(slice.songs.count == 3)
        #expect(slice.recordings == 78)
        #expect(slice.performers.count == 203)
        #expect(report.requests == Self.requests(songs: 3, recordings: 78, performers: 203))
        #expect(!report.resumed)
        #expect(!report.changes.compared)
        #expect(log[.indexes] == .init(total: 2, fetched: 2, unchanged: 0, kept: 0))
        #expect(log[.songPages] == .init(total: 9, fetched: 9, unchanged: 0, kept: 0))
        #expect(log[.recordingRows] == .init(total: 3, fetched: 3, unchanged: 0, kept: 0))
        #expect(log[.recordingPages] == .init(total: 78, fetched: 78, unchanged: 0, kept: 0))
        #expect(log[.performers] == .init(total: 203, fetched: 203, unchanged: 0, kept: 0))

        let served = try SQLiteCatalogStore.open(CatalogLocation(path: SyncedServer.slice)).counts()
        let synced = try SQLiteCatalogStore.open(CatalogLocation(path: target)).counts()
        #expect(report.counts == synced)
        #expect(synced.songs == served.songs)
        #expect(synced.recordings == served.recordings)
        #expect(synced.performers == served.performers)
        #expect(synced.releases == served.releases)
        #expect(synced.recordingReleases == served.recordingReleases)
        #expect(synced.performerCredits == served.performerCredits)
        #expect(synced.streamingLinks == served.streamingLinks)
        #expect(synced.authorityRecommendations == served.authorityRecommendations)
        // What no answer of the API carries: the fronts a release has beyond the one shown,
        // each vote (the pages give only their counts), instruments nobody is credited on.
        #expect(synced.releaseImagery <= served.releaseImagery)
        #expect(synced.contributions <= served.contributions)
        #expect(synced.instruments <= served.instruments)

        let expected = try Self.servedPages()
        let mirrored = try Self.pages(target)
        #expect(expected.count == 3 * 2 + 203 * 2)
        for (page, text) in expected {
            #expect(mirrored[page] == text, "\(page)")
        }
    }

    @Test(
        "a second sync with nothing changed asks with the ETags it kept, reports nothing changed, and only dates the catalog"
    )
    func unchangedSecondSync() throws {
        let server = try SyncedServer()
        let target = try SyncedServer.target()
        let first = PhaseLog()
        _ = try sync(server.address, into: target, log: first)
        #expect(first.writeCount == 1)
        let inode = try #require(try FileManager.default.attributesOfItem(atPath: target)[.systemFileNumber] as? Int)
        let firstDate = try SQLiteCatalogStore.open(CatalogLocation(path: target)).origin()
        let log = PhaseLog()
        let report = try sync(server.address, into: target, log: log)
        #expect(report.changes.compared)
        #expect(report.changes.isEmpty)
        #expect(report.changes.summary == "nothing changed")
        #expect(log[.recordingPages] == .init(total: 78, fetched: 0, unchanged: 78, kept: 0))
        #expect(log[.performers] == .init(total: 203, fetched: 0, unchanged: 203, kept: 0))
        #expect(log.writeCount == 0)
        #expect(try FileManager.default.attributesOfItem(atPath: target)[.systemFileNumber] as? Int == inode)
        let store = try SQLiteCatalogStore.open(CatalogLocation(path: target))
        #expect(try store.counts() == report.counts)
        guard case .synced(let from, let at) = try store.origin(), case .synced(_, let before) = firstDate else {
            Issue.record("the catalog no longer says it was synced")
            return
        }
        #expect(from == server.address)
        #expect(at >= before)
    }

    @Test("a temporary catalog a killed sync left is removed by the next; one of a live process is not")
    func abandonedTemporaries() throws {
        let server = try SyncedServer()
        let target = try SyncedServer.target()
        // No process has the largest pid Linux allows; pid 1 is always alive.
        let abandoned = target + ".tmp-4194304"
        let live = target + ".tmp-1"
        for path in [abandoned, abandoned + "-wal", live] {
            #expect(FileManager.default.createFile(atPath: path, contents: Data("half".utf8)))
        }
        _ = try sync(server.address, into: target)
        #expect(!FileManager.default.fileExists(atPath: abandoned))
        #expect(!FileManager.default.fileExists(atPath: abandoned + "-wal"))
        #expect(FileManager.default.fileExists(atPath: live))
    }

    @Test("a second sync after three recordings changed on the server reports exactly those three")
    func threeChangedRecordings() throws {
        let server = try SyncedServer()
        let target = try SyncedServer.target()
        _ = try sync(server.address, into: target)

        let db = try SQLiteConnection(path: server.catalog, mode: .create)
        var changed: [String] = []
        let chosen = try db.statement("SELECT uuid FROM recordings ORDER BY id LIMIT 3 OFFSET 10")
        while try chosen.step() { changed.append(chosen.text(0)) }
        chosen.reset()
        try db.execute(
            "UPDATE recordings SET notes = 'Reissued with a new take.' WHERE id IN "
                + "(SELECT id FROM recordings ORDER BY id LIMIT 3 OFFSET 10)")
        try server.restart()

        let log = PhaseLog()
        let report = try sync(server.address, into: target, log: log)
        #expect(report.changes.compared)
        let recordings = try #require(report.changes.kinds.first { $0.name == "recordings" })
        #expect(recordings.updated == changed.sorted())
        #expect(recordings.added.isEmpty && recordings.removed.isEmpty)
        #expect(report.changes.kinds.filter { $0.name != "recordings" }.allSatisfy { $0.isEmpty })
        #expect(report.changes.summary == "recordings: 3 updated")
        #expect(log[.recordingPages] == .init(total: 78, fetched: 3, unchanged: 75, kept: 0))

        let store = try SQLiteCatalogStore.open(CatalogLocation(path: target))
        for id in changed {
            #expect(try store.recordingDetail(id: id)?.notes == "Reissued with a new take.")
        }
    }

    @Test(
        "one empty songs index keeps the mirror and says why; the next sync asks again; --allow-removals lets it through"
    )
    func emptyIndexKeepsTheMirror() throws {
        let server = try SyncedServer()
        let empty = Flag(false)
        // A proxy gone wrong, on the address the mirror was synced from: the songs index
        // answered with an empty list, and no recordings count to check it against.
        let relay = try MisbehavingRelay(to: server.serve.port) { _, target in
            guard empty.value else { return nil }
            switch target {
            case "/v1/songs/index":
                return .answer(status: 200, headers: [("Content-Type", "application/json")], body: Array("[]".utf8))
            case "/v1/recordings/count": return .answer(status: 404, headers: [], body: [])
            default: return nil
            }
        }
        defer { relay.stop() }
        let target = try SyncedServer.target()
        _ = try sync(relay.address, into: target)
        let mirrored = try Self.rows(target)

        empty.value = true
        #expect(throws: SyncError.sweepingRemoval(kind: "songs", removed: 3, before: 3)) {
            try sync(relay.address, into: target)
        }
        #expect(try SQLiteCatalogStore.open(CatalogLocation(path: target)).counts().songs == 3)
        #expect(try Self.rows(target) == mirrored)
        let refused = command(["--catalog", target, "catalog", "sync", "--server", relay.address, "--page-by-page"])
        #expect(refused.status == 1)
        #expect(
            refused.error.contains(
                "The server now lists 0 of the 3 songs the last sync kept: 3 would be removed, more than a tenth. "
                    + "The catalog in place is kept, and the next sync asks the server again. "
                    + "If the server really removed them, sync with --allow-removals."), "\(refused.error)")

        empty.value = false
        let again = try sync(relay.address, into: target)
        #expect(again.changes.compared && again.changes.isEmpty, "compared with the mirror kept, not the refused run")
        #expect(try Self.rows(target) == mirrored)

        empty.value = true
        let allowed = command([
            "--catalog", target, "catalog", "sync", "--server", relay.address, "--allow-removals", "--page-by-page",
        ])
        #expect(allowed.status == 0, "\(allowed.error)")
        #expect(allowed.output.contains("Changes since the last sync: songs: 3 removed; recordings: 78 removed"))
        #expect(try SQLiteCatalogStore.open(CatalogLocation(path: target)).counts().songs == 0)
    }

    @Test("covers at file: and other addresses that are not the web's are left out of the mirror")
    func localCoverAddressesLeftOut() throws {
        let server = try SyncedServer()
        let db = try SQLiteConnection(path: server.catalog, mode: .create)
        try db.execute(
            """
            UPDATE release_imagery SET small = 'file:///etc/passwd', medium = 'FILE:///tmp/canary.png',
                   large = 'ftp://example.org/cover.png'
            """)
        try server.restart()
        let target = try SyncedServer.target()
        _ = try sync(server.address, into: target)
        let mirror = try SQLiteConnection(path: target, mode: .readOnly)
        let kept = try mirror.statement(
            """
            SELECT count(*) FROM release_imagery
            WHERE small NOT LIKE 'http%' OR medium NOT LIKE 'http%' OR large NOT LIKE 'http%'
            """)
        #expect(try kept.step())
        #expect(kept.int(0) == 0, "no address but the web's is kept")
        let covers = try mirror.statement("SELECT count(*) FROM recording_covers WHERE small IS NOT NULL")
        #expect(try covers.step())
        #expect(covers.int(0) == 0, "no card shows a cover the server named on the user's disk")
    }
}

/// What the mirror answers through the API, request by request, against what the slice answers.
@Suite(.serialized, .testThreads)
struct MirrorAnswerTests {
    /// Each answer of `store` the sync mirrors, encoded, by the request it answers.
    static func answers(_ store: SQLiteCatalogStore, songs: [String], performers: [String]) throws -> [String: Data] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        var answers: [String: Data] = [:]
        for song in songs {
            answers["summary \(song)"] = try encoder.encode(store.songSummary(id: song))
            for sort in [SongRecordingSort.year, .name] {
                let shell = try #require(try store.songShell(id: song, sort: sort))
                answers["shell \(song) \(sort)"] = try encoder.encode(shell)
                let ids = shell.recordings.map(\.id)
                let rows = try stride(from: 0, to: ids.count, by: 100).flatMap {
                    try store.hydrate(ids: Array(ids[$0..<min(ids.count, $0 + 100)])).recordings
                }
                answers["batch \(song) \(sort)"] = try encoder.encode(rows.sorted { $0.id < $1.id })
                for row in shell.recordings where sort == .year {
                    // A recommendation's id is made from the file's own numbering, which the
                    // API does not carry; the pages never show it.
                    var detail = try #require(try store.recordingDetail(id: row.id))
                    for index in detail.authorityRecommendations.indices {
                        detail.authorityRecommendations[index].id = ""
                    }
                    answers["recording \(row.id)"] = try encoder.encode(detail)
                }
            }
        }
        for performer in performers {
            answers["performer \(performer)"] = try encoder.encode(store.performerSummary(id: performer))
            answers["performer recordings \(performer)"] = try encoder.encode(store.performerRecordings(id: performer))
        }
        return answers
    }

    @Test("every answer the mirror gives is the slice's")
    func everyAnswer() throws {
        let server = try SyncedServer()
        let target = try SyncedServer.target()
        _ = try sync(server.address, into: target)
        let slice = try SyncedServer.sliceIDs()
        let original = try Self.answers(
            SQLiteCatalogStore.open(CatalogLocation(path: SyncedServer.slice)), songs: slice.songs,
            performers: slice.performers)
        let mirrored = try Self.answers(
            SQLiteCatalogStore.open(CatalogLocation(path: target)), songs: slice.songs, performers: slice.performers)
        #expect(original.count == 3 * 5 + 78 + 2 * 203)
        let differing = original.keys.filter { original[$0] != mirrored[$0] }.sorted()
        #expect(differing == [], "\(differing.count) answers differ")
    }
}
