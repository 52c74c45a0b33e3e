import Catalog
import FoundationEssentials
import Upstream

/// The upstream's single-shot reads, from before its pages read a summary and a shell apart:
/// a song with all its recordings, an artist with all theirs, every song in full. Each is
/// written from the payloads of the routes that replaced it, with the upstream's keys for what
/// the older answer adds (`recordings`, `recording_count`, `images`); a key the newer payload
/// carries beyond the older one (a song's `featured_recordings`) stays, as clients read past
/// keys they do not know.
enum LegacyEndpoints {
    static let routes: [(pattern: String, endpoint: Endpoint)] = [
        ("/v1/songs", Endpoint(cacheable: true, reads: ["search"], answer: songs)),
        ("/v1/recordings", Endpoint(cacheable: true, reads: ["search", "limit"], answer: recordings)),
        ("/v1/songs/{id}", Endpoint(cacheable: true, reads: ["sort"], answer: song)),
        ("/v1/performers/{id}", Endpoint(cacheable: true, reads: ["sort"], answer: performer)),
    ]

    /// Every song's row in full, as the songs index orders and searches them.
    @Sendable static func songs(_ request: RouteRequest, _ store: any CatalogServing) throws -> HTTPResponse {
        try .json(store.songRows(ids: store.songs(matching: request.query["search"]).map(\.id)))
    }

    /// The newest recordings, or those found by a text; `limit` recordings (100 unless said, at
    /// most 500, 0 for none).
    @Sendable static func recordings(_ request: RouteRequest, _ store: any CatalogServing) throws -> HTTPResponse {
        let limit = min(
            try request.query.integer("limit", in: 0...) ?? UpstreamLimits.recordingListSize,
            UpstreamLimits.longestRecordingList)
        let search = request.query["search"].flatMap { $0.isEmpty ? nil : $0 }
        guard limit > 0 else { return .json(encoded: Data("[]".utf8)) }
        return try .json(store.recordingList(search: search, limit: limit))
    }

    /// The song's summary with every recording in full, in the order of `sort` (by year
    /// unless `name`), and its transcriptions.
    struct SongInFull: Encodable {
        let summary: SongSummary
        let recordings: [FeaturedRecording]

        enum CodingKeys: String, CodingKey {
            case recordings
            case recordingCount = "recording_count"
        }

        func encode(to encoder: any Encoder) throws {
            try summary.encode(to: encoder)
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(recordings, forKey: .recordings)
            try container.encode(recordings.count, forKey: .recordingCount)
        }
    }

    @Sendable static func song(_ request: RouteRequest, _ store: any CatalogServing) throws -> HTTPResponse {
        let id = request.parameters[0]
        let summary = try CatalogEndpoints.found(store.songSummary(id: id), "Song", id)
        let sort = request.query["sort"].flatMap(SongRecordingSort.init(rawValue:)) ?? .year
        return try .json(SongInFull(summary: summary, recordings: store.songRecordingsInFull(id: id, sort: sort)))
    }

    /// The artist's summary with every recording they are credited on, and their images (none
    /// here).
    struct PerformerInFull: Encodable {
        let summary: PerformerSummary
        let recordings: [PerformerRecording]

        enum CodingKeys: String, CodingKey {
            case recordings, images
        }

        func encode(to encoder: any Encoder) throws {
            try summary.encode(to: encoder)
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(recordings, forKey: .recordings)
            try container.encode([String](), forKey: .images)
        }
    }

    @Sendable static func performer(_ request: RouteRequest, _ store: any CatalogServing) throws -> HTTPResponse {
        let id = request.parameters[0]
        let summary = try CatalogEndpoints.found(store.performerSummary(id: id), "Performer", id)
        let sort = request.query["sort"].flatMap(PerformerRecordingSort.init(rawValue:)) ?? .year
        let recordings = try store.performerRecordings(id: id, sort: sort)?.recordings ?? []
        return try .json(PerformerInFull(summary: summary, recordings: recordings))
    }
}
