/// Counts of every entity, for `approachnote catalog info`.
public struct CatalogCounts: Codable, Hashable, Sendable {
    @Defaulted public var songs: Int
    @Defaulted public var recordings: Int
    @Defaulted public var performers: Int
    @Defaulted public var releases: Int
    @Defaulted public var recordingReleases: Int
    @Defaulted public var performerCredits: Int
    @Defaulted public var streamingLinks: Int
    @Defaulted public var releaseImagery: Int
    @Defaulted public var contributions: Int
    @Defaulted public var authorityRecommendations: Int
    @Defaulted public var instruments: Int

    enum CodingKeys: String, CodingKey {
        case songs, recordings, performers, releases, instruments, contributions
        case recordingReleases = "recording_releases"
        case performerCredits = "performer_credits"
        case streamingLinks = "streaming_links"
        case releaseImagery = "release_imagery"
        case authorityRecommendations = "authority_recommendations"
    }
}
