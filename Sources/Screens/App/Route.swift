import Browsing

/// A page a navigation stack can hold.
public enum Route: Hashable, Sendable {
    case songs
    case artists
    case settings
    case about
    case library
    case song(id: String, anchor: DeepLink.Anchor?)
    case artist(id: String, anchor: DeepLink.Anchor?)
    case recording(id: String)
    /// One of the user's repertoires, by its id in the library.
    case repertoire(id: String)

    /// The page a deep link opens.
    public init(_ link: DeepLink) {
        switch link.target {
        case .song: self = .song(id: link.id, anchor: link.anchor)
        case .artist: self = .artist(id: link.id, anchor: link.anchor)
        case .recording: self = .recording(id: link.id)
        }
    }
}

/// The tabs along the bottom line, each a navigation stack of its own.
public enum Tab: String, CaseIterable, Hashable, Sendable {
    case songs = "Songs"
    case artists = "Artists"
    case settings = "Settings"
    case about = "About"
    case library = "Library"

    var root: Route {
        switch self {
        case .songs: .songs
        case .artists: .artists
        case .settings: .settings
        case .about: .about
        case .library: .library
        }
    }
}
