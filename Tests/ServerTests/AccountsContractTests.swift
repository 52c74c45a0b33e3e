import CatalogTestSupport
import Foundation
import TestFixtures
import TestThreads
import Testing

/// Our server on the demo catalog, sent the session of account requests the upstream's own
/// backend was recorded answering (`Tests/Fixtures/UpstreamAccounts`), in order, each with the
/// tokens and ids our earlier answers gave in place of the upstream's: the same status, every
/// key of the upstream's body with the same JSON type, the same `error` and `message` words,
/// and the same rate-limit headers. Where we answer otherwise on purpose, the difference is
/// stated here and checked as stated.
@Suite("serve's accounts stand in for the upstream's", .serialized, .testThreads)
struct AccountsContractTests {
    /// A recorded request: its head and body as sent, and what the upstream answered.
    struct Recorded: Decodable {
        let n: Int
        let name: String
        let status: Int
        let responseHeaders: [[String]]
        let responseIsJSON: Bool
        let files: [String]

        enum CodingKeys: String, CodingKey {
            case n, name, status, files
            case responseHeaders = "response_headers"
            case responseIsJSON = "response_is_json"
        }
    }

    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/UpstreamAccounts")

    static let recorded: [Recorded] = {
        struct Index: Decodable { let requests: [Recorded] }
        let data = try! Data(contentsOf: directory.appendingPathComponent("index.json"))
        return try! JSONDecoder().decode(Index.self, from: data).requests
    }()

    /// Our answers that differ from the upstream's on purpose: the status we give, the
    /// `error` we give (nil: the upstream's), and why.
    static let ours: [String: (status: Int, error: String?, why: String)] = [
        "repertoire_add_malformed_song": (404, "Song not found", "a malformed id is no song's; never a 500"),
        "favorite_add_malformed": (404, "Recording not found", "a malformed id is no recording's; never a 500"),
        "change_password_wrong_current": (403, nil, "a 401 signs the upstream's apps out of a good session"),
    ]

    /// Key paths the upstream's answer has and ours leaves out on purpose: `favorited_by`
    /// names nobody but the user asking.
    static let unshown: Set = ["favorited_by[]", "favorited_by[].id", "favorited_by[].display_name"]

    @Test("every recorded account request: status, keys, types, words and rate-limit headers")
    func session() throws {
        let folder = NSTemporaryDirectory() + "accounts-contract-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let serve = try RunningServe(
            threads: 2, arguments: ["--accounts", folder + "/accounts.sqlite", "--trust-forwarded-for"])
        defer { serve.stop() }
        var ours: [String: String] = [:]
        var differences: [String] = []
        #expect(Self.recorded.count == 87)
        for entry in Self.recorded {
            var (method, target, headers, body) = try Self.request(entry, substituting: ours)
            // The upstream's limiter was off but for the last requests, which name their
            // addresses: each earlier one comes from an address of its own.
            if !headers.contains(where: { $0.hasPrefix("X-Forwarded-For:") }) {
                headers.append("X-Forwarded-For: 198.51.100.\(entry.n)")
            }
            let response = try RawHTTPConnection.request(
                port: serve.port, target, method: method, headers: headers, body: body)
            let expected = Self.ours[entry.name]
            if response.status != (expected?.status ?? entry.status) {
                differences.append(
                    "\(entry.n) \(entry.name): status \(response.status), expected \(expected?.status ?? entry.status)")
                continue
            }
            guard let served = try? JSONSerialization.jsonObject(with: response.body, options: .fragmentsAllowed) else {
                differences.append("\(entry.n) \(entry.name): our body is not JSON")
                continue
            }
            if response.status >= 400, (served as? [String: Any])?["error"] as? String == nil {
                differences.append("\(entry.n) \(entry.name): no error in our body")
            }
            guard entry.responseIsJSON else { continue }
            let upstreamBody = try Data(contentsOf: Self.directory.appendingPathComponent(entry.files[1]))
            let upstream = try JSONSerialization.jsonObject(with: upstreamBody, options: .fragmentsAllowed)
            Self.learn(upstream, served, into: &ours)
            let theirShape = try JSONShape.of(upstreamBody)
            let ourShape = try JSONShape.of(response.body)
            for (path, types) in theirShape where !Self.unshown.contains(path) {
                guard let mine = ourShape[path] else {
                    differences.append("\(entry.n) \(entry.name): no \(path.isEmpty ? "body" : path)")
                    continue
                }
                let theirs = types.subtracting(["null"])
                if !theirs.isEmpty, !mine.subtracting(["null"]).isEmpty, theirs != mine.subtracting(["null"]) {
                    differences.append(
                        "\(entry.n) \(entry.name): \(path) is \(mine.sorted()), upstream \(theirs.sorted())")
                }
            }
            for word in ["error", "message"] {
                let theirs = (upstream as? [String: Any])?[word] as? String
                let mine = (served as? [String: Any])?[word] as? String
                let wanted = word == "error" ? (expected?.error ?? theirs) : theirs
                if wanted != mine {
                    differences.append(
                        "\(entry.n) \(entry.name): \(word) “\(mine ?? "none")”, expected “\(wanted ?? "none")”")
                }
            }
            for name in ["X-RateLimit-Limit", "X-RateLimit-Remaining"] {
                let theirs = entry.responseHeaders.first { $0[0] == name }?[1]
                if let theirs, response.header(name) != theirs {
                    differences.append(
                        "\(entry.n) \(entry.name): \(name) \(response.header(name) ?? "none"), upstream \(theirs)")
                }
            }
        }
        #expect(differences.isEmpty, "\(differences.joined(separator: "\n"))")

        // What clients sent reaches the log only as targets, made safe: no token, no
        // password, no control character.
        _ = try RawHTTPConnection.request(port: serve.port, "/v1/repertoires/%1B%5B31m%07", method: "DELETE")
        let log = serve.run.errorSoFar
        #expect(log.contains("DELETE /v1/repertoires/"))
        #expect(!log.unicodeScalars.contains { $0.properties.generalCategory == .control && $0 != "\n" })
        for secret in ["correct horse 1", "battery staple 2"] + ours.values.filter({ $0.count > 100 }) {
            #expect(!log.contains(secret))
        }
    }

    @Test("a body over 64 KB, stated or chunked, is read to its end and refused with a 413 in JSON")
    func oversizedBodies() throws {
        let folder = NSTemporaryDirectory() + "accounts-oversized-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let serve = try RunningServe(threads: 1, arguments: ["--accounts", folder + "/accounts.sqlite"])
        defer { serve.stop() }
        let big = #"{"email": "a@b.c", "password": ""# + String(repeating: "x", count: 70_000) + #""}"#
        let stated = try RawHTTPConnection.request(
            port: serve.port, "/v1/auth/login", method: "POST", headers: ["Content-Type: application/json"], body: big)
        #expect(stated.status == 413)
        #expect(String(decoding: stated.body, as: UTF8.self).contains(#""error":"Request body too large""#))
        let chunked = try RawHTTPConnection(port: serve.port)
        var request = "POST /v1/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
        request += "Transfer-Encoding: chunked\r\n\r\n"
        for _ in 0..<20 { request += "1000\r\n" + String(repeating: "y", count: 4096) + "\r\n" }
        chunked.send(request + "0\r\n\r\n")
        let refused = try chunked.readResponse()
        #expect(refused.status == 413)
        let small = try AccountClient(port: serve.port).send(
            "POST", "/v1/auth/login", ["email": "a@b.c", "password": "12345678"])
        #expect(small.status == 401 && small.error == "Invalid credentials")
    }

    /// The request as recorded, with every token and id the upstream gave replaced by ours.
    static func request(_ entry: Recorded, substituting ours: [String: String]) throws
        -> (method: String, target: String, headers: [String], body: String?)
    {
        var text = try String(contentsOf: directory.appendingPathComponent(entry.files[0]), encoding: .utf8)
        for (theirs, mine) in ours.sorted(by: { $0.key.count > $1.key.count }) {
            text = text.replacingOccurrences(of: theirs, with: mine)
        }
        let parts = text.components(separatedBy: "\r\n\r\n")
        let lines = parts[0].components(separatedBy: "\r\n")
        let requestLine = lines[0].split(separator: " ")
        let headers = lines.dropFirst().filter {
            !$0.lowercased().hasPrefix("host:") && !$0.lowercased().hasPrefix("content-length:")
        }
        let body = parts.dropFirst().joined(separator: "\r\n\r\n")
        return (String(requestLine[0]), String(requestLine[1]), Array(headers), body.isEmpty ? nil : body)
    }

    /// Learns which of our tokens and ids stand for the upstream's, walking both answers
    /// side by side: a list's rows are paired by position.
    static func learn(_ upstream: Any, _ served: Any, into ours: inout [String: String]) {
        if let theirs = upstream as? [String: Any], let mine = served as? [String: Any] {
            for (key, value) in theirs {
                if ["access_token", "refresh_token", "id", "user_id"].contains(key), let theirText = value as? String,
                    let myText = mine[key] as? String, theirText != myText, ours[theirText] == nil
                {
                    ours[theirText] = myText
                } else if let other = mine[key] {
                    learn(value, other, into: &ours)
                }
            }
        } else if let theirs = upstream as? [Any], let mine = served as? [Any] {
            for (theirRow, myRow) in zip(theirs, mine) { learn(theirRow, myRow, into: &ours) }
        }
    }
}
