import Catalog

/// How a song or artist page's recordings start out, for `approachnote render` and for
/// scripts: a sort, the Playable toggle, which shelves are open, a shelf to scroll to. A page
/// applies them once, when its shelves first exist.
public struct RecordingsOptions: Hashable, Sendable {
    public enum Expansion: Hashable, Sendable {
        /// The product's default: the first shelf opens by itself.
        case first
        case none
        case all
        case keys([String])
    }

    /// "year", "name" (songs) or "song" (artists).
    public var sort: String?
    public var playableOnly: Bool?
    public var expansion: Expansion = .first
    public var scrollTo: String?

    public init(sort: String? = nil, playableOnly: Bool? = nil, expansion: Expansion = .first, scrollTo: String? = nil)
    {
        self.sort = sort
        self.playableOnly = playableOnly
        self.expansion = expansion
        self.scrollTo = scrollTo
    }
}
