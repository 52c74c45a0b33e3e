import Foundation

/// The one JSON encoding of the payload types, shared by the command line and the server:
/// keys sorted, so the same payload is always the same bytes (the server's ETag is a hash of
/// them), and slashes left as they are in URLs.
public enum PayloadJSON {
    public static func encode<T: Encodable>(_ value: T, pretty: Bool = false) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting =
            pretty
            ? [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes] : [.sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(value)
    }
}
