/// A truth value the upstream writes as a number, `1` or `0`: written so, read in any form as
/// `Defaulted` reads it.
@propertyWrapper
public struct WrittenAsNumber: Codable, Hashable, Sendable {
    public var wrappedValue: Bool

    public init(wrappedValue: Bool) { self.wrappedValue = wrappedValue }

    public init(from decoder: any Decoder) throws {
        wrappedValue = Bool.leniently(from: decoder) ?? false
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(wrappedValue ? 1 : 0)
    }
}

extension KeyedDecodingContainer {
    public func decode(_ type: WrittenAsNumber.Type, forKey key: Key) throws -> WrittenAsNumber {
        (try? decodeIfPresent(type, forKey: key)) ?? WrittenAsNumber(wrappedValue: false)
    }
}
