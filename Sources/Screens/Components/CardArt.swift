/// What a card shows where its cover goes, from what hydration has told about the recording.
enum CardArt: Hashable {
    /// The full row has not arrived yet.
    case loading
    /// The recording has a cover (drawn once the cover-art module lands; until then its
    /// source is named).
    case cover(source: String?)
    /// The recording has no cover, or the catalog does not know it.
    case unavailable
    /// Its batch failed on every attempt; the page offers a retry.
    case failed

    /// The two lines in the art's place.
    var lines: (String, String) {
        switch self {
        case .loading: ("Album art", "loading…")
        case .cover(let source): ("Cover art", source.map { "(\($0))" } ?? "")
        case .unavailable: ("Album art", "not available")
        case .failed: ("Album art", "failed ⟳")
        }
    }

    /// The card's art state for the automation tree.
    var accessibilityValue: String {
        switch self {
        case .loading: "art loading"
        case .cover(let source): "cover" + (source.map { " from \($0)" } ?? "")
        case .unavailable: "no art"
        case .failed: "art failed"
        }
    }
}
