/// One row of a catalog query, from whichever database ran it; columns count from 0. A row is
/// read only while its query hands it over.
protocol CatalogRow {
    func text(_ column: Int32) -> String
    func optionalText(_ column: Int32) -> String?
    func int(_ column: Int32) -> Int
    func optionalInt(_ column: Int32) -> Int?
    func double(_ column: Int32) -> Double
    /// A truth value: SQLite's 0 and 1 (comparisons, integer flags), PostgreSQL's booleans.
    func bool(_ column: Int32) -> Bool
    func optionalBool(_ column: Int32) -> Bool?
    /// A column's text as the database holds it (nil for NULL), without making a String of it;
    /// the bytes are valid only inside `body`.
    func withTextBytes<T>(_ column: Int32, _ body: (UnsafeBufferPointer<UInt8>?) throws -> T) rethrows -> T
}
