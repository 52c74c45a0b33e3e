/// A song kept in a repertoire: the catalog's id, with the title and composer as they were
/// when it was added, so that the entry still says what it was if the song leaves the catalog.
public struct RepertoireSong: Codable, Equatable, Hashable, Sendable {
    public var id: String
    public var title: String
    public var composer: String?
    public var composedYear: Int?
    /// When it was added, in ISO 8601 (UTC).
    public var addedAt: String

    public init(id: String, title: String, composer: String? = nil, composedYear: Int? = nil, addedAt: String = "") {
        self.id = id
        self.title = title
        self.composer = composer
        self.composedYear = composedYear
        self.addedAt = addedAt
    }

    enum CodingKeys: String, CodingKey {
        case id, title, composer
        case composedYear = "composed_year"
        case addedAt = "added_at"
    }
}

/// A named list of songs of the user's, in the order the user gave them.
public struct Repertoire: Codable, Equatable, Hashable, Sendable {
    public var id: String
    public var name: String
    public var description: String?
    public var createdAt: String
    public var updatedAt: String
    public var songs: [RepertoireSong]

    public init(
        id: String, name: String, description: String? = nil, createdAt: String = "", updatedAt: String = "",
        songs: [RepertoireSong] = []
    ) {
        self.id = id
        self.name = name
        self.description = description
        self.createdAt = createdAt
        self.updatedAt = updatedAt
        self.songs = songs
    }

    /// Whether the song is in this repertoire.
    public func contains(song songID: String) -> Bool { songs.contains { $0.id == songID } }

    enum CodingKeys: String, CodingKey {
        case id, name, description, songs
        case createdAt = "created_at"
        case updatedAt = "updated_at"
    }
}

/// A recording the user marked ★: the catalog's id, with what its card said when it was
/// marked (the song, the artist, the album, the year).
public struct FavoriteRecording: Codable, Equatable, Hashable, Sendable {
    public var id: String
    public var songId: String?
    public var songTitle: String
    public var artist: String?
    public var albumTitle: String?
    public var recordingYear: Int?
    /// When it was marked, in ISO 8601 (UTC).
    public var favoritedAt: String

    public init(
        id: String, songId: String?, songTitle: String, artist: String?, albumTitle: String?, recordingYear: Int?,
        favoritedAt: String = ""
    ) {
        self.id = id
        self.songId = songId
        self.songTitle = songTitle
        self.artist = artist
        self.albumTitle = albumTitle
        self.recordingYear = recordingYear
        self.favoritedAt = favoritedAt
    }

    enum CodingKeys: String, CodingKey {
        case id, artist
        case songId = "song_id"
        case songTitle = "song_title"
        case albumTitle = "album_title"
        case recordingYear = "recording_year"
        case favoritedAt = "favorited_at"
    }
}

/// Everything in the library at one moment: the repertoires by name, the favourites newest
/// first.
public struct LibrarySnapshot: Equatable, Sendable {
    public let repertoires: [Repertoire]
    public let favorites: [FavoriteRecording]
    /// Made once from the favourites: cards and rows ask at every evaluation.
    private let favoriteIDs: Set<String>
    private let favoritesBySong: [String: Int]

    public init(repertoires: [Repertoire] = [], favorites: [FavoriteRecording] = []) {
        self.repertoires = repertoires
        self.favorites = favorites
        favoriteIDs = Set(favorites.map(\.id))
        favoritesBySong = favorites.reduce(into: [:]) { counts, favorite in
            if let song = favorite.songId { counts[song, default: 0] += 1 }
        }
    }

    public func isFavorite(_ recordingID: String) -> Bool { favoriteIDs.contains(recordingID) }

    /// How many of the song's recordings are favourites.
    public func favoriteCount(ofSong songID: String) -> Int { favoritesBySong[songID] ?? 0 }

    public func repertoire(id: String) -> Repertoire? { repertoires.first { $0.id == id } }

    /// The repertoire with this id, else the one with this name, else the only one with this
    /// name in other capitals ("friday gig" for "Friday Gig"): two that differ only so name
    /// neither.
    public func repertoire(named reference: String) -> Repertoire? {
        if let found = repertoire(id: reference) ?? repertoires.first(where: { $0.name == reference }) { return found }
        let alike = repertoires.filter { $0.name.lowercased() == reference.lowercased() }
        return alike.count == 1 ? alike[0] : nil
    }
}
