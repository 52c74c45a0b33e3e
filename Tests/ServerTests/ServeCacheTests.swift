import Catalog
import CatalogTestSupport
import Foundation
import TestThreads
import Testing

@testable import Server

/// The service's cache of finished answers, over the demo catalog without the network: what a
/// hit returns, what is kept and what is not.
@Suite("serve: the cache of finished answers", .testThreads)
struct ServeCacheTests {
    private let shell: String

    init() throws {
        _ = SharedDemoCatalog.firstRun
        shell = "/v1/songs/\(try SharedDemoCatalog.songID("Summertime"))/recordings/shell"
    }

    private static func service(byteLimit: Int = ResponseCache.defaultByteLimit, path: String? = nil)
        -> CatalogService
    {
        CatalogService(
            stores: CatalogStorePool(location: CatalogLocation(path: path ?? SharedDemoCatalog.path)),
            limits: RequestLimits(), cache: ResponseCache(byteLimit: byteLimit))
    }

    private static func get(_ service: CatalogService, _ target: String, _ headers: [HTTPHeader] = [])
        -> HTTPResponse
    {
        service.respond(to: HTTPRequest(method: "GET", target: Array(target.utf8), headers: headers)).response
    }

    private static func key(_ target: String, gzip: Bool = false) throws -> ResponseCache.Key {
        ResponseCache.Key(target: try RequestTarget.parse(Array(target.utf8)), acceptsGzip: gzip)
    }

    /// An answer no catalog would give, kept as the songs index's: "kept", tagged "planted".
    private static func plant(in service: CatalogService) throws {
        let planted = ResponseCache.Answer(
            response: HTTPResponse(status: 200, headers: [HTTPHeader("ETag", "\"planted\"")], body: Data("kept".utf8)),
            tag: "\"planted\"")
        service.cache.store(planted, for: try key("/v1/songs/index"))
    }

    @Test func aHitReturnsTheSameBytesAndTagAsTheFirstAnswer() throws {
        let service = Self.service()
        let first = Self.get(service, shell)
        #expect(first.status == 200)
        let kept = try #require(service.cache.answer(for: try Self.key(shell)))
        #expect(kept.response.body == first.body)
        #expect(kept.response.headers == first.headers)
        #expect(service.cache.bytes == ResponseCache.cost(of: kept, for: try Self.key(shell)))
        let again = Self.get(service, shell)
        #expect(again.body == first.body)
        #expect(again.headers == first.headers)
        #expect(again.header("ETag") == kept.tag)
        #expect(service.cache.bytes == ResponseCache.cost(of: kept, for: try Self.key(shell)))
        // The same target with its parameters in another order is the same answer.
        let sorted = Self.get(service, shell + "?sort=year&limit=1")
        let reordered = Self.get(service, shell + "?limit=1&sort=year")
        #expect(sorted.body == first.body && reordered.body == first.body)
        #expect(service.cache.answer(for: try Self.key(shell + "?sort=year")) != nil)
    }

    /// Parameters no route reads are ignored: they neither make another answer nor push the
    /// kept ones out, however many a client sends. The key holds only what the route reads.
    @Test func parametersTheRouteDoesNotReadShareOneKeptAnswer() throws {
        let service = Self.service()
        let first = Self.get(service, shell + "?sort=name")
        let kept = try #require(service.cache.answer(for: try Self.key(shell + "?sort=name")))
        for junk in 0..<50 {
            #expect(Self.get(service, shell + "?junk=\(junk)&sort=name&search=x").body == first.body)
        }
        #expect(service.cache.bytes == ResponseCache.cost(of: kept, for: try Self.key(shell + "?sort=name")))
        #expect(service.cache.answer(for: try Self.key(shell + "?sort=name&junk=1")) == nil)
        // A route that reads `search` keys on it.
        let blues = Self.get(service, "/v1/songs/index?search=blues&sort=name")
        #expect(service.cache.answer(for: try Self.key("/v1/songs/index?search=blues"))?.response.body == blues.body)
    }

    /// `Cache-Control: no-cache` gets an answer made from the catalog now, which is kept in
    /// place of the old one; without it, the kept answer is served.
    @Test func noCacheGetsAnAnswerMadeNowAndKeepsIt() throws {
        let service = Self.service()
        try Self.plant(in: service)
        #expect(Self.get(service, "/v1/songs/index").body == Data("kept".utf8))
        let index = try payload(try SharedDemoCatalog.store().songs())
        for value in ["no-cache", "max-age=0, No-Cache"] {
            #expect(
                Self.get(service, "/v1/songs/index", [HTTPHeader("cache-control", value)]).body == index, "\(value)")
        }
        #expect(Self.get(service, "/v1/songs/index").body == index)
        #expect(service.cache.answer(for: try Self.key("/v1/songs/index"))?.response.body == index)
        try Self.plant(in: service)
        for other in ["max-age=0", "no-store", "no-cache-please"] {
            #expect(
                Self.get(service, "/v1/songs/index", [HTTPHeader("Cache-Control", other)]).body == Data("kept".utf8),
                "\(other)")
        }
    }

    /// A kept answer is served without reading the catalog: one planted under a route's key
    /// comes back as it is, and answers If-None-Match with its own tag.
    @Test func aKeptAnswerIsServedAndValidatedWithoutTheCatalog() throws {
        let service = Self.service()
        try Self.plant(in: service)
        #expect(Self.get(service, "/v1/songs/index").body == Data("kept".utf8))
        let notModified = Self.get(service, "/v1/songs/index", [HTTPHeader("If-None-Match", "\"planted\"")])
        #expect(notModified.status == 304)
        #expect(notModified.body == Data("kept".utf8), "the 200's body, which only gives the 304 its length")
        #expect(notModified.header("ETag") == "\"planted\"")
        #expect(notModified.header("Cache-Control") == CatalogService.cacheControl)
        // Another representation is another answer, made from the catalog.
        let compressed = Self.get(service, "/v1/songs/index", [HTTPHeader("Accept-Encoding", "gzip")])
        #expect(compressed.header("Content-Encoding") == "gzip")
    }

    @Test func a304IsAnsweredFromTheKeptAnswerAndNotKeptItself() throws {
        let service = Self.service()
        let first = Self.get(service, shell, [HTTPHeader("Accept-Encoding", "gzip")])
        let bytes = service.cache.bytes
        let tag = try #require(first.header("ETag"))
        let notModified = Self.get(
            service, shell, [HTTPHeader("Accept-Encoding", "gzip"), HTTPHeader("If-None-Match", tag)])
        #expect(notModified.status == 304)
        #expect(notModified.headers.map(\.name) == ["ETag", "Cache-Control", "Vary"])
        #expect(service.cache.bytes == bytes)
        #expect(try service.cache.answer(for: Self.key(shell, gzip: true))?.tag == tag)
    }

    @Test func errorsAreNotKept() throws {
        let service = Self.service()
        let unknown = "/v1/songs/00000000-0000-0000-0000-000000000000/summary"
        #expect(Self.get(service, unknown).status == 404)
        #expect(Self.get(service, "/v1/songs/not-an-id/summary").status == 400)
        #expect(Self.get(service, "/v1/recordings/batch").status == 400)
        #expect(Self.get(service, "/v1/recordings/batch?ids=" + String(repeating: "x,", count: 101)).status == 400)
        #expect(service.cache.bytes == 0)
        let missing = Self.service(path: NSTemporaryDirectory() + "no-catalog-\(UUID().uuidString).sqlite")
        #expect(Self.get(missing, shell).status == 503)
        #expect(missing.cache.bytes == 0)
        // Health is never kept: it says whether the catalog can be read now.
        #expect(Self.get(service, "/health").status == 200)
        #expect(service.cache.bytes == 0)
    }

    /// A cache with room for one shell keeps the latest.
    @Test func theByteBoundHoldsOverRealAnswers() throws {
        let probe = Self.service()
        _ = Self.get(probe, shell + "?sort=year")
        let service = Self.service(byteLimit: probe.cache.bytes + 1024)
        _ = Self.get(service, shell + "?sort=year")
        let byName = Self.get(service, shell + "?sort=name")
        let kept = try #require(service.cache.answer(for: try Self.key(shell + "?sort=name")))
        #expect(kept.response.body == byName.body)
        #expect(service.cache.answer(for: try Self.key(shell + "?sort=year")) == nil)
        #expect(service.cache.bytes == ResponseCache.cost(of: kept, for: try Self.key(shell + "?sort=name")))
        #expect(service.cache.bytes <= service.cache.byteLimit)
    }
}
