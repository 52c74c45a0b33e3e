import Foundation
import Library
import TestThreads
import Testing

/// The outbox: each change recorded with the change, in one transaction, from the moment the
/// library is linked to an account; and a library of the first format brought up to it.
@Suite("The library's outbox", .testThreads)
struct LibraryOutboxTests {
    typealias Tests = LibraryStoreTests

    @Test("nothing is recorded before a link; the link puts the library in whole, then each change follows")
    func recordedFromTheLink() throws {
        let store = try LibraryStore(path: Tests.scratchPath())
        let gig = try store.createRepertoire(named: "Friday gig")
        try store.add(Tests.song1, toRepertoire: gig.id)
        try store.addFavorite(Tests.favorite)
        #expect(try store.pendingChanges().isEmpty)

        try store.link(toAccount: "http://a.test user-1")
        #expect(
            try store.pendingChanges().map(\.change) == [
                .createRepertoire(id: gig.id), .addSong(repertoire: gig.id, song: Tests.song1.id),
                .addFavorite(recording: Tests.favorite.id),
            ])
        try store.complete(1, effects: [.repertoireOnAccount(id: gig.id, remoteID: "remote-gig")])
        try store.complete(2, effects: [.songOnAccount(repertoire: gig.id, song: Tests.song1.id)])
        try store.complete(3)

        try store.renameRepertoire(id: gig.id, to: "Saturday gig")
        try store.remove(song: Tests.song1.id, fromRepertoire: gig.id)
        try store.add(Tests.song2, toRepertoire: gig.id)
        try store.move(song: Tests.song2.id, inRepertoire: gig.id, to: 0)
        try store.removeFavorite(id: Tests.favorite.id)
        // A change refused records nothing.
        #expect(throws: LibraryError.nameTaken("Saturday gig")) { try store.createRepertoire(named: "Saturday gig") }
        #expect(try store.add(Tests.song2, toRepertoire: gig.id) == false)
        try store.deleteRepertoire(id: gig.id)
        #expect(
            try store.pendingChanges().map(\.change) == [
                .renameRepertoire(id: gig.id, from: "Friday gig", to: "Saturday gig"),
                .removeSong(repertoire: gig.id, song: Tests.song1.id, wasOnAccount: true),
                .addSong(repertoire: gig.id, song: Tests.song2.id),
                .removeFavorite(recording: Tests.favorite.id, wasOnAccount: false),
                .deleteRepertoire(id: gig.id, remoteID: "remote-gig", name: "Saturday gig", songsOnAccount: []),
            ])
        #expect(store.syncState() == LibrarySyncState(account: "http://a.test user-1", lastSync: nil, waiting: 5))
    }

    @Test("the change and its record are one: a change another process makes is recorded too")
    func recordedAcrossProcesses() throws {
        let path = Tests.scratchPath()
        let mine = try LibraryStore(path: path)
        try mine.link(toAccount: "http://a.test user-1")
        let theirs = try LibraryStore(path: path)
        try theirs.addFavorite(Tests.favorite)
        #expect(try mine.pendingChanges().map(\.change) == [.addFavorite(recording: Tests.favorite.id)])
    }

    @Test("a library of the first format opens with its entries, and is brought up to the second")
    func firstFormatBroughtUp() throws {
        let path = Tests.scratchPath()
        try FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Tests.sqlite(
            path,
            """
            PRAGMA application_id=\(0x414E_4C42); PRAGMA user_version=1;
            CREATE TABLE repertoires (id TEXT PRIMARY KEY, name TEXT NOT NULL UNIQUE, description TEXT,
                created_at TEXT NOT NULL, updated_at TEXT NOT NULL);
            CREATE TABLE repertoire_songs (repertoire_id TEXT NOT NULL REFERENCES repertoires(id) ON DELETE CASCADE,
                song_id TEXT NOT NULL, title TEXT NOT NULL, composer TEXT, composed_year INTEGER,
                position INTEGER NOT NULL, added_at TEXT NOT NULL, PRIMARY KEY (repertoire_id, song_id));
            CREATE TABLE favorites (recording_id TEXT PRIMARY KEY, song_id TEXT, song_title TEXT NOT NULL,
                artist TEXT, album_title TEXT, recording_year INTEGER, favorited_at TEXT NOT NULL);
            INSERT INTO repertoires VALUES ('r1', 'Ballads', NULL, '2026-01-01T00:00:00Z', '2026-01-01T00:00:00Z');
            INSERT INTO repertoire_songs VALUES ('r1', '\(Tests.song2.id)', 'Summertime', NULL, NULL, 0, '2026-01-01T00:00:00Z');
            """)
        let store = try LibraryStore(path: path)
        #expect(try store.snapshot().repertoires.map(\.name) == ["Ballads"])
        #expect(try store.snapshot().repertoires.first?.songs.map(\.id) == [Tests.song2.id])
        #expect(try Tests.pragma(path, "user_version") == "2")
        try store.link(toAccount: "http://a.test user-1")
        #expect(store.syncState().waiting == 2)
        // Opened again, nothing is brought up twice.
        _ = try LibraryStore(path: path)
        #expect(try Tests.pragma(path, "user_version") == "2")
    }
}
