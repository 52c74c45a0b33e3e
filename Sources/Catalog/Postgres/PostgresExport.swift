import FoundationEssentials
import SQLite

/// What `SQLiteCatalogStore.export(to:)` loaded: rows per table, in schema order.
public struct PostgresExportReport: Sendable, Equatable {
    public let server: String
    public let rows: [String: Int]
    public let seconds: Double
}

/// The catalog's schema in PostgreSQL: the SQLite schema's own statements, translated, so
/// that the two databases cannot drift apart.
package enum PostgresSchema {
    /// The schema every catalog table lives in; a load builds `loadingName` and renames it.
    package static let name = "approachnote"
    static let loadingName = "approachnote_loading"
    /// What `schema_version` holds: the SQLite schema's version, times 100, plus the revision of
    /// its translation below, so that a server refuses a database exported before either
    /// changed. Revision 1: text compares bytewise.
    package static let version = CatalogSchema.version * 100 + 1

    /// Text columns take the "C" collation, which compares UTF-8 bytes as SQLite's BINARY does:
    /// every ORDER BY over text then gives the same order in both databases, whatever the
    /// database's own locale, and the indexes still serve those orders.
    static func translate(_ statement: String) -> String {
        let types = ["TEXT": #"TEXT COLLATE "C""#, "INTEGER": "BIGINT", "REAL": "DOUBLE PRECISION"]
        var translated = ""
        var word = ""
        for character in statement.replacing(" WITHOUT ROWID", with: "") + " " {
            if character.isASCII && (character.isLetter || character.isNumber || character == "_") {
                word.append(character)
            } else {
                translated += types[word] ?? word
                translated.append(character)
                word = ""
            }
        }
        return String(translated.dropLast())
    }

    static var tables: [(name: String, statement: String)] {
        CatalogSchema.statements.compactMap { statement in
            CatalogSchema.tableName(of: statement).map { ($0, translate(statement)) }
        }
    }

    static var indexes: [String] {
        CatalogSchema.statements.filter { $0.hasPrefix("CREATE INDEX") }.map(translate)
    }
}

extension SQLiteCatalogStore {
    /// Loads the whole catalog into the PostgreSQL database at `url`, replacing what an
    /// earlier export put there. Everything happens in one transaction: the tables are filled
    /// in a schema of their own while readers still see the previous one, which is swapped
    /// out only at the commit; a load that fails or is cut off leaves the previous data whole.
    public func export(to url: String) throws -> PostgresExportReport {
        let started = Date()
        let postgres = try PostgresConnection(url: url)
        let loading = PostgresSchema.loadingName
        // Tells an administrator watching pg_stat_activity what this session is.
        try postgres.execute("SET application_name = 'approachnote catalog export'")
        try postgres.execute("BEGIN")
        // Quiet: the first export has no schema to drop, which PostgreSQL would otherwise report.
        try postgres.execute("SET LOCAL client_min_messages = warning")
        try postgres.execute("DROP SCHEMA IF EXISTS \(loading) CASCADE")
        try postgres.execute("CREATE SCHEMA \(loading)")
        try postgres.execute("SET LOCAL search_path TO \(loading)")
        try postgres.execute("CREATE TABLE schema_version(version INTEGER NOT NULL)")
        try postgres.execute("INSERT INTO schema_version VALUES ($1)", [String(PostgresSchema.version)])
        var rows: [String: Int] = [:]
        for table in PostgresSchema.tables {
            try postgres.execute(table.statement)
            rows[table.name] = try read { db in try Self.copy(table.name, from: db, to: postgres) }
        }
        // Built after the rows are in: one sort per index instead of one insertion per row.
        for index in PostgresSchema.indexes { try postgres.execute(index) }
        // The planner needs statistics to use those indexes from the first query on; only the new
        // tables, not the schema about to be dropped.
        try postgres.execute(
            "ANALYZE " + (["schema_version"] + PostgresSchema.tables.map(\.name)).joined(separator: ", "))
        try postgres.execute("DROP SCHEMA IF EXISTS \(PostgresSchema.name) CASCADE")
        try postgres.execute("ALTER SCHEMA \(loading) RENAME TO \(PostgresSchema.name)")
        try postgres.execute("COMMIT")
        return PostgresExportReport(server: postgres.server, rows: rows, seconds: Date().timeIntervalSince(started))
    }

    private static func copy(_ table: String, from db: SQLiteConnection, to postgres: PostgresConnection) throws
        -> Int
    {
        let statement = try db.statement("SELECT * FROM \(table)")
        let columns = statement.columnCount
        var count = 0
        try postgres.copy("COPY \(table) FROM STDIN") { writer in
            while try statement.step() {
                for column in 0..<columns { statement.withTextBytes(column) { writer.field($0) } }
                try writer.endRow()
                count += 1
            }
        }
        return count
    }
}
