import FoundationEssentials

/// Base64 with the URL's alphabet and no padding (RFC 4648 §5), as JSON Web Tokens spell
/// their parts.
package enum Base64URL {
    package static func encode(_ bytes: [UInt8]) -> String {
        Data(bytes).base64EncodedString().replacing("+", with: "-").replacing("/", with: "_").replacing("=", with: "")
    }

    /// The bytes, or nil for text that is not base64url (padding, the standard alphabet's `+`
    /// and `/`, or a length no encoding has, are refused).
    package static func decode(_ text: Substring) -> [UInt8]? {
        guard text.count % 4 != 1, text.utf8.allSatisfy({ Self.alphabet.contains($0) }) else { return nil }
        var standard = String(text).replacing("-", with: "+").replacing("_", with: "/")
        standard += String(repeating: "=", count: (4 - standard.count % 4) % 4)
        return Data(base64Encoded: standard).map { [UInt8]($0) }
    }

    private static let alphabet = Set(Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_".utf8))
}
