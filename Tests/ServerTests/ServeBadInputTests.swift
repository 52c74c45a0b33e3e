import ApplicationTestSupport
import Catalog
import CatalogTestSupport
import Foundation
import Server
import TestFixtures
import TestThreads
import Testing

/// Bad requests, each with its exact status and its exact JSON body: nothing a client sends
/// can make the server answer with an exception's text, a path or SQL.
@Suite("serve: bad input gets the exact status and body", .testThreads)
struct ServeBadInputTests {
    private let server: ServerHarness

    init() throws { server = try ServerHarness.shared() }

    private func expect(
        _ response: RawHTTPConnection.Response, _ status: Int, _ body: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(response.status == status, sourceLocation: sourceLocation)
        #expect(response.text == body, sourceLocation: sourceLocation)
        #expect(response.header("Content-Type") == "application/json", sourceLocation: sourceLocation)
        #expect(response.header("Cache-Control") == "no-store", sourceLocation: sourceLocation)
    }

    private static let unknown = "00000000-0000-4000-8000-000000000000"

    @Test("a target of thousands of parameters within the limit is answered, and leaves nothing in flight")
    func manyParameters() throws {
        let own = try ServerHarness()
        let named = (0..<950).map { "a\($0)=1" }.joined(separator: "&")
        let response = try own.get("/v1/songs/index?" + named)
        #expect(response.status == 200)
        #expect(try JSONSerialization.jsonObject(with: response.body) is [Any])
        let bare = Array(repeating: "a", count: 4_000).joined(separator: "&")
        expect(
            try own.get("/v1/songs/index?" + bare), 400,
            #"{"detail":"The parameter 'a' is given twice.","error":"Invalid query string"}"#)
        #expect(try own.get("/v1/songs/index?" + String(repeating: "a&", count: 4_200)).status == 414)
        let deadline = Date().addingTimeInterval(120)
        while own.server.requestsInFlight > 0 && Date() < deadline { usleep(10_000) }
        #expect(own.server.requestsInFlight == 0)
        #expect(own.server.stop() == 0, "a stop waits for nothing")
    }

    @Test func batchRefusesEachUpstreamBadCase() throws {
        expect(
            try server.get("/v1/recordings/batch"), 400,
            #"{"detail":"The ids parameter is missing: give 1 to 100 recording ids separated by commas.","error":"Query string must include a non-empty \"ids\" parameter (comma-separated UUIDs)."}"#
        )
        let none =
            #"{"detail":"No IDs given: a batch needs 1 to 100.","error":"Query string must include a non-empty \"ids\" parameter (comma-separated UUIDs)."}"#
        expect(try server.get("/v1/recordings/batch?ids="), 400, none)
        let separators =
            #"{"detail":"No IDs given: a batch needs 1 to 100.","error":"Query string must include a non-empty \"ids\" parameter."}"#
        expect(try server.get("/v1/recordings/batch?ids=,,"), 400, separators)
        expect(try server.get("/v1/recordings/batch?ids=,+,%20,"), 400, separators)
        expect(
            try server.get("/v1/recordings/batch?ids=\(Self.unknown),not-a-uuid"), 400,
            #"{"detail":"Invalid UUID: 'not-a-uuid'","error":"Invalid UUID: 'not-a-uuid'"}"#)
        let tooMany = (0..<101).map { String(format: "00000000-0000-4000-8000-%012d", $0) }
        expect(
            try server.get("/v1/recordings/batch?ids=" + tooMany.joined(separator: ",")), 400,
            #"{"detail":"Too many IDs: 101 > max 100.","error":"Too many IDs: 101 > max 100."}"#)
    }

    @Test func unknownIDsAreNotFound() throws {
        let id = Self.unknown
        let song = #"{"detail":"No song has the id \#(id).","error":"Song not found"}"#
        expect(try server.get("/v1/songs/\(id)/summary"), 404, song)
        let performer = #"{"detail":"No performer has the id \#(id).","error":"Performer not found"}"#
        expect(try server.get("/v1/performers/\(id)/summary"), 404, performer)
        expect(try server.get("/v1/performers/\(id)/recordings?sort=name"), 404, performer)
        let recording = #"{"detail":"No recording has the id \#(id).","error":"Recording not found"}"#
        expect(try server.get("/v1/recordings/\(id)"), 404, recording)
    }

    /// The upstream's app relies on these: an unknown song has no recordings, an unknown
    /// recording no releases, and an order it does not know is by year.
    @Test func unknownListsAreEmpty() throws {
        let id = Self.unknown
        let shell = try server.get("/v1/songs/\(id)/recordings/shell")
        #expect(shell.status == 200 && shell.text == #"{"recording_count":0,"recordings":[],"song_id":"\#(id)"}"#)
        let list = try server.get("/v1/songs/\(id)/recordings")
        #expect(list.status == 200 && list.text == #"{"recording_count":0,"recordings":[],"song_id":"\#(id)"}"#)
        let releases = try server.get("/v1/recordings/\(id)/releases")
        #expect(releases.status == 200 && releases.text == "[]")
        let song = try SharedDemoCatalog.songID("All of Me")
        let decade = try server.get("/v1/songs/\(song)/recordings/shell?sort=decade")
        let byYear = try server.get("/v1/songs/\(song)/recordings/shell")
        #expect(decade.status == 200 && decade.body == byYear.body)
    }

    @Test func malformedIDsAndParametersAreBadRequests() throws {
        expect(
            try server.get("/v1/songs/not-a-uuid/summary"), 400,
            #"{"detail":"Invalid UUID: 'not-a-uuid'","error":"Invalid UUID: 'not-a-uuid'"}"#)
        expect(
            try server.get("/v1/performers/%27%3B%20DROP/summary"), 400,
            #"{"detail":"Invalid UUID: ''; DROP'","error":"Invalid UUID: ''; DROP'"}"#)
        expect(
            try server.get("/v1/performers?limit=0"), 400,
            #"{"detail":"limit takes a whole number from 1, not '0'.","error":"Invalid limit"}"#)
        expect(
            try server.get("/v1/performers?offset=ten"), 400,
            #"{"detail":"offset takes a whole number from 0, not 'ten'.","error":"Invalid offset"}"#)
        expect(
            try server.get("/v1/songs/index?search=a&search=b"), 400,
            #"{"detail":"The parameter 'search' is given twice.","error":"Invalid query string"}"#)
    }

    @Test func unknownRoutesAreNotFound() throws {
        let body =
            #"{"detail":"No endpoint has this path; the catalog's endpoints are under /v1.","error":"Not found"}"#
        for target in ["/", "/v1", "/v1/songz", "/v1/songs/index/", "/v2/songs/index", "/v1//songs/index", "/admin"] {
            expect(try server.get(target), 404, body)
        }
    }

    @Test func otherMethodsAreNotAllowed() throws {
        let post = try RawHTTPConnection.request(port: server.port, "/v1/songs/index", method: "POST", body: "{}")
        expect(post, 405, #"{"detail":"This path answers GET and HEAD, not POST.","error":"Method not allowed"}"#)
        #expect(post.header("Allow") == "GET, HEAD")
        let delete = try RawHTTPConnection.request(port: server.port, "/health", method: "DELETE")
        expect(delete, 405, #"{"detail":"This path answers GET and HEAD, not DELETE.","error":"Method not allowed"}"#)
        #expect(delete.header("Allow") == "GET, HEAD")
        // An unknown path is unknown whatever the method.
        let unknown = try RawHTTPConnection.request(port: server.port, "/v1/nothing", method: "PUT", body: "x")
        #expect(unknown.status == 404)
    }

    @Test func aBodyOnAGetIsRefused() throws {
        let response = try RawHTTPConnection.request(port: server.port, "/health", body: "hello")
        expect(
            response, 413,
            #"{"detail":"A GET or HEAD request carries no body.","error":"Request body not accepted"}"#)
    }

    @Test func dotSegmentsAreRefusedNotResolved() throws {
        let body = #"{"detail":"Paths may not contain '.' or '..' segments.","error":"Invalid path"}"#
        for target in ["/v1/../health", "/v1/songs/../../health", "/v1/%2e%2e/health", "/v1/songs/./index", "/.."] {
            expect(try server.get(target), 400, body)
        }
    }

    @Test func invalidPercentEncodingAndUTF8AreRefused() throws {
        let escape = "A '%' must be followed by two hexadecimal digits (such as %20)."
        expect(try server.get("/v1/songs/%zz/summary"), 400, #"{"detail":"\#(escape)","error":"Invalid path"}"#)
        expect(
            try server.get("/v1/songs/index?search=%4"), 400, #"{"detail":"\#(escape)","error":"Invalid query string"}"#
        )
        let utf8 = "The percent-decoded text is not valid UTF-8."
        expect(try server.get("/v1/songs/%C3%28/summary"), 400, #"{"detail":"\#(utf8)","error":"Invalid path"}"#)
        expect(
            try server.get("/v1/songs/index?search=%FF%FE"), 400,
            #"{"detail":"\#(utf8)","error":"Invalid query string"}"#)
        let raw = try RawHTTPConnection.request(
            port: server.port, Array("/v1/songs/index?search=caf".utf8) + [0xC3, 0xA9])
        expect(
            raw, 400,
            #"{"detail":"The request target may hold printable ASCII only; percent-encode other bytes.","error":"Invalid request target"}"#
        )
    }

    /// A NUL sent as is would end the target early in libmicrohttpd's C strings, and the rest
    /// would be answered as another request's target.
    @Test func aRawNULInTheTargetIsRefusedNotCutAt() throws {
        let song = try SharedDemoCatalog.songID("All of Me")
        let body =
            #"{"detail":"The request target holds a NUL byte; percent-encode it.","error":"Malformed request"}"#
        for target in ["/v1/songs/\(song)/summary", "/health"] {
            let cut = try RawHTTPConnection.request(
                port: server.port, Array(target.utf8) + [0x00] + Array("x?a=1".utf8))
            expect(cut, 400, body)
            #expect(cut.header("Connection") == "close")
        }
        // Percent-encoded, the same byte is the target's own: an id holding it is no id.
        #expect(try server.get("/v1/songs/\(song)%00x/summary").status == 400)
        #expect(try server.get("/v1/songs/\(song)/summary").status == 200)
    }

    /// The limit is 8 KB of target, answered 414 (URI Too Long) rather than 400: the request
    /// is well formed, only too long, and a client can tell to send fewer ids at once.
    @Test func aTenKilobyteQueryStringIsTooLong() throws {
        let target = "/v1/songs/index?search=" + String(repeating: "a", count: 10 * 1024)
        expect(
            try server.get(target), 414,
            #"{"detail":"The request target is \#(target.utf8.count) bytes; the limit is 8192.","error":"Request target too long"}"#
        )
    }

    @Test func headerFloodsAreRefused() throws {
        let fields = (0..<200).map { "X-Flood-\($0): " + String(repeating: "v", count: 10) }
        expect(
            try server.get("/health", headers: fields), 431,
            #"{"detail":"The request has 202 header fields in 4118 bytes; the limits are 100 fields and 16384 bytes.","error":"Request header fields too large"}"#
        )
        let large = ["X-Large: " + String(repeating: "v", count: 20_000)]
        expect(
            try server.get("/health", headers: large), 431,
            #"{"detail":"The request has 3 header fields in 20035 bytes; the limits are 100 fields and 16384 bytes.","error":"Request header fields too large"}"#
        )
    }

    /// Beyond the connection's 384 KB, libmicrohttpd refuses the request itself, before the
    /// server sees it, with its own status and short page, and closes the connection.
    @Test func requestsBeyondTheConnectionsMemoryAreRefusedByLibmicrohttpd() throws {
        let connection = try RawHTTPConnection(port: server.port)
        let fields = (0..<4000).map { "X-Flood-\($0): " + String(repeating: "v", count: 100) }
        connection.send("GET /health HTTP/1.1\r\nHost: x\r\n" + fields.joined(separator: "\r\n") + "\r\n\r\n")
        let response = try connection.readResponse()
        #expect(response.status == 431)
        #expect(connection.isClosedByServer())
        let long = try RawHTTPConnection(port: server.port)
        long.send(
            "GET /v1/songs/index?search=" + String(repeating: "a", count: 500_000) + " HTTP/1.1\r\nHost: x\r\n\r\n")
        #expect(try long.readResponse().status == 414)
        #expect(long.isClosedByServer())
    }

    @Test func anUnreadableCatalogIsUnavailableUntilItReturns() throws {
        let directory = NSTemporaryDirectory() + "approachnote-serve-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/catalog.sqlite"
        let harness = try ServerHarness(location: CatalogLocation(path: path))
        let unavailable =
            #"{"detail":"The catalog cannot be read right now; try again later.","error":"Catalog unavailable"}"#
        expect(try harness.get("/v1/songs/index"), 503, unavailable)
        expect(try harness.get("/health"), 503, unavailable)
        let line = try #require(harness.logLines(atLeast: 2).first { $0.hasPrefix("GET /v1/songs/index ") })
        #expect(line.hasPrefix("GET /v1/songs/index 503 \(unavailable.utf8.count) "))
        #expect(
            line.hasSuffix(
                "ms (No catalog at \(path). Create it with: approachnote catalog generate --catalog \(path))"))

        try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: SharedDemoCatalog.path)
        let health = try harness.get("/health")
        #expect(health.status == 200)
        #expect(health.text == #"{"status":"ok"}"#)
    }

    @Test("a catalog cut short while served: /health says unavailable, as the pages do, until it is whole again")
    func truncatedWhileServed() throws {
        let directory = NSTemporaryDirectory() + "approachnote-serve-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/catalog.sqlite"
        try FileManager.default.copyItem(atPath: SharedDemoCatalog.path, toPath: path)
        let original = try Data(contentsOf: URL(fileURLWithPath: path))
        let harness = try ServerHarness(location: CatalogLocation(path: path), threads: 1)
        #expect(try harness.get("/health").status == 200)
        #expect(truncate(path, 8192) == 0)
        let unavailable =
            #"{"detail":"The catalog cannot be read right now; try again later.","error":"Catalog unavailable"}"#
        expect(try harness.get("/health"), 503, unavailable)
        try original.write(to: URL(fileURLWithPath: path))
        expect(try harness.get("/health"), 200, #"{"status":"ok"}"#)
    }
}
