/// A recommendation of one of a song's recordings by an authority (jazzstandards.com, say),
/// with what the catalog matched it to: the upstream's lists of a song's recommendations
/// (`/songs/<id>/authority_recommendations`, `/songs/<id>/authorities`) and of a recording's
/// (`/recordings/<id>/authorities`) are made of these, each list with its own keys
/// (`AuthorityListing.Shape`).
///
/// The catalog keeps neither the iTunes ids the upstream keeps nor when a row was captured,
/// made or changed: those are written `null`.
public struct AuthorityListing: Hashable, Sendable {
    public var id: String
    public var songId: String
    public var recordingId: String?
    public var source: String
    public var recommendationText: String?
    public var sourceUrl: String?
    public var artistName: String?
    public var albumTitle: String?
    public var recordingYear: Int?
    /// The matched recording's default release, year, Spotify track and front cover.
    public var matchedAlbumTitle: String?
    public var matchedYear: Int?
    public var matchedSpotifyUrl: String? = nil
    public var matchedAlbumArt: String? = nil
    public var matchedAlbumArtSource: String? = nil

    public var isMatched: Bool { recordingId != nil }

    /// The keys of each of the upstream's lists.
    public enum Shape: Sendable {
        case songRecommendations, songAuthorities, recordingAuthorities
    }

    /// The row in `shape`'s keys, for an encoder that sorts them.
    public func encoded(as shape: Shape) -> Encoded { Encoded(listing: self, shape: shape) }

    public struct Encoded: Encodable, Sendable {
        let listing: AuthorityListing
        let shape: Shape

        enum CodingKeys: String, CodingKey {
            case id, source
            case songId = "song_id"
            case recordingId = "recording_id"
            case recommendationText = "recommendation_text"
            case sourceUrl = "source_url"
            case artistName = "artist_name"
            case albumTitle = "album_title"
            case recordingYear = "recording_year"
            case itunesAlbumId = "itunes_album_id"
            case itunesTrackId = "itunes_track_id"
            case capturedAt = "captured_at"
            case createdAt = "created_at"
            case updatedAt = "updated_at"
            case matchedAlbumTitle = "matched_album_title"
            case matchedYear = "matched_year"
            case matchedSpotifyUrl = "matched_spotify_url"
            case matchedAlbumArt = "matched_album_art"
            case matchedAlbumArtSource = "matched_album_art_source"
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            let row = listing
            func write<T: Encodable>(_ value: T?, _ key: CodingKeys) throws {
                if let value { try container.encode(value, forKey: key) } else { try container.encodeNil(forKey: key) }
            }
            try container.encode(row.id, forKey: .id)
            try container.encode(row.source, forKey: .source)
            try write(row.recordingId, .recordingId)
            try write(row.recommendationText, .recommendationText)
            try write(row.sourceUrl, .sourceUrl)
            try write(row.artistName, .artistName)
            try write(row.albumTitle, .albumTitle)
            try write(row.recordingYear, .recordingYear)
            try write(String?.none, .itunesAlbumId)
            try write(String?.none, .itunesTrackId)
            if shape != .songRecommendations {
                try container.encode(row.songId, forKey: .songId)
                try write(String?.none, .capturedAt)
                try write(String?.none, .createdAt)
            }
            if shape == .recordingAuthorities { try write(String?.none, .updatedAt) }
            if shape != .recordingAuthorities {
                try write(row.matchedAlbumTitle, .matchedAlbumTitle)
                try write(row.matchedYear, .matchedYear)
            }
            if shape == .songRecommendations {
                try write(row.matchedSpotifyUrl, .matchedSpotifyUrl)
                try write(row.matchedAlbumArt, .matchedAlbumArt)
                try write(row.matchedAlbumArtSource, .matchedAlbumArtSource)
            }
        }
    }
}
