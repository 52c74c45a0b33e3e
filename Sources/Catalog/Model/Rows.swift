/// The list an answer is about (a batch's recordings, a shell's rows): it must be there, a
/// list, or the answer is not the one asked for and fails as such; its rows are read as
/// `Defaulted` reads a list, those that cannot be read left out.
@propertyWrapper
public struct Rows<Row: Codable & Hashable & Sendable>: Codable, Hashable, Sendable {
    public var wrappedValue: [Row]

    public init(wrappedValue: [Row]) { self.wrappedValue = wrappedValue }

    public init(from decoder: any Decoder) throws {
        _ = try decoder.unkeyedContainer()
        wrappedValue = [Row].leniently(from: decoder) ?? []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(wrappedValue)
    }
}

/// The rows of a list answer (the songs index, the performers index), read as `Rows` reads
/// an answer's list.
public struct PayloadRows<Row: Codable & Hashable & Sendable>: Decodable {
    public let rows: [Row]

    public init(from decoder: any Decoder) throws {
        rows = try Rows<Row>(from: decoder).wrappedValue
    }
}
