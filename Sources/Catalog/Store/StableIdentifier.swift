import StableHashing

/// An id in the UUID form for a row the catalog keys only by number (an authority's
/// recommendation), as the upstream names every row: the same row of the same catalog is named
/// the same on every server and every day, and ids of different rows do not collide in practice.
package enum StableIdentifier {
    /// The id of the row that `parts` name (its table, then what places it), 128 bits from two
    /// independent hashes of them.
    package static func uuid(naming parts: String...) -> String {
        let name = parts.joined(separator: "\u{1F}")
        let high = FNV1a.hash(name)
        let low = FNV1a.hash(name.utf8, basis: high ^ 0x9e37_79b9_7f4a_7c15)
        let hex = String(high, radix: 16).leftPadded(to: 16) + String(low, radix: 16).leftPadded(to: 16)
        let digits = Array(hex)
        return [0..<8, 8..<12, 12..<16, 16..<20, 20..<32].map { String(digits[$0]) }.joined(separator: "-")
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        String(repeating: "0", count: max(0, width - count)) + self
    }
}
