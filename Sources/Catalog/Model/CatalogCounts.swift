/// Counts of every entity, for `approachnote catalog info`.
public struct CatalogCounts: Codable, Hashable, Sendable {
    public var songs: Int
    public var recordings: Int
    public var performers: Int
    public var releases: Int
    public var recordingReleases: Int
    public var performerCredits: Int
    public var streamingLinks: Int
    public var releaseImagery: Int
    public var contributions: Int
    public var authorityRecommendations: Int
    public var instruments: Int

    enum CodingKeys: String, CodingKey {
        case songs, recordings, performers, releases, instruments, contributions
        case recordingReleases = "recording_releases"
        case performerCredits = "performer_credits"
        case streamingLinks = "streaming_links"
        case releaseImagery = "release_imagery"
        case authorityRecommendations = "authority_recommendations"
    }
}
