import Catalog
import FoundationEssentials
import StableHashing

/// What the lists a sync reads anyway tell of a server that sends no validators (no ETag: the
/// upstream's), which would otherwise be asked for every answer again to learn that nothing
/// changed.
///
/// A song whose summary and shell are the bytes they were has the same recordings, in the same
/// order, with the same rows: their batches and pages are kept from the last sync without
/// asking. A performer is asked for again only when the performers index changed its row, or
/// a recording of a changed song credits them, now or before. Notes or releases changed on a
/// server that shows them in no list go unseen; `--full` asks for everything.
struct ListedChanges {
    /// The last finished sync's summaries and shells (those without an ETag), by target.
    private let digests: [String: UInt64]
    /// The last finished sync's performers index, by id; nil when it had none.
    private let performerRows: [String: PerformerIndexEntry]?
    /// The songs whose summary or shell is not what it was, once the song pages are in.
    private(set) var changedSongs: Set<String> = []
    /// The performers the changed songs' recordings credited before this sync asked again.
    private var earlierCredits: Set<String> = []

    /// Reads what the last finished sync kept, before this one asks again.
    init(_ work: SyncWorkFile) throws(SyncError) {
        digests = try work.earlierDigests(under: "/v1/songs/", hash: Self.hash)
        let rows = try work.body(SyncTargets.performersIndex).flatMap {
            try? JSONDecoder().decode(PayloadRows<PerformerIndexEntry>.self, from: $0).rows
        }
        performerRows = rows.map { Dictionary($0.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first }) }
    }

    private static func hash(_ body: Data) -> UInt64 { body.withUnsafeBytes { FNV1a.hash($0) } }

    /// Compares each song's summary and shell, as this sync fetched them, with the last ones,
    /// and notes whom the changed songs' recordings credited (their pages not yet asked again).
    mutating func compareSongs(_ answers: SyncAnswers, recordings: [(song: String, recordings: [String])])
        throws(SyncError)
    {
        changedSongs = []
        for song in answers.songs {
            for target in [SyncTargets.songSummary(song.id), SyncTargets.shell(song.id)] {
                guard let earlier = digests[target], let body = try answers.workFile.body(target),
                    Self.hash(body) == earlier
                else {
                    changedSongs.insert(song.id)
                    break
                }
            }
        }
        earlierCredits = []
        for (song, ids) in recordings where changedSongs.contains(song) {
            for id in ids {
                guard let body = try answers.workFile.body(SyncTargets.recording(id)),
                    let page = try? JSONDecoder().decode(RecordingDetail.self, from: body)
                else { continue }
                earlierCredits.formUnion(page.performers.map(\.id))
            }
        }
    }

    /// The batches and recording pages of the songs that did not change.
    func keptRecordingTargets(_ recordings: [(song: String, recordings: [String])]) -> Set<String> {
        var kept = Set<String>()
        for (song, ids) in recordings where !changedSongs.contains(song) {
            kept.formUnion(SyncTargets.batches(ids))
            kept.formUnion(ids.map(SyncTargets.recording))
        }
        return kept
    }

    /// The performer summaries nothing read shows changed: listed as they were, and credited
    /// by no recording of a changed song, before or now.
    func keptPerformerTargets(_ answers: SyncAnswers, recordings: [(song: String, recordings: [String])])
        throws(SyncError) -> Set<String>
    {
        guard let performerRows else { return [] }
        var touched = earlierCredits
        for (song, ids) in recordings where changedSongs.contains(song) {
            for id in ids { touched.formUnion(try answers.recording(id).performers.map(\.id)) }
        }
        let listed = try answers.performersIndexRows()
        var kept = Set<String>()
        for id in answers.performerIDs where !touched.contains(id) {
            let row = listed[id]
            guard row == performerRows[id] else { continue }
            kept.insert(SyncTargets.performerSummary(id))
        }
        return kept
    }
}
