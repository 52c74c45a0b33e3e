/// The streaming services a recording can be linked to, with the API's raw values.
public enum StreamingService: String, Codable, CaseIterable, Hashable, Sendable, Comparable {
    case spotify
    case appleMusic = "apple_music"
    case youtube

    public var displayName: String {
        switch self {
        case .spotify: "Spotify"
        case .appleMusic: "Apple Music"
        case .youtube: "YouTube"
        }
    }

    public static func < (lhs: StreamingService, rhs: StreamingService) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

/// The role of a performer's credit on a recording.
public enum CreditRole: String, Codable, CaseIterable, Hashable, Sendable {
    case leader
    case sideman
    case other

    /// Leaders first, then sidemen, then everyone else: the order performers are listed in.
    public var rank: Int {
        switch self {
        case .leader: 0
        case .sideman: 1
        case .other: 2
        }
    }
}
