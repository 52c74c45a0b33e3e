/// Marks an optional payload field that is written as JSON `null` when absent, as the upstream
/// API does, instead of being left out (Swift's default). Decoding accepts null or a missing
/// key, and reads a value of another form as `Defaulted` does (a truth value as `1`); a value
/// that cannot be read at all is taken for none, so that it fails neither its row nor its page.
/// Text is cut to what its field keeps (`CatalogText`).
@propertyWrapper
public struct NullCoded<Value: Codable & Hashable & Sendable>: Codable, Hashable, Sendable {
    public var wrappedValue: Value?

    public init(wrappedValue: Value?) { self.wrappedValue = wrappedValue }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            wrappedValue = nil
        } else if Value.self == String.self {
            wrappedValue = String.leniently(from: decoder) as? Value
        } else if let value = try? container.decode(Value.self) {
            wrappedValue = value
        } else {
            wrappedValue = (Value.self as? any PayloadDefaultable.Type)?.leniently(from: decoder) as? Value
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        if let wrappedValue {
            try container.encode(wrappedValue)
        } else {
            try container.encodeNil()
        }
    }
}

extension KeyedDecodingContainer {
    public func decode<Value>(_ type: NullCoded<Value>.Type, forKey key: Key) throws -> NullCoded<Value> {
        (try? decodeIfPresent(type, forKey: key)) ?? NullCoded(wrappedValue: nil)
    }
}
