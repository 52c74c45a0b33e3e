import Accounts
import Foundation
import TestThreads
import Testing

/// What a hostile or careless client sends: bodies that are not JSON objects, nulls and wrong
/// types, passwords and names past their limits, SQL in every text, malformed ids. Each gets a
/// 4xx `{"error": …}` in words, never a 500, and nothing is stored wrong.
@Suite("Account routes under hostile input", .testThreads)
struct HostileInputTests {
    @Test(
        "bodies that are not a JSON object, and fields of the wrong type, are 400s or a 415 in words",
        arguments: AccountsHarness.Store.allCases)
    func malformedBodies(store: AccountsHarness.Store) throws {
        let harness = try AccountsHarness(store)
        let cases: [(String, String?, Int, String)] = [
            ("{not json", "application/json", 400, "The request body is not valid JSON"),
            (#"{"email": "a@b.c", "password": "12345678"}"#, nil, 415, "Content-Type must be application/json"),
            (
                #"{"email": "a@b.c", "password": "12345678"}"#, "text/plain", 415,
                "Content-Type must be application/json"
            ),
            ("[1, 2]", "application/json", 400, "The request body must be a JSON object"),
            ("null", "application/json", 400, "The request body must be a JSON object"),
            (#"{"email": null, "password": "12345678"}"#, "application/json", 400, "email must be a string"),
            (#"{"email": 7, "password": "12345678"}"#, "application/json", 400, "email must be a string"),
            (#"{"email": "a@b.c", "password": ["x"]}"#, "application/json", 400, "password must be a string"),
            (#"{"email": "a@b.c"}"#, "application/json", 400, "Email and password required"),
            (#"{"email": "notanemail", "password": "12345678"}"#, "application/json", 400, "Invalid email format"),
            (
                #"{"email": "a@b.c", "password": "1234567"}"#, "application/json", 400,
                "Password must be at least 8 characters"
            ),
            (#"{"email": "a\u0007@b.c", "password": "12345678"}"#, "application/json", 400, "Invalid email format"),
            (
                #"{"email": "a@b.c", "password": "12345678", "display_name": 5}"#, "application/json", 400,
                "display_name must be a string"
            ),
        ]
        for (body, type, status, words) in cases {
            let reply = try harness.send("POST", "/v1/auth/register", body, contentType: type)
            #expect(reply.status == status && reply.error == words, "\(body)")
        }
        // Deeply nested JSON is refused as JSON, not followed down.
        let nested = String(repeating: "[", count: 5000) + String(repeating: "]", count: 5000)
        let deep = try harness.send("POST", "/v1/auth/login", #"{"email": \#(nested)}"#)
        #expect(deep.status == 400)
        #expect(try harness.service.store.users().isEmpty)
    }

    @Test(
        "passwords of 8 characters to 1,024 bytes; names to 255 characters; past each, a 400",
        arguments: AccountsHarness.Store.allCases)
    func lengths(store: AccountsHarness.Store) throws {
        let harness = try AccountsHarness(store)
        let longest = String(repeating: "p", count: 1024)
        _ = try harness.register("ada@example.test", password: longest)
        #expect(try harness.login("ada@example.test", longest).status == 200)
        let over = try harness.send(
            "POST", "/v1/auth/register", #"{"email": "ben@example.test", "password": "\#(longest)x"}"#)
        #expect(over.status == 400 && over.error == "Password must be at most 1024 bytes")
        #expect(try harness.login("ada@example.test", longest + "x").status == 401)
        let email = String(repeating: "e", count: 251) + "@x.io"
        #expect(
            try harness.send("POST", "/v1/auth/register", #"{"email": "\#(email)", "password": "12345678"}"#).status
                == 400)
        let token = try harness.login("ada@example.test", longest).string("access_token")
        let name255 = String(repeating: "n", count: 255)
        #expect(try harness.send("POST", "/v1/repertoires/", #"{"name": "\#(name255)"}"#, token: token).status == 201)
        let long = try harness.send("POST", "/v1/repertoires/", #"{"name": "\#(name255)n"}"#, token: token)
        #expect(long.status == 400 && long.error == "Name must be 255 characters or less")
        let blank = try harness.send("POST", "/v1/repertoires/", #"{"name": "   "}"#, token: token)
        #expect(blank.status == 400 && blank.error == "Repertoire name is required")
        let null = try harness.send("POST", "/v1/repertoires/", #"{"name": null}"#, token: token)
        #expect(null.status == 400 && null.error == "name must be a string")
        let number = try harness.send("POST", "/v1/repertoires/", #"{"name": "Gig", "description": 5}"#, token: token)
        #expect(number.status == 400 && number.error == "description must be a string")
    }

    @Test(
        "a user keeps at most the policy's repertoires, songs in each, and favourites; past them, a 400",
        arguments: AccountsHarness.Store.allCases)
    func listLimits(store: AccountsHarness.Store) throws {
        var policy = AccountsHarness.unlimited
        policy.repertoiresPerUser = 2
        policy.songsPerRepertoire = 1
        policy.favoritesPerUser = 1
        let harness = try AccountsHarness(store, policy: policy)
        let ada = try harness.register("ada@example.test")
        let first = try harness.send("POST", "/v1/repertoires/", #"{"name": "One"}"#, token: ada.access)
        #expect(try harness.send("POST", "/v1/repertoires/", #"{"name": "Two"}"#, token: ada.access).status == 201)
        let third = try harness.send("POST", "/v1/repertoires/", #"{"name": "Three"}"#, token: ada.access)
        #expect(third.status == 400 && third.error == "A user keeps at most 2 repertoires")
        let songs = "/v1/repertoires/\(first.string("id"))/songs/"
        #expect(try harness.send("POST", songs + AccountsHarness.songs[0].id, token: ada.access).status == 201)
        let full = try harness.send("POST", songs + AccountsHarness.songs[1].id, token: ada.access)
        #expect(full.status == 400 && full.error == "A repertoire holds at most 1 songs")
        #expect(
            try harness.send("POST", "/v1/recordings/bd8d15bd-26a1-8792-ac32-4d9afe1dbf6b/favorite", token: ada.access)
                .status == 201)
        let favourite = try harness.send(
            "POST", "/v1/recordings/b476f7bd-215d-850e-b548-6b9b0361f1ef/favorite", token: ada.access)
        #expect(favourite.status == 400 && favourite.error == "A user keeps at most 1 favourites")
        let defaults = AccountPolicy()
        let limits: [Int] = [
            defaults.repertoiresPerUser, defaults.songsPerRepertoire, defaults.favoritesPerUser,
            defaults.longestPassword,
        ]
        #expect(limits == [1000, 5000, 100_000, 1024])
        #expect(
            defaults.passwordCost == .stated && defaults.passwordCost.memory == 7 * 1024 * 1024
                && defaults.passwordCost.operations == 5)
    }

    @Test(
        "SQL's quotes, comments and escapes in emails, names and searches are kept as text, exactly",
        arguments: AccountsHarness.Store.allCases)
    func sqlMetacharacters(store: AccountsHarness.Store) throws {
        let harness = try AccountsHarness(store)
        let email = #"o'brien\"--@example.test"#
        let reply = try harness.send(
            "POST", "/v1/auth/register",
            #"{"email": "o'brien\\\"--@example.test", "password": "12345678", "display_name": "Robert'); DROP TABLE account_users;--"}"#
        )
        #expect(reply.status == 201)
        let user = try #require(reply["user"] as? [String: Any])
        #expect(user["email"] as? String == email)
        #expect(user["display_name"] as? String == "Robert'); DROP TABLE account_users;--")
        let token = reply.string("access_token")
        let name = #"%'; DELETE FROM account_repertoires; -- \ _"#
        let created = try harness.send(
            "POST", "/v1/repertoires/", #"{"name": "%'; DELETE FROM account_repertoires; -- \\ _"}"#, token: token)
        #expect(created.string("name") == name)
        #expect(try harness.send("GET", "/v1/repertoires/", token: token).list.map { $0["name"] as? String } == [name])
        let search = try harness.send(
            "GET", "/v1/repertoires/\(created.string("id"))/songs?search=%25'%3B", token: token)
        #expect(search.status == 200 && search.list.isEmpty)
        #expect(try harness.service.store.users().map(\.email) == [email])
    }

    @Test(
        "malformed and unknown ids are 404s in the upstream's words, never a 500",
        arguments: AccountsHarness.Store.allCases)
    func malformedIDs(store: AccountsHarness.Store) throws {
        let harness = try AccountsHarness(store)
        let ada = try harness.register("ada@example.test")
        let repertoire = try harness.send("POST", "/v1/repertoires/", #"{"name": "Gig"}"#, token: ada.access).string(
            "id")
        let cases: [(String, String, Int, String)] = [
            ("GET", "/v1/repertoires/not-a-uuid", 404, "Repertoire not found"),
            ("GET", "/v1/repertoires/00000000-0000-0000-0000-000000000000", 404, "Repertoire not found"),
            ("PUT", "/v1/repertoires/'%20OR%201=1", 404, "Repertoire not found or access denied"),
            ("DELETE", "/v1/repertoires/not-a-uuid", 404, "Repertoire not found or access denied"),
            ("POST", "/v1/repertoires/\(repertoire)/songs/not-a-uuid", 404, "Song not found"),
            ("POST", "/v1/repertoires/\(repertoire)/songs/00000000-0000-0000-0000-000000000000", 404, "Song not found"),
            ("DELETE", "/v1/repertoires/\(repertoire)/songs/not-a-uuid", 404, "Song not found in repertoire"),
            ("POST", "/v1/recordings/not-a-uuid/favorite", 404, "Recording not found"),
            ("DELETE", "/v1/recordings/not-a-uuid/favorite", 404, "Recording not in favorites"),
            ("GET", "/v1/recordings/not-a-uuid/favorites", 404, "Recording not found"),
            ("PATCH", "/v1/repertoires/\(repertoire)", 405, "Method not allowed"),
            ("GET", "/v1/auth/nothing", 405, "Method not allowed"),
        ]
        for (method, path, status, words) in cases {
            let reply = try harness.send(method, path, method == "PUT" ? #"{"name": "x"}"# : nil, token: ada.access)
            #expect(reply.status == status && reply.error == words, "\(method) \(path)")
        }
    }
}
