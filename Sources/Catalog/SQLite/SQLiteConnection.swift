import CSQLite
import FoundationEssentials

/// A failure reported by SQLite, with its result code so callers can tell damage from misuse.
package struct SQLiteError: Error, CustomStringConvertible {
    package let code: Int32
    package let message: String

    package var description: String { "SQLite error \(code): \(message)" }

    /// The database file is not a database, or its pages are damaged or missing.
    package var isDamage: Bool {
        let primary = code & 0xFF
        return primary == SQLITE_CORRUPT || primary == SQLITE_NOTADB
    }
}

/// One SQLite connection. Not thread-safe by itself: `SQLiteCatalogStore` serialises access to it.
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
        sqlite3_busy_timeout(db, 5_000)
    }

    deinit {
        statementCache.removeAll()
        sqlite3_close_v2(handle)
    }

    /// A `file:` URI naming `path` exactly: every byte outside the unreserved set is
    /// percent-encoded, so `?`, `#` and `%` in a file name stay part of the name.
    static func fileURI(_ path: String) -> String {
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
}

/// A prepared statement with typed binding and column access. Indexes are zero-based for
/// columns (as SQLite) and one-based for parameters (as SQLite).
package final class SQLiteStatement {
    private unowned let connection: SQLiteConnection
    private let handle: OpaquePointer

    fileprivate init(connection: SQLiteConnection, handle db: OpaquePointer, sql: String) throws {
        self.connection = connection
        var statement: OpaquePointer?
        let rc = sqlite3_prepare_v3(db, sql, -1, UInt32(SQLITE_PREPARE_PERSISTENT), &statement, nil)
        guard rc == SQLITE_OK, let statement else {
            throw connection.error(code: rc)
        }
        handle = statement
    }

    deinit { sqlite3_finalize(handle) }

    package func reset() {
        sqlite3_reset(handle)
        sqlite3_clear_bindings(handle)
    }

    @discardableResult
    package func bind(_ values: SQLiteValue...) -> SQLiteStatement {
        bind(values)
    }

    @discardableResult
    func bind(_ values: [SQLiteValue]) -> SQLiteStatement {
        for (offset, value) in values.enumerated() {
            let index = Int32(offset + 1)
            switch value {
            case .null: sqlite3_bind_null(handle, index)
            case .integer(let number): sqlite3_bind_int64(handle, index, Int64(number))
            case .real(let number): sqlite3_bind_double(handle, index, number)
            case .text(let text): sqlite3_bind_text(handle, index, text, -1, csqlite_transient)
            case .blob(let bytes):
                _ = bytes.withUnsafeBytes {
                    sqlite3_bind_blob(handle, index, $0.baseAddress, Int32($0.count), csqlite_transient)
                }
            }
        }
        return self
    }

    /// Advances to the next row; false when the statement is done.
    package func step() throws -> Bool {
        let rc = sqlite3_step(handle)
        switch rc {
        case SQLITE_ROW: return true
        case SQLITE_DONE: return false
        default: throw connection.error(code: rc)
        }
    }

    /// Runs a statement that returns no rows.
    package func run() throws {
        while try step() {}
        sqlite3_reset(handle)
    }

    var columnCount: Int32 { sqlite3_column_count(handle) }

    package func isNull(_ column: Int32) -> Bool { sqlite3_column_type(handle, column) == SQLITE_NULL }

    package func int(_ column: Int32) -> Int { Int(sqlite3_column_int64(handle, column)) }

    package func optionalInt(_ column: Int32) -> Int? { isNull(column) ? nil : int(column) }

    func double(_ column: Int32) -> Double { sqlite3_column_double(handle, column) }

    func bool(_ column: Int32) -> Bool { sqlite3_column_int64(handle, column) != 0 }

    func optionalBool(_ column: Int32) -> Bool? { isNull(column) ? nil : bool(column) }

    /// All of the column's bytes, a NUL among them included, as `withTextBytes` gives them.
    package func text(_ column: Int32) -> String {
        guard let bytes = sqlite3_column_text(handle, column) else { return "" }
        return String(
            decoding: UnsafeBufferPointer(start: bytes, count: Int(sqlite3_column_bytes(handle, column))), as: UTF8.self
        )
    }

    package func optionalText(_ column: Int32) -> String? { isNull(column) ? nil : text(column) }

    /// A column's bytes as SQLite holds them (empty for NULL).
    package func data(_ column: Int32) -> Data {
        guard let bytes = sqlite3_column_blob(handle, column) else { return Data() }
        return Data(bytes: bytes, count: Int(sqlite3_column_bytes(handle, column)))
    }

    /// A column's text as SQLite holds it (nil for NULL), without making a String of it; the
    /// bytes are valid only inside `body`.
    func withTextBytes<T>(_ column: Int32, _ body: (UnsafeBufferPointer<UInt8>?) throws -> T) rethrows -> T {
        guard !isNull(column), let text = sqlite3_column_text(handle, column) else { return try body(nil) }
        return try body(UnsafeBufferPointer(start: text, count: Int(sqlite3_column_bytes(handle, column))))
    }
}

package enum SQLiteValue {
    case null
    case integer(Int)
    case real(Double)
    case text(String)
    case blob(Data)

    package static func optional(_ text: String?) -> SQLiteValue { text.map(SQLiteValue.text) ?? .null }
    package static func optional(_ number: Int?) -> SQLiteValue { number.map(SQLiteValue.integer) ?? .null }
    package static func bool(_ flag: Bool) -> SQLiteValue { .integer(flag ? 1 : 0) }
}
