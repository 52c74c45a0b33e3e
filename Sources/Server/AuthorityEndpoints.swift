import Catalog
import FoundationEssentials

/// The upstream's lists of what authorities recommend: a song's (two shapes of one list) and a
/// recording's, each with its counts.
enum AuthorityEndpoints {
    static let routes: [(pattern: String, endpoint: Endpoint)] = [
        ("/v1/songs/{id}/authority_recommendations", Endpoint(cacheable: true, answer: songRecommendations)),
        ("/v1/songs/{id}/authorities", Endpoint(cacheable: true, answer: songAuthorities)),
        ("/v1/recordings/{id}/authorities", Endpoint(cacheable: true, answer: recordingAuthorities)),
    ]

    /// A song's list and its counts; `songTitle` only in the `authorities` shape.
    struct SongList: Encodable {
        let songId: String
        let songTitle: String?
        let listings: [AuthorityListing]
        let shape: AuthorityListing.Shape

        enum CodingKeys: String, CodingKey {
            case recommendations, authorities
            case songId = "song_id"
            case songTitle = "song_title"
            case totalCount = "total_count"
            case matchedCount = "matched_count"
            case unmatchedCount = "unmatched_count"
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(songId, forKey: .songId)
            if let songTitle { try container.encode(songTitle, forKey: .songTitle) }
            try container.encode(
                listings.map { $0.encoded(as: shape) },
                forKey: shape == .songRecommendations ? .recommendations : .authorities)
            let matched = listings.count { $0.isMatched }
            try container.encode(listings.count, forKey: .totalCount)
            try container.encode(matched, forKey: .matchedCount)
            try container.encode(listings.count - matched, forKey: .unmatchedCount)
        }
    }

    @Sendable static func songRecommendations(_ request: RouteRequest, _ store: any CatalogServing) throws
        -> HTTPResponse
    {
        let id = request.parameters[0]
        let found = try CatalogEndpoints.found(store.songAuthorities(id: id), "Song", id)
        return try .json(SongList(songId: id, songTitle: nil, listings: found.listings, shape: .songRecommendations))
    }

    @Sendable static func songAuthorities(_ request: RouteRequest, _ store: any CatalogServing) throws -> HTTPResponse {
        let id = request.parameters[0]
        let found = try CatalogEndpoints.found(store.songAuthorities(id: id), "Song", id)
        return try .json(
            SongList(songId: id, songTitle: found.songTitle, listings: found.listings, shape: .songAuthorities))
    }

    /// A recording's list, by source and artist, and how many.
    struct RecordingList: Encodable {
        let recordingId: String
        let songId: String
        let listings: [AuthorityListing]

        enum CodingKeys: String, CodingKey {
            case authorities, count
            case recordingId = "recording_id"
            case songId = "song_id"
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(recordingId, forKey: .recordingId)
            try container.encode(songId, forKey: .songId)
            try container.encode(listings.map { $0.encoded(as: .recordingAuthorities) }, forKey: .authorities)
            try container.encode(listings.count, forKey: .count)
        }
    }

    @Sendable static func recordingAuthorities(_ request: RouteRequest, _ store: any CatalogServing) throws
        -> HTTPResponse
    {
        let id = request.parameters[0]
        let found = try CatalogEndpoints.found(store.recordingAuthorities(id: id), "Recording", id)
        return try .json(RecordingList(recordingId: id, songId: found.songId, listings: found.listings))
    }
}
