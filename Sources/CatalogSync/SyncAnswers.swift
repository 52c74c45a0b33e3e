import Catalog
import FoundationEssentials

/// A sync's answers read back from the work file and decoded as the pages decode them: what
/// the next phase asks for, and what the catalog is written from.
struct SyncAnswers {
    let workFile: SyncWorkFile
    let catalog: HTTPCatalog
    /// The songs the index lists, each once, in its order.
    private(set) var songs: [SongIndexEntry] = []
    /// The performers to write: the index's, then any a recording names that it does not list.
    private(set) var performerIDs: [String] = []
    /// What the index and the recording pages say of each performer: what is written of one
    /// the server shows no summary of.
    private(set) var knownPerformers: [String: KnownPerformer] = [:]
    /// The batch rows of the recordings the server shows no page of, by id, and of those its
    /// songs feature, the featured row (which says more).
    private var rowsWithoutPages: [String: RecordingPayload] = [:]
    private var featuredWithoutPages: [String: FeaturedRecording] = [:]

    init(workFile: SyncWorkFile, catalog: HTTPCatalog) {
        self.workFile = workFile
        self.catalog = catalog
    }

    /// Reads the songs index; the performers index with it.
    mutating func readIndexes() throws(SyncError) {
        var seen = Set<String>()
        songs = try decode(PayloadRows<SongIndexEntry>.self, SyncTargets.songsIndex).rows.filter {
            !$0.id.isEmpty && seen.insert($0.id).inserted
        }
        performerIDs = []
        knownPerformers = [:]
        for entry in try decode(PayloadRows<PerformerIndexEntry>.self, SyncTargets.performersIndex).rows {
            add(entry.id, KnownPerformer(entry))
        }
    }

    /// The performers index's rows, by id.
    func performersIndexRows() throws(SyncError) -> [String: PerformerIndexEntry] {
        let rows = try decode(PayloadRows<PerformerIndexEntry>.self, SyncTargets.performersIndex).rows
        return Dictionary(rows.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// Adds the performers a recording page credits that the index does not list, and their
    /// life dates to those it does.
    mutating func addPerformers(of page: RecordingDetail) {
        for credit in page.performers { add(credit.id, KnownPerformer(credit)) }
    }

    private mutating func add(_ id: String, _ known: KnownPerformer) {
        guard !id.isEmpty else { return }
        if let earlier = knownPerformers[id] {
            knownPerformers[id] = earlier.completed(by: known)
        } else {
            knownPerformers[id] = known
            performerIDs.append(id)
        }
    }

    /// Reads the batch rows of the recordings among `ids` whose page the server did not have,
    /// so that `recording(_:)` can make their pages from them.
    mutating func readRowsOfRecordingsWithoutPages(_ songs: [(song: String, recordings: [String])])
        throws(SyncError) -> Int
    {
        let ids = songs.flatMap(\.recordings)
        let absent = try workFile.absent(among: ids.map(SyncTargets.recording))
        rowsWithoutPages = [:]
        featuredWithoutPages = [:]
        guard !absent.isEmpty else { return 0 }
        for (song, recordings) in songs where recordings.contains(where: { absent.contains(SyncTargets.recording($0)) })
        {
            for target in SyncTargets.batches(recordings) {
                for row in try batch(target).recordings where absent.contains(SyncTargets.recording(row.id)) {
                    rowsWithoutPages[row.id] = row
                }
            }
            for featured in try songSummary(song).featuredRecordings
            where absent.contains(SyncTargets.recording(featured.recording.id)) {
                featuredWithoutPages[featured.recording.id] = featured
            }
        }
        return absent.count
    }

    func songSummary(_ id: String) throws(SyncError) -> SongSummary {
        try decode(SongSummary.self, SyncTargets.songSummary(id))
    }

    func shell(_ id: String) throws(SyncError) -> ShellResponse {
        try decode(ShellResponse.self, SyncTargets.shell(id))
    }

    /// Each song's recording ids, in its shell's order, each recording once in the whole catalog.
    func recordingIDs() throws(SyncError) -> [(song: String, recordings: [String])] {
        var seen = Set<String>()
        var result: [(song: String, recordings: [String])] = []
        for song in songs {
            let ids = try shell(song.id).recordings.map(\.id).filter { !$0.isEmpty && seen.insert($0).inserted }
            result.append((song.id, ids))
        }
        return result
    }

    /// The recording's page, or where the server had none, the page its batch row gives.
    func recording(_ id: String) throws(SyncError) -> RecordingDetail {
        if let row = rowsWithoutPages[id] { return RecordingDetail(batchRow: row, featured: featuredWithoutPages[id]) }
        return try recordingDetail(id)
    }

    private func recordingDetail(_ id: String) throws(SyncError) -> RecordingDetail {
        let detail = try decode(RecordingDetail.self, SyncTargets.recording(id))
        guard detail.id == id || detail.id.isEmpty else {
            throw .incomplete("the page asked for recording \(id) is recording \(detail.id)")
        }
        var completed = detail
        completed.id = id
        return completed
    }

    /// The performer's summary, or nil when the server has none.
    func performerSummary(_ id: String) throws(SyncError) -> PerformerSummary? {
        guard var summary = try decodeIfKept(PerformerSummary.self, SyncTargets.performerSummary(id)) else {
            return nil
        }
        summary.id = id
        return summary
    }

    /// The song's videos: none when the server had no such route.
    func videos(_ id: String) throws(SyncError) -> [SongVideo] {
        try decodeIfKept(PayloadRows<SongVideo>.self, SyncTargets.videos(id))?.rows ?? []
    }

    func batch(_ target: String) throws(SyncError) -> BatchResponse { try decode(BatchResponse.self, target) }

    private func decode<T: Decodable>(_ type: T.Type, _ target: String) throws(SyncError) -> T {
        guard let value = try decodeIfKept(T.self, target) else {
            throw .incomplete("no answer for \(target) was kept")
        }
        return value
    }

    /// The answer kept for `target`, or nil when none is, or the server had none.
    private func decodeIfKept<T: Decodable>(_ type: T.Type, _ target: String) throws(SyncError) -> T? {
        guard let body = try workFile.body(target), !body.isEmpty else { return nil }
        do {
            return try catalog.decode(T.self, from: body, target: target)
        } catch {
            throw .server(error)
        }
    }
}
