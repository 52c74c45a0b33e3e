import Foundation
import Library
import TestThreads
import Testing

@Suite("Library export and import", .testThreads)
struct LibraryDocumentTests {
    /// A library of two repertoires (one ordered against the alphabet) and two favourites.
    static func filled() throws -> (LibraryStore, String) {
        let path = LibraryStoreTests.scratchPath()
        let store = try LibraryStore(path: path)
        let gig = try store.createRepertoire(named: "Gig on Friday")
        try store.add(LibraryStoreTests.song3, toRepertoire: gig.id)
        try store.add(LibraryStoreTests.song1, toRepertoire: gig.id)
        let learning = try store.createRepertoire(named: "Learning")
        try store.add(LibraryStoreTests.song2, toRepertoire: learning.id)
        try store.addFavorite(LibraryStoreTests.favorite)
        try store.addFavorite(
            FavoriteRecording(
                id: "66666666-6666-4666-8666-666666666666", songId: nil, songTitle: "Tiger Rag", artist: nil,
                albumTitle: nil, recordingYear: nil))
        return (store, path)
    }

    @Test("export, then import into an empty library, gives the same library")
    func roundTrip() throws {
        let (store, _) = try Self.filled()
        let data = LibraryDocument(try store.snapshot()).encoded()
        let empty = try LibraryStore(path: LibraryStoreTests.scratchPath())
        let report = try empty.merge(try LibraryDocument.decode(data))
        var expected = LibraryImportReport()
        expected.repertoiresAdded = 2
        expected.songsAdded = 3
        expected.favoritesAdded = 2
        #expect(report == expected)
        #expect(try empty.snapshot() == (try store.snapshot()))
        #expect(LibraryDocument(try empty.snapshot()).encoded() == data)
    }

    @Test("the export uses the upstream's field names")
    func shape() throws {
        let (store, _) = try Self.filled()
        let json = try #require(
            try JSONSerialization.jsonObject(with: LibraryDocument(try store.snapshot()).encoded()) as? [String: Any])
        #expect(Set(json.keys) == ["format", "version", "repertoires", "favorites"])
        let repertoire = try #require((json["repertoires"] as? [[String: Any]])?.first)
        #expect(Set(repertoire.keys) == ["id", "name", "created_at", "updated_at", "songs"])
        let song = try #require((repertoire["songs"] as? [[String: Any]])?.last)
        #expect(Set(song.keys) == ["id", "title", "composer", "composed_year", "added_at"])
        #expect(song["composed_year"] as? Int == 1931)
        let favorite = try #require((json["favorites"] as? [[String: Any]])?.last)
        #expect(
            Set(favorite.keys) == [
                "id", "song_id", "song_title", "artist", "album_title", "recording_year", "favorited_at",
            ])
    }

    @Test("100,000 entries import in bounded transactions: between two, another program's change goes in at once")
    func largeImport() throws {
        func id(_ number: Int) -> String { String(format: "00000000-0000-4000-8000-%012d", number) }
        let songs = (0..<60_000).map {
            RepertoireSong(id: id($0), title: "Song \($0)", addedAt: "2026-01-01T00:00:00Z")
        }
        let favorites = (0..<40_000).map {
            FavoriteRecording(
                id: id(100_000 + $0), songId: nil, songTitle: "Song \($0)", artist: nil, albumTitle: nil,
                recordingYear: nil, favoritedAt: "2026-01-01T00:00:00Z")
        }
        let document = LibraryDocument(
            LibrarySnapshot(
                repertoires: [Repertoire(id: id(900_000), name: "Everything", songs: songs)], favorites: favorites))
        let path = LibraryStoreTests.scratchPath()
        let store = try LibraryStore(path: path)
        let other = try LibraryStore(path: path)
        var between: [Int] = []
        let report = try store.merge(document, entriesPerTransaction: 10_000) { soFar in
            let marked = FavoriteRecording(
                id: id(800_000 + between.count), songId: nil, songTitle: "Marked meanwhile", artist: nil,
                albumTitle: nil, recordingYear: nil)
            #expect((try? other.addFavorite(marked)) == true, "the library is free between the import's transactions")
            between.append(soFar.songsAdded + soFar.favoritesAdded)
        }
        let songsThenFavorites: [Int] = (1...6).map { $0 * 10_000 } + (1...4).map { 60_000 + $0 * 10_000 }
        #expect(between == [0] + songsThenFavorites)
        #expect(report.repertoiresAdded == 1 && report.songsAdded == 60_000 && report.favoritesAdded == 40_000)
        let snapshot = try other.snapshot()
        #expect(snapshot.repertoires.first?.songs.map(\.id) == songs.map(\.id), "every song, in the file's order")
        #expect(snapshot.favorites.count == 40_000 + 11)
    }

    @Test("ids written in capitals are the library's ids: an import of them adds no second ★ or song")
    func capitalIDs() throws {
        let (store, _) = try Self.filled()
        let before = try store.snapshot()
        var document = LibraryDocument(before)
        for index in document.repertoires.indices {
            document.repertoires[index].id = document.repertoires[index].id.uppercased()
            for song in document.repertoires[index].songs.indices {
                document.repertoires[index].songs[song].id = document.repertoires[index].songs[song].id.uppercased()
            }
        }
        for index in document.favorites.indices {
            document.favorites[index].id = document.favorites[index].id.uppercased()
            document.favorites[index].songId = document.favorites[index].songId?.uppercased()
        }
        let decoded = try LibraryDocument.decode(document.encoded())
        #expect(decoded.favorites.map(\.id) == before.favorites.map(\.id))
        let report = try store.merge(decoded)
        #expect(report.favoritesAdded == 0 && report.favoritesSkipped == 2)
        #expect(report.songsAdded == 0 && report.songsSkipped == 3 && report.repertoiresAdded == 0)
        #expect(try store.snapshot() == before)
    }

    @Test("importing merges: what is there is skipped, a repertoire of the same name takes the new songs")
    func merge() throws {
        let (store, _) = try Self.filled()
        let before = try store.snapshot()
        var document = LibraryDocument(before)
        document.repertoires[0].id = "77777777-7777-4777-8777-777777777777"
        document.repertoires[0].songs.append(LibraryStoreTests.song2)
        document.repertoires.append(Repertoire(id: "88888888-8888-4888-8888-888888888888", name: "New"))
        let report = try store.merge(document)
        #expect(report.repertoiresAdded == 1 && report.repertoiresMatched == 2)
        #expect(report.songsAdded == 1 && report.songsSkipped == 3)
        #expect(report.favoritesAdded == 0 && report.favoritesSkipped == 2)
        let after = try store.snapshot()
        #expect(after.repertoires.map(\.name) == ["Gig on Friday", "Learning", "New"])
        #expect(
            after.repertoire(named: "Gig on Friday")?.songs.map(\.title) == ["Tiger Rag", "All of Me", "Summertime"])
        #expect(after.repertoire(named: "Gig on Friday")?.id == before.repertoires[0].id)
    }

    @Test(
        "a malformed file is refused, saying where, and changes nothing",
        arguments: [
            ("not json", "it is not JSON"),
            (#"{"format":"something-else","version":1,"repertoires":[],"favorites":[]}"#, "its format is not"),
            (#"{"format":"approachnote-library","version":9,"repertoires":[],"favorites":[]}"#, "format version 9"),
            (#"{"format":"approachnote-library","version":1,"favorites":[]}"#, "repertoires is missing"),
            (
                #"{"format":"approachnote-library","version":1,"repertoires":[{"id":"x","name":"A","created_at":"","updated_at":"","songs":[]}],"favorites":[]}"#,
                "repertoires[0].id is not a UUID"
            ),
            (
                #"{"format":"approachnote-library","version":1,"repertoires":[{"id":"99999999-9999-4999-8999-999999999999","name":"A\u001b[2J","created_at":"","updated_at":"","songs":[]}],"favorites":[]}"#,
                "repertoires[0].name"
            ),
            (
                #"{"format":"approachnote-library","version":1,"repertoires":[],"favorites":[{"id":"99999999-9999-4999-8999-999999999999","song_title":3,"favorited_at":""}]}"#,
                "favorites[0].song_title is not"
            ),
        ])
    func malformed(_ text: String, _ reason: String) throws {
        let (store, path) = try Self.filled()
        let before = try store.snapshot()
        let bytes = FileManager.default.contents(atPath: path)
        do {
            _ = try store.merge(try LibraryDocument.decode(Data(text.utf8)))
            Issue.record("the import was taken")
        } catch {
            #expect(error.description.hasPrefix("Nothing was imported: "))
            #expect(error.description.contains(reason), "\(error)")
        }
        #expect(try store.snapshot() == before)
        #expect(FileManager.default.contents(atPath: path) == bytes)
    }
}
