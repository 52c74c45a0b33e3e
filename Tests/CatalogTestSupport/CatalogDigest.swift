import Catalog
import SQLite
import StableHashing

/// A digest of every row of every table, in a canonical order: equal digests mean equal
/// catalog content, whatever the page layout of the two files.
package enum CatalogDigest {
    package static func of(_ path: String) throws -> [String: UInt64] {
        let db = try SQLiteConnection(path: path, mode: .readOnly)
        let tables = try db.statement(
            "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")
        var names: [String] = []
        while try tables.step() { names.append(tables.text(0)) }
        var digests: [String: UInt64] = [:]
        for table in names {
            let info = try db.statement("PRAGMA table_info(\(table))")
            var columns: [String] = []
            while try info.step() { columns.append("quote(\(info.text(1)))") }
            let rows = try db.statement(
                "SELECT \(columns.joined(separator: " || '|' || ")) AS line FROM \(table) ORDER BY line")
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            while try rows.step() {
                hash = FNV1a.hash(rows.text(0).utf8, basis: hash)
            }
            digests[table] = hash
        }
        return digests
    }
}
