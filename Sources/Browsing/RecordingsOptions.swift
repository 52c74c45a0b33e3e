import Catalog

/// How a song or artist page's recordings start out, for `approachnote render`, for scripts
/// and for a page remembered from the last run: a sort, the song page's filters and its
/// Playable toggle, the artist page's role and search, which shelves are open, a shelf to
/// scroll to. A page applies the shelves' part once, when its shelves first exist.
public struct RecordingsOptions: Hashable, Sendable {
    public enum Expansion: Hashable, Sendable {
        /// The product's default: the first shelf opens by itself.
        case first
        case none
        case all
        case keys([String])
    }

    /// The orders the command line's `--sort` names: songs take year or name, artists year or
    /// song; a page given the other's order keeps its default, by year.
    public enum Sort: String, CaseIterable, Hashable, Sendable, Codable {
        case year
        case name
        case song
    }

    public var sort: Sort?
    /// A song page's filters; `playableOnly`, when given, is applied over them.
    public var filters: SongRecordingFilters?
    public var playableOnly: Bool?
    /// An artist page's role pill and search.
    public var role: ArtistRole?
    public var search: String?
    public var expansion: Expansion = .first
    public var scrollTo: String?

    public init(
        sort: Sort? = nil, filters: SongRecordingFilters? = nil, playableOnly: Bool? = nil, role: ArtistRole? = nil,
        search: String? = nil, expansion: Expansion = .first, scrollTo: String? = nil
    ) {
        self.sort = sort
        self.filters = filters
        self.playableOnly = playableOnly
        self.role = role
        self.search = search
        self.expansion = expansion
        self.scrollTo = scrollTo
    }
}

/// Applies a page's starting options the first time its shelves exist (which shelves open,
/// where to scroll: a shelf, or the link's anchor); afterwards the product's rule holds (the
/// first shelf opens by itself once per visit).
package struct ShelfStart {
    package let options: RecordingsOptions
    package let anchor: DeepLink.Anchor?
    private var applied = false
    /// The keys the options named that no shelf has (`--expand 1830s`), once shelves appeared.
    package private(set) var unknownKeys: [String] = []

    package init(options: RecordingsOptions, anchor: DeepLink.Anchor?) {
        self.options = options
        self.anchor = anchor
    }

    package mutating func shelvesAppeared(_ keys: [String], expansion: inout ShelfExpansion, scroll: (String) -> Void) {
        guard !applied else {
            expansion.shelvesAppeared(firstKey: keys.first)
            return
        }
        applied = true
        var named = options.scrollTo.map { [$0] } ?? []
        if case .keys(let chosen) = options.expansion { named = chosen + named }
        unknownKeys = named.filter { !keys.contains($0) }.reduce(into: []) { if !$0.contains($1) { $0.append($1) } }
        switch options.expansion {
        case .first: expansion.shelvesAppeared(firstKey: keys.first)
        case .none: expansion.closeAll()
        case .all:
            expansion.closeAll()
            expansion.expand(keys)
        case .keys(let chosen):
            expansion.closeAll()
            expansion.expand(chosen)
        }
        if let key = options.scrollTo ?? anchor?.rawValue { scroll(key) }
    }
}
