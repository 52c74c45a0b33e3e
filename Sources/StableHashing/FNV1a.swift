/// 64-bit FNV-1a over bytes: a few lines in any language and the same on every machine, so a
/// hash can name a generated catalog's ids, seed its data, name a cover in the cache, or let a
/// peer in another language draw the very same art.
package enum FNV1a {
    /// The published offset basis; another basis gives another, independent hash of the same bytes.
    package static let offsetBasis: UInt64 = 0xcbf2_9ce4_8422_2325

    @inlinable
    package static func hash<Bytes: Sequence>(_ bytes: Bytes, basis: UInt64 = offsetBasis) -> UInt64
    where Bytes.Element == UInt8 {
        var hash = basis
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return hash
    }

    @inlinable
    package static func hash(_ text: String) -> UInt64 { hash(text.utf8) }
}
