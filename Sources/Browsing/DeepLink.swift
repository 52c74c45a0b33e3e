import TextFormatting
import UntrustedText

/// An `approachnote://` link to a song or artist page, optionally scrolled to an anchor, or to
/// a recording's page.
///
///     approachnote://song/<uuid>
///     approachnote://artist/<uuid>?anchor=featured|recordings
///     approachnote://recording/<uuid>
public struct DeepLink: Hashable, Sendable, CustomStringConvertible {
    public enum Target: String, Hashable, Sendable {
        case song
        case artist
        case recording
    }

    public enum Anchor: String, Hashable, Sendable {
        case featured
        case recordings
    }

    public let target: Target
    public let id: String
    public let anchor: Anchor?

    public init(target: Target, id: String, anchor: Anchor? = nil) {
        self.target = target
        self.id = id.lowercased()
        self.anchor = anchor
    }

    public var description: String {
        "approachnote://\(target.rawValue)/\(id)" + (anchor.map { "?anchor=\($0.rawValue)" } ?? "")
    }

    public static let scheme = "approachnote://"

    /// Whether `text` is meant as a link (it starts with the scheme), right or wrong.
    public static func isMeant(_ text: String) -> Bool {
        text.trimmingWhitespaceAndNewlines().lowercased().hasPrefix(scheme)
    }

    /// Parses a link, or says precisely what is wrong with it.
    public static func parse(_ text: String) throws(DeepLinkError) -> DeepLink {
        guard isMeant(text) else { throw .notADeepLink(text) }
        let trimmed = text.trimmingWhitespaceAndNewlines()
        var rest = Substring(trimmed.dropFirst(scheme.count))
        var query: Substring?
        if let mark = rest.firstIndex(of: "?") {
            query = rest[rest.index(after: mark)...]
            rest = rest[..<mark]
        }
        let parts = rest.split(separator: "/", omittingEmptySubsequences: true)
        guard let kind = parts.first else { throw .missingTarget(text) }
        guard let target = Target(rawValue: kind.lowercased()) else { throw .unknownTarget(String(kind)) }
        guard parts.count >= 2 else { throw .missingID(target) }
        guard parts.count == 2 else { throw .extraPath(text) }
        let id = String(parts[1])
        guard Self.isUUID(id) else { throw .malformedID(id) }
        let anchor = try anchor(from: query)
        // A recording's page is one page, with nothing to scroll to.
        if target == .recording, anchor != nil { throw .unknownParameter("anchor") }
        return DeepLink(target: target, id: id, anchor: anchor)
    }

    private static func anchor(from query: Substring?) throws(DeepLinkError) -> Anchor? {
        guard let query, !query.isEmpty else { return nil }
        var anchor: Anchor?
        for pair in query.split(separator: "&") {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let name = String(parts[0])
            let value = parts.count > 1 ? String(parts[1]) : ""
            guard name == "anchor" || name == "screenshot" else { throw .unknownParameter(name) }
            guard let parsed = Anchor(rawValue: value) else { throw .unknownAnchor(value) }
            anchor = parsed
        }
        return anchor
    }

    /// Whether `text` is an id as links carry them: a UUID.
    public static func isUUID(_ text: String) -> Bool {
        let groups = text.split(separator: "-", omittingEmptySubsequences: false)
        guard groups.map(\.count) == [8, 4, 4, 4, 12] else { return false }
        return groups.allSatisfy { $0.allSatisfy(\.isHexDigit) }
    }
}

/// Why a deep link could not be followed, in words for the user.
public enum DeepLinkError: Error, Equatable, CustomStringConvertible {
    case notADeepLink(String)
    case missingTarget(String)
    case unknownTarget(String)
    case missingID(DeepLink.Target)
    case extraPath(String)
    case malformedID(String)
    case unknownParameter(String)
    case unknownAnchor(String)

    public var description: String {
        switch self {
        case .notADeepLink(let text):
            "“\(UntrustedText.forMessage(text))” is not an ApproachNote link; expected approachnote://song/<id>, approachnote://artist/<id> or approachnote://recording/<id>."
        case .missingTarget:
            "The link names no page; expected approachnote://song/<id>, approachnote://artist/<id> or approachnote://recording/<id>."
        case .unknownTarget(let kind):
            "Links can open a song, an artist or a recording, not “\(UntrustedText.forMessage(kind))”."
        case .missingID(let target):
            "The link has no \(target.rawValue) id: approachnote://\(target.rawValue)/<id>."
        case .extraPath(let text):
            "“\(UntrustedText.forMessage(text))” has more path than approachnote://<song|artist|recording>/<id>."
        case .malformedID(let id):
            "“\(UntrustedText.forMessage(id))” is not a valid id (expected a UUID such as 0f8fad5b-d9cb-469f-a165-70867728950e)."
        case .unknownParameter(let name):
            "Unknown link parameter “\(UntrustedText.forMessage(name))”; only anchor=featured|recordings is understood, on a song's or an artist's link."
        case .unknownAnchor(let value):
            "Unknown anchor “\(UntrustedText.forMessage(value))”; use featured or recordings."
        }
    }
}
