import FoundationEssentials

/// Base64 with the URL's alphabet and no padding (RFC 4648 §5), as JSON Web Tokens spell
/// their parts.
package enum Base64URL {
    package static func encode(_ bytes: [UInt8]) -> String {
        Data(bytes).base64EncodedString().replacing("+", with: "-").replacing("/", with: "_").replacing("=", with: "")
    }

    /// The bytes, or nil for text that is not base64url (padding, the standard alphabet's `+`
    /// and `/`, or a length no encoding has, are refused). Read straight from the UTF-8: every
    /// request with a token decodes two of its parts.
    package static func decode(_ text: Substring) -> [UInt8]? {
        let utf8 = text.utf8
        guard utf8.count % 4 != 1 else { return nil }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(utf8.count * 3 / 4)
        var accumulator: UInt32 = 0
        var bits = 0
        for character in utf8 {
            let value = values[Int(character)]
            guard value < 64 else { return nil }
            accumulator = accumulator << 6 | UInt32(value)
            bits += 6
            if bits >= 8 {
                bits -= 8
                bytes.append(UInt8(truncatingIfNeeded: accumulator >> UInt32(bits)))
            }
        }
        // What is left must be the zero bits an encoder pads with, as RFC 4648 §3.5 asks.
        guard accumulator & ((1 << UInt32(bits)) - 1) == 0 else { return nil }
        return bytes
    }

    /// Each byte's value in the alphabet, 64 for a byte outside it.
    private static let values: [UInt8] = {
        var values = [UInt8](repeating: 64, count: 256)
        for (index, character) in "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_".utf8.enumerated() {
            values[Int(character)] = UInt8(index)
        }
        return values
    }()
}
