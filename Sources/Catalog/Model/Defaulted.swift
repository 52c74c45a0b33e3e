/// A payload field that every answer should carry but a server may leave out, send as `null`,
/// or send in another of JSON's forms than ours (a truth value as `1` or `0`). The upstream's
/// own app reads every field that way, and one odd field must not fail a whole answer: decoding
/// takes what it can and falls back to the type's default (`false`, `0`, `""`, an empty list).
/// A list keeps the elements it can read and leaves out the others, so a row without an id
/// costs that row, not the page. Encoding writes the value as it is.
@propertyWrapper
public struct Defaulted<Value: PayloadDefaultable & Sendable>: Codable, Hashable, Sendable {
    public var wrappedValue: Value

    public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }

    public init(from decoder: any Decoder) throws {
        wrappedValue = Value.leniently(from: decoder) ?? Value.payloadDefault
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(wrappedValue)
    }
}

extension KeyedDecodingContainer {
    /// A field left out takes its default, as one sent as `null` does.
    public func decode<Value>(_ type: Defaulted<Value>.Type, forKey key: Key) throws -> Defaulted<Value> {
        (try? decodeIfPresent(type, forKey: key)) ?? Defaulted(wrappedValue: Value.payloadDefault)
    }
}
