import Catalog
import Foundation

/// A sync's answers read back from the work file and decoded as the pages decode them: what
/// the next phase asks for, and what the catalog is written from.
struct SyncAnswers {
    let workFile: SyncWorkFile
    let catalog: HTTPCatalog
    /// The songs the index lists, each once, in its order.
    private(set) var songs: [SongIndexEntry] = []
    /// The performers to write: the index's, then any a recording names that it does not list.
    private(set) var performerIDs: [String] = []

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
        var performers = Set<String>()
        performerIDs = try decode(PayloadRows<PerformerIndexEntry>.self, SyncTargets.performersIndex).rows.map(\.id)
            .filter { !$0.isEmpty && performers.insert($0).inserted }
    }

    /// Adds the performers that `ids` names and the index does not list.
    mutating func addPerformers(_ ids: some Sequence<String>) {
        var known = Set(performerIDs)
        for id in ids where !id.isEmpty && known.insert(id).inserted { performerIDs.append(id) }
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

    func recordingDetail(_ id: String) throws(SyncError) -> RecordingDetail {
        let detail = try decode(RecordingDetail.self, SyncTargets.recording(id))
        guard detail.id == id || detail.id.isEmpty else {
            throw .incomplete("the page asked for recording \(id) is recording \(detail.id)")
        }
        var completed = detail
        completed.id = id
        return completed
    }

    /// The performer's summary, or nil when none was kept (a performer no answer could name).
    func performerSummary(_ id: String) throws(SyncError) -> PerformerSummary? {
        guard var summary = try decodeIfKept(PerformerSummary.self, SyncTargets.performerSummary(id)) else {
            return nil
        }
        summary.id = id
        return summary
    }

    func batch(_ target: String) throws(SyncError) -> BatchResponse { try decode(BatchResponse.self, target) }

    private func decode<T: Decodable>(_ type: T.Type, _ target: String) throws(SyncError) -> T {
        guard let value = try decodeIfKept(T.self, target) else {
            throw .incomplete("no answer for \(target) was kept")
        }
        return value
    }

    private func decodeIfKept<T: Decodable>(_ type: T.Type, _ target: String) throws(SyncError) -> T? {
        guard let body = try workFile.body(target) else { return nil }
        do {
            return try catalog.decode(T.self, from: body, target: target)
        } catch {
            throw .server(error)
        }
    }
}
