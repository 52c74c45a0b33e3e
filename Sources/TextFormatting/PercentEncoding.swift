/// Percent-encoding (RFC 3986 §2.1) for the parts of an address the program builds: every byte
/// outside the unreserved characters and the part's own allowed delimiters is written `%XX`,
/// so a value can hold any text and still be one path segment or one query value.
public enum PercentEncoding {
    /// What a path segment keeps as it is: the sub-delimiters but `;`, `:` and `@`; not `/`.
    public static let pathSegment = Set("!$&'()*+,=:@".utf8)

    /// What a query value keeps: the delimiters that cannot end the value or start another
    /// (`&`, `=`, `+`, `?` and `#` are encoded).
    public static let queryValue = Set("!$'()*,;:@/".utf8)

    public static func encode(_ text: String, keeping allowed: Set<UInt8>) -> String {
        var encoded = ""
        for byte in text.utf8 {
            if isUnreserved(byte) || allowed.contains(byte) {
                encoded.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                encoded += Printf.string("%%%02X", byte)
            }
        }
        return encoded
    }

    private static func isUnreserved(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
            UInt8(ascii: "~"):
            true
        default: false
        }
    }
}
