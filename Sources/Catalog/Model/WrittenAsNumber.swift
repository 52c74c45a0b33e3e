/// A truth value the upstream writes as a number, `1` or `0`: written so, read in any form as
/// `Defaulted` reads it.
@propertyWrapper
struct WrittenAsNumber: Codable, Hashable, Sendable {
    var wrappedValue: Bool

    init(wrappedValue: Bool) { self.wrappedValue = wrappedValue }

    init(from decoder: any Decoder) throws {
        wrappedValue = Bool.leniently(from: decoder) ?? false
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(wrappedValue ? 1 : 0)
    }
}

extension KeyedDecodingContainer {
    func decode(_ type: WrittenAsNumber.Type, forKey key: Key) throws -> WrittenAsNumber {
        (try? decodeIfPresent(type, forKey: key)) ?? WrittenAsNumber(wrappedValue: false)
    }
}
