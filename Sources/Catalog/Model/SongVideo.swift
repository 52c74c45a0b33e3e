/// A video about a song, of a kind the upstream names in `video_type`: a backing track to play
/// along with (`backing_track`), among others. `GET /songs/<id>/videos[?type=]` lists them;
/// the song page's BACKING TRACKS shows those of that kind, each with its title and length.
///
/// An element without an `id`, a `song_id`, a `video_type` or a link is no video this catalog
/// can show and is left out of its list (`Defaulted`).
public struct SongVideo: Codable, Hashable, Sendable {
    public var id: String
    public var songId: String
    @NullCoded public var recordingId: String?
    public var youtubeUrl: String
    @NullCoded public var title: String?
    @NullCoded public var description: String?
    public var videoType: String
    @NullCoded public var durationSeconds: Int?
    /// When the row was made and last changed: a server's own, or its song's in this catalog,
    /// which does not record them apart.
    @NullCoded public var createdAt: String? = nil
    @NullCoded public var updatedAt: String? = nil

    /// The kind the song page shows as BACKING TRACKS.
    public static let backingTrack = "backing_track"

    public init(
        id: String, songId: String, recordingId: String?, youtubeUrl: String, title: String?, description: String?,
        videoType: String, durationSeconds: Int?
    ) {
        self.id = id
        self.songId = songId
        self.recordingId = recordingId
        self.youtubeUrl = youtubeUrl
        self.title = title
        self.description = description
        self.videoType = videoType
        self.durationSeconds = durationSeconds
    }

    enum CodingKeys: String, CodingKey {
        case id, title, description
        case songId = "song_id"
        case recordingId = "recording_id"
        case youtubeUrl = "youtube_url"
        case videoType = "video_type"
        case durationSeconds = "duration_seconds"
        case createdAt = "created_at"
        case updatedAt = "updated_at"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decodeRequiredText(forKey: .id)
        songId = try container.decodeRequiredText(forKey: .songId)
        _recordingId = try container.decode(NullCoded<String>.self, forKey: .recordingId)
        youtubeUrl = try container.decodeRequiredText(forKey: .youtubeUrl)
        _title = try container.decode(NullCoded<String>.self, forKey: .title)
        _description = try container.decode(NullCoded<String>.self, forKey: .description)
        videoType = try container.decodeRequiredText(forKey: .videoType)
        _durationSeconds = try container.decode(NullCoded<Int>.self, forKey: .durationSeconds)
        _createdAt = try container.decode(NullCoded<String>.self, forKey: .createdAt)
        _updatedAt = try container.decode(NullCoded<String>.self, forKey: .updatedAt)
    }
}
