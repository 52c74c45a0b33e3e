import Foundation
import SQLite
import TestThreads
import Testing

@testable import Catalog

@Suite("Opening damaged, missing and odd catalog files", .testThreads)
struct CatalogFileCheckTests {
    private func temporaryDirectory() throws -> String {
        let path = NSTemporaryDirectory() + "approachnote-check-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    @Test("a directory where the file should be")
    func directory() throws {
        let directory = try temporaryDirectory()
        #expect(throws: CatalogError.isDirectory(path: directory)) {
            try SQLiteCatalogStore.open(CatalogLocation(path: directory))
        }
    }

    @Test("no file at all")
    func missing() throws {
        let path = try temporaryDirectory() + "/none.sqlite"
        #expect(throws: CatalogError.missing(path: path)) { try SQLiteCatalogStore.open(CatalogLocation(path: path)) }
    }

    @Test("random bytes and an empty file are not catalogs: left as they were, with no advice to replace them")
    func notADatabase() throws {
        let directory = try temporaryDirectory()
        for (name, bytes) in [("garbage", Data((0..<4096).map { UInt8($0 % 251) })), ("empty", Data())] {
            let path = "\(directory)/\(name).sqlite"
            _ = FileManager.default.createFile(atPath: path, contents: bytes)
            #expect {
                try SQLiteCatalogStore.open(CatalogLocation(path: path))
            } throws: { error in
                guard case .notACatalog(let reported, _) = error as? CatalogError else { return false }
                return reported == path && "\(error)".contains("not replacing it") && !"\(error)".contains("--force")
            }
            #expect(FileManager.default.contents(atPath: path) == bytes)
        }
    }

    @Test("a truncated catalog is caught on open")
    func truncated() throws {
        let fixture = try FixtureCatalog()
        for index in 0..<2_000 { try fixture.performer("Performer \(index) with a long enough name to need pages") }
        _ = try fixture.open()
        let handle = try #require(FileHandle(forUpdatingAtPath: fixture.location.path))
        let size = try handle.seekToEnd()
        try handle.truncate(atOffset: size / 2)
        try handle.close()
        #expect {
            try SQLiteCatalogStore.open(fixture.location)
        } throws: { error in
            // Damaged when its own table of contents still says it is a catalog; unreadable,
            // and left for the user to remove, when even that is gone.
            switch error as? CatalogError {
            case .damaged(let path, _), .unreadable(let path, _): path == fixture.location.path
            default: false
            }
        }
    }

    @Test("an SQLite file that is not a catalog, an unfinished one, and another schema version")
    func wrongContents() throws {
        let directory = try temporaryDirectory()
        let foreign = "\(directory)/foreign.sqlite"
        try SQLiteConnection(path: foreign, mode: .create).execute("CREATE TABLE notes(text)")
        #expect(throws: CatalogError.notACatalog(path: foreign, reason: CatalogFileIdentity.foreignDatabase)) {
            try SQLiteCatalogStore.open(CatalogLocation(path: foreign))
        }

        let unfinished = try FixtureCatalog()
        try unfinished.sql("DELETE FROM meta WHERE key = 'complete'")
        #expect(throws: CatalogError.damaged(path: unfinished.location.path, reason: "its generation never finished")) {
            try unfinished.open()
        }

        // Another version: only an older demo catalog may be generated again; a newer one is
        // a newer version's, and said to be.
        let newer = try FixtureCatalog()
        try newer.sql("UPDATE meta SET value = '99' WHERE key = 'schema_version'")
        #expect(
            throws: CatalogError.newerSchema(path: newer.location.path, found: "99", expected: CatalogSchema.version)
        ) {
            try newer.open()
        }
        #expect(CatalogFileIdentity.of(newer.location.path) == .newerCatalog(schemaVersion: "99"))
        #expect(CatalogFileIdentity.of(foreign) == .other(reason: CatalogFileIdentity.foreignDatabase))
        #expect(CatalogFileIdentity.of(unfinished.location.path) == .catalog)
        for (version, isDemo, regenerable) in [("0", false, false), ("1", true, true)] {
            let other = try FixtureCatalog()
            try other.sql("UPDATE meta SET value = ? WHERE key = 'schema_version'", .text(version))
            if isDemo { try other.sql("INSERT INTO meta VALUES ('origin', 'demo')") }
            #expect(
                throws: CatalogError.incompatibleSchema(
                    path: other.location.path, found: version, expected: CatalogSchema.version,
                    regenerable: regenerable)
            ) {
                try other.open()
            }
        }
    }

    @Test("a catalog whose table is a view (one that never ends) is refused on open, before any query runs")
    func viewInATablesPlace() throws {
        let crafted = try FixtureCatalog()
        try crafted.sql("DROP TABLE songs")
        try crafted.sql(
            """
            CREATE VIEW songs AS WITH RECURSIVE forever(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM forever)
            SELECT n AS id, 'x' AS uuid, 'x' AS title FROM forever
            """)
        let started = Date()
        #expect(
            throws: CatalogError.notACatalog(path: crafted.location.path, reason: "its songs is a view, not a table")
        ) {
            try crafted.open()
        }
        // A crafted file read without its checks would hang for minutes: a minute is far below that.
        #expect(Date().timeIntervalSince(started) < 60)
        #expect(
            CatalogFileIdentity.of(crafted.location.path) == .catalog,
            "its meta says it is ours, so --force may mend it")

        let missing = try FixtureCatalog()
        _ = try missing.open()
        try missing.sql("DROP TABLE shell_rows")
        #expect(throws: CatalogError.damaged(path: missing.location.path, reason: "it has no shell_rows table")) {
            try SQLiteCatalogStore.open(missing.location)
        }
    }

    @Test("damage found mid-query is reported as damage, not a crash")
    func damageDuringQuery() throws {
        let fixture = try FixtureCatalog()
        for index in 0..<3_000 { try fixture.performer("Performer \(index) with a long enough name to need pages") }
        let store = try fixture.open()
        let handle = try #require(FileHandle(forUpdatingAtPath: fixture.location.path))
        // Past the schema's root pages, into the performers' own pages.
        try handle.seek(toOffset: 100 * 4096)
        handle.write(Data(repeating: 0xA5, count: 100 * 4096))
        try handle.close()
        #expect {
            _ = try store.performers()
        } throws: { error in
            if case .damaged = error as? CatalogError { return true }
            return false
        }
    }
}
