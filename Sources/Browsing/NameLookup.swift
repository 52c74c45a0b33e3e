import Catalog
import TextFormatting

/// What `:` makes of a name typed instead of a link: the song or artist it names exactly (its
/// title or name, or a song's other title, word for word whatever the case, accents and
/// punctuation: `NameMatches`), else the best of what it finds to choose from (`NameChoices`),
/// else nothing.
public enum NameLookup: Equatable, Sendable {
    case song(id: String)
    case artist(id: String)
    case choices(NameChoices)
    case nothing

    public static func find(_ name: String, in store: any CatalogReading) throws -> NameLookup {
        guard let found = try NameMatches(name, in: store) else { return .nothing }
        if let song = found.exactSongs.first { return .song(id: song.id) }
        if let artist = found.exactArtists.first { return .artist(id: artist.id) }
        guard !found.songs.isEmpty || !found.artists.isEmpty else { return .nothing }
        return .choices(
            NameChoices(
                query: found.query,
                songs: found.songs.prefix(NameChoices.shown).map {
                    NameChoices.Choice(id: $0.id, name: $0.listedTitle)
                },
                artists: found.artists.prefix(NameChoices.shown).map { NameChoices.Choice(id: $0.id, name: $0.name) },
                songsFound: found.songs.count, artistsFound: found.artists.count))
    }
}

/// What a name finds, best first, and which of it the name names exactly: a title or another
/// title of a song, an artist's name, word for word whatever the case, accents and punctuation
/// (`CatalogSearch.Match.exact`). What `:` and the command line's names are made of.
public struct NameMatches: Sendable {
    /// The name, trimmed.
    public let query: String
    public let songs: [SongIndexEntry]
    public let artists: [PerformerIndexEntry]
    public let exactSongs: [SongIndexEntry]
    public let exactArtists: [PerformerIndexEntry]

    /// Nil for a name without a letter or a digit: it names nothing. With `songsOnly`, no
    /// artist is looked for.
    public init?(_ name: String, in store: any CatalogReading, songsOnly: Bool = false) throws {
        query = name.trimmingWhitespaceAndNewlines()
        guard let search = CatalogSearch(query) else { return nil }
        // Best first, as the catalog's index search ranks them.
        songs = try store.songs(matching: query)
        artists = songsOnly ? [] : try store.performers(matching: query)
        exactSongs = songs.filter { search.match([$0.title] + $0.altTitles) == .exact }
        exactArtists = artists.filter { search.match([$0.name]) == .exact }
    }
}

/// The songs and artists a name finds when it names none exactly, best first: what `:` offers
/// to choose from, at most `shown` of each, with how many each list found in all.
public struct NameChoices: Equatable, Sendable {
    public struct Choice: Equatable, Sendable {
        public let id: String
        /// A song's title and year, or an artist's name.
        public let name: String
    }

    public let query: String
    public let songs: [Choice]
    public let artists: [Choice]
    public let songsFound: Int
    public let artistsFound: Int

    /// Enough to find a name among, few enough for a panel at 80×24.
    public static let shown = 5
}
