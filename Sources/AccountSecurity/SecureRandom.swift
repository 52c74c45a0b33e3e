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

/// Bytes as hexadecimal digits, two per byte: written lower-case, read in either case.
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

    /// The bytes `digits` spell, or nil for anything but pairs of hex digits.
    package static func decode(_ digits: [UInt8]) -> [UInt8]? {
        guard !digits.isEmpty, digits.count.isMultiple(of: 2) else { return nil }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(digits.count / 2)
        var index = 0
        while index < digits.count {
            guard let high = value(digits[index]), let low = value(digits[index + 1]) else { return nil }
            bytes.append(high << 4 | low)
            index += 2
        }
        return bytes
    }

    private static func value(_ digit: UInt8) -> UInt8? {
        switch digit {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): digit - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): digit - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): digit - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
