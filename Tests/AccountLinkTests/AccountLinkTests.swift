import AccountLink
import AccountTestSupport
import Foundation
import TestThreads
import Testing

/// The account client against scripted servers (the upstream's recorded answers among them):
/// sign-in kept in a file only its owner reads; a 401 refreshed once, by one caller at a time;
/// signed out only when the server refuses the refresh token, never for being offline.
@Suite("Account client", .testThreads)
struct AccountLinkTests {
    private let folder = NSTemporaryDirectory() + "account-link-" + UUID().uuidString
    private var path: String { folder + "/state/account.json" }

    private func link(_ transport: ScriptedTransport) -> AccountLink {
        AccountLink(server: "http://127.0.0.1:9", transport: transport, file: AccountFile(path: path))
    }

    /// Signed in with the upstream's own answer to a login.
    private func signedIn() throws -> (ScriptedTransport, AccountLink, AccountSession) {
        let transport = ScriptedTransport()
        transport.script("/v1/auth/login", try ScriptedTransport.upstream(200, "12_login"))
        let link = link(transport)
        let session = try link.login(email: "ada.030314@example.test", password: "correct horse 1")
        return (transport, link, session)
    }

    @Test("the upstream's answers to register and login make a session, kept with mode 0600 and read back the same")
    func upstreamAnswers() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let transport = ScriptedTransport()
        transport.script("/v1/auth/register", try ScriptedTransport.upstream(201, "01_register"))
        let registered = try link(transport).register(
            email: "ada.030314@example.test", password: "correct horse 1", displayName: "Ada Trial")
        #expect(registered.userID == "0fc11d59-8190-459c-8d0d-126cf4679478")
        #expect(registered.displayName == "Ada Trial" && registered.accessToken.hasPrefix("eyJ"))
        let mode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
        #expect(mode == 0o600)
        #expect(try link(transport).session() == registered)
        let sent = try #require(transport.calls(to: "/v1/auth/register").first)
        #expect(
            sent.body == [
                "email": "ada.030314@example.test", "password": "correct horse 1", "display_name": "Ada Trial",
            ])
        transport.script("/v1/auth/register", try ScriptedTransport.upstream(409, "02_register_duplicate"))
        #expect(throws: AccountLinkError.refused(status: 409, message: "Email already registered")) {
            try link(transport).register(
                email: "ada.030314@example.test", password: "correct horse 1", displayName: nil)
        }
        #expect(try link(transport).session() == registered)
    }

    @Test("a 401 is answered by one refresh with the upstream's refresh answer, and the call made again")
    func refreshOnce() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let (transport, link, session) = try signedIn()
        transport.script(
            "/v1/auth/me", ScriptedTransport.json(401, #"{"error":"Invalid token: Token has expired"}"#),
            try ScriptedTransport.upstream(200, "17_me"))
        transport.script("/v1/auth/refresh-token", try ScriptedTransport.upstream(200, "18_refresh_token"))
        let answer = try link.authorized(AccountCall("GET", "/v1/auth/me"))
        #expect(answer.status == 200)
        #expect(transport.calls(to: "/v1/auth/refresh-token").map(\.body) == [["refresh_token": session.refreshToken]])
        let renewed = try #require(try link.session())
        #expect(renewed.refreshToken != session.refreshToken)
        #expect(transport.calls(to: "/v1/auth/me").map(\.token) == [session.accessToken, renewed.accessToken])
    }

    @Test("offline, a 5xx, a 429 and a timeout keep the user signed in; only a refused refresh signs them out")
    func staysSignedIn() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let (transport, link, session) = try signedIn()
        transport.script("/v1/auth/me", ScriptedTransport.json(401, #"{"error":"Invalid token: Token has expired"}"#))
        let keeps: [(AccountReply, AccountLinkError)] = [
            (.unanswered(reason: "connection refused"), .offline(reason: "connection refused")),
            (ScriptedTransport.json(500, "<html>"), .offline(reason: "the server failed (500)")),
            (.answered(status: 503, body: [], retryAfter: "30"), .busy(seconds: 30)),
            (.answered(status: 429, body: [], retryAfter: nil), .busy(seconds: nil)),
        ]
        for (reply, error) in keeps {
            transport.script("/v1/auth/refresh-token", reply)
            #expect(throws: error) { try link.authorized(AccountCall("GET", "/v1/auth/me")) }
            #expect(try link.session() == session)
        }
        transport.script("/v1/auth/refresh-token", try ScriptedTransport.upstream(401, "19_refresh_token_reused_old"))
        #expect(throws: AccountLinkError.signedOut) { try link.authorized(AccountCall("GET", "/v1/auth/me")) }
        #expect(try link.session() == nil)
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    @Test("eight callers meeting a 401 at once make one refresh between them")
    func oneRefreshAtATime() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let (transport, link, session) = try signedIn()
        transport.script(
            "/v1/auth/refresh-token",
            ScriptedTransport.json(200, #"{"access_token":"renewed-access","refresh_token":"renewed-refresh"}"#))
        let fresh = ["access_token": "renewed-access"]
        // A stale token is refused, the renewed one taken.
        final class Server: AccountTransport, @unchecked Sendable {
            let inner: ScriptedTransport
            let good: String
            init(_ inner: ScriptedTransport, good: String) {
                self.inner = inner
                self.good = good
            }
            func send(_ call: AccountCall) -> AccountReply {
                if call.path == "/v1/auth/me" {
                    _ = inner.send(call)
                    return call.token == good
                        ? ScriptedTransport.json(200, #"{"id":"x","email":"e","display_name":null}"#)
                        : ScriptedTransport.json(401, #"{"error":"Invalid token: Token has expired"}"#)
                }
                return inner.send(call)
            }
        }
        let shared = AccountLink(
            server: link.server, transport: Server(transport, good: fresh["access_token"]!),
            file: AccountFile(path: path))
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            #expect((try? shared.authorized(AccountCall("GET", "/v1/auth/me")).status) == 200)
        }
        #expect(transport.calls(to: "/v1/auth/refresh-token").count == 1)
        #expect(try shared.session()?.accessToken == fresh["access_token"])
        #expect(session.accessToken != fresh["access_token"])
    }

    @Test(
        "sign-out tells the server the refresh token, then forgets the session; offline, it still forgets, and says so")
    func signOut() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let (transport, link, session) = try signedIn()
        transport.script("/v1/auth/logout", try ScriptedTransport.upstream(200, "70_logout"))
        #expect(try link.logout() == .ended)
        #expect(transport.calls(to: "/v1/auth/logout").first?.body == ["refresh_token": session.refreshToken])
        #expect(try link.session() == nil)
        #expect(throws: AccountLinkError.notSignedIn) { try link.logout() }
        let (offline, again, _) = try signedIn()
        offline.script("/v1/auth/logout", .unanswered(reason: "connection refused"))
        #expect(try again.logout() == .notTold(reason: "connection refused"))
        #expect(try again.session() == nil)
    }

    @Test("a session file others may read is refused and named, as ssh refuses a key; so is one that is not a session")
    func refusedFiles() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        _ = try signedIn()
        chmod(path, 0o644)
        do {
            _ = try AccountFile(path: path).load()
            Issue.record("a session others may read was taken")
        } catch {
            #expect(error.description.contains("\(path) cannot be used: others may read it (mode 644)"))
            #expect(error.description.contains("chmod 600 \(path)"))
        }
        chmod(path, 0o600)
        try Data("{\"server\": 1}".utf8).write(to: URL(fileURLWithPath: path))
        chmod(path, 0o600)
        #expect(throws: AccountLinkError.self) { try AccountFile(path: path).load() }
    }
}
