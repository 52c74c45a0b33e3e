/// The parts of the catalog's queries that SQLite and PostgreSQL spell differently. Everything
/// else, including every ORDER BY, is written once: PostgreSQL's text columns compare bytewise
/// as SQLite's do (`PostgresSchema` gives them the "C" collation), and orders over a column
/// that may be NULL say where NULL goes (SQLite puts it first, PostgreSQL last).
enum CatalogDialect {
    case sqlite
    case postgres

    /// Whether the text `haystack` contains `needle`.
    func contains(_ haystack: String, _ needle: String) -> String {
        switch self {
        case .sqlite: "instr(\(haystack), \(needle)) > 0"
        case .postgres: "strpos(\(haystack), \(needle)) > 0"
        }
    }

    /// Whether `column` is one of the values of the list parameter `list` (`CatalogValue.integers`
    /// or `.texts`).
    func isAmong(_ column: String, _ list: String) -> String {
        switch self {
        case .sqlite: "\(column) IN (SELECT value FROM json_each(\(list)))"
        case .postgres: "\(column) = ANY(\(list))"
        }
    }

    /// Whether `condition` holds for any row of the group, as 1/0 or a boolean.
    func anyOf(_ condition: String) -> String {
        switch self {
        case .sqlite: "max(\(condition))"
        case .postgres: "bool_or(\(condition))"
        }
    }

    /// Groups by `key` alone. PostgreSQL accepts the other columns selected only when the
    /// grouping names their tables' primary keys (`functionallyDetermining`), which SQLite needs
    /// not: there, grouping by the index's first column keeps the walk in index order.
    func group(by key: String, functionallyDetermining keys: [String]) -> String {
        switch self {
        case .sqlite: "GROUP BY \(key)"
        case .postgres: "GROUP BY " + ([key] + keys).joined(separator: ", ")
        }
    }
}
