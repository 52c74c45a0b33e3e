import AccountSecurity
import Accounts
import Foundation
import TestThreads
import Testing

/// Tokens as an attacker tries them against the routes, and sessions as they end: forged,
/// expired and misused tokens refused in the upstream's words; a rotated refresh token
/// replayed ends its whole family; sign-out by refresh token alone; a password change or reset
/// ends every session.
@Suite("Account sessions", .testThreads)
struct SessionTests {
    @Test(
        "forged tokens are refused with the upstream's words, and nothing of the account comes back",
        arguments: AccountsHarness.Store.allCases)
    func forgedTokens(store: AccountsHarness.Store) throws {
        let harness = try AccountsHarness(store)
        let ada = try harness.register("ada@example.test")
        let claims = TokenClaims(
            userID: ada.id, expires: harness.nowSeconds + 900, issued: harness.nowSeconds, kind: TokenClaims.access)
        let otherKey = TokenSigner(key: [UInt8](repeating: 9, count: 32)).sign(claims)
        let parts = ada.access.split(separator: ".").map(String.init)
        let none = Base64URL.encode(Array(#"{"alg":"none","typ":"JWT"}"#.utf8)) + "." + parts[1] + "."
        var richer = claims
        richer.expires += 86_400
        let tampered =
            parts[0] + "." + TokenSigner(key: AccountsHarness.key).sign(richer).split(separator: ".")[1] + "."
            + parts[2]
        let cases: [(String?, String)] = [
            (nil, "No authorization header"),
            ("Token " + ada.access, "Invalid authorization header format"),
            ("bearer " + ada.access, "Invalid authorization header format"),
            ("Bearer  " + ada.access, "Invalid authorization header format"),
            ("Bearer " + otherKey, "Invalid token: Invalid token"),
            ("Bearer " + none, "Invalid token: Invalid token"),
            ("Bearer " + tampered, "Invalid token: Invalid token"),
            ("Bearer garbage", "Invalid token: Invalid token"),
            ("Bearer " + ada.refresh, "Invalid token type"),
        ]
        for (header, words) in cases {
            let reply = try harness.send("GET", "/v1/auth/me", authorization: header ?? "")
            let expected = header == nil ? "Invalid authorization header format" : words
            #expect(reply.status == 401 && reply.error == expected, "\(header ?? "none")")
            #expect(reply["email"] == nil)
        }
        let noHeader = try harness.send("GET", "/v1/auth/me")
        #expect(noHeader.status == 401 && noHeader.error == "No authorization header")
        #expect(try harness.send("GET", "/v1/auth/me", token: ada.access).string("email") == "ada@example.test")
        harness.advance(seconds: 15 * 60)
        let expired = try harness.send("GET", "/v1/auth/me", token: ada.access)
        #expect(expired.status == 401 && expired.error == "Invalid token: Token has expired")
    }

    @Test(
        "a refresh rotates; the spent token presented again is refused and ends its family, not other sessions",
        arguments: AccountsHarness.Store.allCases)
    func replayEndsTheFamily(store: AccountsHarness.Store) throws {
        let harness = try AccountsHarness(store)
        let ada = try harness.register("ada@example.test")
        let other = try harness.login("ada@example.test")
        let first = try harness.refresh(ada.refresh)
        #expect(first.status == 200)
        let rotated = first.string("refresh_token")
        #expect(!rotated.isEmpty && rotated != ada.refresh && !first.string("access_token").isEmpty)
        // The thief replays the spent token: refused, and the holder's new one ends with it.
        let replay = try harness.refresh(ada.refresh)
        #expect(replay.status == 401 && replay.error == "Invalid or expired refresh token")
        let afterReplay = try harness.refresh(rotated)
        #expect(afterReplay.status == 401 && afterReplay.error == "Invalid or expired refresh token")
        // Another sign-in is another family.
        #expect(try harness.refresh(other.string("refresh_token")).status == 200)
        #expect(try harness.refresh("garbage").status == 401)
        #expect(try harness.refresh(ada.access).error == "Invalid token type")
        let missing = try harness.send("POST", "/v1/auth/refresh-token", "{}")
        #expect(missing.status == 400 && missing.error == "Refresh token required")
    }

    @Test(
        "of 8 concurrent refreshes with one token exactly one succeeds, and the family is then ended",
        arguments: AccountsHarness.Store.allCases)
    func concurrentRefreshes(store: AccountsHarness.Store) throws {
        let harness = try AccountsHarness(store)
        let ada = try harness.register("ada@example.test")
        let replies = ConcurrentResults<(Int, String?)>()
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            let reply = try? harness.refresh(ada.refresh)
            replies.append((reply?.status ?? 0, reply?.problem))
        }
        #expect(
            replies.values.map(\.0).sorted() == [200, 401, 401, 401, 401, 401, 401, 401],
            "\(replies.values.compactMap(\.1))")
    }

    @Test(
        "an expired refresh token, and one of a deleted or disabled account, are refused",
        arguments: AccountsHarness.Store.allCases)
    func refusedRefreshes(store: AccountsHarness.Store) throws {
        let harness = try AccountsHarness(store)
        let ada = try harness.register("ada@example.test")
        let ben = try harness.register("ben@example.test")
        #expect(try harness.service.store.setActive(userID: ben.id, false, now: harness.nowSeconds * 1000))
        #expect(try harness.refresh(ben.refresh).status == 401)
        let inactive = try harness.send("GET", "/v1/auth/me", token: ben.access)
        #expect(inactive.status == 401 && inactive.error == "Account is inactive")
        #expect(try harness.login("ben@example.test").error == "Account is inactive")
        harness.advance(seconds: 30 * 24 * 3600)
        #expect(try harness.refresh(ada.refresh).status == 401)
    }

    @Test(
        "sign-out takes the refresh token itself, with an expired access token or none",
        arguments: AccountsHarness.Store.allCases)
    func signOut(store: AccountsHarness.Store) throws {
        let harness = try AccountsHarness(store)
        let ada = try harness.register("ada@example.test")
        harness.advance(seconds: 20 * 60)
        let out = try harness.send(
            "POST", "/v1/auth/logout", #"{"refresh_token": "\#(ada.refresh)"}"#, token: ada.access)
        #expect(out.status == 200 && out.message == "Logged out successfully")
        #expect(try harness.refresh(ada.refresh).status == 401)
        let bare = try harness.send("POST", "/v1/auth/logout", nil)
        #expect(bare.status == 401 && bare.error == "No authorization header")
        let fresh = try harness.login("ada@example.test")
        let withAccess = try harness.send("POST", "/v1/auth/logout", nil, token: fresh.string("access_token"))
        #expect(withAccess.status == 200)
    }

    @Test(
        "a password change ends every session and gives the client a new one; the old password fails",
        arguments: AccountsHarness.Store.allCases)
    func passwordChange(store: AccountsHarness.Store) throws {
        let harness = try AccountsHarness(store)
        let ada = try harness.register("ada@example.test")
        let phone = try harness.login("ada@example.test")
        let wrong = try harness.send(
            "POST", "/v1/auth/change-password", #"{"current_password": "nope nope", "new_password": "battery staple"}"#,
            token: ada.access)
        #expect(wrong.status == 403 && wrong.error == "Current password is incorrect")
        let same = try harness.send(
            "POST", "/v1/auth/change-password",
            #"{"current_password": "correct horse 1", "new_password": "correct horse 1"}"#, token: ada.access)
        #expect(same.status == 400 && same.error == "New password must be different from current password")
        let changed = try harness.send(
            "POST", "/v1/auth/change-password",
            #"{"current_password": "correct horse 1", "new_password": "battery staple"}"#, token: ada.access)
        #expect(changed.status == 200 && changed.message == "Password changed successfully")
        #expect(try harness.refresh(ada.refresh).status == 401)
        #expect(try harness.refresh(phone.string("refresh_token")).status == 401)
        #expect(try harness.refresh(changed.string("refresh_token")).status == 200)
        #expect(try harness.login("ada@example.test").status == 401)
        #expect(try harness.login("ada@example.test", "battery staple").status == 200)
    }

    @Test(
        "a reset link is single-use, lasts an hour, spends the earlier ones, and ends every session",
        arguments: AccountsHarness.Store.allCases)
    func resetLinks(store: AccountsHarness.Store) throws {
        let harness = try AccountsHarness(store)
        let ada = try harness.register("ada@example.test")
        #expect(try harness.service.makeResetToken(email: "nobody@example.test") == nil)
        let first = try #require(try harness.service.makeResetToken(email: "ADA@example.test"))
        let second = try #require(try harness.service.makeResetToken(email: "ada@example.test"))
        func reset(_ token: String, _ password: String) throws -> AccountsHarness.Reply {
            try harness.send("POST", "/v1/auth/reset-password", #"{"token": "\#(token)", "password": "\#(password)"}"#)
        }
        let spent = try reset(first, "battery staple")
        #expect(spent.status == 401 && spent.error == "Invalid or expired token")
        #expect(try reset(second, "short").error == "Password must be at least 8 characters")
        let done = try reset(second, "battery staple")
        #expect(done.status == 200 && done.message == "Password reset successfully")
        #expect(try reset(second, "other staple").status == 401)
        #expect(try harness.refresh(ada.refresh).status == 401)
        #expect(try harness.login("ada@example.test", "battery staple").status == 200)
        let late = try #require(try harness.service.makeResetToken(email: "ada@example.test"))
        harness.advance(seconds: 3600)
        #expect(try reset(late, "third staple!").status == 401)
        let forgot = try harness.send("POST", "/v1/auth/forgot-password", #"{"email": "nobody@example.test"}"#)
        #expect(forgot.status == 200 && forgot.message == "If that email exists, a reset link has been sent")
    }

    @Test(
        "Google and Apple sign-in answer as the upstream's does when neither is configured",
        arguments: AccountsHarness.Store.allCases)
    func thirdParty(store: AccountsHarness.Store) throws {
        let harness = try AccountsHarness(store)
        let cases: [(String, String, Int, String)] = [
            ("/v1/auth/google", "{}", 400, "ID token required"),
            ("/v1/auth/google", #"{"id_token": "eyJ.x.y"}"#, 500, "Google authentication not configured"),
            ("/v1/auth/apple", "{}", 400, "identity_token required"),
            (
                "/v1/auth/apple", #"{"identity_token": "eyJ.x.y", "email": "ada@example.test"}"#, 500,
                "Apple authentication not configured"
            ),
        ]
        for (path, body, status, words) in cases {
            let reply = try harness.send("POST", path, body)
            #expect(reply.status == status && reply.error == words, "\(path) \(body)")
        }
        #expect(try harness.service.store.users().isEmpty)
    }

    @Test(
        "deleting the account ends its tokens and takes its repertoires and favourites",
        arguments: AccountsHarness.Store.allCases)
    func deletion(store: AccountsHarness.Store) throws {
        let harness = try AccountsHarness(store)
        let ada = try harness.register("ada@example.test")
        let ben = try harness.register("ben@example.test")
        let recording = "/v1/recordings/bd8d15bd-26a1-8792-ac32-4d9afe1dbf6b"
        #expect(try harness.send("POST", recording + "/favorite", token: ada.access).status == 201)
        #expect(try harness.send("POST", recording + "/favorite", token: ben.access)["favorite_count"] as? Int == 2)
        #expect(try harness.send("POST", "/v1/repertoires/", #"{"name": "Gig"}"#, token: ada.access).status == 201)
        #expect(try harness.send("DELETE", "/v1/auth/delete-account").status == 401)
        let deleted = try harness.send("DELETE", "/v1/auth/delete-account", token: ada.access)
        #expect(deleted.status == 200 && deleted.message == "Account deleted successfully")
        #expect(try harness.send("GET", "/v1/auth/me", token: ada.access).error == "User not found")
        #expect(try harness.refresh(ada.refresh).status == 401)
        #expect(try harness.send("GET", recording + "/favorites")["favorite_count"] as? Int == 1)
        #expect(try harness.service.store.repertoires(userID: ada.id).isEmpty)
    }
}

/// Values appended from many threads.
final class ConcurrentResults<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [Value] = []

    func append(_ value: Value) {
        lock.lock()
        stored.append(value)
        lock.unlock()
    }

    var values: [Value] {
        lock.lock()
        defer { lock.unlock() }
        return stored
    }
}
