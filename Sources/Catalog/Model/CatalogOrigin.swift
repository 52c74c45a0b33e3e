import FoundationEssentials
import TextFormatting

/// Where a catalog's contents came from, as its file records it (its `meta` table), so that a
/// user can tell the demo catalog from a mirror of a real server, and how old the mirror is.
public enum CatalogOrigin: Sendable, Equatable {
    /// Generated on this machine: the demo catalog.
    case demo
    /// Mirrored from the server at this address by `catalog sync`, finished at this moment.
    case synced(server: String, at: Date)
    /// Read from the server at this address (`--server`).
    case served(server: String)
    /// Nothing recorded: a file that does not say.
    case unrecorded

    /// Reads the `origin`, `synced_from` and `synced_at` values a catalog's `meta` holds; a
    /// sync whose address or date is missing or unreadable is not claimed.
    public init(meta: [String: String]) {
        switch meta["origin"] {
        case "demo": self = .demo
        case "sync":
            guard let server = meta["synced_from"], !server.isEmpty,
                let at = meta["synced_at"].flatMap({ try? Date.ISO8601FormatStyle().parse($0) })
            else {
                self = .unrecorded
                return
            }
            self = .synced(server: server, at: at)
        default: self = .unrecorded
        }
    }

    /// Where the catalog came from, in a line or two: the demo catalog says it is one, and
    /// how to browse the real one; a mirror and a server say where from; nil for a file that
    /// does not say. An address is the file's or the user's text: callers make it safe for
    /// where they write it.
    public var note: String? {
        switch self {
        case .demo:
            "A demo catalog: the song titles are real; the recordings, artists, albums and links are made up. "
                + "For the real one: --server \(Self.upstream), or catalog sync for an offline copy."
        case .synced(let server, let at):
            "Synced from \(server) on \(UTCTime(at).dayText) at \(UTCTime(at).minuteText) UTC"
        case .served(let server): "From the server \(server)"
        case .unrecorded: nil
        }
    }

    /// `note` in at most two lines of 80 columns: a list's, above its rows.
    public var shortNote: String? {
        guard case .demo = self else { return note }
        return "A demo catalog: real song titles, made-up recordings. For the real one: --server \(Self.upstream), "
            + "or catalog sync for an offline copy."
    }

    /// The upstream's own server: the real catalog.
    public static let upstream = "https://api.approachnote.com"
}
