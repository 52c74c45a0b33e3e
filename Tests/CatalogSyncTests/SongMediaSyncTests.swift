import Catalog
import CatalogSync
import CatalogTestSupport
import Foundation
import TestThreads
import Testing

/// What the song page shows beyond the recordings — the reference line, the MusicBrainz work,
/// the solo transcriptions and the videos — reaches a mirror as the server gives it.
@Suite("A sync mirrors transcriptions and videos", .testThreads)
struct SongMediaSyncTests {
    @Test("page by page from serve: Lover Man's reference, work, transcription and 4 backing tracks")
    func mirrored() throws {
        let folder = NSTemporaryDirectory() + "approachnote-media-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let served = folder + "/served.sqlite"
        try CatalogSlice.make(at: served, songs: ["Lover Man"])
        let serve = try RunningServe(threads: 2, catalog: served)
        defer { serve.stop() }
        let target = folder + "/mirror.sqlite"
        _ = try sync("http://127.0.0.1:\(serve.port)", into: target, policy: SyncPolicy(pageByPage: true))

        let original = try SQLiteCatalogStore.open(CatalogLocation(path: served))
        let mirror = try SQLiteCatalogStore.open(CatalogLocation(path: target))
        let song = try #require(try original.songs(matching: nil).first).id
        let summary = try #require(try mirror.songSummary(id: song))
        #expect(summary == (try original.songSummary(id: song)))
        #expect(summary.songReference != nil && summary.musicbrainzId != nil && summary.transcriptions.count == 1)
        #expect(try mirror.songTranscriptions(id: song) == (try original.songTranscriptions(id: song)))
        let videos = try mirror.songVideos(id: song, type: nil)
        #expect(videos.count == 4)
        #expect(videos == (try original.songVideos(id: song, type: nil)))
    }
}
