/// A recording page's solo transcriptions, written in the keys the upstream's recording page
/// gives them (`composer, created_at, id, recording_id, song_id, song_title, updated_at,
/// youtube_url`: its song's title and composer, not the album and year its song page adds),
/// and read from any server as the song page's are: an element without an id or a song is
/// left out.
public struct RecordingTranscriptions: Codable, Hashable, Sendable {
    public var transcriptions: [SoloTranscription]

    public init(_ transcriptions: [SoloTranscription]) { self.transcriptions = transcriptions }

    public init(from decoder: any Decoder) throws {
        transcriptions = [SoloTranscription].leniently(from: decoder) ?? []
    }

    private enum CodingKeys: String, CodingKey {
        case id, composer
        case songId = "song_id"
        case songTitle = "song_title"
        case recordingId = "recording_id"
        case youtubeUrl = "youtube_url"
        case createdAt = "created_at"
        case updatedAt = "updated_at"
    }

    public func encode(to encoder: any Encoder) throws {
        var list = encoder.unkeyedContainer()
        for transcription in transcriptions {
            var container = list.nestedContainer(keyedBy: CodingKeys.self)
            func write(_ value: String?, _ key: CodingKeys) throws {
                if let value { try container.encode(value, forKey: key) } else { try container.encodeNil(forKey: key) }
            }
            try container.encode(transcription.id, forKey: .id)
            try container.encode(transcription.songId, forKey: .songId)
            try write(transcription.recordingId, .recordingId)
            try write(transcription.youtubeUrl, .youtubeUrl)
            try write(transcription.songTitle, .songTitle)
            try write(transcription.composer, .composer)
            try write(transcription.createdAt, .createdAt)
            try write(transcription.updatedAt, .updatedAt)
        }
    }
}

extension KeyedDecodingContainer {
    /// Missing, null or not a list: the recording has none to show.
    public func decode(_ type: RecordingTranscriptions.Type, forKey key: Key) throws -> RecordingTranscriptions {
        (try? decodeIfPresent(type, forKey: key)) ?? RecordingTranscriptions([])
    }
}
