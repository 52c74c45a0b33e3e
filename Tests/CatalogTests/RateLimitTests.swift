import CatalogTestSupport
import Foundation
import TestFixtures
import TestThreads
import Testing

@testable import Catalog

/// A server that limits how often it is asked: the upstream's recorded 429.
@Suite("Rate limits", .testThreads)
struct RateLimitTests {
    @Test("the upstream's 429 is a transient failure that asks to wait its Retry-After, 59 s")
    func recorded429() throws {
        let server = try UpstreamReplay.answeringEveryRequest(with: "batch_rate_limited")
        defer { server.stop() }
        let catalog = try HTTPCatalog(address: "http://127.0.0.1:\(server.port)")
        #expect(throws: HTTPCatalogError.rateLimited(server: catalog.server, retryAfter: 59, limit: 2)) {
            try catalog.hydrate(ids: ["9af17fbd-130a-838d-899d-1b9aea8bc100"])
        }
        let error = HTTPCatalogError.rateLimited(server: catalog.server, retryAfter: 59)
        #expect(error.isTransient && error.retryAfter == 59)
        #expect(
            error.description == "Busy: the server at \(catalog.server) is being asked too often and asks to wait 59 s."
        )
    }

    @Test("the limit a 429 announces, in requests a second; none from a body that names none")
    func announcedLimits() {
        let cases: [(String, Double?)] = [
            (#"{"limit": "120 per 1 minute"}"#, 2), (#"{"limit": "10 per second"}"#, 10),
            (#"{"limit": "3600/hour"}"#, 1), (#"{"limit": "30 per 2 seconds"}"#, 15),
            (#"{"limit": "86400 per day; 10 per second"}"#, 1), (#"{"limit": "0 per minute"}"#, nil),
            (#"{"limit": "many"}"#, nil), (#"{"error": "slow down"}"#, nil), ("slow down", nil),
        ]
        for (body, expected) in cases {
            #expect(AnnouncedLimit.requestsPerSecond(in: Data(body.utf8)) == expected, "\(body)")
        }
    }

    @Test("a 503 is transient and asks to wait its Retry-After when it has one; its reason is kept")
    func unavailableWithRetryAfter() throws {
        let body = Array(#"{"error": "Catalog unavailable", "detail": "Down for maintenance."}"#.utf8)
        let server = try TestHTTPServer { target in
            .answer(
                status: 503,
                headers: target.contains("batch") ? [("Retry-After", "7")] : [], body: body)
        }
        defer { server.stop() }
        let catalog = try HTTPCatalog(address: "http://127.0.0.1:\(server.port)")
        let id = "9af17fbd-130a-838d-899d-1b9aea8bc100"
        do {
            _ = try catalog.hydrate(ids: [id])
            Issue.record("a 503 is a failure")
        } catch let error as HTTPCatalogError {
            #expect(error.isTransient && error.retryAfter == 7)
            #expect(
                error.description
                    == "The server answered 503 for \(catalog.server)/v1/recordings/batch?ids=\(id) and asks to wait 7 s: "
                    + "Down for maintenance.")
        }
        do {
            _ = try catalog.songSummary(id: id)
            Issue.record("a 503 is a failure")
        } catch let error as HTTPCatalogError {
            #expect(error.isTransient && error.retryAfter == nil)
            #expect(
                error.description
                    == "The server answered 503 for \(catalog.server)/v1/songs/\(id)/summary: "
                    + "Down for maintenance.")
        }
    }

    @Test("Retry-After in seconds or as an HTTP date; never more than an hour; nonsense is no wait")
    func retryAfterField() {
        let now = Date(timeIntervalSince1970: 1_796_155_000)
        #expect(HTTPCatalog.seconds(untilRetry: "59", now: now) == 59)
        #expect(HTTPCatalog.seconds(untilRetry: " 0 ", now: now) == 0)
        #expect(HTTPCatalog.seconds(untilRetry: "Tue, 01 Dec 2026 19:57:50 GMT", now: now) == 70)
        #expect(HTTPCatalog.seconds(untilRetry: "Tue, 01 Dec 2026 19:00:00 GMT", now: now) == 0)
        #expect(HTTPCatalog.seconds(untilRetry: "86400", now: now) == 3600)
        #expect(HTTPCatalog.seconds(untilRetry: "soon", now: now) == nil)
        #expect(HTTPCatalog.seconds(untilRetry: "-5", now: now) == nil)
    }
}
