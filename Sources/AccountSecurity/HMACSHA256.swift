import CSodium

/// HMAC-SHA256 (RFC 2104) through libsodium: the signature of an HS256 token, and the one
/// comparison of two signatures that takes the same time wherever they differ.
package enum HMACSHA256 {
    /// The 32-byte code of `message` under `key` (a key of any length, as RFC 2104 allows).
    package static func code(_ message: [UInt8], key: [UInt8]) -> [UInt8] {
        Sodium.required()
        var code = [UInt8](repeating: 0, count: SHA256.digestBytes)
        csodium_hmac_sha256(&code, message, message.count, key, key.count)
        return code
    }

    /// Whether `a` and `b` are the same bytes, looking at every byte whatever it finds: a
    /// forger timing the answer learns nothing of how much of a signature was right.
    package static func equalInConstantTime(_ a: [UInt8], _ b: [UInt8]) -> Bool {
        guard a.count == b.count else { return false }
        guard !a.isEmpty else { return true }
        Sodium.required()
        return csodium_memcmp(a, b, a.count) == 0
    }
}
