/// What the account routes read of the catalog: a repertoire holds songs and a favourite is a
/// recording, both the catalog's. The server answers these from its catalog store.
package protocol AccountCatalog: Sendable {
    /// The songs of these ids the catalog holds; unknown ids are left out.
    func songs(ids: [String]) throws -> [String: CatalogSongFacts]
    /// The recordings of these ids the catalog holds; unknown ids are left out.
    func recordings(ids: [String]) throws -> [String: CatalogRecordingFacts]
    /// How long, in seconds, the catalog's answers may be reused: an account's read that shows
    /// them (a repertoire's songs, the favourites) is kept as long.
    var answersLast: Int { get }
}

/// A song as a repertoire's song list shows it (the upstream's columns).
package struct CatalogSongFacts: Sendable, Equatable {
    package var id: String
    package var title: String
    package var composer: String?
    package var composedYear: Int?
    package var structure: String?
    package var externalReferences: [String: String]?
    /// Other titles, which a repertoire's search matches too.
    package var alternateTitles: [String]

    package init(
        id: String, title: String, composer: String?, composedYear: Int?, structure: String?,
        externalReferences: [String: String]?, alternateTitles: [String]
    ) {
        self.id = id
        self.title = title
        self.composer = composer
        self.composedYear = composedYear
        self.structure = structure
        self.externalReferences = externalReferences
        self.alternateTitles = alternateTitles
    }
}

/// A recording as the favourites list shows it (the upstream's columns).
package struct CatalogRecordingFacts: Sendable, Equatable {
    package var songTitle: String?
    package var albumTitle: String?
    package var recordingYear: Int?
    package var albumArtSmall: String?

    package init(songTitle: String?, albumTitle: String?, recordingYear: Int?, albumArtSmall: String?) {
        self.songTitle = songTitle
        self.albumTitle = albumTitle
        self.recordingYear = recordingYear
        self.albumArtSmall = albumArtSmall
    }
}

/// The catalog could not be read; the reason is for the server's log.
package struct AccountCatalogUnavailable: Error, CustomStringConvertible {
    package let description: String

    package init(_ description: String) {
        self.description = description
    }
}
