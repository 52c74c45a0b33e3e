/// Checks over a string's UTF-8 bytes that the screen makes for nearly every text it shows,
/// made over the string's own storage: a byte at a time through `String.UTF8View`'s iterator
/// costs several times as much, and every text of every frame is checked.
public enum TextBytes {
    /// Whether every byte is printable ASCII (space to tilde): one cell per byte, nothing to
    /// replace. Most of what a page shows.
    public static func arePrintableASCII(_ text: String) -> Bool {
        all(of: text) { $0 >= 0x20 && $0 < 0x7F }
    }

    /// Whether any byte is `byte`.
    public static func contain(_ byte: UInt8, in text: String) -> Bool {
        !all(of: text) { $0 != byte }
    }

    /// `bytes` as a string when they are well-formed UTF-8; nil otherwise. Decoded, and
    /// compared with what decoding made (a malformed sequence becomes U+FFFD, so only
    /// well-formed bytes come back unchanged): the standard library's validating initializer
    /// is generic code it leaves unspecialized, whose first call in a process makes the runtime
    /// look its types up by name, and every start decodes its environment.
    public static func string(validating bytes: ArraySlice<UInt8>) -> String? {
        var decoded = String(decoding: bytes, as: UTF8.self)
        let unchanged = decoded.withUTF8 { made in bytes.withUnsafeBufferPointer { made.elementsEqual($0) } }
        return unchanged ? decoded : nil
    }

    /// Whether every byte passes `test`.
    @inline(__always)
    public static func all(of text: String, _ test: (UInt8) -> Bool) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            for byte in bytes where !test(byte) { return false }
            return true
        }
    }
}
