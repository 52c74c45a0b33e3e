import ApplicationTestSupport
import CZlib
import Catalog
import CatalogTestSupport
import Foundation
import Server
import TestFixtures
import TestThreads
import Testing

/// The HTTP layer around the catalog's answers: validators and 304, compression, HEAD,
/// keep-alive, and the log line each request leaves.
@Suite("serve: caching, compression, connections and the log", .testThreads)
struct ServeHTTPTests {
    private let server: ServerHarness
    private let summary: String

    init() throws {
        server = try ServerHarness.shared()
        summary = "/v1/songs/\(try SharedDemoCatalog.songID("All of Me"))/summary"
    }

    @Test func anETagAnswersIfNoneMatchWithNotModified() throws {
        let first = try server.get(summary)
        let tag = try #require(first.header("ETag"))
        #expect(first.header("Cache-Control") == "public, max-age=60")
        #expect(first.header("Vary") == "Accept-Encoding")
        #expect(try server.get(summary).header("ETag") == tag)

        for header in ["If-None-Match: \(tag)", "If-None-Match: \"other\", W/\(tag)", "If-None-Match: *"] {
            let again = try server.get(summary, headers: [header])
            #expect(again.status == 304, "\(header)")
            #expect(again.body.isEmpty)
            #expect(again.header("Content-Length") == String(first.body.count), "a 304 states the 200's length only")
            #expect(again.header("ETag") == tag)
            #expect(again.header("Cache-Control") == "public, max-age=60")
        }
        let changed = try server.get(summary, headers: ["If-None-Match: \"0000000000000000\""])
        #expect(changed.status == 200)
        #expect(changed.body == first.body)
        // Another route's answer has another tag.
        #expect(try server.get("/v1/songs/index").header("ETag") != tag)
    }

    @Test func gzipRoundTripsAndHasATagOfItsOwn() throws {
        let plain = try server.get(summary)
        let compressed = try server.get(summary, headers: ["Accept-Encoding: br, gzip"])
        #expect(compressed.status == 200)
        #expect(compressed.header("Content-Encoding") == "gzip")
        #expect(compressed.body.count < plain.body.count / 4)
        #expect(try Gzip.gunzip(compressed.body) == plain.body)
        let tag = try #require(compressed.header("ETag"))
        #expect(tag == String(try #require(plain.header("ETag")).dropLast()) + "-gzip\"")
        #expect(try server.get(summary, headers: ["Accept-Encoding: gzip", "If-None-Match: \(tag)"]).status == 304)
        // The plain representation's tag does not stand for the gzipped one.
        let plainTag = try #require(plain.header("ETag"))
        #expect(
            try server.get(summary, headers: ["Accept-Encoding: gzip", "If-None-Match: \(plainTag)"]).status == 200)
        #expect(try server.get(summary, headers: ["Accept-Encoding: gzip;q=0"]).header("Content-Encoding") == nil)
        // A small body is not worth compressing.
        let small = try server.get("/v1/songs/index?search=all+of+me", headers: ["Accept-Encoding: gzip"])
        #expect(small.header("Content-Encoding") == nil)
        #expect(small.body.count < 1024)
    }

    @Test func headSendsTheHeadersOnly() throws {
        let get = try server.get(summary)
        let head = try RawHTTPConnection.request(port: server.port, summary, method: "HEAD")
        #expect(head.status == 200)
        #expect(head.body.isEmpty)
        #expect(head.header("Content-Length") == String(get.body.count))
        #expect(head.header("ETag") == get.header("ETag"))
    }

    @Test func keepAliveServesManyRequestsOnOneConnection() throws {
        let connection = try RawHTTPConnection(port: server.port)
        for target in ["/health", summary, "/v1/nothing", "/health"] {
            connection.send("GET \(target) HTTP/1.1\r\nHost: x\r\n\r\n")
            let response = try connection.readResponse()
            #expect(response.status == (target == "/v1/nothing" ? 404 : 200))
            #expect(response.header("Connection") == nil)
        }
        connection.send("GET /health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
        #expect(try connection.readResponse().text == #"{"status":"ok"}"#)
        #expect(connection.isClosedByServer())
    }

    @Test func eachRequestLeavesOneLogLine() throws {
        let harness = try ServerHarness()
        _ = try harness.get("/health")
        #expect(harness.logLines(atLeast: 1).count == 1)
        let badQuery = try harness.get("/v1/songs/index?search=%FF")
        let rawBytes = try RawHTTPConnection.request(port: harness.port, Array("/v1/caf".utf8) + [0xC3, 0xA9, 0x7F])
        _ = try RawHTTPConnection.request(port: harness.port, "/health", method: "HEAD")
        let lines = harness.logLines(atLeast: 4)
        #expect(lines.count == 4)
        let expected = [
            "GET /health 200 15 ", "GET /v1/songs/index?search=%FF 400 \(badQuery.body.count) ",
            "GET /v1/caf%C3%A9%7F 400 \(rawBytes.body.count) ", "HEAD /health 200 0 ",
        ]
        for prefix in expected {
            let line = try #require(lines.first { $0.hasPrefix(prefix) }, "\(prefix)")
            let time = line.dropFirst(prefix.count)
            #expect(time.hasSuffix("ms") && Double(time.dropLast(2)) != nil, "\(line)")
        }
    }
}
