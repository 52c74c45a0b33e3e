import Catalog
import FoundationEssentials
import TextFormatting
import Upstream

/// The upstream's public routes about what its backend keeps beside the catalog: its research
/// worker's queue and jobs, artists' images, users' content reports, and a search of
/// MusicBrainz. This server runs no research, keeps no images or reports and reaches no outside
/// service, so each answers as the upstream answers when it has none, in its fields, and the
/// upstream's own app reads them as it reads the upstream's.
enum PeripheralEndpoints {
    static let routes: [(pattern: String, endpoint: Endpoint)] = [
        ("/v1/songs/{id}/research_status", Endpoint(cacheable: true, answer: researchStatus(of: "song"))),
        ("/v1/recordings/{id}/research_status", Endpoint(cacheable: true, answer: researchStatus(of: "recording"))),
        ("/v1/performers/{id}/research_status", Endpoint(cacheable: true, answer: researchStatus(of: "performer"))),
        ("/v1/performers/{id}/images", Endpoint(cacheable: true, answer: performerImages)),
        ("/v1/images/{id}", Endpoint(cacheable: true, answer: image)),
        ("/v1/research/queue", Endpoint(cacheable: true, answer: researchQueue)),
        ("/v1/research/queue/items", Endpoint(cacheable: true, answer: researchQueueItems)),
        ("/v1/content-reports", Endpoint(cacheable: true, answer: contentReports)),
        ("/v1/musicbrainz/works/search", Endpoint(cacheable: false, reads: ["q"], answer: musicBrainzWorks)),
    ]

    /// An id of the catalog's form, or the 400 every route gives a malformed one.
    private static func wellFormed(_ id: String) throws(APIError) -> String {
        guard UpstreamLimits.isWellFormedID(id) else { throw .refused(.malformedID(id)) }
        return id
    }

    /// What the research worker has done for an entity, by source: nothing here, for any id,
    /// as the upstream answers an id it never researched (it does not look the id up either).
    struct ResearchStatus: Encodable {
        let targetType: String
        let targetId: String
        let sources: [String: String] = [:]

        enum CodingKeys: String, CodingKey {
            case sources
            case targetType = "target_type"
            case targetId = "target_id"
        }
    }

    static func researchStatus(of type: String) -> @Sendable (RouteRequest, any CatalogServing) throws -> HTTPResponse {
        { request, _ in try .json(ResearchStatus(targetType: type, targetId: wellFormed(request.parameters[0]))) }
    }

    /// An artist's photographs: the catalog keeps none, so every artist's list is empty.
    @Sendable static func performerImages(_ request: RouteRequest, _ store: any CatalogServing) throws -> HTTPResponse {
        _ = try wellFormed(request.parameters[0])
        return .json(encoded: Data("[]".utf8))
    }

    @Sendable static func image(_ request: RouteRequest, _ store: any CatalogServing) throws -> HTTPResponse {
        let id = try wellFormed(request.parameters[0])
        throw APIError.notFound(error: "Image not found", detail: "No image has the id \(id).")
    }

    /// The research worker's state: no worker runs here, and nothing waits for it.
    struct ResearchQueue: Encodable {
        let queueSize = 0
        let workerActive = false
        @NullCoded var currentSong: String?
        @NullCoded var progress: String?

        enum CodingKeys: String, CodingKey {
            case progress
            case queueSize = "queue_size"
            case workerActive = "worker_active"
            case currentSong = "current_song"
        }
    }

    @Sendable static func researchQueue(_ request: RouteRequest, _ store: any CatalogServing) throws -> HTTPResponse {
        try .json(ResearchQueue(currentSong: nil, progress: nil))
    }

    struct ResearchQueueItems: Encodable {
        let success = true
        let queueSize = 0
        let queuedSongs: [String] = []

        enum CodingKeys: String, CodingKey {
            case success
            case queueSize = "queue_size"
            case queuedSongs = "queued_songs"
        }
    }

    @Sendable static func researchQueueItems(_ request: RouteRequest, _ store: any CatalogServing) throws
        -> HTTPResponse
    {
        try .json(ResearchQueueItems())
    }

    /// Users' reports of wrong content: this server takes none, so there are none to list.
    struct ContentReports: Encodable {
        let success = true
        let count = 0
        let reports: [String] = []
    }

    @Sendable static func contentReports(_ request: RouteRequest, _ store: any CatalogServing) throws -> HTTPResponse {
        try .json(ContentReports())
    }

    /// The upstream's answer when MusicBrainz cannot be reached, which this server never tries:
    /// a 503 that names the query and gives no results.
    struct UnreachedSearch: Encodable {
        let error: String
        let detail: String?
        let query: String?
        let results: [String] = []
    }

    @Sendable static func musicBrainzWorks(_ request: RouteRequest, _ store: any CatalogServing) throws -> HTTPResponse
    {
        guard let query = request.query["q"]?.trimmingWhitespace(), !query.isEmpty else {
            return try .json(
                UnreachedSearch(error: "Missing required parameter: q", detail: nil, query: nil), status: 400)
        }
        return try .json(
            UnreachedSearch(
                error: "MusicBrainz is temporarily unavailable",
                detail: "This server does not search MusicBrainz: it serves its catalog alone.", query: query),
            status: 503)
    }
}
