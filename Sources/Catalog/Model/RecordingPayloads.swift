/// A performer's credit on a recording, as every recording payload lists it.
public struct PerformerCredit: Codable, Hashable, Sendable {
    public var id: String
    @Defaulted public var name: String
    @NullCoded public var sortName: String?
    @NullCoded public var instrument: String?
    @Defaulted public var role: String

    public init(id: String, name: String, sortName: String?, instrument: String?, role: String) {
        self.id = id
        self.name = name
        self.sortName = sortName
        self.instrument = instrument
        self.role = role
    }

    enum CodingKeys: String, CodingKey {
        case id, name, instrument, role
        case sortName = "sort_name"
    }
}

extension PerformerCredit: CompactJSONWritable {
    func writeMembers(_ object: inout CompactJSON.Object) {
        object.member("id", id)
        object.member("instrument", instrument)
        object.member("name", name)
        object.member("role", role)
        object.member("sort_name", sortName)
    }
}

/// One row of `GET /songs/<id>/recordings/shell`: exactly the fields grouping and filtering
/// need, and nothing heavier (no art, no full performer list).
public struct ShellRecording: Codable, Hashable, Sendable, Identifiable {
    public var id: String
    @NullCoded public var title: String?
    @NullCoded public var albumTitle: String?
    @NullCoded public var artistCredit: String?
    @NullCoded public var recordingYear: Int?
    @Defaulted public var isCanonical: Bool
    /// The leader only: zero or one element.
    @Defaulted public var performers: [PerformerCredit]
    @Defaulted public var instrumentsPresent: [String]
    @NullCoded public var isInstrumental: Bool?
    @Defaulted public var hasStreaming: Bool
    @Defaulted public var hasSpotify: Bool
    @Defaulted public var hasAppleMusic: Bool
    @Defaulted public var hasYoutube: Bool
    @Defaulted public var authorityCount: Int

    public init(
        id: String, title: String?, albumTitle: String?, artistCredit: String?, recordingYear: Int?,
        isCanonical: Bool = false, performers: [PerformerCredit], instrumentsPresent: [String],
        isInstrumental: Bool?, hasSpotify: Bool, hasAppleMusic: Bool, hasYoutube: Bool,
        authorityCount: Int = 0
    ) {
        self.id = id
        self.title = title
        self.albumTitle = albumTitle
        self.artistCredit = artistCredit
        self.recordingYear = recordingYear
        self.isCanonical = isCanonical
        self.performers = performers
        self.instrumentsPresent = instrumentsPresent
        self.isInstrumental = isInstrumental
        self.hasStreaming = hasSpotify || hasAppleMusic || hasYoutube
        self.hasSpotify = hasSpotify
        self.hasAppleMusic = hasAppleMusic
        self.hasYoutube = hasYoutube
        self.authorityCount = authorityCount
    }

    enum CodingKeys: String, CodingKey {
        case id, title, performers
        case albumTitle = "album_title"
        case artistCredit = "artist_credit"
        case recordingYear = "recording_year"
        case isCanonical = "is_canonical"
        case instrumentsPresent = "instruments_present"
        case isInstrumental = "is_instrumental"
        case hasStreaming = "has_streaming"
        case hasSpotify = "has_spotify"
        case hasAppleMusic = "has_apple_music"
        case hasYoutube = "has_youtube"
        case authorityCount = "authority_count"
    }
}

/// The envelope of the shell endpoint.
public struct ShellResponse: Codable, Hashable, Sendable {
    @Defaulted public var songId: String
    @Rows public var recordings: [ShellRecording]
    @Defaulted public var recordingCount: Int

    public init(songId: String, recordings: [ShellRecording]) {
        self.songId = songId
        self.recordings = recordings
        self.recordingCount = recordings.count
    }

    enum CodingKeys: String, CodingKey {
        case recordings
        case songId = "song_id"
        case recordingCount = "recording_count"
    }
}

/// The lightweight community data of list and batch rows: the instrumental consensus only.
public struct CommunityDataSummary: Codable, Hashable, Sendable {
    public struct Consensus: PayloadDefaultable, Sendable {
        @NullCoded public var isInstrumental: Bool?
        enum CodingKeys: String, CodingKey { case isInstrumental = "is_instrumental" }

        public static var payloadDefault: Consensus { Consensus(isInstrumental: nil) }
    }
    public struct Counts: PayloadDefaultable, Sendable {
        @Defaulted public var instrumental: Int

        public static var payloadDefault: Counts { Counts(instrumental: 0) }
    }
    @Defaulted public var consensus: Consensus
    @Defaulted public var counts: Counts

    public init(isInstrumental: Bool?, votes: Int) {
        consensus = Consensus(isInstrumental: isInstrumental)
        counts = Counts(instrumental: votes)
    }
}

extension CommunityDataSummary: CompactJSONWritable {
    func writeMembers(_ object: inout CompactJSON.Object) {
        object.member("consensus", consensus)
        object.member("counts", counts)
    }
}

extension CommunityDataSummary.Consensus: CompactJSONWritable {
    func writeMembers(_ object: inout CompactJSON.Object) {
        object.member("is_instrumental", isInstrumental)
    }
}

extension CommunityDataSummary.Counts: CompactJSONWritable {
    func writeMembers(_ object: inout CompactJSON.Object) {
        object.member("instrumental", instrumental)
    }
}

/// A cover image in three sizes with where it came from.
public struct CoverArt: Hashable, Sendable {
    public var small: String?
    public var medium: String?
    public var large: String?
    public var source: String?
    public var sourceURL: String?

    public init(small: String?, medium: String?, large: String?, source: String?, sourceURL: String?) {
        self.small = small
        self.medium = medium
        self.large = large
        self.source = source
        self.sourceURL = sourceURL
    }
}

/// A fully hydrated recording row, as `GET /recordings/batch` and the featured list return it.
public struct RecordingPayload: Codable, Hashable, Sendable {
    public var id: String
    @NullCoded public var title: String?
    @NullCoded public var albumTitle: String?
    @NullCoded public var artistCredit: String?
    @NullCoded public var recordingYear: Int?
    @Defaulted public var isCanonical: Bool
    @NullCoded public var bestCoverArtSmall: String?
    @NullCoded public var bestCoverArtMedium: String?
    @NullCoded public var bestCoverArtLarge: String?
    @NullCoded public var bestCoverArtSource: String?
    @NullCoded public var bestCoverArtSourceUrl: String?
    @NullCoded public var backCoverArtSmall: String?
    @NullCoded public var backCoverArtMedium: String?
    @NullCoded public var backCoverArtLarge: String?
    @Defaulted public var hasBackCover: Bool
    @NullCoded public var backCoverSource: String?
    @NullCoded public var backCoverSourceUrl: String?
    @NullCoded public var bestSpotifyUrl: String?
    @Defaulted public var hasStreaming: Bool
    @Defaulted public var hasSpotify: Bool
    @Defaulted public var hasAppleMusic: Bool
    @Defaulted public var hasYoutube: Bool
    @Defaulted public var streamingServices: [String]
    @Defaulted public var performers: [PerformerCredit]
    @Defaulted public var authorityCount: Int
    @Defaulted public var authoritySources: [String]
    @NullCoded public var communityData: CommunityDataSummary?

    public init(
        id: String, title: String?, albumTitle: String?, artistCredit: String?, recordingYear: Int?,
        isCanonical: Bool, front: CoverArt?, back: CoverArt?, bestSpotifyUrl: String?,
        services: [StreamingService], performers: [PerformerCredit], authorityCount: Int,
        authoritySources: [String], communityData: CommunityDataSummary?
    ) {
        self.id = id
        self.title = title
        self.albumTitle = albumTitle
        self.artistCredit = artistCredit
        self.recordingYear = recordingYear
        self.isCanonical = isCanonical
        bestCoverArtSmall = front?.small
        bestCoverArtMedium = front?.medium
        bestCoverArtLarge = front?.large
        bestCoverArtSource = front?.source
        bestCoverArtSourceUrl = front?.sourceURL
        backCoverArtSmall = back?.small
        backCoverArtMedium = back?.medium
        backCoverArtLarge = back?.large
        hasBackCover = back != nil
        backCoverSource = back?.source
        backCoverSourceUrl = back?.sourceURL
        self.bestSpotifyUrl = bestSpotifyUrl
        hasStreaming = !services.isEmpty
        hasSpotify = services.contains(.spotify)
        hasAppleMusic = services.contains(.appleMusic)
        hasYoutube = services.contains(.youtube)
        streamingServices = services.map(\.rawValue)
        self.performers = performers
        self.authorityCount = authorityCount
        self.authoritySources = authoritySources
        self.communityData = communityData
    }

    enum CodingKeys: String, CodingKey {
        case id, title, performers
        case albumTitle = "album_title"
        case artistCredit = "artist_credit"
        case recordingYear = "recording_year"
        case isCanonical = "is_canonical"
        case bestCoverArtSmall = "best_cover_art_small"
        case bestCoverArtMedium = "best_cover_art_medium"
        case bestCoverArtLarge = "best_cover_art_large"
        case bestCoverArtSource = "best_cover_art_source"
        case bestCoverArtSourceUrl = "best_cover_art_source_url"
        case backCoverArtSmall = "back_cover_art_small"
        case backCoverArtMedium = "back_cover_art_medium"
        case backCoverArtLarge = "back_cover_art_large"
        case hasBackCover = "has_back_cover"
        case backCoverSource = "back_cover_source"
        case backCoverSourceUrl = "back_cover_source_url"
        case bestSpotifyUrl = "best_spotify_url"
        case hasStreaming = "has_streaming"
        case hasSpotify = "has_spotify"
        case hasAppleMusic = "has_apple_music"
        case hasYoutube = "has_youtube"
        case streamingServices = "streaming_services"
        case authorityCount = "authority_count"
        case authoritySources = "authority_sources"
        case communityData = "community_data"
    }
}

extension RecordingPayload: CompactJSONWritable {
    func writeMembers(_ object: inout CompactJSON.Object) {
        object.member("album_title", albumTitle)
        object.member("artist_credit", artistCredit)
        object.member("authority_count", authorityCount)
        object.member("authority_sources", authoritySources)
        object.member("back_cover_art_large", backCoverArtLarge)
        object.member("back_cover_art_medium", backCoverArtMedium)
        object.member("back_cover_art_small", backCoverArtSmall)
        object.member("back_cover_source", backCoverSource)
        object.member("back_cover_source_url", backCoverSourceUrl)
        object.member("best_cover_art_large", bestCoverArtLarge)
        object.member("best_cover_art_medium", bestCoverArtMedium)
        object.member("best_cover_art_small", bestCoverArtSmall)
        object.member("best_cover_art_source", bestCoverArtSource)
        object.member("best_cover_art_source_url", bestCoverArtSourceUrl)
        object.member("best_spotify_url", bestSpotifyUrl)
        object.member("community_data", communityData)
        object.member("has_apple_music", hasAppleMusic)
        object.member("has_back_cover", hasBackCover)
        object.member("has_spotify", hasSpotify)
        object.member("has_streaming", hasStreaming)
        object.member("has_youtube", hasYoutube)
        object.member("id", id)
        object.member("is_canonical", isCanonical)
        object.member("performers", performers)
        object.member("recording_year", recordingYear)
        object.member("streaming_services", streamingServices)
        object.member("title", title)
    }
}

/// The envelope of the batch endpoint. Unknown ids are left out; order is not guaranteed.
public struct BatchResponse: Codable, Hashable, Sendable {
    @Rows public var recordings: [RecordingPayload]
    public init(recordings: [RecordingPayload]) { self.recordings = recordings }
}

extension BatchResponse: CompactJSONWritable {
    func writeMembers(_ object: inout CompactJSON.Object) {
        object.member("recordings", recordings)
    }
}
