/// A connection the catalog's queries run on: the catalog file's (SQLite) or a server's
/// (PostgreSQL). Each query is written once, in SQLite's spelling with `?N` parameters, and asks
/// `dialect` for the few parts the two databases spell differently, so both read the same rows
/// in the same order by one definition of each rule.
protocol CatalogConnection {
    associatedtype Row: CatalogRow

    var dialect: CatalogDialect { get }

    /// Runs `sql` with `parameters` (`?1` is the first) and hands each row to `each`, in order.
    func rows(_ sql: String, _ parameters: [CatalogValue], _ each: (Row) throws -> Void) throws
}

extension CatalogConnection {
    /// What `read` makes of the first row, or nil when there is none.
    func firstRow<T>(_ sql: String, _ parameters: [CatalogValue], _ read: (Row) throws -> T) throws -> T? {
        var first: T?
        try rows(sql, parameters) { row in
            if first == nil { first = try read(row) }
        }
        return first
    }
}
