import Catalog
import FoundationEssentials
import SQLite
import Synchronization

/// The file beside the target (`catalog.sqlite.sync`) that holds every answer a sync has
/// fetched, with its ETag, so that an interrupted sync continues where it stopped and a later
/// one asks the server only for what changed.
///
/// Each answer belongs to the run that last fetched or revalidated it. While a run is
/// unfinished its answers are used as they are (a resumed sync asks for none of them again);
/// answers of earlier runs are revalidated with `If-None-Match`. Every answer is committed
/// on its own, so a kill loses at most the answers in flight.
final class SyncWorkFile: @unchecked Sendable {
    /// What the work file knows of a target.
    enum Held: Equatable {
        case none
        /// Fetched by an earlier run: worth revalidating with its tag. `absent` when the server
        /// had nothing there then (a 404).
        case earlier(etag: String?, absent: Bool)
        /// Fetched or revalidated by this run: used as it is.
        case current
    }

    let path: String
    /// The run this sync belongs to.
    let run: Int
    /// Whether `run` continues an unfinished one.
    let resumed: Bool
    /// Whether an earlier run finished: the entities it kept are what this one is compared with.
    let hadFinishedRun: Bool
    /// Whether the last run that finished wrote (or confirmed) the catalog in place, so that its
    /// answers are what that catalog was made from; not one abandoned (a sweeping removal),
    /// whose answers the catalog never took.
    let lastRunKept: Bool
    /// Workers keep answers from several threads; SQLite's connection takes one at a time.
    private let exclusive = Mutex(())
    private let db: SQLiteConnection

    private static let statements = [
        "CREATE TABLE IF NOT EXISTS runs(id INTEGER PRIMARY KEY, server TEXT NOT NULL, started TEXT NOT NULL, finished TEXT)",
        """
        CREATE TABLE IF NOT EXISTS answers(
            target TEXT PRIMARY KEY, etag TEXT, size INTEGER NOT NULL, body BLOB NOT NULL, run INTEGER NOT NULL)
        """,
        // The entities of the last finished run, each with a digest of its answer: what the next
        // run's report of changes compares with.
        """
        CREATE TABLE IF NOT EXISTS entities(kind TEXT NOT NULL, uuid TEXT NOT NULL, digest TEXT NOT NULL,
            PRIMARY KEY(kind, uuid)) WITHOUT ROWID
        """,
    ]

    /// Opens (or creates) the work file for a sync of `server`. A work file of another server is
    /// started afresh: its answers are not this server's.
    init(path: String, server: String, now: Date = Date()) throws(SyncError) {
        self.path = path
        do {
            let db = try SQLiteConnection(path: path, mode: .create)
            try db.useWriteAheadLog()
            try db.execute("PRAGMA synchronous = NORMAL")
            for statement in Self.statements { try db.execute(statement) }
            let last = try db.statement("SELECT id, server, finished IS NULL FROM runs ORDER BY id DESC LIMIT 1")
            var found: (id: Int, server: String, unfinished: Bool)?
            if try last.step() { found = (last.int(0), last.text(1), last.int(2) != 0) }
            last.reset()
            if let known = found, known.server != server {
                try db.execute("DELETE FROM answers; DELETE FROM entities; DELETE FROM runs")
                found = nil
            }
            let finished = try db.statement("SELECT count(*) FROM runs WHERE finished IS NOT NULL")
            _ = try finished.step()
            hadFinishedRun = finished.int(0) > 0
            finished.reset()
            let lastFinished = try db.statement(
                "SELECT finished FROM runs WHERE finished IS NOT NULL ORDER BY id DESC LIMIT 1")
            lastRunKept = try lastFinished.step() && !lastFinished.text(0).hasPrefix(Self.abandonedMark)
            lastFinished.reset()
            if let found, found.unfinished {
                run = found.id
                resumed = true
            } else {
                run = (found?.id ?? 0) + 1
                resumed = false
                try db.statement("INSERT INTO runs(id, server, started) VALUES (?1, ?2, ?3)")
                    .bind(.integer(run), .text(server), .text(now.formatted(.iso8601))).run()
            }
            self.db = db
        } catch let error as SQLiteError {
            throw .workFile(path: path, reason: error.message)
        } catch {
            throw .workFile(path: path, reason: "\(error)")
        }
    }

    func held(_ target: String) throws(SyncError) -> Held {
        try access { db in
            let query = try db.statement("SELECT run, etag, size FROM answers WHERE target = ?1")
            defer { query.reset() }
            guard try query.bind(.text(target)).step() else { return .none }
            return query.int(0) == run ? .current : .earlier(etag: query.optionalText(1), absent: query.int(2) == 0)
        }
    }

    /// Keeps `body`, fetched by this run, as the answer for `target`.
    func keep(_ target: String, body: Data, etag: String?) throws(SyncError) {
        let packed = StoredBody.pack(body)
        try access { db in
            try db.statement(
                "INSERT OR REPLACE INTO answers(target, etag, size, body, run) VALUES (?1, ?2, ?3, ?4, ?5)"
            ).bind(.text(target), .optional(etag), .integer(body.count), .blob(packed), .integer(run)).run()
        }
    }

    /// Keeps, as this run's answer for `target`, that the server has nothing there (a 404):
    /// an empty body, which no answer of the API is.
    func keepAbsence(_ target: String) throws(SyncError) {
        try keep(target, body: Data(), etag: nil)
    }

    /// Marks the answer held for `target` as still the server's (a 304).
    func confirm(_ target: String) throws(SyncError) {
        try access { db in
            try db.statement("UPDATE answers SET run = ?2 WHERE target = ?1").bind(.text(target), .integer(run)).run()
        }
    }

    /// The answer held for `target` (empty when the server had none), or nil when none is
    /// held (or it cannot be read back).
    func body(_ target: String) throws(SyncError) -> Data? {
        try access { db in
            let query = try db.statement("SELECT body, size FROM answers WHERE target = ?1")
            defer { query.reset() }
            guard try query.bind(.text(target)).step() else { return nil }
            return StoredBody.unpack(query.data(0), size: query.int(1))
        }
    }

    /// A hash of each answer of an earlier run under `prefix` that came without an ETag (the
    /// server's validator would tell more), by target.
    func earlierDigests(under prefix: String, hash: (Data) -> UInt64) throws(SyncError) -> [String: UInt64] {
        try access { db in
            let query = try db.statement(
                "SELECT target, body, size FROM answers WHERE run <> ?1 AND etag IS NULL AND size > 0 "
                    + "AND substr(target, 1, length(?2)) = ?2")
            defer { query.reset() }
            _ = query.bind(.integer(run), .text(prefix))
            var digests: [String: UInt64] = [:]
            while try query.step() {
                guard let body = StoredBody.unpack(query.data(1), size: query.int(2)) else { continue }
                digests[query.text(0)] = hash(body)
            }
            return digests
        }
    }

    /// The targets under `prefix` and over `suffix` that an earlier run holds, in no order.
    func earlierTargets(prefix: String, suffix: String) throws(SyncError) -> [String] {
        try access { db in
            let query = try db.statement(
                "SELECT target FROM answers WHERE run <> ?1 AND substr(target, 1, length(?2)) = ?2 "
                    + "AND substr(target, -length(?3)) = ?3")
            defer { query.reset() }
            _ = query.bind(.integer(run), .text(prefix), .text(suffix))
            var targets: [String] = []
            while try query.step() { targets.append(query.text(0)) }
            return targets
        }
    }

    /// Which of `targets` the server had nothing at, by this run's answers.
    func absent(among targets: some Sequence<String>) throws(SyncError) -> Set<String> {
        let wanted = Set(targets)
        return try access { db in
            var found = Set<String>()
            let query = try db.statement("SELECT target FROM answers WHERE size = 0 AND run = ?1")
            defer { query.reset() }
            _ = query.bind(.integer(run))
            while try query.step() {
                let target = query.text(0)
                if wanted.contains(target) { found.insert(target) }
            }
            return found
        }
    }

    /// How many answers this run holds.
    func currentCount() throws(SyncError) -> Int {
        try access { db in
            let query = try db.statement("SELECT count(*) FROM answers WHERE run = ?1")
            defer { query.reset() }
            _ = try query.bind(.integer(run)).step()
            return query.int(0)
        }
    }

    /// The digests of the last finished run's entities, by kind and uuid.
    func previousEntities() throws(SyncError) -> [String: [String: String]] {
        try access { db in
            var entities: [String: [String: String]] = [:]
            let query = try db.statement("SELECT kind, uuid, digest FROM entities")
            defer { query.reset() }
            while try query.step() { entities[query.text(0), default: [:]][query.text(1)] = query.text(2) }
            return entities
        }
    }

    /// Ends the run: its entities replace the last run's (nil: they are the last run's), and
    /// answers no longer asked for go.
    func finish(entities: [String: [String: String]]?, now: Date = Date()) throws(SyncError) {
        try access { db in
            try db.transaction {
                if let entities {
                    try db.execute("DELETE FROM entities")
                    let insert = try db.statement("INSERT INTO entities(kind, uuid, digest) VALUES (?1, ?2, ?3)")
                    for (kind, digests) in entities {
                        for (uuid, digest) in digests {
                            try insert.bind(.text(kind), .text(uuid), .text(digest)).run()
                        }
                    }
                }
                try db.statement("DELETE FROM answers WHERE run <> ?1").bind(.integer(run)).run()
                try markEnded(db, now: now)
            }
        }
    }

    /// Ends the run without keeping its entities: what it fetched stays, to be asked for again
    /// with its tags, and the next run is compared with the last one that was kept.
    func abandon(now: Date = Date()) throws(SyncError) {
        try access { db in try markEnded(db, now: now, abandoned: true) }
    }

    /// What an abandoned run's end time is marked with.
    private static let abandonedMark = "abandoned "

    /// The run is over: the next sync starts a run of its own.
    private func markEnded(_ db: SQLiteConnection, now: Date, abandoned: Bool = false) throws {
        try db.statement("UPDATE runs SET finished = ?2 WHERE id = ?1").bind(
            .integer(run), .text((abandoned ? Self.abandonedMark : "") + now.formatted(.iso8601))
        )
        .run()
    }

    private func access<T>(_ body: (SQLiteConnection) throws -> T) throws(SyncError) -> T {
        do {
            return try exclusive.withLock { _ in try body(db) }
        } catch let error as SQLiteError {
            throw .workFile(path: path, reason: error.message)
        } catch {
            throw .workFile(path: path, reason: "\(error)")
        }
    }
}
