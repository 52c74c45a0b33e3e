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
    @NullCoded public var coverArtSource: String? = nil
    @NullCoded public var coverArtSourceUrl: String? = nil
    @NullCoded public var backCoverArtSmall: String? = nil
    @NullCoded public var backCoverArtMedium: String? = nil
    @NullCoded public var backCoverArtLarge: String? = nil
    @Defaulted public var hasBackCover: Bool = false
    @NullCoded public var backCoverSource: String? = nil
    @NullCoded public var backCoverSourceUrl: String? = nil
    /// Whether a Spotify track is on this release, written as the upstream writes it: 1 or 0.
    @WrittenAsNumber var hasSpotify: Bool
    @NullCoded public var spotifyTrackId: String? = nil
    @NullCoded public var spotifyTrackUrl: String? = nil
    @NullCoded public var spotifyAlbumId: String? = nil
    @NullCoded public var spotifyAlbumUrl: String? = nil
    @Defaulted public var isDefault: Bool
    @NullCoded public var musicbrainzReleaseId: String? = nil
    @NullCoded public var statusName: String? = nil
    @NullCoded public var totalTracks: Int? = nil

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
        case coverArtSource = "cover_art_source"
        case coverArtSourceUrl = "cover_art_source_url"
        case backCoverArtSmall = "back_cover_art_small"
        case backCoverArtMedium = "back_cover_art_medium"
        case backCoverArtLarge = "back_cover_art_large"
        case hasBackCover = "has_back_cover"
        case backCoverSource = "back_cover_source"
        case backCoverSourceUrl = "back_cover_source_url"
        case hasSpotify = "has_spotify"
        case spotifyTrackId = "spotify_track_id"
        case spotifyTrackUrl = "spotify_track_url"
        case spotifyAlbumId = "spotify_album_id"
        case spotifyAlbumUrl = "spotify_album_url"
        case isDefault = "is_default"
        case musicbrainzReleaseId = "musicbrainz_release_id"
        case statusName = "status_name"
        case totalTracks = "total_tracks"
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

    public init(trackUrl: String, albumUrl: String?, previewUrl: String?) {
        self.trackUrl = trackUrl
        self.albumUrl = albumUrl
        self.previewUrl = previewUrl
    }

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

        public init(isInstrumental: Bool?, performanceKey: String?, tempoMarking: String?) {
            self.isInstrumental = isInstrumental
            self.performanceKey = performanceKey
            self.tempoMarking = tempoMarking
        }

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
    /// `tempo`, and writes only those; `performance_key` and `tempo_marking`, as the consensus
    /// names them, are read too.
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
            try container.encode(performanceKey, forKey: .key)
            try container.encode(tempoMarking, forKey: .tempo)
        }

        public static var payloadDefault: Counts { Counts(instrumental: 0, performanceKey: 0, tempoMarking: 0) }
    }
    @Defaulted public var consensus: Consensus
    @Defaulted public var counts: Counts

    public init(consensus: Consensus, counts: Counts) {
        self.consensus = consensus
        self.counts = counts
    }

    /// Whether anyone has voted on anything: the upstream sends the object even when nobody has.
    public var hasVotes: Bool {
        counts.instrumental > 0 || counts.performanceKey > 0 || counts.tempoMarking > 0
            || consensus != .payloadDefault
    }
}

/// An authority's recommendation of this recording. The upstream's recording page names its
/// source `source_name`: both names are read, and written.
public struct AuthorityRecommendation: Codable, Hashable, Sendable {
    @NullCoded public var id: String?
    public var source: String
    @NullCoded public var recommendationText: String?
    @NullCoded public var sourceUrl: String?
    /// Whom the authority names, and the album, as its text gives them.
    @NullCoded public var artistName: String?
    @NullCoded public var albumTitle: String?

    enum CodingKeys: String, CodingKey {
        case id, source
        case sourceName = "source_name"
        case recommendationText = "recommendation_text"
        case sourceUrl = "source_url"
        case artistName = "artist_name"
        case albumTitle = "rec_album_title"
    }

    public init(
        id: String?, source: String, recommendationText: String?, sourceUrl: String?, artistName: String?,
        albumTitle: String?
    ) {
        self.id = id
        self.source = source
        self.recommendationText = recommendationText
        self.sourceUrl = sourceUrl
        self.artistName = artistName
        self.albumTitle = albumTitle
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        source =
            [CodingKeys.source, .sourceName].lazy.compactMap { try? container.decode(String.self, forKey: $0) }.first
            ?? ""
        _id = try container.decode(NullCoded<String>.self, forKey: .id)
        _recommendationText = try container.decode(NullCoded<String>.self, forKey: .recommendationText)
        _sourceUrl = try container.decode(NullCoded<String>.self, forKey: .sourceUrl)
        _artistName = try container.decode(NullCoded<String>.self, forKey: .artistName)
        _albumTitle = try container.decode(NullCoded<String>.self, forKey: .albumTitle)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(_id, forKey: .id)
        try container.encode(source, forKey: .source)
        try container.encode(source, forKey: .sourceName)
        try container.encode(_recommendationText, forKey: .recommendationText)
        try container.encode(_sourceUrl, forKey: .sourceUrl)
        try container.encode(_artistName, forKey: .artistName)
        try container.encode(_albumTitle, forKey: .albumTitle)
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
    @NullCoded public var backCoverArtSmall: String? = nil
    @NullCoded public var backCoverArtMedium: String? = nil
    @NullCoded public var backCoverArtLarge: String? = nil
    @Defaulted public var hasBackCover: Bool = false
    @NullCoded public var backCoverSource: String? = nil
    @NullCoded public var backCoverSourceUrl: String? = nil
    /// The Spotify track, when there is one: the best of `streamingLinks["spotify"]`.
    @NullCoded public var spotifyUrl: String? = nil
    @NullCoded public var musicbrainzId: String? = nil
    /// How many users keep it as a favourite: nobody does in a catalog without users; a
    /// server with accounts counts them.
    @Defaulted public var favoriteCount: Int = 0
    /// Who keeps it, as far as the server shows them.
    @Defaulted public var favoritedBy: [FavoritingUser] = []
    /// Whether the signed-in user keeps it: null when nobody is signed in.
    @NullCoded public var isFavorited: Bool? = nil
    /// Videos of the recording's solos written out, with its song's title and composer.
    public var transcriptions = RecordingTranscriptions([])
    var userContribution = NotHeldObject()

    enum CodingKeys: String, CodingKey {
        case id, title, composer, notes, releases, performers, transcriptions
        case backCoverArtSmall = "back_cover_art_small"
        case backCoverArtMedium = "back_cover_art_medium"
        case backCoverArtLarge = "back_cover_art_large"
        case hasBackCover = "has_back_cover"
        case backCoverSource = "back_cover_source"
        case backCoverSourceUrl = "back_cover_source_url"
        case spotifyUrl = "spotify_url"
        case musicbrainzId = "musicbrainz_id"
        case favoriteCount = "favorite_count"
        case favoritedBy = "favorited_by"
        case isFavorited = "is_favorited"
        case userContribution = "user_contribution"
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

extension RecordingDetail {
    /// A page that names its recording and holds nothing else yet: for a reader that puts a
    /// page together from other answers, as a mirror does for a recording its server shows
    /// no page of.
    public init(id: String) {
        self.init(
            id: id, title: nil, songId: "", songTitle: "", composer: nil, albumTitle: nil, recordingDate: nil,
            recordingYear: nil, defaultReleaseId: nil, isCanonical: false, notes: nil, releases: [], performers: [],
            streamingLinks: [:], communityData: nil, authorityRecommendations: [])
    }
}

extension ReleasePayload {
    /// A release that names itself and holds nothing else yet (see `RecordingDetail.init(id:)`).
    public init(id: String) {
        self.init(
            id: id, title: nil, artistCredit: nil, releaseDate: nil, releaseYear: nil, country: nil, label: nil,
            catalogNumber: nil, formatName: nil, discNumber: 1, trackNumber: nil, coverArtSmall: nil,
            coverArtMedium: nil, coverArtLarge: nil, hasSpotify: false, isDefault: false)
    }
}

extension DetailPerformer {
    /// The page's performer of a credit, without the life dates a credit does not carry.
    public init(_ credit: PerformerCredit) {
        self.init(
            id: credit.id, name: credit.name, sortName: credit.sortName, instrument: credit.instrument,
            role: credit.role, birthDate: nil, deathDate: nil)
    }
}

/// A user who keeps a recording as a favourite, as a recording's page names them.
public struct FavoritingUser: Codable, Hashable, Sendable {
    public var id: String
    @NullCoded public var displayName: String?

    public init(id: String, displayName: String?) {
        self.id = id
        self.displayName = displayName
    }

    enum CodingKeys: String, CodingKey {
        case id
        case displayName = "display_name"
    }
}
