import Catalog
import Upstream

/// The requests a sync makes, each the target (path and query) that keys its answer in the
/// work file. A batch's ids come from one song's shell, in the shell's order, so that a change
/// to one song's recordings changes only that song's batches.
enum SyncTargets {
    static let songsIndex = "/v1/songs/index"
    static let performersIndex = "/v1/performers/index"
    static let recordingsCount = HTTPCatalog.recordingsCountPath

    static func songSummary(_ id: String) -> String { "/v1/songs/\(HTTPCatalog.segment(id))/summary" }

    static func shell(_ id: String) -> String {
        "/v1/songs/\(HTTPCatalog.segment(id))/recordings/shell"
            + HTTPCatalog.queryString(["sort": SongRecordingSort.year.rawValue])
    }

    /// Every video of the song, of every kind: a server without the route (an older one of
    /// ours) answers 404, which is kept as none.
    static func videos(_ id: String) -> String { "/v1/songs/\(HTTPCatalog.segment(id))/videos" }

    @Sendable static func isVideos(_ target: String) -> Bool { target.hasSuffix("/videos") }

    static func batches(_ ids: [String]) -> [String] {
        stride(from: 0, to: ids.count, by: UpstreamLimits.batchIDs).map { start in
            let slice = ids[start..<min(ids.count, start + UpstreamLimits.batchIDs)]
            return "/v1/recordings/batch" + HTTPCatalog.queryString(["ids": slice.joined(separator: ",")])
        }
    }

    static func recording(_ id: String) -> String { "/v1/recordings/\(HTTPCatalog.segment(id))" }

    static func performerSummary(_ id: String) -> String { "/v1/performers/\(HTTPCatalog.segment(id))/summary" }
}
