import StableHashing

/// UUIDs derived from an entity's identity ("song" + title), so the same song has the same ID
/// in every generated catalog on every machine.
///
/// The 128 bits are two FNV-1a 64 hashes of the identity with different offset bases, stamped
/// as an RFC 9562 version-8 (custom) UUID.
package enum StableID {
    package static func make(_ kind: String, _ identity: String) -> String {
        var bytes = [UInt8]()
        bytes.reserveCapacity(16)
        let input = Array("\(kind)\u{1F}\(identity)".utf8)
        for basis: UInt64 in [0xcbf2_9ce4_8422_2325, 0x6c62_272e_07bb_0142] {
            let hash = FNV1a.hash(input, basis: basis)
            for shift in stride(from: 56, through: 0, by: -8) {
                bytes.append(UInt8(truncatingIfNeeded: hash >> UInt64(shift)))
            }
        }
        bytes[6] = (bytes[6] & 0x0F) | 0x80
        bytes[8] = (bytes[8] & 0x3F) | 0x80
        return format(bytes)
    }

    private static func format(_ bytes: [UInt8]) -> String {
        let hexDigits = Array("0123456789abcdef".utf8)
        var characters = [UInt8]()
        characters.reserveCapacity(36)
        for (index, byte) in bytes.enumerated() {
            if index == 4 || index == 6 || index == 8 || index == 10 { characters.append(UInt8(ascii: "-")) }
            characters.append(hexDigits[Int(byte >> 4)])
            characters.append(hexDigits[Int(byte & 0x0F)])
        }
        return String(decoding: characters, as: UTF8.self)
    }
}
