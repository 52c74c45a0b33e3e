import Application
import Catalog
import CommandSupport
import FoundationEssentials
import Layout
import TextFormatting
import UntrustedText

/// The Songs list of a catalog whose titles are built to be slow to lay out: thousands of
/// joined emoji making one character each, or ten thousand characters of words. The main
/// thread's time is what counts: a row keeps a line's worth of its title, made safe on the
/// catalog's thread, so the list costs what an ordinary one does.
struct HostileTextBench {
    let access: CatalogAccess
    let io: CommandIO
    let iterations: Int

    /// The titles and how many songs have them.
    static let catalogs: [(label: String, count: Int, title: @Sendable (Int) -> String)] = [
        ("300 titles of 2,500 joined emoji", 300, { String(repeating: "\u{1F3B7}\u{200D}", count: 2_500) + " \($0)" }),
        ("400 titles of 11,000 characters", 400, { String(repeating: "abcdefghij ", count: 1_000) + " \($0)" }),
    ]
    static let down = "\u{1B}[B"

    func run() throws {
        let store = try access.open()
        for catalog in Self.catalogs {
            let songs = (0..<catalog.count).map { index in
                SongIndexEntry(
                    id: Printf.string("00000000-0000-4000-8000-%012d", index + 1), title: catalog.title(index),
                    composer: catalog.title(index), composedYear: 1930, altTitles: [])
            }
            let hostile = HostileSongs(base: store, songs: songs)
            var opened: [Double] = []
            var moved: [Double] = []
            for run in 0...iterations {
                let headless = HeadlessBrowser(
                    store: hostile, catalogPath: access.location.path, size: BenchScenarios.viewport)
                guard headless.runUntilIdle() != nil else { throw BenchError.unsettled("the hostile Songs list") }
                let first = Double(headless.loop.stats.busyMicroseconds) / 1_000
                guard headless.engine.focus(label: Self.entryLabel(songs[0])) else {
                    throw BenchError.missingFrame("the hostile list's first row")
                }
                let before = headless.loop.stats.busyMicroseconds
                headless.loop.inject(Array(Self.down.utf8))
                guard headless.runUntilIdle() != nil else { throw BenchError.unsettled("a Down in the hostile list") }
                guard run > 0 else { continue }
                opened.append(first)
                moved.append(Double(headless.loop.stats.busyMicroseconds - before) / 1_000)
            }
            try io.write(
                BenchFigure("Songs, \(catalog.label): to the list drawn, main thread", opened, target: 100).line)
            try io.write(BenchFigure("Songs, \(catalog.label): a Down, main thread", moved, target: 16).line)
        }
    }

    /// The row's label as the list makes it: the title and its year, bounded by the list, then
    /// by the button.
    private static func entryLabel(_ song: SongIndexEntry) -> String {
        let row = UntrustedText.forScreen(song.title + " (1930)", limit: UntrustedText.labelLimit)
        return UntrustedText.forScreen(row, limit: UntrustedText.labelLimit)
    }
}

/// A catalog whose song index is `songs`; everything else is the real catalog's.
private struct HostileSongs: CatalogReading {
    let base: any CatalogReading
    let songs: [SongIndexEntry]

    func counts() throws -> CatalogCounts { try base.counts() }
    func songs(matching query: String?) throws -> [SongIndexEntry] {
        guard let query, !query.isEmpty else { return songs }
        return songs.filter { $0.title.lowercased().contains(query.lowercased()) }
    }
    func performers(matching query: String?) throws -> [PerformerIndexEntry] { try base.performers(matching: query) }
    func songSummary(id: String) throws -> SongSummary? { try base.songSummary(id: id) }
    func songShell(id: String, sort: SongRecordingSort) throws -> ShellResponse? {
        try base.songShell(id: id, sort: sort)
    }
    func hydrate(ids: [String]) throws -> BatchResponse { try base.hydrate(ids: ids) }
    func songVideos(id: String, type: String?) throws -> [SongVideo] { try base.songVideos(id: id, type: type) }
    func recordingDetail(id: String) throws -> RecordingDetail? { try base.recordingDetail(id: id) }
    func performerSummary(id: String) throws -> PerformerSummary? { try base.performerSummary(id: id) }
    func performerRecordings(id: String) throws -> PerformerRecordingsResponse? {
        try base.performerRecordings(id: id)
    }
}
