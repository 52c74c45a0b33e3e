import Catalog
import TextFormatting

/// What `:` makes of a name typed instead of a link: the song or artist it names exactly (its
/// title or name, or a song's other title, word for word whatever the case, accents and
/// punctuation: `CatalogSearch.Match.exact`), else the search
/// that finds it, on the list that has matches (songs before artists), else nothing.
public enum NameLookup: Equatable, Sendable {
    case song(id: String)
    case artist(id: String)
    case searchSongs(String)
    case searchArtists(String)
    case nothing

    public static func find(_ name: String, in store: any CatalogReading) throws -> NameLookup {
        let query = name.trimmingWhitespaceAndNewlines()
        guard !query.isEmpty else { return .nothing }
        let search = CatalogSearch(query)
        let songs = try store.songs(matching: query)
        if let song = songs.first(where: { search?.match([$0.title] + $0.altTitles) == .exact }) {
            return .song(id: song.id)
        }
        let performers = try store.performers(matching: query)
        if let performer = performers.first(where: { search?.match([$0.name]) == .exact }) {
            return .artist(id: performer.id)
        }
        if !songs.isEmpty { return .searchSongs(query) }
        if !performers.isEmpty { return .searchArtists(query) }
        return .nothing
    }
}
