import CDelayedLibraries
import CSQLite
import FoundationEssentials
import Platform

/// One SQLite connection. Not thread-safe by itself: its owner serialises access to it.
///
/// Prepared statements are cached by their SQL text, so a query run once per frame or per
/// batch is compiled only once for the life of the connection.
package final class SQLiteConnection {
    package enum OpenMode {
        /// Read-only under SQLite's locks. A WAL database still gets its -wal and -shm side
        /// files, created if missing and left behind.
        case readOnly
        /// Read-only with no locks and no side files at all, so it works in a read-only
        /// folder or on a full disk. Only for a file that nothing changes in place.
        case immutable
        case create
    }

    private let handle: OpaquePointer
    private var statementCache: [String: SQLiteStatement] = [:]

    package init(path: String, mode: OpenMode) throws {
        try Self.loadSQLite()
        var flags = SQLITE_OPEN_NOMUTEX
        var name = path
        switch mode {
        case .readOnly: flags |= SQLITE_OPEN_READONLY
        case .immutable:
            flags |= SQLITE_OPEN_READONLY | SQLITE_OPEN_URI
            name = Self.fileURI(path) + "?mode=ro&immutable=1"
        case .create: flags |= SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE
        }
        var db: OpaquePointer?
        let rc = sqlite3_open_v2(name, &db, flags, nil)
        guard rc == SQLITE_OK, let db else {
            let message = db.map { String(cString: sqlite3_errmsg($0)) } ?? "cannot open"
            if let db { sqlite3_close_v2(db) }
            throw SQLiteError(code: rc, message: message)
        }
        handle = db
        sqlite3_extended_result_codes(db, 1)
        sqlite3_busy_timeout(db, Self.busyTimeoutMilliseconds)
    }

    /// How long a statement waits for another connection's lock before it fails as busy.
    private static let busyTimeoutMilliseconds: Int32 = 5_000

    deinit {
        statementCache.removeAll()
        sqlite3_close_v2(handle)
    }

    /// A `file:` URI naming `path` exactly: every byte outside the unreserved set is
    /// percent-encoded, so `?`, `#` and `%` in a file name stay part of the name.
    package static func fileURI(_ path: String) -> String {
        var encoded = path.hasPrefix("/") ? "file://" : "file:"
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
                UInt8(ascii: "~"), UInt8(ascii: "/"):
                encoded.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let digits = Array("0123456789ABCDEF")
                encoded += "%\(digits[Int(byte >> 4)])\(digits[Int(byte & 0xF)])"
            }
        }
        return encoded
    }

    package func execute(_ sql: String) throws {
        var errorMessage: UnsafeMutablePointer<CChar>?
        let rc = sqlite3_exec(handle, sql, nil, nil, &errorMessage)
        if rc != SQLITE_OK {
            let message = errorMessage.map { String(cString: $0) } ?? lastErrorMessage
            sqlite3_free(errorMessage)
            throw SQLiteError(code: rc, message: message)
        }
    }

    /// Turns write-ahead logging on, waiting for other connections as a lock waits.
    ///
    /// SQLite answers a switch to WAL that races another connection's (two processes making
    /// one new file at once) as busy at once, without waiting: the switch upgrades a read to a
    /// write, and that is where SQLite avoids a deadlock instead of calling its busy handler.
    /// So the switch is tried again, for as long as the busy timeout.
    package func useWriteAheadLog() throws {
        let deadline = ContinuousClock.now + .milliseconds(Self.busyTimeoutMilliseconds)
        var pause = Duration.milliseconds(1)
        while true {
            do {
                try execute("PRAGMA journal_mode=WAL")
                return
            } catch let error as SQLiteError {
                guard case .busy = error, ContinuousClock.now + pause < deadline else { throw error }
                Pause.for(pause)
                pause = min(pause * 2, .milliseconds(50))
            }
        }
    }

    /// A cached, reset statement ready for binding.
    package func statement(_ sql: String) throws -> SQLiteStatement {
        if let cached = statementCache[sql] {
            cached.reset()
            return cached
        }
        let statement = try SQLiteStatement(connection: self, handle: handle, sql: sql)
        statementCache[sql] = statement
        return statement
    }

    /// Runs `body` inside a transaction, committing on success and rolling back on a throw.
    /// An `immediate` one takes the write lock at its start, so that no other connection's
    /// change comes between what `body` reads and what it writes.
    package func transaction<T>(immediate: Bool = false, _ body: () throws -> T) throws -> T {
        try execute(immediate ? "BEGIN IMMEDIATE" : "BEGIN")
        do {
            let result = try body()
            try execute("COMMIT")
            return result
        } catch {
            try? execute("ROLLBACK")
            throw error
        }
    }

    var lastErrorMessage: String { String(cString: sqlite3_errmsg(handle)) }

    func error(code: Int32) -> SQLiteError {
        SQLiteError(code: code, message: lastErrorMessage)
    }

    /// SQLite is loaded when the first database is opened (`CDelayedLibraries`): a missing
    /// library fails that opening with the loader's reason instead of ending the program.
    private static func loadSQLite() throws(SQLiteError) {
        if let reason = cdelayed_missing(CDELAYED_SQLITE) { throw .libraryMissing(reason: String(cString: reason)) }
    }
}
