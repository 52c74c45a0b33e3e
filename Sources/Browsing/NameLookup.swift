import Catalog
import TextFormatting

/// What `:` makes of a name typed instead of a link: the song or artist it names exactly (its
/// title or name, or a song's other title, word for word whatever the case, accents and
/// punctuation: `CatalogSearch.Match.exact`), else the best of what it finds to choose from
/// (`NameChoices`), else nothing.
public enum NameLookup: Equatable, Sendable {
    case song(id: String)
    case artist(id: String)
    case choices(NameChoices)
    case nothing

    public static func find(_ name: String, in store: any CatalogReading) throws -> NameLookup {
        let query = name.trimmingWhitespaceAndNewlines()
        guard !query.isEmpty, let search = CatalogSearch(query) else { return .nothing }
        let songs = search.ranked(try store.songs(matching: query), fields: \.searchedFields)
        if let song = songs.first(where: { search.match([$0.title] + $0.altTitles) == .exact }) {
            return .song(id: song.id)
        }
        let performers = search.ranked(try store.performers(matching: query), fields: \.searchedFields)
        if let performer = performers.first(where: { search.match([$0.name]) == .exact }) {
            return .artist(id: performer.id)
        }
        guard !songs.isEmpty || !performers.isEmpty else { return .nothing }
        return .choices(
            NameChoices(
                query: query,
                songs: songs.prefix(NameChoices.shown).map {
                    NameChoices.Choice(id: $0.id, name: $0.title + ($0.composedYear.map { " (\($0))" } ?? ""))
                },
                artists: performers.prefix(NameChoices.shown).map { NameChoices.Choice(id: $0.id, name: $0.name) },
                songsFound: songs.count, artistsFound: performers.count))
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
