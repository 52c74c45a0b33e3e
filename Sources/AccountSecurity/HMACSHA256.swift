/// HMAC-SHA256 (RFC 2104): the signature of an HS256 token, and the one comparison of two
/// signatures that takes the same time wherever they differ.
package enum HMACSHA256 {
    /// The 32-byte code of `message` under `key`.
    package static func code(_ message: [UInt8], key: [UInt8]) -> [UInt8] {
        var block = key.count > SHA256.blockBytes ? SHA256.hash(key) : key
        block += [UInt8](repeating: 0, count: SHA256.blockBytes - block.count)
        let inner = SHA256.hash(block.map { $0 ^ 0x36 } + message)
        return SHA256.hash(block.map { $0 ^ 0x5c } + inner)
    }

    /// Whether `a` and `b` are the same bytes, looking at every byte whatever it finds: a
    /// forger timing the answer learns nothing of how much of a signature was right.
    package static func equalInConstantTime(_ a: [UInt8], _ b: [UInt8]) -> Bool {
        guard a.count == b.count else { return false }
        var difference: UInt8 = 0
        for index in a.indices { difference |= a[index] ^ b[index] }
        return difference == 0
    }
}
