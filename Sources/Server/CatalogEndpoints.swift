import Catalog
import Foundation

/// What a route's handler gets: the `{…}` segments of its path and the query parameters its
/// endpoint reads.
struct RouteRequest {
    let parameters: [String]
    let query: QueryParameters
}

/// A route's handler, the query parameters it reads, and whether its answers may be cached
/// (the catalog's payloads; not health).
///
/// The handler is given only the parameters named in `reads`, and the cache keys an answer on
/// those alone: parameters no route reads (ignored, as the upstream ignores them) neither make
/// another answer nor push kept ones out. A parameter read but not named would always read as
/// absent, which the route tests would show.
struct Endpoint: Sendable {
    let cacheable: Bool
    var reads: Set<String> = []
    let answer: @Sendable (RouteRequest, any CatalogServing) throws -> HTTPResponse
}

/// The read-only catalog API: the upstream's `/v1` routes the browsing needs, with the upstream's
/// payloads (the catalog's Codable types), `/health`, and one route of our own,
/// `/v1/catalog/counts` (every table's count, for About and `catalog info --server`; the
/// upstream counts only recordings).
///
/// Where the upstream answers oddly, these answer plainly: an unknown song's shell is a 404
/// (the upstream sends an empty list), a malformed id is a 400 (the upstream's SQL fails with a
/// 500), and an unknown `sort` is a 400 (the upstream sorts by year).
enum CatalogEndpoints {
    static let router = Router<Endpoint>([
        ("/health", Endpoint(cacheable: false, answer: health)),
        ("/v1/catalog/counts", Endpoint(cacheable: true, answer: catalogCounts)),
        ("/v1/songs/index", Endpoint(cacheable: true, reads: ["search"], answer: songsIndex)),
        ("/v1/songs/{id}/summary", Endpoint(cacheable: true, answer: songSummary)),
        ("/v1/songs/{id}/recordings/shell", Endpoint(cacheable: true, reads: ["sort"], answer: songShell)),
        ("/v1/recordings/batch", Endpoint(cacheable: true, reads: ["ids"], answer: recordingsBatch)),
        ("/v1/recordings/{id}", Endpoint(cacheable: true, answer: recordingDetail)),
        ("/v1/recordings/{id}/releases", Endpoint(cacheable: true, answer: recordingReleases)),
        ("/v1/performers", Endpoint(cacheable: true, reads: ["limit", "offset", "search"], answer: performersPage)),
        ("/v1/performers/index", Endpoint(cacheable: true, reads: ["search"], answer: performersIndex)),
        ("/v1/performers/{id}/summary", Endpoint(cacheable: true, answer: performerSummary)),
        ("/v1/performers/{id}/recordings", Endpoint(cacheable: true, reads: ["sort"], answer: performerRecordings)),
    ])

    /// The performers page's size when `limit` is absent, and the most one page holds.
    static let defaultPageSize = 100
    static let maximumPageSize = 1000

    struct Health: Encodable {
        let status: String
    }

    @Sendable static func health(_ request: RouteRequest, _ store: any CatalogServing) throws -> HTTPResponse {
        try store.ping()
        return try .json(Health(status: "ok"), headers: [HTTPHeader("Cache-Control", "no-store")])
    }

    /// Our extension: the counts `approachnote catalog info` prints, in `CatalogCounts`' keys.
    @Sendable static func catalogCounts(_ request: RouteRequest, _ store: any CatalogServing) throws -> HTTPResponse {
        try .json(store.counts())
    }

    @Sendable static func songsIndex(_ request: RouteRequest, _ store: any CatalogServing) throws -> HTTPResponse {
        try .json(store.songs(matching: request.query["search"]))
    }

    @Sendable static func songSummary(_ request: RouteRequest, _ store: any CatalogServing) throws -> HTTPResponse {
        try .json(found(store.songSummary(id: request.parameters[0]), "Song", request.parameters[0]))
    }

    @Sendable static func songShell(_ request: RouteRequest, _ store: any CatalogServing) throws -> HTTPResponse {
        let sort = try request.query.choice("sort", default: SongRecordingSort.year)
        let json = try found(store.songShellJSON(id: request.parameters[0], sort: sort), "Song", request.parameters[0])
        return .json(encoded: Data(json))
    }

    /// `ids` is split on commas; blanks around an id and empty segments are ignored, as the
    /// upstream does. The count and every id are checked before the database is read.
    @Sendable static func recordingsBatch(_ request: RouteRequest, _ store: any CatalogServing) throws -> HTTPResponse {
        guard let ids = request.query["ids"] else {
            throw APIError.badRequest(
                error: "Invalid ids",
                detail:
                    "The ids parameter is missing: give 1 to \(SQLiteCatalogStore.batchLimit) recording ids separated by commas."
            )
        }
        return try .json(
            store.hydrate(ids: ids.split(separator: ",", omittingEmptySubsequences: false).map(String.init)))
    }

    @Sendable static func recordingDetail(_ request: RouteRequest, _ store: any CatalogServing) throws -> HTTPResponse {
        try .json(found(store.recordingDetail(id: request.parameters[0]), "Recording", request.parameters[0]))
    }

    @Sendable static func recordingReleases(_ request: RouteRequest, _ store: any CatalogServing) throws -> HTTPResponse
    {
        try .json(found(store.recordingReleases(id: request.parameters[0]), "Recording", request.parameters[0]))
    }

    /// A page of the performers index, with the total count and whether more follow in headers.
    /// A `limit` above the maximum is lowered to it, as the upstream does.
    @Sendable static func performersPage(_ request: RouteRequest, _ store: any CatalogServing) throws -> HTTPResponse {
        let limit = min(try request.query.integer("limit", in: 1...) ?? defaultPageSize, maximumPageSize)
        let offset = try request.query.integer("offset", in: 0...) ?? 0
        let all = try store.performers(matching: request.query["search"])
        let page = all.dropFirst(offset).prefix(limit)
        return try .json(
            Array(page),
            headers: [
                HTTPHeader("X-Total-Count", String(all.count)),
                HTTPHeader("X-Has-More", offset + page.count < all.count ? "true" : "false"),
            ])
    }

    @Sendable static func performersIndex(_ request: RouteRequest, _ store: any CatalogServing) throws -> HTTPResponse {
        let all = try store.performers(matching: request.query["search"])
        return try .json(all, headers: [HTTPHeader("X-Total-Count", String(all.count))])
    }

    @Sendable static func performerSummary(_ request: RouteRequest, _ store: any CatalogServing) throws -> HTTPResponse
    {
        try .json(found(store.performerSummary(id: request.parameters[0]), "Performer", request.parameters[0]))
    }

    @Sendable static func performerRecordings(_ request: RouteRequest, _ store: any CatalogServing) throws
        -> HTTPResponse
    {
        let sort = try request.query.choice("sort", default: PerformerRecordingSort.year)
        return try .json(
            found(store.performerRecordings(id: request.parameters[0], sort: sort), "Performer", request.parameters[0]))
    }

    /// The payload, or a 404 naming what has no such id.
    private static func found<T>(_ value: T?, _ kind: String, _ id: String) throws(APIError) -> T {
        guard let value else {
            throw .notFound(error: "\(kind) not found", detail: "No \(kind.lowercased()) has the id \(id).")
        }
        return value
    }
}
