/// A value bound to an accounts query's parameter.
package enum AccountValue: Sendable, Equatable {
    case null
    case integer(Int)
    case text(String)

    static func optional(_ text: String?) -> AccountValue { text.map(AccountValue.text) ?? .null }
}

/// A row of an accounts query, read by column (zero-based).
package protocol AccountRow {
    func text(_ column: Int32) -> String
    func optionalText(_ column: Int32) -> String?
    func int(_ column: Int32) -> Int
    func optionalInt(_ column: Int32) -> Int?
}

/// One connection to where the accounts live (their SQLite file, or their tables in the
/// catalog's PostgreSQL database). The queries are written once, with `?1`-style parameters,
/// and use only what both databases read alike (`RETURNING`, `ON CONFLICT DO NOTHING`).
package protocol AccountDatabase: AnyObject {
    /// Runs `sql` and hands each row to `each`, in order.
    func rows(_ sql: String, _ parameters: [AccountValue], _ each: (any AccountRow) throws -> Void) throws
    /// Runs `body` in one transaction: committed when it returns, rolled back when it throws.
    func transaction<T>(_ body: () throws -> T) throws -> T
    /// Within a transaction, waits for every other transaction that changes what this user
    /// keeps, so that a count read (how many repertoires) is still so at the write. SQLite's
    /// transactions hold the write lock from their start already.
    func serialize(userID: String) throws
    /// Whether the connection failed in a way no later statement recovers from (the server
    /// restarted, the network went): the pool drops it and opens another.
    var isBroken: Bool { get }
}

extension AccountDatabase {
    func run(_ sql: String, _ parameters: [AccountValue] = []) throws {
        try rows(sql, parameters) { _ in }
    }

    /// What `read` makes of the first row, or nil when there is none.
    func first<T>(_ sql: String, _ parameters: [AccountValue], _ read: (any AccountRow) throws -> T) throws -> T? {
        var first: T?
        try rows(sql, parameters) { row in
            if first == nil { first = try read(row) }
        }
        return first
    }

    /// What `read` makes of every row.
    func all<T>(_ sql: String, _ parameters: [AccountValue], _ read: (any AccountRow) throws -> T) throws -> [T] {
        var all: [T] = []
        try rows(sql, parameters) { all.append(try read($0)) }
        return all
    }

    func count(_ sql: String, _ parameters: [AccountValue]) throws -> Int {
        try first(sql, parameters) { $0.int(0) } ?? 0
    }
}
