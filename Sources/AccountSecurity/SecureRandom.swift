import CSodium

/// Bytes from the system's secure source, through libsodium: signing keys, token ids, reset
/// tokens.
package enum SecureRandom {
    package static func bytes(_ count: Int) -> [UInt8] {
        Sodium.required()
        var bytes = [UInt8](repeating: 0, count: count)
        csodium_random(&bytes, count)
        return bytes
    }

    /// `count` random bytes as lower-case hex (a refresh token's 32-character id takes 16).
    package static func hex(bytes count: Int) -> String {
        Hex.encode(bytes(count))
    }
}

/// Bytes as lower-case hexadecimal digits, two per byte.
package enum Hex {
    package static func encode(_ bytes: [UInt8]) -> String {
        let digits = Array("0123456789abcdef".utf8)
        var text = [UInt8]()
        text.reserveCapacity(bytes.count * 2)
        for byte in bytes {
            text.append(digits[Int(byte >> 4)])
            text.append(digits[Int(byte & 0xF)])
        }
        return String(decoding: text, as: UTF8.self)
    }
}
