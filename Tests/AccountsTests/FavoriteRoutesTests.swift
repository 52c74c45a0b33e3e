import Accounts
import Foundation
import TestThreads
import Testing

/// Favourites: a user's list, the counts, and who keeps a recording, which nobody but that
/// user learns unless the operator chose to show it.
@Suite("Favourite routes", .testThreads)
struct FavoriteRoutesTests {
    static let recording = "bd8d15bd-26a1-8792-ac32-4d9afe1dbf6b"

    @Test(
        "add, count, list newest first with the catalog's fields, remove, and the upstream's refusals",
        arguments: AccountsHarness.Store.allCases)
    func lifecycle(store: AccountsHarness.Store) throws {
        let harness = try AccountsHarness(store)
        let ada = try harness.register("ada@example.test", name: "Ada")
        let first = try harness.send("POST", "/v1/recordings/\(Self.recording)/favorite", token: ada.access)
        #expect(
            first.status == 201 && first.message == "Recording added to favorites"
                && first["favorite_count"] as? Int == 1)
        let again = try harness.send("POST", "/v1/recordings/\(Self.recording)/favorite", token: ada.access)
        #expect(again.status == 409 && again.error == "Recording already favorited")
        harness.advance(seconds: 1)
        #expect(
            try harness.send("POST", "/v1/recordings/22222222-3333-4444-8555-666666666666/favorite", token: ada.access)
                .status == 201)
        let unknown = try harness.send(
            "POST", "/v1/recordings/00000000-0000-4000-8000-000000000000/favorite", token: ada.access)
        #expect(unknown.status == 404 && unknown.error == "Recording not found")
        let list = try harness.send("GET", "/v1/favorites", token: ada.access).list
        #expect(list.map { $0["id"] as? String } == ["22222222-3333-4444-8555-666666666666", Self.recording])
        #expect(list[0]["song_title"] as? String == "Summertime" && list[0]["recording_year"] as? Int == 1958)
        #expect(list[1]["album_title"] as? String == "Waller Plays Standards")
        #expect((list[0]["favorited_at"] as? String)?.hasSuffix("+00:00") == true)
        let removed = try harness.send("DELETE", "/v1/recordings/\(Self.recording)/favorite", token: ada.access)
        #expect(
            removed.status == 200 && removed.message == "Recording removed from favorites"
                && removed["favorite_count"] as? Int == 0)
        let gone = try harness.send("DELETE", "/v1/recordings/\(Self.recording)/favorite", token: ada.access)
        #expect(gone.status == 404 && gone.error == "Recording not in favorites")
        #expect(try harness.send("GET", "/v1/favorites").status == 401)
    }

    @Test(
        "who keeps a recording: nobody is named to anyone else; the user sees themself; shown to all only when chosen",
        arguments: AccountsHarness.Store.allCases)
    func privacy(store: AccountsHarness.Store) throws {
        for shown in [false, true] {
            var policy = AccountsHarness.unlimited
            policy.showFavoriters = shown
            let harness = try AccountsHarness(store, policy: policy)
            let ada = try harness.register("ada@example.test", name: "Ada")
            let ben = try harness.register("ben@example.test", name: "Ben")
            let cleo = try harness.register("cleo@example.test", name: "Cleo")
            for user in [ada, ben] {
                #expect(
                    try harness.send("POST", "/v1/recordings/\(Self.recording)/favorite", token: user.access).status
                        == 201)
                harness.advance(seconds: 1)
            }
            let path = "/v1/recordings/\(Self.recording)/favorites"
            let anonymous = try harness.send("GET", path)
            let outsider = try harness.send("GET", path, token: cleo.access)
            let keeper = try harness.send("GET", path, token: ada.access)
            let names = { (reply: AccountsHarness.Reply) in
                (reply["favorited_by"] as? [[String: Any]] ?? []).map { $0["display_name"] as? String ?? "" }
            }
            #expect(anonymous["favorite_count"] as? Int == 2 && anonymous["is_favorited"] == nil)
            #expect(outsider["is_favorited"] as? Bool == false && keeper["is_favorited"] as? Bool == true)
            #expect(names(anonymous) == (shown ? ["Ben", "Ada"] : []))
            #expect(names(outsider) == (shown ? ["Ben", "Ada"] : []))
            #expect(names(keeper) == (shown ? ["Ben", "Ada"] : ["Ada"]))
            let standing = try harness.service.favoriteStanding(
                recordingID: Self.recording, authorization: "Bearer bad")
            #expect(standing.isFavorite == nil && standing.count == 2)
        }
    }
}
