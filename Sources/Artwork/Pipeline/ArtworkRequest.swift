/// One cover for one place on screen: the same URL shown at another size or through another
/// output is another request (and another cache entry).
public struct ArtworkRequest: Hashable, Sendable, CustomStringConvertible {
    public let url: String
    public let geometry: ArtGeometry
    public let output: ArtworkOutput

    public init(url: String, geometry: ArtGeometry = .card, output: ArtworkOutput = .symbols(.truecolor)) {
        self.url = url
        self.geometry = geometry
        self.output = output
    }

    public var description: String { "\(url) at \(geometry) as \(output)" }
}

/// Which work goes first: covers on screen before covers about to scroll in.
enum ArtworkPriority: Int, Comparable, Sendable {
    case prefetch
    case visible

    static func < (lhs: ArtworkPriority, rhs: ArtworkPriority) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// What a card shows for its cover.
public enum ArtworkState: Hashable, Sendable {
    /// Being fetched or decoded: the card shows its placeholder.
    case loading
    case ready(ArtworkRendering)
    /// The last attempt failed; asking again after the back-off tries again.
    case failed(ArtworkError)

    public var rendering: ArtworkRendering? {
        if case .ready(let rendering) = self { rendering } else { nil }
    }

    public var error: ArtworkError? {
        if case .failed(let error) = self { error } else { nil }
    }
}
