import CSQLite
import FoundationEssentials

/// A prepared statement with typed binding and column access. Indexes are zero-based for
/// columns (as SQLite) and one-based for parameters (as SQLite).
package final class SQLiteStatement {
    private unowned let connection: SQLiteConnection
    private let handle: OpaquePointer

    init(connection: SQLiteConnection, handle db: OpaquePointer, sql: String) throws {
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
    package func bind(_ values: [SQLiteValue]) -> SQLiteStatement {
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

    package var columnCount: Int32 { sqlite3_column_count(handle) }

    package func isNull(_ column: Int32) -> Bool { sqlite3_column_type(handle, column) == SQLITE_NULL }

    package func int(_ column: Int32) -> Int { Int(sqlite3_column_int64(handle, column)) }

    package func optionalInt(_ column: Int32) -> Int? { isNull(column) ? nil : int(column) }

    package func double(_ column: Int32) -> Double { sqlite3_column_double(handle, column) }

    package func bool(_ column: Int32) -> Bool { sqlite3_column_int64(handle, column) != 0 }

    package func optionalBool(_ column: Int32) -> Bool? { isNull(column) ? nil : bool(column) }

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
    package func withTextBytes<T>(_ column: Int32, _ body: (UnsafeBufferPointer<UInt8>?) throws -> T) rethrows -> T {
        guard !isNull(column), let text = sqlite3_column_text(handle, column) else { return try body(nil) }
        return try body(UnsafeBufferPointer(start: text, count: Int(sqlite3_column_bytes(handle, column))))
    }
}
