import FoundationEssentials

/// The one JSON encoding of the payload types, shared by the command line and the server:
/// keys sorted, so the same payload is always the same bytes (the server's ETag is a hash of
/// them), and slashes left as they are in URLs.
///
/// The compact form, what the server sends, is written by `CompactJSON` (the same bytes,
/// faster); `JSONEncoder` writes the pretty form, and whatever `CompactJSON` refuses.
public enum PayloadJSON {
    public static func encode<T: Encodable>(_ value: T, pretty: Bool = false) throws -> Data {
        if !pretty, let bytes = try? CompactJSON.encode(value) { return Data(bytes) }
        let encoder = JSONEncoder()
        encoder.outputFormatting =
            pretty
            ? [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes] : [.sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(value)
    }
}
