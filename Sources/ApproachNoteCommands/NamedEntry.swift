import Browsing
import Catalog
import CommandSupport
import TextFormatting
import UntrustedText
import Upstream

/// A song or an artist given on the command line by a link, an id or a name: `open "All of Me"`,
/// `recordings Summertime`, `library add song "Autumn Leaves"`. A name finds what it names
/// exactly (a title, another title, a name: `CatalogSearch.Match.exact`), else what a search
/// for it finds; it must come to one entry. Several are an error (status 2) that lists them
/// with their ids, to give one of those instead.
enum NamedEntry: Equatable {
    case song(id: String)
    case artist(id: String)

    /// Which entries a name may stand for.
    enum Kinds {
        case songsAndArtists, songs
    }

    /// The link of the page `text` names: a link (of any scheme, for the link's own error) as
    /// it is; a name, the page of the one entry it names.
    static func link(_ text: String, access: CatalogAccess) throws -> String {
        if DeepLink.isMeant(text) || text.contains("://") { return text }
        switch try find(text, kinds: .songsAndArtists, in: access.openForReading()) {
        case .song(let id): return "approachnote://song/\(id)"
        case .artist(let id): return "approachnote://artist/\(id)"
        }
    }

    /// The entry `text` names: a song's or an artist's id (the catalog says which) or a name.
    static func find(_ text: String, kinds: Kinds, in store: any CatalogReading) throws -> NamedEntry {
        let query = text.trimmingWhitespaceAndNewlines()
        let shown = UntrustedText.forMessage(query)
        if UpstreamLimits.isWellFormedID(query) {
            let id = query.lowercased()
            if try store.songSummary(id: id) != nil { return .song(id: id) }
            if kinds == .songsAndArtists, try store.performerSummary(id: id) != nil { return .artist(id: id) }
            throw CommandError.notFound("No \(kinds == .songs ? "song" : "song or artist") has the id \(id).")
        }
        guard let found = try NameMatches(query, in: store, songsOnly: kinds == .songs) else {
            throw CommandError.usage("“\(shown)” names nothing: give a name, an id or a link.")
        }
        let candidates: [Candidate] =
            if !found.exactSongs.isEmpty || !found.exactArtists.isEmpty {
                Candidate.of(found.exactSongs, found.exactArtists)
            } else {
                Candidate.of(found.songs, found.artists)
            }
        guard candidates.count != 1 else { return candidates[0].entry }
        guard !candidates.isEmpty else {
            throw CommandError.notFound("No \(kinds == .songs ? "song" : "song or artist") is named “\(shown)”.")
        }
        let listed = candidates.prefix(Self.listed).map { candidate in
            "  \(candidate.kind)\(String(repeating: " ", count: 7 - candidate.kind.count)) \(candidate.id)  "
                + UntrustedText.forMessage(candidate.name)
        }
        let more = candidates.count - listed.count
        throw CommandError.usage(
            "“\(shown)” names \(candidates.count) entries; give one's id instead:\n" + listed.joined(separator: "\n")
                + (more > 0 ? "\n  and \(GroupedNumber.text(more)) more: a longer name narrows them." : ""))
    }

    /// The most entries an ambiguous name lists.
    static let listed = 20

    private struct Candidate {
        let entry: NamedEntry
        let kind: String
        let name: String

        static func of(_ songs: [SongIndexEntry], _ artists: [PerformerIndexEntry]) -> [Candidate] {
            songs.map { Candidate(entry: .song(id: $0.id), kind: "song", name: $0.listedTitle) }
                + artists.map { Candidate(entry: .artist(id: $0.id), kind: "artist", name: $0.name) }
        }

        var id: String {
            switch entry {
            case .song(let id), .artist(let id): id
            }
        }
    }
}
