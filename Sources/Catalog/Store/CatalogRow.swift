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

extension CatalogRow {
    /// A name or a title, cut to what one keeps (`CatalogText`): a file may hold any length.
    func name(_ column: Int32) -> String { optionalName(column) ?? "" }
    func optionalName(_ column: Int32) -> String? { optionalText(column, keeping: CatalogText.longestName) }

    /// Any other text (a biography, notes), cut to what it keeps.
    func optionalProse(_ column: Int32) -> String? { optionalText(column, keeping: CatalogText.longestText) }

    /// Only the bytes that could be kept are made into text: four a scalar at most, and one
    /// scalar more, so that whatever the cut parted lies beyond what is kept.
    private func optionalText(_ column: Int32, keeping limit: Int) -> String? {
        withTextBytes(column) { bytes in
            bytes.map { bytes in
                let kept = UnsafeBufferPointer(rebasing: bytes.prefix(4 * (limit + 1)))
                return CatalogText.bounded(String(decoding: kept, as: UTF8.self), limit: limit)
            }
        }
    }
}
