import Foundation
import Library
import TestFixtures
import TestThreads
import Testing

@Suite("The library file", .testThreads)
struct LibraryStoreTests {
    static func scratchPath() -> String {
        NSTemporaryDirectory() + "approachnote-library-" + UUID().uuidString.prefix(8) + "/approachnote/library.sqlite"
    }

    static let song1 = RepertoireSong(
        id: "11111111-1111-4111-8111-111111111111", title: "All of Me", composer: "Gerald Marks", composedYear: 1931)
    static let song2 = RepertoireSong(id: "22222222-2222-4222-8222-222222222222", title: "Summertime")
    static let song3 = RepertoireSong(id: "33333333-3333-4333-8333-333333333333", title: "Tiger Rag")
    static let favorite = FavoriteRecording(
        id: "44444444-4444-4444-8444-444444444444", songId: song1.id, songTitle: "All of Me", artist: "Billie Holiday",
        albumTitle: "Lady Day", recordingYear: 1941)

    /// A clock that ticks a second a call, so that every timestamp is told apart.
    final class Ticks: @unchecked Sendable {
        var seconds = 1_796_000_000.0
        func next() -> Date {
            seconds += 1
            return Date(timeIntervalSince1970: seconds)
        }
    }

    @Test("$XDG_DATA_HOME when absolute, else ~/.local/share; --library as given, made absolute")
    func location() throws {
        #expect(
            try LibraryLocation.path(explicit: nil, environment: ["XDG_DATA_HOME": "/d"])
                == "/d/approachnote/library.sqlite")
        #expect(
            try LibraryLocation.path(explicit: nil, environment: ["XDG_DATA_HOME": "d", "HOME": "/h"])
                == "/h/.local/share/approachnote/library.sqlite")
        #expect(try LibraryLocation.path(explicit: "/x/l.sqlite", environment: [:]) == "/x/l.sqlite")
        #expect(try LibraryLocation.path(explicit: "l.sqlite", environment: [:]).hasSuffix("/l.sqlite"))
    }

    @Test("a new library is empty, WAL, synchronous FULL, and marked as a library")
    func fresh() throws {
        let path = Self.scratchPath()
        let store = try LibraryStore(path: path)
        #expect(try store.snapshot() == LibrarySnapshot())
        #expect(store.setAside == nil)
        #expect(try Self.pragma(path, "journal_mode") == "wal")
        #expect(try Self.pragma(path, "application_id") == "\(0x414E_4C42)")
        #expect(try Self.pragma(path, "user_version") == "2")
    }

    @Test("six programs opening one new library at once all open it, and none sets it aside, 40 times over")
    func openedAtOnce() throws {
        for round in 0..<40 {
            let path = Self.scratchPath()
            let outcomes = try #require(
                AtOnce.run(6) { _ -> String? in
                    do {
                        let store = try LibraryStore(path: path)
                        return store.setAside.map { "set aside as \($0)" }
                    } catch {
                        return "\(error)"
                    }
                }, "round \(round): an opener is still waiting")
            let failed = outcomes.compactMap { $0 }
            #expect(failed.isEmpty, "round \(round): \(failed)")
            #expect(try Self.pragma(path, "journal_mode") == "wal")
            if !failed.isEmpty { return }
        }
    }

    @Test("favourites: add, add again (no change), remove, remove again; read back by a new store")
    func favorites() throws {
        let path = Self.scratchPath()
        let ticks = Ticks()
        let store = try LibraryStore(path: path, clock: ticks.next)
        try store.addFavorite(Self.favorite)
        try store.addFavorite(Self.favorite)
        var second = Self.favorite
        second.id = "55555555-5555-4555-8555-555555555555"
        second.songId = nil
        second.albumTitle = nil
        try store.addFavorite(second)
        let snapshot = try LibraryStore(path: path).snapshot()
        #expect(snapshot.favorites.map(\.id) == [second.id, Self.favorite.id])
        #expect(snapshot.favorites[1].favoritedAt == "2026-11-30T00:53:21Z")
        #expect(snapshot.favorites[1].albumTitle == "Lady Day" && snapshot.favorites[0].albumTitle == nil)
        #expect(snapshot.isFavorite(Self.favorite.id) && !snapshot.isFavorite(Self.song1.id))
        #expect(snapshot.favoriteCount(ofSong: Self.song1.id) == 1)
        #expect(try store.removeFavorite(id: Self.favorite.id))
        #expect(try !store.removeFavorite(id: Self.favorite.id))
        #expect(try LibraryStore(path: path).snapshot().favorites.map(\.id) == [second.id])
    }

    @Test("repertoires: create, add, reorder, remove, rename, delete, each read back")
    func repertoires() throws {
        let path = Self.scratchPath()
        let store = try LibraryStore(path: path)
        let gig = try store.createRepertoire(named: "  Gig on Friday ")
        #expect(gig.name == "Gig on Friday")
        let learning = try store.createRepertoire(named: "learning")
        #expect(try store.snapshot().repertoires.map(\.name) == ["Gig on Friday", "learning"])
        #expect(throws: LibraryError.nameTaken("learning")) { try store.createRepertoire(named: "learning") }
        #expect(throws: LibraryError.emptyName) { try store.createRepertoire(named: " \n") }
        #expect(throws: LibraryError.malformedName) { try store.createRepertoire(named: "a\u{1B}[2Jb") }

        #expect(try store.add(Self.song1, toRepertoire: gig.id))
        #expect(try store.add(Self.song2, toRepertoire: gig.id))
        #expect(try store.add(Self.song3, toRepertoire: gig.id))
        #expect(try !store.add(Self.song1, toRepertoire: gig.id))
        func order() throws -> [String] {
            try LibraryStore(path: path).snapshot().repertoire(id: gig.id)?.songs.map(\.title) ?? []
        }
        #expect(try order() == ["All of Me", "Summertime", "Tiger Rag"])
        try store.move(song: Self.song3.id, inRepertoire: gig.id, to: 0)
        #expect(try order() == ["Tiger Rag", "All of Me", "Summertime"])
        try store.move(song: Self.song3.id, inRepertoire: gig.id, to: 99)
        #expect(try order() == ["All of Me", "Summertime", "Tiger Rag"])
        try store.move(song: Self.song1.id, inRepertoire: gig.id, to: 1)
        #expect(try order() == ["Summertime", "All of Me", "Tiger Rag"])
        #expect(try store.remove(song: Self.song1.id, fromRepertoire: gig.id))
        #expect(try !store.remove(song: Self.song1.id, fromRepertoire: gig.id))
        #expect(try order() == ["Summertime", "Tiger Rag"])
        #expect(try store.add(Self.song1, toRepertoire: gig.id))
        #expect(try order() == ["Summertime", "Tiger Rag", "All of Me"])
        #expect(
            try LibraryStore(path: path).snapshot().repertoire(id: gig.id)?.songs.last
                == Self.withDate(Self.song1, from: store))

        try store.renameRepertoire(id: learning.id, to: "Learning")
        try store.renameRepertoire(id: learning.id, to: "Learning")
        #expect(throws: LibraryError.nameTaken("Gig on Friday")) {
            try store.renameRepertoire(id: learning.id, to: "Gig on Friday")
        }
        #expect(try LibraryStore(path: path).snapshot().repertoires.map(\.name) == ["Gig on Friday", "Learning"])
        try store.deleteRepertoire(id: gig.id)
        #expect(throws: LibraryError.unknownRepertoire(gig.id)) { try store.deleteRepertoire(id: gig.id) }
        #expect(throws: LibraryError.unknownRepertoire(gig.id)) { try store.add(Self.song1, toRepertoire: gig.id) }
        let left = try LibraryStore(path: path).snapshot()
        #expect(left.repertoires.map(\.name) == ["Learning"])
        #expect(try Self.count(path, "repertoire_songs") == 0)
    }

    @Test(
        "what undo writes: a song put back in its place, a deleted repertoire made again whole, each refused when it would clash"
    )
    func undoWrites() throws {
        let path = Self.scratchPath()
        let store = try LibraryStore(path: path, clock: Ticks().next)
        let gig = try store.createRepertoire(named: "Gig")
        for song in [Self.song1, Self.song2, Self.song3] { try store.add(song, toRepertoire: gig.id) }
        let whole = try #require(try store.snapshot().repertoire(id: gig.id))
        func order() throws -> [String] {
            try LibraryStore(path: path).snapshot().repertoire(id: gig.id)?.songs.map(\.title) ?? []
        }
        try store.remove(song: Self.song2.id, fromRepertoire: gig.id)
        #expect(try store.insert(whole.songs[1], intoRepertoire: gig.id, at: 1))
        #expect(try order() == ["All of Me", "Summertime", "Tiger Rag"])
        #expect(
            try LibraryStore(path: path).snapshot().repertoire(id: gig.id)?.songs[1] == whole.songs[1],
            "dated as before")
        #expect(try !store.insert(whole.songs[1], intoRepertoire: gig.id, at: 0), "one there already stays")
        #expect(try order() == ["All of Me", "Summertime", "Tiger Rag"])
        try store.remove(song: Self.song1.id, fromRepertoire: gig.id)
        #expect(try store.insert(whole.songs[0], intoRepertoire: gig.id, at: 0))
        #expect(try order() == ["All of Me", "Summertime", "Tiger Rag"])

        let before = try #require(try store.snapshot().repertoire(id: gig.id))
        try store.deleteRepertoire(id: gig.id)
        try store.restore(before)
        #expect(try LibraryStore(path: path).snapshot().repertoire(id: gig.id) == before, "id, name, dates and songs")
        #expect(throws: LibraryError.nameTaken("Gig")) { try store.restore(before) }
        try store.deleteRepertoire(id: gig.id)
        try store.createRepertoire(named: "Gig")
        #expect(throws: LibraryError.nameTaken("Gig")) { try store.restore(before) }
        #expect(try LibraryStore(path: path).snapshot().repertoires.map(\.songs.count) == [0], "nothing written")
    }

    private static func withDate(_ song: RepertoireSong, from store: LibraryStore) throws -> RepertoireSong {
        var song = song
        song.addedAt = try store.snapshot().repertoires.flatMap(\.songs).first { $0.id == song.id }?.addedAt ?? ""
        return song
    }

    /// A library whose pages after the first are overwritten: its header still says it is a
    /// library, and SQLite finds it damaged. Returns the damaged bytes.
    static func damageLibrary(at path: String) throws -> Data {
        do {
            let store = try LibraryStore(path: path)
            try store.addFavorite(favorite)
            _ = try store.createRepertoire(named: "Learning")
        }
        var bytes = try #require(FileManager.default.contents(atPath: path))
        #expect(bytes.count > 4096, "a library of more than one page")
        bytes.replaceSubrange(4096..<bytes.count, with: Data(repeating: 0x5A, count: bytes.count - 4096))
        try bytes.write(to: URL(fileURLWithPath: path))
        return bytes
    }

    @Test("a damaged library is set aside under a name of its own, never overwritten, and a new library starts")
    func damaged() throws {
        let path = Self.scratchPath()
        let garbage = try Self.damageLibrary(at: path)
        let store = try LibraryStore(path: path, clock: { Date(timeIntervalSince1970: 1_796_000_000) })
        let aside = try #require(store.setAside)
        #expect(aside == path + ".damaged-20261130-005320")
        #expect(FileManager.default.contents(atPath: aside) == garbage)
        #expect(try store.snapshot() == LibrarySnapshot())
        try store.addFavorite(Self.favorite)
        #expect(try LibraryStore(path: path).snapshot().favorites.count == 1)
    }

    @Test("another program's database, or a later version's library, is refused and left as it was")
    func refused() throws {
        let path = Self.scratchPath()
        try FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Self.sqlite(path, "CREATE TABLE notes (x); INSERT INTO notes VALUES (1);")
        let before = FileManager.default.contents(atPath: path)
        #expect(throws: LibraryError.notALibrary(path: path)) { try LibraryStore(path: path) }
        #expect(FileManager.default.contents(atPath: path) == before)

        // A text file given as the library by mistake is not a damaged library: it stays.
        let text = Self.scratchPath()
        try FileManager.default.createDirectory(
            atPath: (text as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        let notes = Data("Friday: Body and Soul, then Stella\n".utf8) + Data(repeating: 0x41, count: 8192)
        try notes.write(to: URL(fileURLWithPath: text))
        #expect(throws: LibraryError.notALibrary(path: text)) { try LibraryStore(path: text) }
        #expect(FileManager.default.contents(atPath: text) == notes)
        let folder = (text as NSString).deletingLastPathComponent
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.contains("damaged") }.isEmpty)

        let later = Self.scratchPath()
        _ = try LibraryStore(path: later)
        try Self.sqlite(later, "PRAGMA user_version=3;")
        #expect(throws: LibraryError.newerVersion(path: later, version: 3)) { try LibraryStore(path: later) }
    }

    @Test("another process's commit is seen; this store's own is not news")
    func changesElsewhere() throws {
        let path = Self.scratchPath()
        let mine = try LibraryStore(path: path)
        let theirs = try LibraryStore(path: path)
        #expect(!mine.hasChangedElsewhere())
        try mine.addFavorite(Self.favorite)
        #expect(!mine.hasChangedElsewhere())
        #expect(theirs.hasChangedElsewhere())
        #expect(!theirs.hasChangedElsewhere())
        try theirs.removeFavorite(id: Self.favorite.id)
        #expect(mine.hasChangedElsewhere())
        #expect(try mine.snapshot().favorites.isEmpty)
    }

    // MARK: Helpers

    static func sqlite(_ path: String, _ sql: String) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/sqlite3")
        process.arguments = [path, sql]
        try process.run()
        process.waitUntilExit()
    }

    static func query(_ path: String, _ sql: String) throws -> String {
        let process = Process()
        let pipe = Pipe()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/sqlite3")
        process.arguments = [path, sql]
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    static func pragma(_ path: String, _ name: String) throws -> String { try query(path, "PRAGMA \(name)") }

    static func count(_ path: String, _ table: String) throws -> Int {
        Int(try query(path, "SELECT count(*) FROM \(table)")) ?? -1
    }
}
