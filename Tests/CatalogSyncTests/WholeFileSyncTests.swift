import ApproachNoteCommands
import Catalog
import CatalogSync
import CatalogTestSupport
import Foundation
import SQLite
import TestFixtures
import TestThreads
import Testing

/// `catalog sync` from `approachnote serve` of a file: the file whole, in one transfer, then
/// one 304 while nothing changes; checked, compared and guarded as a sync page by page is.
@Suite(.serialized, .testThreads)
struct WholeFileSyncTests {
    private static func inode(_ path: String) throws -> UInt64 {
        try #require(FileManager.default.attributesOfItem(atPath: path)[.systemFileNumber] as? UInt64)
    }

    /// Changes the served catalog as a writer would, the connection closed after (so that the
    /// file holds every change, and the server has its file to give again).
    private static func change(_ catalog: String, _ sql: String) throws {
        try SQLiteConnection(path: catalog, mode: .create).execute(sql)
        #expect(!FileManager.default.fileExists(atPath: catalog + "-wal"))
    }

    private static func count(_ sql: String, in path: String) throws -> Int {
        let statement = try SQLiteConnection(path: path, mode: .readOnly).statement(sql)
        #expect(try statement.step())
        return statement.int(0)
    }

    @Test("the route gives the file's bytes under a tag both servers of one file give, 304 for it, 404 mid-write")
    func route() throws {
        let server = try SyncedServer()
        let copy = server.catalog + ".copy.sqlite"
        try FileManager.default.copyItem(atPath: server.catalog, toPath: copy)
        let other = try RunningServe(threads: 1, listen: 0, catalog: copy)
        defer { other.stop() }
        let file = try Data(contentsOf: URL(fileURLWithPath: server.catalog))
        let client = try HTTPCatalog(address: server.address)
        guard case .changed(let body, let tag?) = try client.fetch("/v1/catalog/file", session: nil, etag: nil) else {
            Issue.record("no file, or no tag")
            return
        }
        #expect(body == file)
        let otherClient = try HTTPCatalog(address: "http://127.0.0.1:\(other.port)")
        guard case .changed(_, let otherTag) = try otherClient.fetch("/v1/catalog/file", session: nil, etag: nil) else {
            Issue.record("no file from the second server")
            return
        }
        #expect(otherTag == tag)
        #expect(try client.fetch("/v1/catalog/file", session: nil, etag: tag) == .unchanged)

        // A writer's pages in the log: the file alone is not the catalog.
        let writer = try SQLiteConnection(path: server.catalog, mode: .create)
        try writer.execute("PRAGMA journal_mode = WAL; UPDATE songs SET structure = 'AABA'")
        #expect(
            throws: HTTPCatalogError.status(
                url: server.address + "/v1/catalog/file", code: 404,
                detail: "This server's catalog is not one file it can send whole; read it page by page.")
        ) {
            try client.fetch("/v1/catalog/file", session: nil, etag: nil)
        }
        _ = writer
    }

    @Test("the first sync is the file and a counts check; the next, with nothing changed, one request and no write")
    func firstAndUnchanged() throws {
        let server = try SyncedServer()
        let target = try SyncedServer.target()
        let log = PhaseLog()
        let first = try sync(server.address, into: target, policy: SyncPolicy(), log: log)
        #expect(first.requests == 2)
        #expect(first.counts == (try SQLiteCatalogStore.open(CatalogLocation(path: server.catalog)).counts()))
        #expect(!first.changes.compared)
        #expect(log.writeCount == 1)
        #expect(try CatalogSyncTests.pages(target) == CatalogSyncTests.servedPages())
        let origin = try SQLiteCatalogStore.open(CatalogLocation(path: target)).origin()
        guard case .synced(let from, _) = origin else {
            Issue.record("the mirror says it is \(origin)")
            return
        }
        #expect(from == server.address)
        #expect(!FileManager.default.fileExists(atPath: CatalogSync.workFilePath(for: target)))

        let file = try Self.inode(target)
        let again = try sync(server.address, into: target, policy: SyncPolicy(), log: log)
        #expect(again.requests == 1)
        #expect(again.changes.compared && again.changes.isEmpty)
        #expect(log.writeCount == 1, "nothing written")
        #expect(try Self.inode(target) == file)
    }

    @Test("a catalog changed on the server comes whole again, and the sync says what changed")
    func changedOnTheServer() throws {
        let server = try SyncedServer()
        let target = try SyncedServer.target()
        _ = try sync(server.address, into: target, policy: SyncPolicy())
        try Self.change(
            server.catalog,
            """
            UPDATE recordings SET notes = 'Remastered.' WHERE id IN (SELECT id FROM recordings ORDER BY id LIMIT 2);
            UPDATE performers SET biography = 'Changed.' WHERE id = (SELECT min(id) FROM performers);
            """)
        try server.restart()
        let report = try sync(server.address, into: target, policy: SyncPolicy())
        #expect(report.requests == 2)
        #expect(report.changes.summary == "recordings: 2 updated; performers: 1 updated")
        #expect(try Self.count("SELECT count(*) FROM recordings WHERE notes = 'Remastered.'", in: target) == 2)
    }

    @Test("a file that would remove most songs is refused and the mirror kept, unless removals are allowed")
    func sweepingRemoval() throws {
        let server = try SyncedServer()
        let target = try SyncedServer.target()
        _ = try sync(server.address, into: target, policy: SyncPolicy())
        let mirrored = try CatalogSyncTests.rows(target)
        try Self.change(
            server.catalog,
            """
            DELETE FROM shell_rows WHERE song_id <> (SELECT min(id) FROM songs);
            DELETE FROM recordings WHERE song_id <> (SELECT min(id) FROM songs);
            DELETE FROM songs WHERE id <> (SELECT min(id) FROM songs);
            """)
        try server.restart()
        #expect(throws: SyncError.sweepingRemoval(kind: "songs", removed: 2, before: 3)) {
            try sync(server.address, into: target, policy: SyncPolicy())
        }
        #expect(try CatalogSyncTests.rows(target) == mirrored)
        let folder = try FileManager.default.contentsOfDirectory(atPath: (target as NSString).deletingLastPathComponent)
        #expect(folder.filter { $0.contains(".tmp-") } == [], "the download refused is not left behind")
        let allowed = try sync(server.address, into: target, policy: SyncPolicy(allowsRemovals: true))
        #expect(allowed.counts.songs == 1)
        #expect(allowed.changes.kinds.first?.removed.count == 2)
    }

    @Test("covers the served file names on the disk or by another scheme are left out of the mirror")
    func localCoverAddressesLeftOut() throws {
        let server = try SyncedServer()
        try Self.change(
            server.catalog,
            """
            UPDATE release_imagery SET small = 'file:///etc/passwd', medium = 'FILE:///tmp/canary.png',
                   large = 'ftp://example.org/cover.png';
            UPDATE recording_covers SET small = 'file:///tmp/canary.png';
            """)
        try server.restart()
        let target = try SyncedServer.target()
        _ = try sync(server.address, into: target, policy: SyncPolicy())
        #expect(
            try Self.count(
                "SELECT count(*) FROM release_imagery WHERE small IS NOT NULL OR medium IS NOT NULL OR large IS NOT NULL",
                in: target) == 0)
        #expect(try Self.count("SELECT count(*) FROM recording_covers WHERE small IS NOT NULL", in: target) == 0)
        #expect(try Self.count("SELECT count(*) FROM release_imagery", in: server.catalog) > 0)
    }

    @Test("a file that is not a catalog, or is cut short, is refused with the reason, and the mirror kept")
    func damagedFile() throws {
        let server = try SyncedServer()
        let target = try SyncedServer.target()
        _ = try sync(server.address, into: target, policy: SyncPolicy())
        let mirrored = try CatalogSyncTests.rows(target)
        let whole = try [UInt8](Data(contentsOf: URL(fileURLWithPath: server.catalog)))
        let answers: [(body: [UInt8], reason: Regex<Substring>)] = [
            (Array("<html>Not here</html>".utf8), /it is not a catalog \(the file is not an SQLite database\)/),
            (
                Array(whole.prefix(whole.count / 2)),
                /it (?:is not a catalog|is damaged|cannot be read as a catalog) \(.+\)/
            ),
        ]
        for (body, reason) in answers {
            let port = server.serve.port
            let relay = try MisbehavingRelay(to: port) { _, path in
                path == "/v1/catalog/file"
                    ? .answer(status: 200, headers: [("ETag", "\"forged\"")], body: body) : .relay(port: port)
            }
            defer { relay.stop() }
            let run = command(["--catalog", target, "catalog", "sync", "--server", relay.address])
            #expect(run.status == 1)
            #expect(run.error.contains("The catalog file the server sent is refused: "), "\(run.error)")
            #expect(run.error.contains(reason), "\(run.error)")
            #expect(run.error.contains("The catalog in place is kept."))
            #expect(try CatalogSyncTests.rows(target) == mirrored)
        }
    }

    @Test("Ctrl-C during the download ends with 130, says so, and leaves nothing behind; the catalog in place stays")
    func interruptedDownload() throws {
        let server = try SyncedServer()
        let target = try SyncedServer.target()
        _ = try sync(server.address, into: target, policy: SyncPolicy())
        let mirrored = try CatalogSyncTests.rows(target)
        // The file comes a byte at a time, for ever: the download is under way when the signal comes.
        let asked = DispatchSemaphore(value: 0)
        let relay = try MisbehavingRelay(to: server.serve.port) { _, path in
            guard path == "/v1/catalog/file" else { return nil }
            asked.signal()
            return .drip(interval: 0.05)
        }
        defer { relay.stop() }
        let run = try BinaryRun(
            ["--server", relay.address, "--catalog", target, "catalog", "sync"].map { Array($0.utf8) })
        #expect(asked.wait(timeout: .now() + 120) == .success, "the file was asked for")
        run.signal(SIGINT)
        let ended = run.wait()
        #expect(ended.status == 130, "128 + SIGINT")
        #expect(
            ended.error.contains(
                "Interrupted: the download of the catalog file stopped; the catalog in place is kept. "
                    + "Run the same command to download it again."), "\(ended.error)")
        #expect(try CatalogSyncTests.rows(target) == mirrored)
        let folder = try FileManager.default.contentsOfDirectory(atPath: (target as NSString).deletingLastPathComponent)
        #expect(folder.filter { $0.contains(".tmp-") } == [], "the part downloaded is not left behind: \(folder)")
    }

    @Test("a server without the file (the upstream, PostgreSQL) is read page by page")
    func notOffered() throws {
        let server = try SyncedServer()
        let port = server.serve.port
        let relay = try MisbehavingRelay(to: port) { _, path in
            path == "/v1/catalog/file"
                ? .answer(status: 404, headers: [("Content-Type", "application/json")], body: Array("{}".utf8)) : nil
        }
        defer { relay.stop() }
        let target = try SyncedServer.target()
        let report = try sync(relay.address, into: target, policy: SyncPolicy())
        #expect(report.requests == 1 + CatalogSyncTests.requests(songs: 3, recordings: 78, performers: 203))
        #expect(try CatalogSyncTests.pages(target) == CatalogSyncTests.servedPages())
    }
}
