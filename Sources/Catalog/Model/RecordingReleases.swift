/// A row of `GET /recordings/<id>/releases`: a release the recording appears on, carrying the
/// recording's performers as the upstream's rows do. The catalog holds no release-specific
/// credits, so `release_credits` is always empty.
public struct RecordingRelease: Codable, Hashable, Sendable {
    public var release: ReleasePayload
    public var performers: [PerformerCredit]

    enum CodingKeys: String, CodingKey {
        case performers
        case releaseCredits = "release_credits"
    }

    public init(release: ReleasePayload, performers: [PerformerCredit]) {
        self.release = release
        self.performers = performers
    }

    // The release's keys and `performers` share one object, so the release's own coding
    // writes and reads its keys in place.
    public init(from decoder: any Decoder) throws {
        release = try ReleasePayload(from: decoder)
        performers = try decoder.container(keyedBy: CodingKeys.self).decode([PerformerCredit].self, forKey: .performers)
    }

    public func encode(to encoder: any Encoder) throws {
        try release.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(performers, forKey: .performers)
        try container.encode(NotHeldList(), forKey: .releaseCredits)
    }
}
