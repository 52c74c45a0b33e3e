/// A row of the songs index: what the Songs list shows and searches.
public struct SongIndexEntry: Codable, Hashable, Sendable {
    public var id: String
    @Defaulted public var title: String
    @NullCoded public var composer: String?
    @NullCoded public var composedYear: Int?
    @Defaulted public var altTitles: [String]

    public init(id: String, title: String, composer: String?, composedYear: Int?, altTitles: [String]) {
        self.id = id
        self.title = title
        self.composer = composer
        self.composedYear = composedYear
        self.altTitles = altTitles
    }

    enum CodingKeys: String, CodingKey {
        case id, title, composer
        case composedYear = "composed_year"
        case altTitles = "alt_titles"
    }

    /// What a search looks in, and ranks by (`CatalogSearch.ranked`): the title, its other
    /// titles, the composer.
    public var searchedFields: [String] { [title] + altTitles + [composer].compactMap { $0 } }

    /// The title as a list shows it, with the year it was written: "All of Me (1931)".
    public var listedTitle: String { title + (composedYear.map { " (\($0))" } ?? "") }
}

/// `GET /songs/<id>/summary`: the song page's header and its featured recordings (recordings
/// with at least one authority recommendation, oldest first, undated last).
public struct SongSummary: Codable, Hashable, Sendable {
    @Defaulted public var id: String
    @Defaulted public var title: String
    @NullCoded public var composer: String?
    @NullCoded public var composedYear: Int?
    @NullCoded public var composedKey: String?
    @NullCoded public var structure: String?
    @NullCoded public var wikipediaUrl: String?
    @Defaulted public var externalReferences: [String: String]
    @Defaulted public var altTitles: [String]
    @Defaulted public var authorityRecommendationCount: Int
    @Defaulted public var recordingCount: Int
    @Defaulted public var hasAnyStreaming: Bool
    @Defaulted public var featuredRecordings: [FeaturedRecording]
    /// The song's MusicBrainz work, which Learn more links to.
    @NullCoded public var musicbrainzId: String? = nil
    /// Where the song is written down, in a book or elsewhere: a line of the song page.
    @NullCoded public var songReference: String? = nil
    @Defaulted public var transcriptionCount: Int = 0
    /// The song's solos written out, newest recording first (undated first, as the upstream's
    /// database orders them).
    @Defaulted public var transcriptions: [SoloTranscription] = []
    /// When the song's row was made and last changed: in the demo catalog, the moment its
    /// content was fixed; in a mirror, what its server said.
    @NullCoded public var createdAt: String? = nil
    @NullCoded public var updatedAt: String? = nil

    public init(
        id: String, title: String, composer: String?, composedYear: Int?, composedKey: String?,
        structure: String?, wikipediaUrl: String?, externalReferences: [String: String], altTitles: [String],
        authorityRecommendationCount: Int, recordingCount: Int, hasAnyStreaming: Bool,
        featuredRecordings: [FeaturedRecording]
    ) {
        self.id = id
        self.title = title
        self.composer = composer
        self.composedYear = composedYear
        self.composedKey = composedKey
        self.structure = structure
        self.wikipediaUrl = wikipediaUrl
        self.externalReferences = externalReferences
        self.altTitles = altTitles
        self.authorityRecommendationCount = authorityRecommendationCount
        self.recordingCount = recordingCount
        self.hasAnyStreaming = hasAnyStreaming
        self.featuredRecordings = featuredRecordings
    }

    enum CodingKeys: String, CodingKey {
        case id, title, composer, structure
        case composedYear = "composed_year"
        case composedKey = "composed_key"
        case wikipediaUrl = "wikipedia_url"
        case externalReferences = "external_references"
        case altTitles = "alt_titles"
        case authorityRecommendationCount = "authority_recommendation_count"
        case recordingCount = "recording_count"
        case hasAnyStreaming = "has_any_streaming"
        case featuredRecordings = "featured_recordings"
        case musicbrainzId = "musicbrainz_id"
        case songReference = "song_reference"
        case transcriptionCount = "transcription_count"
        case transcriptions
        case createdAt = "created_at"
        case updatedAt = "updated_at"
    }
}

/// A row of `GET /songs`: the song's own columns in full, without its recordings.
public struct SongRow: Codable, Hashable, Sendable {
    public var id: String
    @Defaulted public var title: String
    @NullCoded public var composer: String?
    @NullCoded public var composedYear: Int?
    @NullCoded public var composedKey: String?
    @NullCoded public var structure: String?
    @NullCoded public var musicbrainzId: String?
    @NullCoded public var wikipediaUrl: String?
    @NullCoded public var songReference: String?
    @Defaulted public var externalReferences: [String: String]
    @NullCoded public var createdAt: String?
    @NullCoded public var updatedAt: String?

    public init(summary: SongSummary) {
        id = summary.id
        title = summary.title
        composer = summary.composer
        composedYear = summary.composedYear
        composedKey = summary.composedKey
        structure = summary.structure
        musicbrainzId = summary.musicbrainzId
        wikipediaUrl = summary.wikipediaUrl
        songReference = summary.songReference
        externalReferences = summary.externalReferences
        createdAt = summary.createdAt
        updatedAt = summary.updatedAt
    }

    enum CodingKeys: String, CodingKey {
        case id, title, composer, structure
        case composedYear = "composed_year"
        case composedKey = "composed_key"
        case musicbrainzId = "musicbrainz_id"
        case wikipediaUrl = "wikipedia_url"
        case songReference = "song_reference"
        case externalReferences = "external_references"
        case createdAt = "created_at"
        case updatedAt = "updated_at"
    }
}
