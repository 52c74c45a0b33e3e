import CLibPQ
import Glibc

/// A row of a PostgreSQL result in text format, read in place: numbers are parsed from their
/// text, and a truth value is a boolean's `t` or an integer flag's nonzero.
struct PostgresRow: CatalogRow {
    let result: OpaquePointer
    let row: Int32

    private func isNull(_ column: Int32) -> Bool { PQgetisnull(result, row, column) != 0 }

    private func value(_ column: Int32) -> UnsafeMutablePointer<CChar> { PQgetvalue(result, row, column) }

    func text(_ column: Int32) -> String { String(cString: value(column)) }

    func optionalText(_ column: Int32) -> String? { isNull(column) ? nil : text(column) }

    func int(_ column: Int32) -> Int { Int(strtoll(value(column), nil, 10)) }

    func optionalInt(_ column: Int32) -> Int? { isNull(column) ? nil : int(column) }

    func double(_ column: Int32) -> Double { strtod(value(column), nil) }

    func bool(_ column: Int32) -> Bool { value(column).pointee == CChar(UInt8(ascii: "t")) || int(column) != 0 }

    func optionalBool(_ column: Int32) -> Bool? { isNull(column) ? nil : bool(column) }

    func withTextBytes<T>(_ column: Int32, _ body: (UnsafeBufferPointer<UInt8>?) throws -> T) rethrows -> T {
        guard !isNull(column) else { return try body(nil) }
        return try value(column).withMemoryRebound(to: UInt8.self, capacity: 1) {
            try body(UnsafeBufferPointer(start: $0, count: Int(PQgetlength(result, row, column))))
        }
    }
}
