import Accounts
import Foundation
import TestThreads
import Testing

/// Repertoires as their owner keeps them, and as another user cannot reach them.
@Suite("Repertoire routes", .testThreads)
struct RepertoireRoutesTests {
    @Test(
        "create, list, detail, rename, songs in title order with their catalog fields, search, remove, delete",
        arguments: AccountsHarness.Store.allCases)
    func lifecycle(store: AccountsHarness.Store) throws {
        let harness = try AccountsHarness(store)
        let ada = try harness.register("ada@example.test")
        #expect(try harness.send("GET", "/v1/repertoires/", token: ada.access).list.isEmpty)
        let created = try harness.send(
            "POST", "/v1/repertoires/", #"{"name": "  Gig on Friday  ", "description": ""}"#, token: ada.access)
        #expect(created.status == 201)
        #expect(created.string("name") == "Gig on Friday")
        #expect(created["description"] is NSNull)
        #expect(created["song_count"] == nil)
        let id = created.string("id")
        harness.advance(seconds: 1)
        let other = try harness.send("POST", "/v1/repertoires/", #"{"name": "Ballads"}"#, token: ada.access)
        harness.advance(seconds: 1)
        for song in [AccountsHarness.songs[1], AccountsHarness.songs[0], AccountsHarness.songs[2]] {
            let added = try harness.send("POST", "/v1/repertoires/\(id)/songs/\(song.id)", token: ada.access)
            #expect(added.status == 201 && added.message == "Song added to repertoire")
        }
        let again = try harness.send(
            "POST", "/v1/repertoires/\(id)/songs/\(AccountsHarness.songs[0].id)", token: ada.access)
        #expect(again.status == 409 && again.error == "Song already in repertoire")
        // A change to its songs makes a repertoire the most recently used.
        let list = try harness.send("GET", "/v1/repertoires/", token: ada.access).list
        #expect(list.map { $0["id"] as? String } == [id, other.string("id")])
        #expect(list.map { $0["song_count"] as? Int } == [3, 0])
        let detail = try harness.send("GET", "/v1/repertoires/\(id)", token: ada.access)
        #expect(detail["user_id"] as? String == ada.id && detail["song_count"] as? Int == 3)
        let songs = try #require(detail["songs"] as? [[String: Any]])
        #expect(songs.map { $0["title"] as? String } == ["All of Me", "Summertime", "’Round Midnight"])
        #expect(songs[0]["composed_year"] as? Int == 1931)
        #expect((songs[0]["external_references"] as? [String: String])?["wikipedia"] != nil)
        #expect(songs[1]["external_references"] is NSNull)
        #expect(try harness.send("GET", "/v1/repertoires/\(id)/songs?search=about", token: ada.access).list.count == 1)
        #expect(
            try harness.send("GET", "/v1/repertoires/\(id)/songs?search=GERSHWIN", token: ada.access).list.count == 1)
        let renamed = try harness.send(
            "PUT", "/v1/repertoires/\(id)", #"{"name": "Gig on Saturday", "description": ""}"#, token: ada.access)
        #expect(
            renamed.status == 200 && renamed.string("name") == "Gig on Saturday"
                && renamed["description"] as? String == "")
        let nothing = try harness.send("PUT", "/v1/repertoires/\(id)", "{}", token: ada.access)
        #expect(nothing.status == 400 && nothing.error == "No fields to update")
        let removed = try harness.send(
            "DELETE", "/v1/repertoires/\(id)/songs/\(AccountsHarness.songs[1].id)", token: ada.access)
        #expect(removed.status == 200 && removed.message == "Song removed from repertoire")
        let gone = try harness.send(
            "DELETE", "/v1/repertoires/\(id)/songs/\(AccountsHarness.songs[1].id)", token: ada.access)
        #expect(gone.status == 404 && gone.error == "Song not found in repertoire")
        #expect(try harness.send("DELETE", "/v1/repertoires/\(id)", token: ada.access).message == "Repertoire deleted")
        #expect(try harness.send("DELETE", "/v1/repertoires/\(id)", token: ada.access).status == 404)
        let noSlash = try harness.send("GET", "/v1/repertoires", token: ada.access)
        #expect(noSlash.status == 308 && noSlash.headers["Location"] == "/v1/repertoires/")
    }

    @Test(
        "a read asked again is the same answer until the user changes something, then shows the change at once",
        arguments: AccountsHarness.Store.allCases)
    func readsFollowChanges(store: AccountsHarness.Store) throws {
        let harness = try AccountsHarness(store)
        let ada = try harness.register("ada@example.test")
        let id = try harness.send("POST", "/v1/repertoires/", #"{"name": "Gig"}"#, token: ada.access).string("id")
        let first = try harness.send("GET", "/v1/repertoires/\(id)", token: ada.access)
        #expect(first["song_count"] as? Int == 0)
        #expect(try harness.send("GET", "/v1/repertoires/\(id)", token: ada.access)["song_count"] as? Int == 0)
        #expect(
            try harness.send("POST", "/v1/repertoires/\(id)/songs/\(AccountsHarness.songs[0].id)", token: ada.access)
                .status == 201)
        #expect(try harness.send("GET", "/v1/repertoires/\(id)", token: ada.access)["song_count"] as? Int == 1)
        #expect(try harness.send("GET", "/v1/repertoires/", token: ada.access).list.first?["song_count"] as? Int == 1)
        #expect(
            try harness.send("PUT", "/v1/repertoires/\(id)", #"{"name": "Gig 2"}"#, token: ada.access).status == 200)
        #expect(
            try harness.send("GET", "/v1/repertoires/", token: ada.access).list.first?["name"] as? String == "Gig 2")
        #expect(try harness.send("GET", "/v1/favorites", token: ada.access).list.isEmpty)
        #expect(
            try harness.send("POST", "/v1/recordings/\(FavoriteRoutesTests.recording)/favorite", token: ada.access)
                .status == 201)
        #expect(try harness.send("GET", "/v1/favorites", token: ada.access).list.count == 1)
        #expect(try harness.send("DELETE", "/v1/repertoires/\(id)", token: ada.access).status == 200)
        #expect(try harness.send("GET", "/v1/repertoires/\(id)", token: ada.access).status == 404)
        #expect(try harness.send("GET", "/v1/repertoires/", token: ada.access).list.isEmpty)
        // Another user asking for the same path gets their own answer.
        let ben = try harness.register("ben@example.test")
        #expect(try harness.send("GET", "/v1/favorites", token: ben.access).list.isEmpty)
        #expect(try harness.send("GET", "/v1/favorites", token: "garbage").status == 401)
    }

    @Test(
        "another user's repertoire: 403 on its detail, 404 everywhere else, none of its data, and it stays as it was",
        arguments: AccountsHarness.Store.allCases)
    func anotherUsers(store: AccountsHarness.Store) throws {
        let harness = try AccountsHarness(store)
        let ada = try harness.register("ada@example.test")
        let ben = try harness.register("ben@example.test")
        let id = try harness.send("POST", "/v1/repertoires/", #"{"name": "Ada's secret set"}"#, token: ada.access)
            .string("id")
        let song = AccountsHarness.songs[0].id
        #expect(try harness.send("POST", "/v1/repertoires/\(id)/songs/\(song)", token: ada.access).status == 201)
        let attempts: [(String, String, String?, Int, String)] = [
            ("GET", "/v1/repertoires/\(id)", nil, 403, "You do not have access to this repertoire"),
            ("GET", "/v1/repertoires/\(id)/songs", nil, 404, "Repertoire not found or access denied"),
            ("PUT", "/v1/repertoires/\(id)", #"{"name": "Ben's now"}"#, 404, "Repertoire not found or access denied"),
            ("DELETE", "/v1/repertoires/\(id)", nil, 404, "Repertoire not found or access denied"),
            (
                "POST", "/v1/repertoires/\(id)/songs/\(AccountsHarness.songs[1].id)", nil, 404,
                "Repertoire not found or access denied"
            ),
            ("DELETE", "/v1/repertoires/\(id)/songs/\(song)", nil, 404, "Repertoire not found or access denied"),
        ]
        for (method, path, body, status, words) in attempts {
            let reply = try harness.send(method, path, body, token: ben.access)
            #expect(reply.status == status && reply.error == words, "\(method) \(path)")
            #expect(reply["name"] == nil && reply["songs"] == nil)
        }
        #expect(try harness.send("GET", "/v1/repertoires/", token: ben.access).list.isEmpty)
        let mine = try harness.send("GET", "/v1/repertoires/\(id)", token: ada.access)
        #expect(mine.string("name") == "Ada's secret set" && mine["song_count"] as? Int == 1)
        #expect(try harness.send("GET", "/v1/repertoires/", token: nil).status == 401)
    }

    @Test(
        "a song the catalog no longer holds stays in the repertoire, unshown, and shows again when it returns",
        arguments: AccountsHarness.Store.allCases)
    func songsOutsideTheCatalog(store: AccountsHarness.Store) throws {
        let harness = try AccountsHarness(store)
        let ada = try harness.register("ada@example.test")
        let id = try harness.send("POST", "/v1/repertoires/", #"{"name": "Gig"}"#, token: ada.access).string("id")
        let outside = "99999999-9999-4999-8999-999999999999"
        let store = harness.service.store
        #expect(try store.addSong(outside, repertoireID: id, userID: ada.id, limit: 10, now: 0) == .done(count: 1))
        let detail = try harness.send("GET", "/v1/repertoires/\(id)", token: ada.access)
        #expect((detail["songs"] as? [Any])?.count == 0 && detail["song_count"] as? Int == 0)
        #expect(try store.songs(repertoireID: id).map(\.songID) == [outside])
    }
}
