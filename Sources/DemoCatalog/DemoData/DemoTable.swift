/// The demo catalog's seed tables, written as text: one row a line, its fields between " | ".
///
/// The tables are ours and fixed, so a malformed row is a mistake in this source, not input:
/// it stops the program with the table's name and the row, to be mended where it is written.
enum DemoTable {
    /// Each non-empty line of `table` split into exactly `columns` fields.
    static func rows(of table: String, columns: Int, named name: String) -> [[String]] {
        table.split(separator: "\n").map { line in
            let fields = line.split(separator: " | ", omittingEmptySubsequences: false).map(String.init)
            precondition(
                fields.count == columns,
                "\(name): the row \"\(line)\" has \(fields.count) fields where \(columns) are expected (\" | \" between them)"
            )
            return fields
        }
    }

    /// A field that may be left out, written "-".
    static func optional(_ field: String) -> String? { field == "-" ? nil : field }

    /// A field holding a list, "-" for none.
    static func list(_ field: String, separator: String) -> [String] {
        field == "-" ? [] : field.split(separator: separator).map(String.init)
    }

    /// A field holding a whole number.
    static func number(_ field: String, in row: [String]) -> Int {
        guard let value = Int(field) else { preconditionFailure("the row \(row) has \"\(field)\" where a number goes") }
        return value
    }
}
