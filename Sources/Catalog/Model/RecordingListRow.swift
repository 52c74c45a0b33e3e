/// A row of `GET /recordings[?search=&limit=]`: a recording with its song and its default
/// release's facts, in the upstream's keys (its album art named `album_art_*`, its Spotify
/// track `spotify_url`). The catalog keeps no users, so no recording is anyone's favourite.
public struct RecordingListRow: Encodable, Sendable {
    public let recording: RecordingPayload
    public let songId: String
    public let songTitle: String
    public let composer: String?
    public let recordingDate: String?
    public let defaultReleaseId: String?
    public let notes: String?

    enum CodingKeys: String, CodingKey {
        case id, title, notes, composer
        case songId = "song_id"
        case albumTitle = "album_title"
        case artistCredit = "artist_credit"
        case recordingDate = "recording_date"
        case recordingYear = "recording_year"
        case defaultReleaseId = "default_release_id"
        case spotifyUrl = "spotify_url"
        case albumArtSmall = "album_art_small"
        case albumArtMedium = "album_art_medium"
        case albumArtLarge = "album_art_large"
        case albumArtSource = "album_art_source"
        case albumArtSourceUrl = "album_art_source_url"
        case backCoverArtSmall = "back_cover_art_small"
        case backCoverArtMedium = "back_cover_art_medium"
        case backCoverArtLarge = "back_cover_art_large"
        case hasBackCover = "has_back_cover"
        case backCoverSource = "back_cover_source"
        case backCoverSourceUrl = "back_cover_source_url"
        case musicbrainzId = "musicbrainz_id"
        case isCanonical = "is_canonical"
        case songTitle = "song_title"
        case favoriteCount = "favorite_count"
        case hasSpotify = "has_spotify"
        case hasAppleMusic = "has_apple_music"
        case hasYoutube = "has_youtube"
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        func write<T: Encodable>(_ value: T?, _ key: CodingKeys) throws {
            if let value { try container.encode(value, forKey: key) } else { try container.encodeNil(forKey: key) }
        }
        let row = recording
        try container.encode(row.id, forKey: .id)
        try write(row.title, .title)
        try container.encode(songId, forKey: .songId)
        try write(row.albumTitle, .albumTitle)
        try write(row.artistCredit, .artistCredit)
        try write(recordingDate, .recordingDate)
        try write(row.recordingYear, .recordingYear)
        try write(defaultReleaseId, .defaultReleaseId)
        try write(row.bestSpotifyUrl, .spotifyUrl)
        try write(row.bestCoverArtSmall, .albumArtSmall)
        try write(row.bestCoverArtMedium, .albumArtMedium)
        try write(row.bestCoverArtLarge, .albumArtLarge)
        try write(row.bestCoverArtSource, .albumArtSource)
        try write(row.bestCoverArtSourceUrl, .albumArtSourceUrl)
        try write(row.backCoverArtSmall, .backCoverArtSmall)
        try write(row.backCoverArtMedium, .backCoverArtMedium)
        try write(row.backCoverArtLarge, .backCoverArtLarge)
        try container.encode(row.hasBackCover, forKey: .hasBackCover)
        try write(row.backCoverSource, .backCoverSource)
        try write(row.backCoverSourceUrl, .backCoverSourceUrl)
        try write(String?.none, .musicbrainzId)
        try container.encode(row.isCanonical, forKey: .isCanonical)
        try write(notes, .notes)
        try container.encode(songTitle, forKey: .songTitle)
        try write(composer, .composer)
        try container.encode(0, forKey: .favoriteCount)
        try container.encode(row.hasSpotify, forKey: .hasSpotify)
        try container.encode(row.hasAppleMusic, forKey: .hasAppleMusic)
        try container.encode(row.hasYoutube, forKey: .hasYoutube)
    }
}
