/// A row of a song's featured recordings: a batch's row, with the recording's date, its
/// default release and its notes, as the upstream's summary gives them.
@dynamicMemberLookup
public struct FeaturedRecording: Codable, Hashable, Sendable, Identifiable {
    public var recording: RecordingPayload
    @NullCoded public var recordingDate: String?
    @NullCoded public var defaultReleaseId: String?
    @NullCoded public var notes: String?
    @NullCoded public var musicbrainzId: String?

    /// The recording's id: a stored property's read, where the member lookup would go through
    /// a key path at run time.
    public var id: String { recording.id }

    public init(
        recording: RecordingPayload, recordingDate: String?, defaultReleaseId: String?, notes: String?
    ) {
        self.recording = recording
        self.recordingDate = recordingDate
        self.defaultReleaseId = defaultReleaseId
        self.notes = notes
        musicbrainzId = nil
    }

    public subscript<Value>(dynamicMember path: KeyPath<RecordingPayload, Value>) -> Value { recording[keyPath: path] }

    enum CodingKeys: String, CodingKey {
        case notes
        case recordingDate = "recording_date"
        case defaultReleaseId = "default_release_id"
        case musicbrainzId = "musicbrainz_id"
    }

    // The recording's keys and these share one object, so the recording's own coding reads and
    // writes its keys in place.
    public init(from decoder: any Decoder) throws {
        recording = try RecordingPayload(from: decoder)
        let container = try decoder.container(keyedBy: CodingKeys.self)
        _recordingDate = try container.decode(NullCoded<String>.self, forKey: .recordingDate)
        _defaultReleaseId = try container.decode(NullCoded<String>.self, forKey: .defaultReleaseId)
        _notes = try container.decode(NullCoded<String>.self, forKey: .notes)
        _musicbrainzId = try container.decode(NullCoded<String>.self, forKey: .musicbrainzId)
    }

    public func encode(to encoder: any Encoder) throws {
        try recording.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(_recordingDate, forKey: .recordingDate)
        try container.encode(_defaultReleaseId, forKey: .defaultReleaseId)
        try container.encode(_notes, forKey: .notes)
        try container.encode(_musicbrainzId, forKey: .musicbrainzId)
    }
}
