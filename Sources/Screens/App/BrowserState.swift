import Browsing

/// What the application remembers from one run to the next: the tab it was on, the pages
/// open on each tab with each one's sort and filters, the lists' searches and the search
/// history. It is plain data, written as JSON by the command line.
public struct BrowserState: Codable, Equatable, Sendable {
    /// A page above a tab's own: "song/<id>", "artist/<id>", "recording/<id>" or
    /// "repertoire/<id>", and how its
    /// recordings were shown: the sort, and a song page's filters or an artist page's role and
    /// search.
    package struct SavedPage: Codable, Equatable, Sendable {
        package var page: String
        package var sort: RecordingsOptions.Sort?
        package var filters: SongRecordingFilters?
        package var role: ArtistRole?
        package var search: String?

        package init(
            page: String, sort: RecordingsOptions.Sort? = nil, filters: SongRecordingFilters? = nil,
            role: ArtistRole? = nil, search: String? = nil
        ) {
            self.page = page
            self.sort = sort
            self.filters = filters
            self.role = role
            self.search = search
        }

        init(page: String, shown options: RecordingsOptions) {
            self.init(
                page: page, sort: options.sort, filters: options.filters, role: options.role, search: options.search)
        }

        var options: RecordingsOptions {
            RecordingsOptions(sort: sort, filters: filters, role: role, search: search)
        }
    }

    public var tab: String
    /// By tab name, the pages pushed on it, bottom first.
    package var stacks: [String: [SavedPage]]
    /// By tab name, what its list's search field held.
    public var searches: [String: String]
    /// The searches that led to a page, the latest first, each once (Ctrl-P recalls them).
    public var searchHistory: [String]

    public static let historyLimit = 50

    package init(
        tab: String, stacks: [String: [SavedPage]] = [:], searches: [String: String] = [:], searchHistory: [String] = []
    ) {
        self.tab = tab
        self.stacks = stacks
        self.searches = searches
        self.searchHistory = searchHistory
    }

    /// What a later version adds is absent from an earlier one's file: every part but the tab
    /// may be missing.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        tab = try container.decode(String.self, forKey: .tab)
        stacks = try container.decodeIfPresent([String: [SavedPage]].self, forKey: .stacks) ?? [:]
        searches = try container.decodeIfPresent([String: String].self, forKey: .searches) ?? [:]
        searchHistory = try container.decodeIfPresent([String].self, forKey: .searchHistory) ?? []
    }
}

extension Route {
    /// How the state file names the page; nil for a tab's own page, which is never saved.
    var savedName: String? {
        switch self {
        case .songs, .artists, .settings, .about, .library: nil
        case .song(let id, _): "song/\(id)"
        case .artist(let id, _): "artist/\(id)"
        case .recording(let id): "recording/\(id)"
        case .repertoire(let id): "repertoire/\(id)"
        }
    }

    /// The page a saved name names, if it is one with a well-formed id.
    init?(savedName name: String) {
        let parts = name.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, DeepLink.isUUID(String(parts[1])) else { return nil }
        let id = String(parts[1])
        switch parts[0] {
        case "song": self = .song(id: id, anchor: nil)
        case "artist": self = .artist(id: id, anchor: nil)
        case "recording": self = .recording(id: id)
        case "repertoire": self = .repertoire(id: id)
        default: return nil
        }
    }
}
