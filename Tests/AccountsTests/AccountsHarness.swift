import Accounts
import CatalogTestSupport
import Foundation
import Synchronization

/// An account service as a server runs it, without HTTP: its accounts in a file of their own
/// in a scratch folder, or in a fresh PostgreSQL database, a catalog of three songs and three
/// recordings, a clock only the test moves, and
/// the slowed answers' waits recorded instead of waited.
final class AccountsHarness: @unchecked Sendable {
    static let songs = [
        CatalogSongFacts(
            id: "c793763d-afdf-8875-9333-8b8a26b4fe2e", title: "All of Me", composer: "Gerald Marks, Seymour Simons",
            composedYear: 1931, structure: "AABA",
            externalReferences: ["wikipedia": "https://en.wikipedia.org/wiki/All_of_Me"],
            alternateTitles: []),
        CatalogSongFacts(
            id: "41b21f24-78c7-8889-ade9-a8aefb52cdb8", title: "Summertime", composer: "George Gershwin",
            composedYear: 1935, structure: nil, externalReferences: nil, alternateTitles: []),
        CatalogSongFacts(
            id: "11111111-2222-4333-8444-555555555555", title: "’Round Midnight", composer: "Thelonious Monk",
            composedYear: 1944, structure: nil, externalReferences: nil, alternateTitles: ["Round About Midnight"]),
    ]
    static let recordings = [
        "bd8d15bd-26a1-8792-ac32-4d9afe1dbf6b": CatalogRecordingFacts(
            songTitle: "All of Me", albumTitle: "Waller Plays Standards", recordingYear: 1932, albumArtSmall: nil),
        "b476f7bd-215d-850e-b548-6b9b0361f1ef": CatalogRecordingFacts(
            songTitle: "All of Me", albumTitle: nil, recordingYear: nil, albumArtSmall: nil),
        "22222222-3333-4444-8555-666666666666": CatalogRecordingFacts(
            songTitle: "Summertime", albumTitle: "Blue", recordingYear: 1958, albumArtSmall: nil),
    ]

    struct Catalog: AccountCatalog {
        func songs(ids: [String]) throws -> [String: CatalogSongFacts] {
            Dictionary(uniqueKeysWithValues: AccountsHarness.songs.filter { ids.contains($0.id) }.map { ($0.id, $0) })
        }

        func recordings(ids: [String]) throws -> [String: CatalogRecordingFacts] {
            AccountsHarness.recordings.filter { ids.contains($0.key) }
        }

        /// As long as a server's catalog answers last.
        var answersLast: Int { 60 }
    }

    let folder: String
    let service: AccountService
    let hashing: HashingPool
    /// The test's clock (milliseconds) and the waits asked, shared with the service's closures.
    private final class Moments: Sendable {
        let milliseconds = Mutex(1_800_000_000_000)
        let pauses = Mutex<[Int]>([])
    }

    private let moments = Moments()

    /// Where the accounts live.
    enum Store: String, CaseIterable, Sendable {
        case sqlite, postgres
    }

    /// A service on accounts kept in `kind`, with `policy` (no rate limits unless it has
    /// some) and `key`.
    init(
        _ kind: Store = .sqlite, policy: AccountPolicy = AccountsHarness.unlimited, key: [UInt8] = AccountsHarness.key,
        hashing: HashingPool = HashingPool(width: 2)
    ) throws {
        folder = NSTemporaryDirectory() + "accounts-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        self.hashing = hashing
        let moments = moments
        service = try AccountService(
            store: kind == .sqlite
                ? AccountStore(file: folder + "/accounts.sqlite")
                : AccountStore(database: PostgresServer.freshDatabase()),
            signingKey: key, catalog: Catalog(),
            policy: policy, hashing: hashing, clock: { moments.milliseconds.withLock { $0 } },
            pause: { milliseconds in moments.pauses.withLock { $0.append(milliseconds) } })
    }

    deinit { try? FileManager.default.removeItem(atPath: folder) }

    static let key = [UInt8](repeating: 7, count: 32)

    /// The default policy without the upstream's rate limits, as its own tests run, and with
    /// the least hashing cost: these tests are of what is around the hash (`PasswordHashTests`
    /// and the server's tests use the stated cost).
    static var unlimited: AccountPolicy {
        var policy = AccountPolicy()
        policy.rateLimits = nil
        policy.passwordCost = .least
        return policy
    }

    func advance(seconds: Int) { moments.milliseconds.withLock { $0 += seconds * 1000 } }
    var nowSeconds: Int { moments.milliseconds.withLock { $0 } / 1000 }
    /// The waits the slowed answers asked for so far, in milliseconds.
    var pausesSoFar: [Int] { moments.pauses.withLock { $0 } }

    /// An answer as a client reads it: the status and the JSON.
    struct Reply {
        let status: Int
        let json: Any
        let headers: [String: String]
        var problem: String? = nil

        subscript(key: String) -> Any? { (json as? [String: Any])?[key] }
        var error: String? { self["error"] as? String }
        var message: String? { self["message"] as? String }
        var list: [[String: Any]] { json as? [[String: Any]] ?? [] }
        func string(_ key: String) -> String { self[key] as? String ?? "" }
    }

    /// Sends `method path` with `body` (JSON text) and the bearer `token`.
    @discardableResult
    func send(
        _ method: String, _ path: String, _ body: String? = nil, token: String? = nil,
        contentType: String? = "application/json",
        from address: String = "192.0.2.1", authorization: String? = nil
    ) throws -> Reply {
        let parts = path.split(separator: "?", maxSplits: 1)
        let segments = parts[0].split(separator: "/", omittingEmptySubsequences: false).dropFirst().map(String.init)
        let search = parts.count > 1 ? String(parts[1].dropFirst("search=".count)).removingPercentEncoding : nil
        let answer = service.answer(
            AccountRequest(
                method: method, segments: segments, search: search,
                authorization: authorization ?? token.map { "Bearer " + $0 },
                contentType: body == nil ? nil : contentType,
                body: Array((body ?? "").utf8), clientAddress: address))
        let data = Data(answer.body)
        return Reply(
            status: answer.status, json: try JSONSerialization.jsonObject(with: data, options: .fragmentsAllowed),
            headers: Dictionary(answer.headers.map { ($0.name, $0.value) }, uniquingKeysWith: { $1 }),
            problem: answer.problem)
    }

    /// Registers `email` and returns its tokens and id.
    func register(_ email: String, password: String = "correct horse 1", name: String? = nil) throws -> (
        access: String, refresh: String, id: String
    ) {
        let nameField = name.map { #", "display_name": "\#($0)""# } ?? ""
        let reply = try send(
            "POST", "/v1/auth/register", #"{"email": "\#(email)", "password": "\#(password)"\#(nameField)}"#)
        precondition(reply.status == 201, "register \(email): \(reply.status) \(reply.json)")
        let user = reply["user"] as! [String: Any]
        return (reply.string("access_token"), reply.string("refresh_token"), user["id"] as! String)
    }

    func login(_ email: String, _ password: String = "correct horse 1", from address: String = "192.0.2.1") throws
        -> Reply
    {
        try send("POST", "/v1/auth/login", #"{"email": "\#(email)", "password": "\#(password)"}"#, from: address)
    }

    func refresh(_ token: String) throws -> Reply {
        try send("POST", "/v1/auth/refresh-token", #"{"refresh_token": "\#(token)"}"#)
    }
}
