/// A release a recording appears on, as the recording page lists it ("Also available on").
public struct ReleasePayload: Codable, Hashable, Sendable {
    public var id: String
    @NullCoded public var title: String?
    @NullCoded public var artistCredit: String?
    @NullCoded public var releaseDate: String?
    @NullCoded public var releaseYear: Int?
    @NullCoded public var country: String?
    @NullCoded public var label: String?
    @NullCoded public var catalogNumber: String?
    @NullCoded public var formatName: String?
    @Defaulted public var discNumber: Int
    @NullCoded public var trackNumber: Int?
    @NullCoded public var coverArtSmall: String?
    @NullCoded public var coverArtMedium: String?
    @NullCoded public var coverArtLarge: String?
    /// Whether a Spotify track is on this release, written as the upstream writes it: 1 or 0.
    @WrittenAsNumber public var hasSpotify: Bool
    @Defaulted public var isDefault: Bool

    enum CodingKeys: String, CodingKey {
        case id, title, country, label
        case artistCredit = "artist_credit"
        case releaseDate = "release_date"
        case releaseYear = "release_year"
        case catalogNumber = "catalog_number"
        case formatName = "format_name"
        case discNumber = "disc_number"
        case trackNumber = "track_number"
        case coverArtSmall = "cover_art_small"
        case coverArtMedium = "cover_art_medium"
        case coverArtLarge = "cover_art_large"
        case hasSpotify = "has_spotify"
        case isDefault = "is_default"
    }
}

/// A performer on the recording page, with life dates.
public struct DetailPerformer: Codable, Hashable, Sendable {
    public var id: String
    @Defaulted public var name: String
    @NullCoded public var sortName: String?
    @NullCoded public var instrument: String?
    @Defaulted public var role: String
    @NullCoded public var birthDate: String?
    @NullCoded public var deathDate: String?

    enum CodingKeys: String, CodingKey {
        case id, name, instrument, role
        case sortName = "sort_name"
        case birthDate = "birth_date"
        case deathDate = "death_date"
    }
}

/// The best link per service (highest match confidence).
public struct StreamingLinkPayload: Codable, Hashable, Sendable {
    @Defaulted public var trackUrl: String
    @NullCoded public var albumUrl: String?
    @NullCoded public var previewUrl: String?

    enum CodingKeys: String, CodingKey {
        case trackUrl = "track_url"
        case albumUrl = "album_url"
        case previewUrl = "preview_url"
    }
}

/// Community data in full: the consensus of each field and how many votes each has.
public struct CommunityData: Codable, Hashable, Sendable {
    public struct Consensus: PayloadDefaultable, Sendable {
        @NullCoded public var isInstrumental: Bool?
        @NullCoded public var performanceKey: String?
        @NullCoded public var tempoMarking: String?
        enum CodingKeys: String, CodingKey {
            case isInstrumental = "is_instrumental"
            case performanceKey = "performance_key"
            case tempoMarking = "tempo_marking"
        }

        public static var payloadDefault: Consensus {
            Consensus(isInstrumental: nil, performanceKey: nil, tempoMarking: nil)
        }
    }
    /// The votes on each field. The upstream names the key's and the tempo's counts `key` and
    /// `tempo`: both names are read, and written, so its clients read ours too.
    public struct Counts: PayloadDefaultable, Sendable {
        public var instrumental: Int
        public var performanceKey: Int
        public var tempoMarking: Int

        enum CodingKeys: String, CodingKey {
            case instrumental
            case performanceKey = "performance_key"
            case tempoMarking = "tempo_marking"
            case key, tempo
        }

        public init(instrumental: Int, performanceKey: Int, tempoMarking: Int) {
            self.instrumental = instrumental
            self.performanceKey = performanceKey
            self.tempoMarking = tempoMarking
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            // The first name whose value can be read: an unreadable one does not hide the other.
            func count(_ keys: CodingKeys...) -> Int {
                keys.lazy.compactMap { key in
                    container.contains(key) ? (try? container.superDecoder(forKey: key)).flatMap(Int.leniently) : nil
                }.first ?? 0
            }
            instrumental = count(.instrumental)
            performanceKey = count(.performanceKey, .key)
            tempoMarking = count(.tempoMarking, .tempo)
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(instrumental, forKey: .instrumental)
            try container.encode(performanceKey, forKey: .performanceKey)
            try container.encode(tempoMarking, forKey: .tempoMarking)
            try container.encode(performanceKey, forKey: .key)
            try container.encode(tempoMarking, forKey: .tempo)
        }

        public static var payloadDefault: Counts { Counts(instrumental: 0, performanceKey: 0, tempoMarking: 0) }
    }
    @Defaulted public var consensus: Consensus
    @Defaulted public var counts: Counts

    /// Whether anyone has voted on anything: the upstream sends the object even when nobody has.
    public var hasVotes: Bool {
        counts.instrumental > 0 || counts.performanceKey > 0 || counts.tempoMarking > 0
            || consensus != .payloadDefault
    }
}

/// An authority's recommendation of this recording. The upstream's recording page names its
/// source `source_name`: both names are read, and written.
public struct AuthorityRecommendation: Codable, Hashable, Sendable {
    public var source: String
    @NullCoded public var recommendationText: String?
    @NullCoded public var sourceUrl: String?

    enum CodingKeys: String, CodingKey {
        case source
        case sourceName = "source_name"
        case recommendationText = "recommendation_text"
        case sourceUrl = "source_url"
    }

    public init(source: String, recommendationText: String?, sourceUrl: String?) {
        self.source = source
        self.recommendationText = recommendationText
        self.sourceUrl = sourceUrl
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        source =
            [CodingKeys.source, .sourceName].lazy.compactMap { try? container.decode(String.self, forKey: $0) }.first
            ?? ""
        _recommendationText = try container.decode(NullCoded<String>.self, forKey: .recommendationText)
        _sourceUrl = try container.decode(NullCoded<String>.self, forKey: .sourceUrl)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(source, forKey: .source)
        try container.encode(source, forKey: .sourceName)
        try container.encode(_recommendationText, forKey: .recommendationText)
        try container.encode(_sourceUrl, forKey: .sourceUrl)
    }
}

/// `GET /recordings/<id>`: everything the recording page shows.
public struct RecordingDetail: Codable, Hashable, Sendable {
    @Defaulted public var id: String
    @NullCoded public var title: String?
    @Defaulted public var songId: String
    @Defaulted public var songTitle: String
    @NullCoded public var composer: String?
    @NullCoded public var albumTitle: String?
    @NullCoded public var recordingDate: String?
    @NullCoded public var recordingYear: Int?
    @NullCoded public var defaultReleaseId: String?
    @Defaulted public var isCanonical: Bool
    @NullCoded public var notes: String?
    @NullCoded public var albumArtSmall: String?
    @NullCoded public var albumArtMedium: String?
    @NullCoded public var albumArtLarge: String?
    @NullCoded public var albumArtSource: String?
    @NullCoded public var albumArtSourceUrl: String?
    @Defaulted public var releases: [ReleasePayload]
    @Defaulted public var performers: [DetailPerformer]
    @Defaulted public var streamingLinks: [String: StreamingLinkPayload]
    @NullCoded public var communityData: CommunityData?
    @Defaulted public var authorityRecommendations: [AuthorityRecommendation]

    enum CodingKeys: String, CodingKey {
        case id, title, composer, notes, releases, performers
        case songId = "song_id"
        case songTitle = "song_title"
        case albumTitle = "album_title"
        case recordingDate = "recording_date"
        case recordingYear = "recording_year"
        case defaultReleaseId = "default_release_id"
        case isCanonical = "is_canonical"
        case albumArtSmall = "album_art_small"
        case albumArtMedium = "album_art_medium"
        case albumArtLarge = "album_art_large"
        case albumArtSource = "album_art_source"
        case albumArtSourceUrl = "album_art_source_url"
        case streamingLinks = "streaming_links"
        case communityData = "community_data"
        case authorityRecommendations = "authority_recommendations"
    }
}
