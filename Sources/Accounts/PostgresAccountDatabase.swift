import Catalog
import FoundationEssentials

/// The accounts in the catalog's PostgreSQL database, in a schema of their own
/// (`approachnote_accounts`): a catalog export replaces the catalog's schema and never touches
/// it. Every server on the database reads and writes the same rows, so a sign-out, a
/// refresh's rotation or a password change on one holds at once on the others.
package final class PostgresAccountDatabase: AccountDatabase {
    static let schema = "approachnote_accounts"
    /// Held while the first server makes the tables, so that two starting together make them once.
    private static let creationLock = 0x414E_4143

    private let connection: PostgresConnection
    package private(set) var isBroken = false

    /// Connects to `url`. The first connection of a server (`prepares`) makes the schema and
    /// its tables when missing.
    package init(url: String, prepares: Bool) throws(AccountStoreError) {
        do {
            connection = try PostgresConnection(url: url, settings: PostgresCatalogStore.connectionSettings)
            connection.answerTimeout = PostgresCatalogStore.answerTimeout
            try connection.execute("SET application_name = 'approachnote serve'")
            try connection.execute("SET statement_timeout = '\(PostgresCatalogStore.statementTimeout)'")
            try connection.execute("SET lock_timeout = '\(PostgresCatalogStore.lockTimeout)'")
            if prepares {
                try connection.execute("BEGIN")
                try connection.execute("SELECT pg_advisory_xact_lock(\(Self.creationLock))")
                try connection.execute("CREATE SCHEMA IF NOT EXISTS \(Self.schema)")
                let exists = try connection.execute("SELECT to_regclass('\(Self.schema).account_users') IS NOT NULL")
                try connection.execute("SET LOCAL search_path TO \(Self.schema)")
                if exists.first?.first == "f" {
                    for statement in AccountSchema.statements { try connection.execute(statement) }
                }
                try connection.execute("COMMIT")
            }
            try connection.execute("SET search_path TO \(Self.schema)")
        } catch let error as PostgresError {
            throw .unavailable(reason: error.description)
        } catch {
            throw .unavailable(reason: "\(error)")
        }
    }

    package func rows(_ sql: String, _ parameters: [AccountValue], _ each: (any AccountRow) throws -> Void) throws {
        let values = parameters.map { value -> String? in
            switch value {
            case .null: nil
            case .integer(let number): String(number)
            case .text(let text): text
            }
        }
        let rows: [[String?]]
        do {
            rows = try connection.execute(Self.spelled(sql), values)
        } catch let error as PostgresError {
            if error.isUnavailability || connection.isAbandoned { isBroken = true }
            throw error
        }
        for row in rows { try each(Row(values: row)) }
    }

    package func transaction<T>(_ body: () throws -> T) throws -> T {
        try run("BEGIN")
        do {
            let result = try body()
            try run("COMMIT")
            return result
        } catch {
            if !isBroken { try? run("ROLLBACK") }
            throw error
        }
    }

    package func serialize(userID: String) throws {
        try run("SELECT 1 FROM account_users WHERE id = ?1 FOR UPDATE", [.text(userID)])
    }

    /// The queries' `?1` parameters as PostgreSQL spells them, `$1`.
    static func spelled(_ sql: String) -> String {
        var spelled = ""
        var previous: Character?
        for character in sql {
            spelled.append(character == "?" && previous != "'" ? "$" : character)
            previous = character
        }
        return spelled
    }

    private struct Row: AccountRow {
        let values: [String?]
        func text(_ column: Int32) -> String { values[Int(column)] ?? "" }
        func optionalText(_ column: Int32) -> String? { values[Int(column)] }
        /// PostgreSQL writes a boolean as `t` or `f`.
        func int(_ column: Int32) -> Int {
            switch values[Int(column)] {
            case "t": 1
            case "f", nil: 0
            case let text?: Int(text) ?? 0
            }
        }
        func optionalInt(_ column: Int32) -> Int? { values[Int(column)] == nil ? nil : int(column) }
    }
}
