/// A row of the performers index: what the Artists list shows, sectioned by sort name.
public struct PerformerIndexEntry: Codable, Hashable, Sendable {
    public var id: String
    @Defaulted public var name: String
    @NullCoded public var sortName: String?

    public init(id: String, name: String, sortName: String?) {
        self.id = id
        self.name = name
        self.sortName = sortName
    }

    enum CodingKeys: String, CodingKey {
        case id, name
        case sortName = "sort_name"
    }

    /// What a search looks in, and ranks by (`CatalogSearch.ranked`): the name, the sort name.
    public var searchedFields: [String] { [name] + [sortName].compactMap { $0 } }
}

/// An instrument a performer plays; the primary ones come first.
public struct PerformerInstrument: Codable, Hashable, Sendable {
    @Defaulted public var name: String
    @Defaulted public var isPrimary: Bool

    public init(name: String, isPrimary: Bool) {
        self.name = name
        self.isPrimary = isPrimary
    }

    enum CodingKeys: String, CodingKey {
        case name
        case isPrimary = "is_primary"
    }
}

/// `GET /performers/<id>/summary`. `recording_count` counts credits, as the upstream's does: a
/// recording on which the artist plays two instruments, or leads and plays, counts twice. The
/// pages count the recordings themselves.
public struct PerformerSummary: Codable, Hashable, Sendable {
    @Defaulted public var id: String
    @Defaulted public var name: String
    @NullCoded public var sortName: String?
    @NullCoded public var biography: String?
    @NullCoded public var birthDate: String?
    @NullCoded public var deathDate: String?
    @NullCoded public var wikipediaUrl: String?
    @Defaulted public var instruments: [PerformerInstrument]
    @Defaulted public var recordingCount: Int
    @NullCoded public var musicbrainzId: String? = nil
    var externalLinks = NotHeldObject()
    var images = NotHeldList()
    /// The upstream's summary leaves the recordings out (null) for `/recordings` to give; its
    /// older answer about an artist (`GET /performers/<id>`) is the summary with them in.
    @NullCoded package var recordings: [PerformerRecording]? = nil

    public init(
        id: String, name: String, sortName: String?, biography: String?, birthDate: String?,
        deathDate: String?, wikipediaUrl: String?, instruments: [PerformerInstrument], recordingCount: Int
    ) {
        self.id = id
        self.name = name
        self.sortName = sortName
        self.biography = biography
        self.birthDate = birthDate
        self.deathDate = deathDate
        self.wikipediaUrl = wikipediaUrl
        self.instruments = instruments
        self.recordingCount = recordingCount
    }

    enum CodingKeys: String, CodingKey {
        case id, name, biography, instruments
        case sortName = "sort_name"
        case birthDate = "birth_date"
        case deathDate = "death_date"
        case wikipediaUrl = "wikipedia_url"
        case recordingCount = "recording_count"
        case musicbrainzId = "musicbrainz_id"
        case externalLinks = "external_links"
        case images, recordings
    }
}

/// A row of `GET /performers`, the paged list of performers: the index's row with the
/// performer's life and links, as the upstream pages them.
public struct PerformerPageEntry: Codable, Hashable, Sendable {
    public var id: String
    @Defaulted public var name: String
    @NullCoded public var sortName: String?
    @NullCoded public var biography: String?
    @NullCoded public var birthDate: String?
    @NullCoded public var deathDate: String?
    @NullCoded public var wikipediaUrl: String?
    @NullCoded public var musicbrainzId: String? = nil
    var externalLinks = NotHeldObject()

    public init(
        id: String, name: String, sortName: String?, biography: String?, birthDate: String?, deathDate: String?,
        wikipediaUrl: String?
    ) {
        self.id = id
        self.name = name
        self.sortName = sortName
        self.biography = biography
        self.birthDate = birthDate
        self.deathDate = deathDate
        self.wikipediaUrl = wikipediaUrl
    }

    enum CodingKeys: String, CodingKey {
        case id, name, biography
        case sortName = "sort_name"
        case birthDate = "birth_date"
        case deathDate = "death_date"
        case wikipediaUrl = "wikipedia_url"
        case musicbrainzId = "musicbrainz_id"
        case externalLinks = "external_links"
    }
}

/// A row of `GET /performers/<id>/recordings`: one per recording, even when the performer
/// holds two roles on it (`roles` lists them all; `role` is the most prominent).
public struct PerformerRecording: Codable, Hashable, Sendable, Identifiable {
    @Defaulted public var songId: String
    @Defaulted public var songTitle: String
    public var recordingId: String
    @NullCoded public var albumTitle: String?
    @NullCoded public var artistCredit: String?
    @NullCoded public var recordingYear: Int?
    @Defaulted public var isCanonical: Bool
    @Defaulted public var role: String
    @Defaulted public var roles: [String]
    @NullCoded public var bestCoverArtSmall: String?
    @NullCoded public var bestCoverArtMedium: String?

    public var id: String { recordingId }

    public init(
        songId: String, songTitle: String, recordingId: String, albumTitle: String?, artistCredit: String?,
        recordingYear: Int?, isCanonical: Bool, roles: [String], bestCoverArtSmall: String?,
        bestCoverArtMedium: String?
    ) {
        self.songId = songId
        self.songTitle = songTitle
        self.recordingId = recordingId
        self.albumTitle = albumTitle
        self.artistCredit = artistCredit
        self.recordingYear = recordingYear
        self.isCanonical = isCanonical
        let rank = { (role: String) in CreditRole(rawValue: role)?.rank ?? 3 }
        // Roles that come in order are kept as given: the catalog's rows share their lists.
        let ordered =
            zip(roles, roles.dropFirst()).allSatisfy { rank($0) <= rank($1) }
            ? roles : roles.sorted { rank($0) < rank($1) }
        self.roles = ordered
        self.role = ordered.first ?? CreditRole.other.rawValue
        self.bestCoverArtSmall = bestCoverArtSmall
        self.bestCoverArtMedium = bestCoverArtMedium
    }

    enum CodingKeys: String, CodingKey {
        case role, roles
        case songId = "song_id"
        case songTitle = "song_title"
        case recordingId = "recording_id"
        case albumTitle = "album_title"
        case artistCredit = "artist_credit"
        case recordingYear = "recording_year"
        case isCanonical = "is_canonical"
        case bestCoverArtSmall = "best_cover_art_small"
        case bestCoverArtMedium = "best_cover_art_medium"
    }
}

/// The envelope of the performer recordings endpoint.
public struct PerformerRecordingsResponse: Codable, Hashable, Sendable {
    @Rows public var recordings: [PerformerRecording]
    @Defaulted public var recordingCount: Int

    public init(recordings: [PerformerRecording]) {
        self.recordings = recordings
        recordingCount = recordings.count
    }

    enum CodingKeys: String, CodingKey {
        case recordings
        case recordingCount = "recording_count"
    }
}
