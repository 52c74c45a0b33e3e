import Catalog
import FoundationEssentials
import Glibc
import Platform
import SQLite
import StableHashing

/// `catalog sync`: mirrors a server's catalog, read through its `/v1` API, into a catalog file.
///
/// The answers go to a work file beside the target first (`SyncWorkFile`), phase by phase;
/// the catalog is written from them into a temporary file, checked against what the server's
/// indexes report, and only then renamed over the target. So the catalog in use stays as it
/// was until the new one is whole, and a sync that stops for any reason is continued by the
/// next one from its work file.
public enum CatalogSync {
    public struct Report: Sendable, Equatable {
        public let path: String
        public let server: String
        public let counts: CatalogCounts
        public let changes: SyncChanges
        /// Requests sent, retries included.
        public let requests: Int
        public let seconds: Double
        /// Whether this sync continued an interrupted one.
        public let resumed: Bool
        /// The recordings and performers the server has no page of (a 404), written from
        /// what its lists say of them.
        public let recordingsWithoutPages: Int
        public let performersWithoutPages: Int
        /// The copy's counts that are not those the server reports (a server with
        /// `/v1/catalog/counts`), each with why.
        public var countDifferences: [CountDifference] = []
    }

    /// Where the work file of a sync into `target` lives.
    public static func workFilePath(for target: String) -> String { target + ".sync" }

    /// Syncs the catalog `server` serves into the catalog file at `location`.
    public static func run(
        from server: HTTPCatalog, into location: CatalogLocation, policy: SyncPolicy = SyncPolicy(),
        stopRequested: @escaping @Sendable () -> Bool = { false },
        report: @escaping @Sendable (SyncProgress) -> Void = { _ in }
    ) throws(SyncError) -> Report {
        let started = MonotonicClock.seconds()
        try StoredBody.requireLibrary()
        let target = try writableTarget(location)
        var requestsForTheFile = 0
        if !policy.pageByPage {
            switch try WholeFileSync.run(
                from: server, into: target, policy: policy, started: started, stopRequested: stopRequested,
                report: report)
            {
            case .synced(let whole): return whole
            case .pagesNeeded(let made): requestsForTheFile = made
            }
        }
        let work = try SyncWorkFile(path: workFilePath(for: target), server: server.server)
        let fetcher = PoliteFetcher(
            catalog: server, work: work, policy: policy, stopRequested: stopRequested, report: report)
        var answers = SyncAnswers(workFile: work, catalog: server)

        // What the last sync's lists were, before this one asks again: from a server without
        // validators, what they show unchanged is kept without asking.
        var listed = policy.rereadsAll || !work.hadFinishedRun ? nil : try ListedChanges(work)
        try fetcher.fetch([SyncTargets.songsIndex, SyncTargets.performersIndex], phase: .indexes)
        try answers.readIndexes()
        try fetcher.fetch(
            answers.songs.flatMap {
                [SyncTargets.songSummary($0.id), SyncTargets.shell($0.id), SyncTargets.videos($0.id)]
            }, phase: .songPages, absenceKept: SyncTargets.isVideos)
        let recordings = try answers.recordingIDs()
        try listed?.compareSongs(answers, recordings: recordings)
        let keptRecordings = listed?.keptRecordingTargets(recordings) ?? []
        try fetcher.fetch(
            recordings.flatMap { SyncTargets.batches($0.recordings) }, phase: .recordingRows, unasked: keptRecordings)
        let allRecordings = recordings.flatMap(\.recordings)
        try fetcher.fetch(
            allRecordings.map(SyncTargets.recording), phase: .recordingPages, absenceKept: { _ in true },
            unasked: keptRecordings)
        let recordingsWithoutPages = try answers.readRowsOfRecordingsWithoutPages(recordings)
        // Every answer so far the last finished sync's: so are its artists, and the 107,000
        // pages need not be read back to name them.
        let nothingNewYet = fetcher.newAnswers == 0 && work.lastRunKept && !work.resumed
        let performerTargets: [String]
        let keptPerformers: Set<String>
        if nothingNewYet {
            performerTargets = try work.earlierTargets(prefix: "/v1/performers/", suffix: "/summary")
            keptPerformers = listed == nil ? [] : Set(performerTargets)
        } else {
            for id in allRecordings { answers.addPerformers(of: try answers.recording(id)) }
            performerTargets = answers.performerIDs.map(SyncTargets.performerSummary)
            keptPerformers = try listed?.keptPerformerTargets(answers, recordings: recordings) ?? []
        }
        try fetcher.fetch(performerTargets, phase: .performers, absenceKept: { _ in true }, unasked: keptPerformers)
        let performersWithoutPages = try work.absent(among: performerTargets).count

        // Nothing new at all: the catalog in place is what these answers make, checked when it
        // was written, and its entities are the last sync's.
        let nothingNew = nothingNewYet && fetcher.newAnswers == 0
        let previous = try work.previousEntities()
        let entities: [String: [String: String]]
        if nothingNew {
            entities = previous
        } else {
            try check(answers, recordings: recordings, reported: fetcher.fetchIfServed(SyncTargets.recordingsCount))
            entities = try digests(answers, recordings: allRecordings)
        }
        let changes = SyncChanges(previous: previous, current: entities, firstSync: !work.hadFinishedRun)
        if !policy.allowsRemovals, let sweeping = changes.sweepingRemoval {
            try work.abandon()
            throw .sweepingRemoval(kind: sweeping.name, removed: sweeping.removed.count, before: sweeping.before)
        }
        let syncedAt = Date()
        let counts: CatalogCounts
        if fetcher.newAnswers == 0, work.lastRunKept,
            let kept = try confirmed(target, server: server.server, at: syncedAt)
        {
            counts = kept
        } else {
            report(.writing)
            counts = try replace(target, server: server.server, answers: answers, at: syncedAt, stop: stopRequested)
        }
        // What the server counts, where it says, against what the copy holds.
        let reported = try fetcher.fetchIfServed(HTTPCatalog.countsPath).flatMap {
            try? JSONDecoder().decode(CatalogCounts.self, from: $0)
        }
        try work.finish(entities: nothingNew ? nil : entities)
        var finished = Report(
            path: location.path, server: server.server, counts: counts, changes: changes,
            requests: requestsForTheFile + fetcher.requests, seconds: MonotonicClock.seconds() - started,
            resumed: work.resumed,
            recordingsWithoutPages: recordingsWithoutPages, performersWithoutPages: performersWithoutPages)
        finished.countDifferences = reported.map { CountDifference.between(copy: counts, server: $0) } ?? []
        return finished
    }

    /// The file to replace: where a link points (so the link stays), in a folder that can be
    /// written; refused when something other than one of our catalogs is there.
    private static func writableTarget(_ location: CatalogLocation) throws(SyncError) -> String {
        switch location.state {
        case .directory: throw .catalog("\(location.path) is a folder")
        case .special(let kind): throw .catalog("\(location.path) is \(kind), not a file")
        case .unreachable(let reason): throw .catalog("\(location.path) cannot be reached: \(reason)")
        case .file:
            switch CatalogFileIdentity.of(location.path) {
            case .catalog: break
            case .newerCatalog(let found):
                throw .catalog(
                    "\(location.path) is a catalog of a later version (schema \(found)); it is left as it is")
            case .other(let reason):
                throw .catalog("\(location.path) is not an ApproachNote catalog (\(reason)); it is left as it is")
            }
        case .absent: break
        }
        let target: String
        do {
            target = try location.target()
        } catch {
            throw .catalog("\(error)")
        }
        let folder = FilePath.folder(of: target)
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw .catalog("the folder \(folder) cannot be made")
        }
        guard access(folder, W_OK) == 0 else {
            throw .catalog("the folder \(folder) cannot be written: \(String(cString: strerror(errno)))")
        }
        return target
    }

    /// What was fetched must add up: every song listed has its page and its shell, every
    /// shell as many rows as it counts, every row its batch row, and the recordings as many as
    /// the server counts (where it says).
    private static func check(
        _ answers: SyncAnswers, recordings: [(song: String, recordings: [String])], reported count: Data?
    ) throws(SyncError) {
        for (song, ids) in recordings {
            let shell = try answers.shell(song)
            if shell.recordingCount > 0, shell.recordingCount != shell.recordings.count {
                throw .incomplete(
                    "the shell of song \(song) counts \(shell.recordingCount) recordings and lists \(shell.recordings.count)"
                )
            }
            var rows = Set<String>()
            for target in SyncTargets.batches(ids) { rows.formUnion(try answers.batch(target).recordings.map(\.id)) }
            if let missing = ids.first(where: { !rows.contains($0) }) {
                throw .missing(kind: "recording", id: missing, named: "the shell of song \(song)")
            }
        }
        let total = recordings.reduce(0) { $0 + $1.recordings.count }
        struct Count: Decodable { let count: Int }
        if let count, let reported = try? JSONDecoder().decode(Count.self, from: count), reported.count != total {
            throw .incomplete("the server counts \(reported.count) recordings and its songs list \(total)")
        }
    }

    /// When every answer is the one the last finished sync wrote into the catalog at `target`
    /// (which is still that mirror), only its sync date is brought up to now; nil when the
    /// catalog must be written.
    static func confirmed(_ target: String, server: String, at syncedAt: Date) throws(SyncError)
        -> CatalogCounts?
    {
        guard case .catalog = CatalogFileIdentity.of(target),
            let store = try? SQLiteCatalogStore.open(CatalogLocation(path: target)),
            case .synced(let from, _) = try? store.origin(), from == server,
            let counts = try? store.counts()
        else { return nil }
        do {
            let db = try SQLiteConnection(path: target, mode: .create)
            try db.statement("UPDATE meta SET value = ?1 WHERE key = 'synced_at'")
                .bind(.text(syncedAt.formatted(.iso8601))).run()
        } catch {
            throw .catalog("its sync date could not be updated: \(error)")
        }
        return counts
    }

    /// Writes the catalog beside `target` and renames it into place once written and read back.
    private static func replace(
        _ target: String, server: String, answers: SyncAnswers, at syncedAt: Date, stop: () -> Bool
    ) throws(SyncError) -> CatalogCounts {
        let replacement = CatalogReplacement(target: target)
        do {
            let db = try SQLiteConnection(path: replacement.temporary, mode: .create)
            try MirrorWriter(db: db, answers: answers).write(server: server, syncedAt: syncedAt, stopRequested: stop)
        } catch let error as SyncError {
            replacement.discard()
            throw error
        } catch {
            replacement.discard()
            throw .catalog("\(error)")
        }
        let counts: CatalogCounts
        do {
            counts = try SQLiteCatalogStore.open(CatalogLocation(path: replacement.temporary)).counts()
        } catch {
            replacement.discard()
            throw .catalog("the file written cannot be read back: \(error)")
        }
        do {
            try replacement.commit()
        } catch {
            throw .catalog("it could not be renamed to \(target): \(error.reason)")
        }
        return counts
    }

    /// A digest of each entity's own answer: its song page, its recording page, its summary.
    private static func digests(_ answers: SyncAnswers, recordings: [String]) throws(SyncError) -> [String: [String:
        String]]
    {
        func digest(_ target: String) throws(SyncError) -> String {
            guard let body = try answers.workFile.body(target) else { return "" }
            return String(body.withUnsafeBytes { FNV1a.hash($0) }, radix: 16)
        }
        var entities: [String: [String: String]] = [:]
        for song in answers.songs {
            entities["songs", default: [:]][song.id] = try digest(SyncTargets.songSummary(song.id))
        }
        for id in recordings { entities["recordings", default: [:]][id] = try digest(SyncTargets.recording(id)) }
        for id in answers.performerIDs {
            entities["performers", default: [:]][id] = try digest(SyncTargets.performerSummary(id))
        }
        return entities
    }
}
