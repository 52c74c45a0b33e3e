import FoundationEssentials
import TextFormatting

/// Where a catalog's contents came from, as its file records it (its `meta` table), so that a
/// user can tell the demo catalog from a mirror of a real server, and how old the mirror is.
public enum CatalogOrigin: Sendable, Equatable {
    /// Generated on this machine: the demo catalog.
    case demo
    /// Mirrored from the server at this address by `catalog sync`, finished at this moment.
    case synced(server: String, at: Date)
    /// Nothing recorded: a server's catalog, or a file that does not say.
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

    /// "Synced from https://… on 2026-11-30 at 09:15 UTC" for a mirror; nil otherwise. The
    /// address is the file's text: callers make it safe for where they write it.
    public var syncNote: String? {
        guard case .synced(let server, let at) = self else { return nil }
        let time = UTCTime(at)
        return "Synced from \(server) on \(time.dayText) at \(time.minuteText) UTC"
    }
}
