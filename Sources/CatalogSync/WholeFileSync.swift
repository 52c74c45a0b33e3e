import Catalog
import Dispatch
import FoundationEssentials
import Glibc
import Platform
import SQLite
import Synchronization

/// A sync from a server that gives its catalog file whole (`approachnote serve` of a file, at
/// `/v1/catalog/file`): one transfer in place of a request for every song, recording and
/// performer, and, when nothing changed, one 304. The file is downloaded beside the target,
/// checked as any catalog file is opened (and SQLite's own check of every page), compared with
/// the counts the server reports, cleared of cover addresses that are not the web's, and only
/// then renamed over the target. A server without the route (the upstream, a catalog in
/// PostgreSQL) answers 404, and the sync reads its pages instead.
enum WholeFileSync {
    /// The largest file taken: a server that sends more is refused before it fills the disk.
    /// The demo catalog is 156 MB.
    static let largestFile = 4 << 30
    /// How long the whole transfer may take; the silence limit ends one that stalls far sooner.
    static let longestTransfer = 3600.0
    /// The key in the mirror's `meta` of the ETag of the file it was made from.
    static let fileTagKey = "synced_file_tag"

    /// How a sync of the file ended.
    enum Outcome {
        case synced(CatalogSync.Report)
        /// The server gives no file (or one of another schema version): its pages must be
        /// read, after the requests made here.
        case pagesNeeded(requestsMade: Int)
    }

    static func run(
        from server: HTTPCatalog, into target: String, policy: SyncPolicy, started: Double,
        stopRequested: @escaping @Sendable () -> Bool, report: @escaping @Sendable (SyncProgress) -> Void
    ) throws(SyncError) -> Outcome {
        let previous = PreviousMirror(target, server: server.server)
        let replacement = CatalogReplacement(target: target)
        // Whatever ends the sync, the download goes (after a commit it is the target already).
        defer { replacement.discard() }
        var requests = 0
        let download = try fetch(
            from: server, into: replacement.temporary, etag: previous?.fileTag, policy: policy,
            requests: &requests, stopRequested: stopRequested, report: report)
        let syncedAt = Date()
        func finished(_ counts: CatalogCounts, _ changes: SyncChanges) -> Outcome {
            .synced(
                CatalogSync.Report(
                    path: target, server: server.server, counts: counts, changes: changes, requests: requests,
                    seconds: MonotonicClock.seconds() - started, resumed: false, recordingsWithoutPages: 0,
                    performersWithoutPages: 0))
        }
        switch download {
        case .notOffered:
            return .pagesNeeded(requestsMade: requests)
        case .notWritten(let reason):
            throw .catalog("the download could not be written beside \(target): \(reason)")
        case .unchanged:
            guard let counts = try CatalogSync.confirmed(target, server: server.server, at: syncedAt) else {
                return .pagesNeeded(requestsMade: requests)
            }
            removeWorkFile(of: target)
            return finished(counts, SyncChanges(compared: previous != nil, kinds: []))
        case .received(_, let etag):
            report(.writing)
            do {
                guard try prepare(replacement.temporary, server: server.server, etag: etag, at: syncedAt) else {
                    return .pagesNeeded(requestsMade: requests)
                }
                let counts = try SQLiteCatalogStore.open(CatalogLocation(path: replacement.temporary)).counts()
                requests += 1
                if let reported = try? server.counts(), reported != counts {
                    throw SyncError.refusedFile(
                        "it counts \(counts.recordings) recordings and \(counts.performers) "
                            + "performers, and the server \(reported.recordings) and \(reported.performers)")
                }
                let changes = try compare(replacement.temporary, with: previous)
                if !policy.allowsRemovals, let sweeping = changes.sweepingRemoval {
                    throw SyncError.sweepingRemoval(
                        kind: sweeping.name, removed: sweeping.removed.count, before: sweeping.before)
                }
                do {
                    try replacement.commit()
                } catch {
                    throw SyncError.catalog("it could not be renamed to \(target): \(error.reason)")
                }
                removeWorkFile(of: target)
                return finished(counts, changes)
            } catch let error as SyncError {
                throw error
            } catch {
                throw .refusedFile("it cannot be read as a catalog (\(error))")
            }
        }
    }

    /// A mirror of this server at the target, made by an earlier sync: what the next is
    /// compared with, and the ETag of its file if it was made from one.
    struct PreviousMirror {
        let path: String
        let fileTag: String?

        init?(_ target: String, server: String) {
            guard case .catalog = CatalogFileIdentity.of(target),
                let store = try? SQLiteCatalogStore.open(CatalogLocation(path: target)),
                case .synced(let from, _) = try? store.origin(), from == server
            else { return nil }
            path = target
            fileTag = try? WholeFileSync.texts(
                SQLiteConnection(path: target, mode: .readOnly), "SELECT value FROM meta WHERE key = ?1",
                .text(WholeFileSync.fileTagKey)
            ).first.flatMap { $0.isEmpty ? nil : $0 }
        }
    }

    /// Downloads the file, retrying as the policy says while the server is away or busy.
    private static func fetch(
        from server: HTTPCatalog, into path: String, etag: String?, policy: SyncPolicy, requests: inout Int,
        stopRequested: @escaping @Sendable () -> Bool, report: @escaping @Sendable (SyncProgress) -> Void
    ) throws(SyncError) -> HTTPCatalog.FileDownload {
        var failures = SyncPolicy.Failures()
        while true {
            if stopRequested() { throw .downloadInterrupted }
            let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
            guard descriptor >= 0 else {
                throw .catalog("\(path) cannot be written: \(String(cString: strerror(errno)))")
            }
            requests += 1
            let outcome: Result<HTTPCatalog.FileDownload, HTTPCatalogError>
            do {
                outcome = .success(
                    try watching(descriptor, stopRequested: stopRequested, report: report) {
                        (cancelled) throws(HTTPCatalogError) in
                        try server.download(
                            HTTPCatalog.catalogFilePath, into: descriptor, etag: etag, largest: largestFile,
                            total: longestTransfer,
                            cancelled: cancelled)
                    })
            } catch {
                outcome = .failure(error)
            }
            close(descriptor)
            if stopRequested() { throw .downloadInterrupted }
            let error: HTTPCatalogError
            switch outcome {
            case .success(let download): return download
            case .failure(let failure): error = failure
            }
            let wait = try policy.retryWait(after: error, &failures, now: MonotonicClock.seconds())
            report(.waiting(seconds: wait, reason: "\(error)"))
            guard StoppableWait.until(MonotonicClock.seconds() + wait, unless: stopRequested) else {
                throw .downloadInterrupted
            }
        }
    }

    /// Runs `transfer` while another thread tells its progress (the file's size as it grows)
    /// and turns a stop asked for into the transfer's cancellation.
    private static func watching<T>(
        _ descriptor: Int32, stopRequested: @escaping @Sendable () -> Bool,
        report: @escaping @Sendable (SyncProgress) -> Void,
        _ transfer: (UnsafePointer<Int32>) throws(HTTPCatalogError) -> T
    ) throws(HTTPCatalogError) -> T {
        let cancelled = UnsafeMutablePointer<Int32>.allocate(capacity: 1)
        cancelled.initialize(to: 0)
        defer { cancelled.deallocate() }
        let done = Atomic(false)
        let finished = DispatchSemaphore(value: 0)
        let flag = UnsafeSendable(cancelled)
        let began = MonotonicClock.seconds()
        DetachedThread.start(name: "sync download") {
            while !done.load(ordering: .acquiring) {
                var status = stat()
                if fstat(descriptor, &status) == 0 {
                    report(.downloading(bytes: Int(status.st_size), seconds: MonotonicClock.seconds() - began))
                }
                if stopRequested() { flag.pointer.pointee = 1 }
                usleep(100_000)
            }
            finished.signal()
        }
        defer {
            done.store(true, ordering: .releasing)
            finished.wait()
        }
        return try transfer(cancelled)
    }

    /// A pointer handed to the watching thread, which alone writes through it while the
    /// transfer only reads it (libcurl polls it as a volatile).
    private struct UnsafeSendable: @unchecked Sendable {
        let pointer: UnsafeMutablePointer<Int32>
        init(_ pointer: UnsafeMutablePointer<Int32>) { self.pointer = pointer }
    }

    /// Checks the downloaded file and makes it this server's mirror; false when it is a
    /// catalog of another schema version (from a server of another version of ApproachNote),
    /// whose pages are then read instead.
    private static func prepare(_ path: String, server: String, etag: String?, at syncedAt: Date) throws -> Bool {
        switch CatalogFileIdentity.of(path) {
        case .catalog: break
        case .newerCatalog: return false
        case .other(let reason): throw SyncError.refusedFile("it is not a catalog (\(reason))")
        }
        let db = try SQLiteConnection(path: path, mode: .create)
        guard try texts(db, "SELECT value FROM meta WHERE key = 'schema_version'") == [String(CatalogSchema.version)]
        else { return false }
        // Every page, not only those a first read touches: a file cut or altered on the way
        // is told here, not when a page reads the damaged part.
        let check = try texts(db, "PRAGMA quick_check(1)")
        guard check == ["ok"] else {
            throw SyncError.refusedFile("it is damaged (SQLite's check: \(check.first ?? "no answer"))")
        }
        try db.transaction {
            // As a mirror written page by page keeps them (MirrorWriter.coverAddress): a
            // `file:` address in a server's file would have the application read the user's disk.
            for (table, columns) in [
                ("release_imagery", ["small", "medium", "large"]), ("recording_covers", ["small", "medium"]),
            ] {
                let assignments = columns.map { "\($0) = CASE WHEN \(webAddress($0)) THEN \($0) END" }
                try db.execute("UPDATE \(table) SET \(assignments.joined(separator: ", "))")
            }
            let meta = try db.statement("INSERT OR REPLACE INTO meta(key, value) VALUES (?1, ?2)")
            for (key, value) in [
                ("origin", "sync"), ("synced_from", server), ("synced_at", syncedAt.formatted(.iso8601)),
                (fileTagKey, etag ?? ""),
            ] {
                try meta.bind(.text(key), .text(value)).run()
            }
        }
        return true
    }

    /// SQL that is true when `column` holds an address the mirror keeps (`MirrorWriter.coverSchemes`).
    private static func webAddress(_ column: String) -> String {
        let schemes = MirrorWriter.coverSchemes.map { "'\($0):'" }.joined(separator: ", ")
        return "lower(substr(\(column), 1, instr(\(column), ':'))) IN (\(schemes))"
    }

    /// What changed since the previous mirror, compared table by table: the ids each kind
    /// gained and lost, and those whose own row differs.
    private static func compare(_ path: String, with previous: PreviousMirror?) throws -> SyncChanges {
        guard let previous else { return SyncChanges(compared: false, kinds: []) }
        let db = try SQLiteConnection(path: path, mode: .readOnly)
        try db.statement("ATTACH DATABASE ?1 AS previous").bind(.text(previous.path)).run()
        defer { try? db.execute("DETACH DATABASE previous") }
        var kinds: [SyncChanges.Kind] = []
        for (name, rows) in comparedRows {
            var kind = SyncChanges.Kind(name: name)
            kind.before = Int(try texts(db, "SELECT count(*) FROM (\(rows("previous")))").first ?? "") ?? 0
            kind.added = try texts(
                db, "SELECT uuid FROM (\(rows("main"))) EXCEPT SELECT uuid FROM (\(rows("previous")))")
            kind.removed = try texts(
                db, "SELECT uuid FROM (\(rows("previous"))) EXCEPT SELECT uuid FROM (\(rows("main")))")
            kind.updated = try texts(
                db,
                "SELECT uuid FROM (SELECT * FROM (\(rows("main"))) EXCEPT SELECT * FROM (\(rows("previous")))) "
                    + "WHERE uuid IN (SELECT uuid FROM (\(rows("previous"))))")
            kinds.append(kind)
        }
        return SyncChanges(compared: true, kinds: kinds)
    }

    /// Each kind's rows as the pages show them, by uuid (the row ids of two files need not
    /// agree): a song's own fields, a recording's with its shell row's, a performer's.
    private static let comparedRows: [(String, @Sendable (String) -> String)] = [
        (
            "songs",
            {
                "SELECT uuid, title, composer, composed_year, composed_key, structure, wikipedia_url, "
                    + "external_references, alt_titles FROM \($0).songs"
            }
        ),
        (
            "recordings",
            {
                "SELECT r.uuid, r.title, r.recording_year, r.recording_date, r.date_precision, r.is_canonical, "
                    + "r.notes, r.services, r.authority_count, s.album_title, s.artist_credit, s.leader_uuid "
                    + "FROM \($0).recordings r LEFT JOIN \($0).shell_rows s ON s.recording_id = r.id"
            }
        ),
        (
            "performers",
            {
                "SELECT uuid, name, sort_name, birth_date, death_date, biography, wikipedia_url FROM \($0).performers"
            }
        ),
    ]

    /// The first column of every row `sql` gives, as text.
    static func texts(_ db: SQLiteConnection, _ sql: String, _ values: SQLiteValue...) throws -> [String] {
        let statement = try db.statement(sql).bind(values)
        defer { statement.reset() }
        var texts: [String] = []
        while try statement.step() { texts.append(statement.text(0)) }
        return texts
    }

    /// A page-by-page sync's work file has nothing left to give once the mirror is a file.
    private static func removeWorkFile(of target: String) {
        let work = CatalogSync.workFilePath(for: target)
        for file in [work, work + "-wal", work + "-shm"] { try? FileManager.default.removeItem(atPath: file) }
    }
}
