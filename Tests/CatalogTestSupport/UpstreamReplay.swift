import Foundation
import Synchronization
import TestFixtures

/// The upstream's own backend, replayed: a loopback server answering the requests recorded in
/// `Tests/Fixtures/UpstreamAPI` (the upstream's answers while it served the demo catalog) with
/// their exact statuses, headers and bytes. A batch of ids no recording asked for is answered
/// from the recorded batch corpus, which holds every recording of the scenario pages, as the
/// upstream answers it: the rows it knows, the others left out. Any other request is a 404.
package final class UpstreamReplay: Sendable {
    package struct Recorded: Decodable, Sendable {
        package let name: String
        package let method: String
        package let target: String
        package let status: Int
        package let headers: [String: String]
        let bodyFile: String

        enum CodingKeys: String, CodingKey {
            case name, method, target, status, headers
            case bodyFile = "body_file"
        }
    }

    /// Where the recorded answers are kept (gzipped, beside their `index.json`).
    package static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/UpstreamAPI")

    /// Every recorded request, in the order it was made.
    package static let recorded: [Recorded] = {
        let index = try! Data(contentsOf: directory.appendingPathComponent("index.json"))
        return try! JSONDecoder().decode([Recorded].self, from: index)
    }()

    /// A recorded answer's body, exactly as the upstream sent it.
    package static func body(of recorded: Recorded) throws -> Data {
        try Gzip.gunzip(Data(contentsOf: directory.appendingPathComponent(recorded.bodyFile + ".gz")))
    }

    /// A server answering every request with the answer recorded under `name` (its status,
    /// headers and bytes): the upstream's 429, say.
    package static func answeringEveryRequest(with name: String) throws -> TestHTTPServer {
        let answer = recorded(name)
        let headers = answer.headers.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
        let body = [UInt8](try body(of: answer))
        return try TestHTTPServer { _ in .answer(status: answer.status, headers: headers, body: body) }
    }

    /// The answer recorded under `name`.
    package static func recorded(_ name: String) -> Recorded { recorded.first { $0.name == name }! }

    /// The rows of the batch corpus by recording id, each exactly as the upstream wrote it.
    private static let corpus: [String: [UInt8]] = {
        var rows: [String: [UInt8]] = [:]
        for entry in recorded where entry.name.hasPrefix("batch_corpus_") {
            for row in try! JSONRows.elements(of: "recordings", in: [UInt8](body(of: entry))) {
                let object = try! JSONSerialization.jsonObject(with: Data(row)) as! [String: Any]
                rows[object["id"] as! String] = row
            }
        }
        return rows
    }()

    private let server: TestHTTPServer
    private let log = RequestLog()
    private let changes = Changes()

    /// What a test has changed of the recorded answers.
    private final class Changes: Sendable {
        /// Answers sent in place of the recorded ones, by the recorded request.
        let bodies = Mutex<[Request: [UInt8]]>([:])
        /// What each row of the batch corpus is made into before it is sent.
        let batchRow = Mutex<(@Sendable ([UInt8]) -> [UInt8])?>(nil)
    }

    /// From now on, the request recorded under `name` is answered with `body` (its recorded
    /// status and headers); nil answers it as recorded again.
    package func answer(_ name: String, with body: [UInt8]?) {
        guard let request = Request(Self.recorded(name).target) else { return }
        changes.bodies.withLock { $0[request] = body }
    }

    /// From now on, every row a batch sends is first changed by `change` (nil: as recorded).
    package func changeBatchRows(_ change: (@Sendable ([UInt8]) -> [UInt8])?) {
        changes.batchRow.withLock { $0 = change }
    }

    /// With `rateLimit`, after each `batches` batches answered the next `refused` get the
    /// recorded 429, with a Retry-After of `retryAfter` seconds, as the upstream's limiter
    /// answers. With `wholeSongsOnly`, the replay is a catalog of `wholeSongs` alone (see
    /// `WholeSongs`).
    package init(
        rateLimit: (batches: Int, refused: Int, retryAfter: Int)? = nil, wholeSongsOnly: Bool = false
    ) throws {
        let answers = Self.answers(changes, cut: wholeSongsOnly ? WholeSongs.answers : nil)
        let log = log
        let limiter = rateLimit.map { RateLimiter(batches: $0.batches, refused: $0.refused, retryAfter: $0.retryAfter) }
        server = try TestHTTPServer { target in
            log.targets.withLock { $0.append(target) }
            if let limiter, target.hasPrefix("/v1/recordings/batch"), let wait = limiter.refusal() {
                let limited = Self.recorded("batch_rate_limited")
                return .answer(
                    status: limited.status,
                    headers: [("content-type", "application/json"), ("retry-after", String(wait))],
                    body: [UInt8](try! Self.body(of: limited)))
            }
            return answers(target)
        }
    }

    /// The upstream's limiter, in small: so many batches a window, then so many refused. Its
    /// windows are counted in requests, not read on a clock, so that a slow machine is refused
    /// exactly as often as a fast one.
    private final class RateLimiter: Sendable {
        private let batches: Int
        private let refused: Int
        private let retryAfter: Int
        private let count = Mutex(0)

        init(batches: Int, refused: Int, retryAfter: Int) {
            self.batches = batches
            self.refused = refused
            self.retryAfter = retryAfter
        }

        /// Nil when the request may go through; else the seconds to wait.
        func refusal() -> Int? {
            count.withLock { count in
                count = count == batches + refused ? 1 : count + 1
                return count > batches ? retryAfter : nil
            }
        }
    }

    /// The base address to give `--server`.
    package var address: String { "http://127.0.0.1:\(server.port)" }

    /// Every request target asked for so far, in order.
    package var requests: [String] { log.targets.withLock { $0 } }

    private final class RequestLog: Sendable {
        let targets = Mutex<[String]>([])
    }

    package func stop() { server.stop() }

    /// The recorded answer of a request target: the recording of the same path and query
    /// (compared decoded, whatever the percent-encoding), else for a batch the corpus's rows.
    private static func answers(_ changes: Changes, cut: [Request: [UInt8]]?)
        -> @Sendable (String) -> TestHTTPServer.Behaviour
    {
        var byRequest: [Request: (status: Int, headers: [(String, String)], body: [UInt8])] = [:]
        for entry in recorded where entry.method == "GET" && entry.name != "batch_rate_limited" {
            guard let request = Request(entry.target), byRequest[request] == nil else { continue }
            byRequest[request] = (
                entry.status, entry.headers.sorted { $0.key < $1.key }.map { ($0.key, $0.value) },
                [UInt8](try! body(of: entry))
            )
        }
        let recordedAnswers = byRequest
        return { target in
            guard let request = Request(target) else { return notFound }
            if cut != nil, request.path == "/v1/recordings/count" { return notFound }
            if let body = cut?[request] {
                return .answer(status: 200, headers: [("content-type", "application/json")], body: body)
            }
            if let answer = recordedAnswers[request] {
                let body = changes.bodies.withLock { $0[request] } ?? answer.body
                return .answer(status: answer.status, headers: answer.headers, body: body)
            }
            if request.path == "/v1/recordings/batch", let ids = request.query["ids"] {
                return batch(
                    ids.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) },
                    changingRows: changes.batchRow.withLock { $0 })
            }
            return notFound
        }
    }

    private static func batch(_ ids: [String], changingRows change: (@Sendable ([UInt8]) -> [UInt8])?)
        -> TestHTTPServer.Behaviour
    {
        let rows = ids.compactMap { corpus[$0] }.map { change?($0) ?? $0 }
        var body = Array(#"{"recordings":["#.utf8)
        for (index, row) in rows.enumerated() {
            if index > 0 { body.append(UInt8(ascii: ",")) }
            body += row
        }
        body += Array("]}\n".utf8)
        return .answer(status: 200, headers: [("content-type", "application/json")], body: body)
    }

    /// The part of the recorded catalog a whole sync can read from these answers: the songs
    /// whose summary and shell were recorded and whose every recording the batch corpus holds,
    /// and the performers those recordings credit. Its indexes list those alone, and it does
    /// not count its recordings (the recorded count is the whole catalog's).
    package enum WholeSongs {
        /// The songs' ids, in the songs index's order.
        package static let ids: [String] = {
            let shells = Dictionary(
                uniqueKeysWithValues: recorded.filter { $0.name.hasPrefix("shell_year_") }.map {
                    (String($0.target.split(separator: "/")[2]), $0)
                })
            return songRows.compactMap { song, _ in
                guard let shell = shells[song],
                    recorded.contains(where: { $0.name == "song_summary_" + shell.name.dropFirst("shell_year_".count) }
                    ),
                    let rows = try? JSONRows.elements(of: "recordings", in: [UInt8](body(of: shell))),
                    rows.allSatisfy({ corpus[id(of: $0)] != nil })
                else { return nil }
                return song
            }
        }()

        /// Each song's recordings, in its recorded shell's order.
        package static let shells: [(song: String, recordings: [String])] = ids.map { song in
            let shell = recorded.first { $0.name.hasPrefix("shell_year_") && $0.target.contains("/\(song)/") }!
            return (song, try! JSONRows.elements(of: "recordings", in: [UInt8](body(of: shell))).map(id(of:)))
        }

        /// The recordings of the songs, each once.
        package static let recordings: [String] = {
            var seen = Set<String>()
            return shells.flatMap(\.recordings).filter { seen.insert($0).inserted }
        }()

        /// The performers the recordings credit.
        package static let performers: Set<String> = Set(
            recordings.flatMap { recording -> [String] in
                let row = try! JSONSerialization.jsonObject(with: Data(corpus[recording]!)) as! [String: Any]
                return (row["performers"] as? [[String: Any]] ?? []).compactMap { $0["id"] as? String }
            })

        /// The two indexes, cut to the songs and performers above, each row as recorded.
        fileprivate static let answers: [Request: [UInt8]] = {
            let songs = Set(ids)
            let performerRows = try! JSONRows.elements(ofArrayIn: [UInt8](body(of: recorded("performers_index"))))
            return [
                Request("/v1/songs/index")!: array(songRows.filter { songs.contains($0.id) }.map(\.row)),
                Request("/v1/performers/index")!: array(performerRows.filter { performers.contains(id(of: $0)) }),
            ]
        }()

        private static let songRows: [(id: String, row: [UInt8])] = {
            let rows = try! JSONRows.elements(ofArrayIn: [UInt8](body(of: recorded("songs_index"))))
            return rows.map { (id(of: $0), $0) }
        }()

        private static func id(of row: [UInt8]) -> String {
            (try! JSONSerialization.jsonObject(with: Data(row)) as! [String: Any])["id"] as! String
        }

        private static func array(_ rows: [[UInt8]]) -> [UInt8] {
            Array("[".utf8) + Array(rows.joined(separator: Array(",".utf8))) + Array("]".utf8)
        }
    }

    private static let notFound = TestHTTPServer.Behaviour.answer(
        status: 404, headers: [("content-type", "application/json")], body: Array(#"{"error":"Not found"}"#.utf8))

    /// A request as the server reads it: its path and its query's parameters, decoded.
    fileprivate struct Request: Hashable, Sendable {
        let path: String
        let query: [String: String]

        init?(_ target: String) {
            guard let components = URLComponents(string: target) else { return nil }
            path = components.path
            var query = Dictionary(
                (components.queryItems ?? []).map { ($0.name, $0.value ?? "") }, uniquingKeysWith: { first, _ in first }
            )
            // A shell's default order is by year: the upstream answers both alike.
            if path.hasSuffix("/recordings/shell"), query["sort"] == "year" { query["sort"] = nil }
            self.query = query
        }
    }
}

/// The elements of a JSON array, each as the bytes that spell it.
enum JSONRows {
    struct Malformed: Error {}

    /// The elements of the array that `key`'s first occurrence holds.
    static func elements(of key: String, in json: [UInt8]) throws -> [[UInt8]] {
        let marker = Array("\"\(key)\":".utf8)
        guard let index = json.indices.first(where: { json[$0...].starts(with: marker) }) else { throw Malformed() }
        return try elements(ofArrayAt: index + marker.count, in: json)
    }

    /// The elements of the array that `json` is.
    static func elements(ofArrayIn json: [UInt8]) throws -> [[UInt8]] { try elements(ofArrayAt: 0, in: json) }

    private static func elements(ofArrayAt start: Int, in json: [UInt8]) throws -> [[UInt8]] {
        var index = start
        while index < json.count, json[index] == UInt8(ascii: " ") { index += 1 }
        guard index < json.count, json[index] == UInt8(ascii: "[") else { throw Malformed() }
        var elements: [[UInt8]] = []
        var depth = 0
        var start = index + 1
        var inString = false
        var escaped = false
        for position in (index + 1)..<json.count {
            let byte = json[position]
            if inString {
                if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""): inString = true
            case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
            case UInt8(ascii: "}"): depth -= 1
            case UInt8(ascii: "]") where depth == 0:
                if position > start { elements.append(Array(json[start..<position])) }
                return elements
            case UInt8(ascii: "]"): depth -= 1
            case UInt8(ascii: ",") where depth == 0:
                elements.append(Array(json[start..<position]))
                start = position + 1
            default: break
            }
        }
        throw Malformed()
    }
}
