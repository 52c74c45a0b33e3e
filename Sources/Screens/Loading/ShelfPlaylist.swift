import Catalog
import Playback
import Upstream

/// What `P` plays of a shelf: its recordings that have a YouTube link, in the shelf's order,
/// as the player takes them. The shelf's rows say which have one (`has_youtube`); the link
/// itself is on each recording's page, so each such recording is asked for. Read off the
/// main thread, at most `limit` of them: a shelf of thousands costs its batches and `limit`
/// pages, not a page per recording.
struct ShelfPlaylist: Sendable, Equatable {
    static let limit = 100

    /// The recordings to play, in the shelf's order.
    let items: [PlayItem]
    /// Whether the shelf has more with a YouTube link than `limit`.
    let isCut: Bool

    /// Asks `catalog` for the rows of `ids` (a batch at a time, as the API allows), then for
    /// the page of each that has a YouTube link, until `limit` are found.
    static func load(ids: [String], from catalog: any CatalogReading, limit: Int = limit) throws -> ShelfPlaylist {
        var items: [PlayItem] = []
        var start = ids.startIndex
        while start < ids.endIndex {
            let chunk = Array(ids[start..<min(start + UpstreamLimits.batchIDs, ids.endIndex)])
            start += chunk.count
            let withYouTube = Set(try catalog.hydrate(ids: chunk).recordings.filter(\.hasYoutube).map(\.id))
            for id in chunk where withYouTube.contains(id) {
                guard items.count < limit else { return ShelfPlaylist(items: items, isCut: true) }
                if let item = try catalog.recordingDetail(id: id).flatMap(RecordingPage.playItem) {
                    items.append(item)
                }
            }
        }
        return ShelfPlaylist(items: items, isCut: false)
    }
}
