import Browsing
import UntrustedText

/// What the application remembers from one run to the next: the tab it was on, the pages
/// open on each tab with each one's sort and Playable only, and the lists' searches. It is
/// plain data, written as JSON by the command line.
public struct BrowserState: Codable, Equatable, Sendable {
    /// A page above a tab's own: "song/<id>", "artist/<id>" or "recording/<id>", and how its
    /// recordings were shown.
    public struct SavedPage: Codable, Equatable, Sendable {
        public var page: String
        public var sort: RecordingsOptions.Sort?
        public var playableOnly: Bool?

        public init(page: String, sort: RecordingsOptions.Sort? = nil, playableOnly: Bool? = nil) {
            self.page = page
            self.sort = sort
            self.playableOnly = playableOnly
        }
    }

    public var tab: String
    /// By tab name, the pages pushed on it, bottom first.
    public var stacks: [String: [SavedPage]]
    /// By tab name, what its list's search field held.
    public var searches: [String: String]

    public init(tab: String, stacks: [String: [SavedPage]] = [:], searches: [String: String] = [:]) {
        self.tab = tab
        self.stacks = stacks
        self.searches = searches
    }
}

extension Route {
    /// How the state file names the page; nil for a tab's own page, which is never saved.
    var savedName: String? {
        switch self {
        case .songs, .artists, .settings, .about: nil
        case .song(let id, _): "song/\(id)"
        case .artist(let id, _): "artist/\(id)"
        case .recording(let id): "recording/\(id)"
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
        default: return nil
        }
    }
}
