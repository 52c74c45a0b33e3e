import DemoCatalog
import Foundation
import Platform
import SQLite
import TestThreads
import Testing

@testable import Catalog

@Suite("Catalog paths: relative paths, links, special files and read-only opening", .testThreads)
struct CatalogLocationTests {
    private func temporaryDirectory() throws -> String {
        let path = NSTemporaryDirectory() + "approachnote-location-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    private func sideFiles(of path: String) throws -> [String] {
        let name = (path as NSString).lastPathComponent
        return try FileManager.default.contentsOfDirectory(atPath: FilePath.folder(of: path))
            .filter { $0.hasPrefix(name + "-") }.sorted()
    }

    /// A WAL-mode copy of a small catalog, with no side files and no connection left open.
    private func walCatalog(_ fixture: FixtureCatalog, name: String = "wal.sqlite") throws -> String {
        _ = try fixture.open()
        let path = fixture.directory + "/" + name
        try fixture.sql("VACUUM INTO ?1", .text(path))
        try SQLiteConnection(path: path, mode: .create).execute("PRAGMA journal_mode = WAL")
        return path
    }

    @Test("a relative path is taken from the working directory, so its folder is never empty")
    func relativePath() {
        let bare = CatalogLocation(path: "foo.sqlite", workingDirectory: "/work/dir")
        #expect(bare.path == "/work/dir/foo.sqlite")
        #expect(FilePath.folder(of: bare.path) == "/work/dir")
        #expect(CatalogLocation(path: "./a//b/./c.sqlite", workingDirectory: "/w").path == "/w/a/b/c.sqlite")
        #expect(CatalogLocation(path: "/abs/c.sqlite", workingDirectory: "/w").path == "/abs/c.sqlite")
        #expect(FilePath.folder(of: "/c.sqlite") == "/")
    }

    @Test("the state follows links and tells devices, FIFOs and loops apart")
    func states() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        _ = FileManager.default.createFile(atPath: directory + "/file", contents: Data("x".utf8))
        symlink("file", directory + "/link")
        symlink("nowhere", directory + "/dangling")
        symlink("loop", directory + "/loop")
        mkfifo(directory + "/fifo", 0o600)
        func state(_ name: String) -> CatalogLocation.State { CatalogLocation(path: directory + "/" + name).state }
        #expect(state("file") == .file && state("link") == .file)
        #expect(state("dangling") == .absent && state("none") == .absent && state("file/below") == .absent)
        #expect(state("fifo") == .special(kind: "a FIFO (named pipe)"))
        #expect(CatalogLocation(path: "/dev/null").state == .special(kind: "a character device"))
        #expect(state("loop") == .unreachable(reason: String(cString: strerror(ELOOP))))
    }

    @Test("the target is where a chain of links ends, even when the last one dangles")
    func target() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try FileManager.default.createDirectory(atPath: directory + "/real", withIntermediateDirectories: true)
        symlink("real/second", directory + "/first")
        symlink(directory + "/real/catalog.sqlite", directory + "/real/second")
        #expect(try CatalogLocation(path: directory + "/first").target() == directory + "/real/catalog.sqlite")
        #expect(try CatalogLocation(path: directory + "/plain").target() == directory + "/plain")
        symlink("loop", directory + "/loop")
        #expect(throws: CatalogError.unreachable(path: directory + "/loop", reason: String(cString: strerror(ELOOP)))) {
            try CatalogLocation(path: directory + "/loop").target()
        }
    }

    @Test("a catalog reached through a symbolic link opens; its size is the target's")
    func symlinkedCatalog() throws {
        let fixture = try FixtureCatalog()
        try fixture.song("All of Me")
        _ = try fixture.open()
        let link = fixture.directory + "/link.sqlite"
        symlink(fixture.location.path, link)
        let store = try SQLiteCatalogStore.open(CatalogLocation(path: link))
        #expect(try store.songs().map(\.title) == ["All of Me"])
        #expect(store.location.fileSize == fixture.location.fileSize && store.location.fileSize > 4096)
    }

    @Test("devices and FIFOs are refused before anything opens them")
    func specialFiles() throws {
        #expect(throws: CatalogError.notAFile(path: "/dev/null", kind: "a character device")) {
            try SQLiteCatalogStore.open(CatalogLocation(path: "/dev/null"))
        }
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let fifo = directory + "/catalog.sqlite"
        mkfifo(fifo, 0o600)
        // Were the FIFO opened for reading, this writer would let the open and a read succeed.
        let holder = open(fifo, O_RDWR | O_NONBLOCK)
        defer { close(holder) }
        _ = write(holder, "SQLite format 3\0 and more", 25)
        let expected = CatalogError.notAFile(path: fifo, kind: "a FIFO (named pipe)")
        #expect(throws: expected) { try SQLiteCatalogStore.open(CatalogLocation(path: fifo)) }
        #expect(throws: expected) { try DemoCatalogGenerator.generate(at: CatalogLocation(path: fifo), force: true) }
        #expect(CatalogLocation(path: fifo).state == .special(kind: "a FIFO (named pipe)"))
    }

    @Test("the store opens a WAL catalog read-only and leaves no side files")
    func noSideFiles() throws {
        let fixture = try FixtureCatalog()
        try fixture.song("All of Me")
        let path = try walCatalog(fixture)
        #expect(try sideFiles(of: path).isEmpty)
        let store = try SQLiteCatalogStore.open(CatalogLocation(path: path))
        #expect(try store.songs().map(\.title) == ["All of Me"])
        #expect(try sideFiles(of: path).isEmpty)
        #expect(throws: CatalogError.self) { try store.read { db in try db.execute("DELETE FROM songs") } }
    }

    @Test("pages a writer left in the WAL are read through SQLite's locks")
    func pendingWrites() throws {
        let fixture = try FixtureCatalog()
        try fixture.song("All of Me")
        let path = try walCatalog(fixture)
        let writer = try SQLiteConnection(path: path, mode: .create)
        try writer.execute("PRAGMA wal_autocheckpoint = 0")
        try writer.execute(
            "INSERT INTO songs(id, uuid, title, search_key, sort_key) VALUES (99, '\(FixtureCatalog.uuid(99))', 'Body and Soul', 'body and soul', 'body and soul')"
        )
        #expect(CatalogFileCheck.hasPendingWrites(path))
        let store = try SQLiteCatalogStore.open(CatalogLocation(path: path))
        #expect(try store.songs().map(\.title) == ["All of Me", "Body and Soul"])
        withExtendedLifetime(writer) {}
    }

    @Test("a file name with URI characters opens as itself")
    func uriCharacters() throws {
        #expect(SQLiteConnection.fileURI("/a b/c?d#e%f.sqlite") == "file:///a%20b/c%3Fd%23e%25f.sqlite")
        #expect(SQLiteConnection.fileURI("/Bjørn") == "file:///Bj%C3%B8rn")
        let fixture = try FixtureCatalog()
        try fixture.song("All of Me")
        let path = try walCatalog(fixture, name: "odd ?name#1%41.sqlite")
        let store = try SQLiteCatalogStore.open(CatalogLocation(path: path))
        #expect(try store.songs().map(\.title) == ["All of Me"])
        #expect(try sideFiles(of: path).isEmpty)
    }
}
