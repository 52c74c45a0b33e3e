import Catalog
import CatalogTestSupport
import Synchronization
import Testing

@testable import Screens

/// What `P` plays of a shelf: its recordings with a YouTube link of YouTube's own, in the
/// shelf's order, at most `limit`; read from the demo catalog and from a catalog that lies.
@Suite("A shelf's playlist")
struct ShelfPlaylistTests {
    /// The YouTube link of each recording that has one, read from its page here.
    private static func youTubeLinks(_ ids: [String], in store: any CatalogReading) throws -> [String] {
        try ids.compactMap { id in
            try store.recordingDetail(id: id)?.streamingLinks["youtube"]?.trackUrl
        }
        .filter { $0.hasPrefix("https://www.youtube.com/") }
    }

    private static func allOfMe() throws -> [String] {
        let store = try SharedDemoCatalog.store()
        let shell = try #require(try store.songShell(id: try SharedDemoCatalog.songID("All of Me"), sort: .year))
        return shell.recordings.map(\.id)
    }

    @Test("every recording of the shelf with a YouTube link, in the shelf's order, named as its page names it")
    func inOrder() throws {
        let store = try SharedDemoCatalog.store()
        let ids = Array(try Self.allOfMe().prefix(60))
        let expected = try Self.youTubeLinks(ids, in: store)
        try #require(expected.count >= 3 && expected.count < ids.count, "\(expected.count) of \(ids.count)")
        let playlist = try ShelfPlaylist.load(ids: ids, from: store)
        #expect(playlist.items.map(\.url) == expected)
        #expect(!playlist.isCut)
        #expect(playlist.items.allSatisfy { $0.title.hasPrefix("All of Me · ") })
    }

    @Test("past the limit, the first ones, and it says it was cut; at the limit exactly, not cut")
    func limit() throws {
        let store = try SharedDemoCatalog.store()
        let ids = Array(try Self.allOfMe().prefix(60))
        let expected = try Self.youTubeLinks(ids, in: store)
        let cut = try ShelfPlaylist.load(ids: ids, from: store, limit: 2)
        #expect(cut.items.map(\.url) == Array(expected.prefix(2)))
        #expect(cut.isCut)
        let whole = try ShelfPlaylist.load(ids: ids, from: store, limit: expected.count)
        #expect(whole.items.count == expected.count && !whole.isCut)
    }

    @Test("a shelf of 250 asks in batches of at most 100, and asks for pages only of those with YouTube")
    func batches() throws {
        let store = try SharedDemoCatalog.store()
        let ids = Array(try Self.allOfMe().prefix(250))
        try #require(ids.count == 250)
        let lying = LyingCatalog(base: store)
        let playlist = try ShelfPlaylist.load(ids: ids, from: lying)
        #expect(lying.batchSizes == [100, 100, 50])
        #expect(lying.detailsAsked == playlist.items.count)
        #expect(playlist.items.map(\.url) == (try Self.youTubeLinks(ids, in: store)))
    }

    @Test("links a server gives that are not YouTube's own, or not web links, are never played")
    func hostileLinks() throws {
        let store = try SharedDemoCatalog.store()
        let ids = Array(try Self.allOfMe().prefix(8))
        let hostile = [
            "file:///etc/passwd", "--script=/tmp/evil.lua", "https://evil.example/watch?v=1", "javascript:alert(1)",
            "https://www.youtube.com.evil.example/x", "", "https://www.youtube.com/watch?v=kept",
        ]
        let lying = LyingCatalog(base: store, everyRowHasYouTube: true) { index in
            hostile[index % hostile.count]
        }
        let playlist = try ShelfPlaylist.load(ids: ids, from: lying)
        #expect(playlist.items.map(\.url) == ["https://www.youtube.com/watch?v=kept"])
    }

    @Test("rows that claim a YouTube link their page does not have play nothing, and say nothing is cut")
    func claimsWithoutLinks() throws {
        let store = try SharedDemoCatalog.store()
        let ids = Array(try Self.allOfMe().prefix(5))
        let lying = LyingCatalog(base: store, everyRowHasYouTube: true) { _ in nil }
        let playlist = try ShelfPlaylist.load(ids: ids, from: lying)
        #expect(playlist.items.isEmpty && !playlist.isCut)
        #expect(lying.detailsAsked == 5)
    }
}

/// The demo catalog, with what its batches and pages say changed, and the calls counted.
private final class LyingCatalog: CatalogReading {
    let base: any CatalogReading
    let everyRowHasYouTube: Bool
    /// The YouTube link the n-th page asked for gives (nil: none); nil keeps the catalog's.
    let link: (@Sendable (Int) -> String?)?
    private let calls = Mutex<(batches: [Int], details: Int)>(([], 0))

    init(base: any CatalogReading, everyRowHasYouTube: Bool = false, link: (@Sendable (Int) -> String?)? = nil) {
        self.base = base
        self.everyRowHasYouTube = everyRowHasYouTube
        self.link = link
    }

    var batchSizes: [Int] { calls.withLock { $0.batches } }
    var detailsAsked: Int { calls.withLock { $0.details } }

    func counts() throws -> CatalogCounts { try base.counts() }
    func songs(matching query: String?) throws -> [SongIndexEntry] { try base.songs(matching: query) }
    func performers(matching query: String?) throws -> [PerformerIndexEntry] { try base.performers(matching: query) }
    func songSummary(id: String) throws -> SongSummary? { try base.songSummary(id: id) }
    func songShell(id: String, sort: SongRecordingSort) throws -> ShellResponse? {
        try base.songShell(id: id, sort: sort)
    }
    func performerSummary(id: String) throws -> PerformerSummary? { try base.performerSummary(id: id) }
    func performerRecordings(id: String) throws -> PerformerRecordingsResponse? {
        try base.performerRecordings(id: id)
    }
    func songVideos(id: String, type: String?) throws -> [SongVideo] { try base.songVideos(id: id, type: type) }

    func hydrate(ids: [String]) throws -> BatchResponse {
        calls.withLock { $0.batches.append(ids.count) }
        var batch = try base.hydrate(ids: ids)
        if everyRowHasYouTube {
            batch.recordings = batch.recordings.map {
                var row = $0
                row.hasYoutube = true
                return row
            }
        }
        return batch
    }

    func recordingDetail(id: String) throws -> RecordingDetail? {
        let asked = calls.withLock {
            $0.details += 1
            return $0.details - 1
        }
        guard var detail = try base.recordingDetail(id: id) else { return nil }
        if let link {
            detail.streamingLinks["youtube"] = link(asked).map {
                StreamingLinkPayload(trackUrl: $0, albumUrl: nil, previewUrl: nil)
            }
        }
        return detail
    }
}
