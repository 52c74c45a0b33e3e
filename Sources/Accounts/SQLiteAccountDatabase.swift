import FoundationEssentials
import Glibc
import Platform
import SQLite

/// The accounts' own SQLite file, apart from the catalog, so that replacing the catalog
/// (regenerated, synced) never touches them. WAL mode with `synchronous=FULL`: a change that
/// was answered survives a crash of the process or of the machine.
package final class SQLiteAccountDatabase: AccountDatabase {
    /// "ANAC", so that `PRAGMA application_id` tells an accounts file from other databases.
    static let applicationID: Int32 = 0x414E_4143

    private let connection: SQLiteConnection

    /// Opens the file at `path`. The first connection of a server (`prepares`) makes the
    /// file (mode 0600) and its tables when missing, refuses another program's database and
    /// turns WAL on; the others only connect, as the pool opens them while requests run.
    package init(path: String, prepares: Bool) throws(AccountStoreError) {
        do {
            guard prepares else {
                connection = try SQLiteConnection(path: path, mode: .create)
                try connection.execute("PRAGMA synchronous=FULL; PRAGMA foreign_keys=ON")
                return
            }
            let existed = FileManager.default.fileExists(atPath: path)
            connection = try SQLiteConnection(path: path, mode: .create)
            if !existed { chmod(path, 0o600) }
            try connection.useWriteAheadLog()
            try connection.execute("PRAGMA synchronous=FULL; PRAGMA foreign_keys=ON")
            // Read and made under the write lock: two servers starting on a new file make its
            // tables once.
            let identifier = try connection.transaction(immediate: true) { () throws -> Int in
                let statement = try connection.statement("PRAGMA application_id")
                defer { statement.reset() }
                let identifier = try statement.step() ? statement.int(0) : 0
                let tables = try connection.statement("SELECT count(*) FROM sqlite_master")
                defer { tables.reset() }
                let tableCount = try tables.step() ? tables.int(0) : 0
                guard identifier == 0 && tableCount == 0 else { return identifier }
                try connection.execute("PRAGMA application_id=\(Self.applicationID)")
                for statement in AccountSchema.statements { try connection.execute(statement) }
                return Int(Self.applicationID)
            }
            guard identifier == Int(Self.applicationID) else { throw AccountStoreError.notAccounts(path: path) }
        } catch let error as AccountStoreError {
            throw error
        } catch {
            throw .unavailable(reason: "\(path): \(error)")
        }
    }

    package func rows(_ sql: String, _ parameters: [AccountValue], _ each: (any AccountRow) throws -> Void) throws {
        let statement = try connection.statement(sql)
        // Reset at once, not at its next use: a statement left stepped keeps its read
        // snapshot, and the connection's next write transaction would then be refused as
        // busy, without waiting, once another connection has written.
        defer { statement.reset() }
        statement.bind(
            parameters.map { value -> SQLiteValue in
                switch value {
                case .null: .null
                case .integer(let number): .integer(number)
                case .text(let text): .text(text)
                }
            })
        let row = Row(statement: statement)
        while try statement.step() { try each(row) }
    }

    /// Takes the write lock at its start (`BEGIN IMMEDIATE`): what it reads is still so when
    /// it writes, for every user.
    package func transaction<T>(_ body: () throws -> T) throws -> T {
        try connection.transaction(immediate: true, body)
    }

    package func serialize(userID: String) throws {}

    package var isBroken: Bool { false }

    private struct Row: AccountRow {
        let statement: SQLiteStatement
        func text(_ column: Int32) -> String { statement.text(column) }
        func optionalText(_ column: Int32) -> String? { statement.optionalText(column) }
        func int(_ column: Int32) -> Int { statement.int(column) }
        func optionalInt(_ column: Int32) -> Int? { statement.optionalInt(column) }
    }
}
