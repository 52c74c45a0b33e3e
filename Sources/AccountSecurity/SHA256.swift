import CSodium

/// SHA-256 (FIPS 180-4) through libsodium: how a refresh or reset token is kept, so that a
/// stolen accounts file holds no token that works.
package enum SHA256 {
    package static let digestBytes = 32

    package static func hash(_ bytes: [UInt8]) -> [UInt8] {
        Sodium.required()
        var digest = [UInt8](repeating: 0, count: digestBytes)
        csodium_sha256(&digest, bytes, bytes.count)
        return digest
    }

    /// The digest of `text`'s UTF-8 as lower-case hex: a token's key in the accounts store.
    package static func hex(_ text: String) -> String {
        Hex.encode(hash(Array(text.utf8)))
    }
}
