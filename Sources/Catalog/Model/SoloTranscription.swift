/// A video of a solo written out, note by note, as a soloist played it on one of the song's
/// recordings: the song page's SOLO TRANSCRIPTIONS. Its recording is named by the album it is
/// on and the year it was made.
///
/// The upstream writes one in three shapes: in a song's summary as here, with `song_title`
/// added in its lists of a song's or a recording's transcriptions, and with `composer` too
/// alone at `/transcriptions/<id>`. Those two are left out of the JSON when nil, so that each
/// shape carries only its own keys. An element without an `id` or a `song_id` is no
/// transcription and is left out of its list (`Defaulted`).
public struct SoloTranscription: Codable, Hashable, Sendable {
    public var id: String
    public var songId: String
    @NullCoded public var recordingId: String?
    @NullCoded public var youtubeUrl: String?
    @NullCoded public var albumTitle: String?
    @NullCoded public var recordingYear: Int?
    /// When the row was made and last changed: a server's own, or its song's in this catalog,
    /// which does not record them apart.
    @NullCoded public var createdAt: String? = nil
    @NullCoded public var updatedAt: String? = nil
    public var songTitle: String?
    public var composer: String?

    public init(
        id: String, songId: String, recordingId: String?, youtubeUrl: String?, albumTitle: String?,
        recordingYear: Int?, songTitle: String? = nil, composer: String? = nil
    ) {
        self.id = id
        self.songId = songId
        self.recordingId = recordingId
        self.youtubeUrl = youtubeUrl
        self.albumTitle = albumTitle
        self.recordingYear = recordingYear
        self.songTitle = songTitle
        self.composer = composer
    }

    enum CodingKeys: String, CodingKey {
        case id, composer
        case songId = "song_id"
        case recordingId = "recording_id"
        case youtubeUrl = "youtube_url"
        case albumTitle = "album_title"
        case recordingYear = "recording_year"
        case createdAt = "created_at"
        case updatedAt = "updated_at"
        case songTitle = "song_title"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decodeRequiredText(forKey: .id)
        songId = try container.decodeRequiredText(forKey: .songId)
        _recordingId = try container.decode(NullCoded<String>.self, forKey: .recordingId)
        _youtubeUrl = try container.decode(NullCoded<String>.self, forKey: .youtubeUrl)
        _albumTitle = try container.decode(NullCoded<String>.self, forKey: .albumTitle)
        _recordingYear = try container.decode(NullCoded<Int>.self, forKey: .recordingYear)
        _createdAt = try container.decode(NullCoded<String>.self, forKey: .createdAt)
        _updatedAt = try container.decode(NullCoded<String>.self, forKey: .updatedAt)
        songTitle = try container.decode(NullCoded<String>.self, forKey: .songTitle).wrappedValue
        composer = try container.decode(NullCoded<String>.self, forKey: .composer).wrappedValue
    }
}
