/// A type a payload field can default: what it is when the answer does not say, and how to
/// read it from a JSON value of another form.
public protocol PayloadDefaultable: Codable, Hashable {
    static var payloadDefault: Self { get }
    /// The value in `decoder`, read in any form it may come in; nil when there is none.
    static func leniently(from decoder: any Decoder) -> Self?
}

extension PayloadDefaultable {
    public static func leniently(from decoder: any Decoder) -> Self? {
        guard let container = try? decoder.singleValueContainer(), !container.decodeNil() else { return nil }
        return try? container.decode(Self.self)
    }
}

extension Bool: PayloadDefaultable {
    public static var payloadDefault: Bool { false }

    /// `true`/`false`, a number (non-zero is true) or the words.
    public static func leniently(from decoder: any Decoder) -> Bool? {
        guard let container = try? decoder.singleValueContainer(), !container.decodeNil() else { return nil }
        if let flag = try? container.decode(Bool.self) { return flag }
        if let number = try? container.decode(Int.self) { return number != 0 }
        switch try? container.decode(String.self) {
        case "true", "1": return true
        case "false", "0": return false
        default: return nil
        }
    }
}

extension Int: PayloadDefaultable {
    public static var payloadDefault: Int { 0 }

    /// A whole number, a whole number written as a decimal or as text, or a truth value (1, 0).
    public static func leniently(from decoder: any Decoder) -> Int? {
        guard let container = try? decoder.singleValueContainer(), !container.decodeNil() else { return nil }
        if let number = try? container.decode(Int.self) { return number }
        if let number = try? container.decode(Double.self), number.rounded() == number, abs(number) < 1e15 {
            return Int(number)
        }
        if let text = try? container.decode(String.self) { return Int(text) }
        return (try? container.decode(Bool.self)).map { $0 ? 1 : 0 }
    }
}

extension String: PayloadDefaultable {
    public static var payloadDefault: String { "" }

    /// Text, cut to what its field keeps (`CatalogText`).
    public static func leniently(from decoder: any Decoder) -> String? {
        guard let container = try? decoder.singleValueContainer(), !container.decodeNil(),
            let text = try? container.decode(String.self)
        else { return nil }
        return CatalogText.bounded(text, field: decoder.codingPath.last?.stringValue)
    }
}

extension Array: PayloadDefaultable where Element: Codable & Hashable {
    public static var payloadDefault: [Element] { [] }

    /// The elements that can be read; the others are left out.
    public static func leniently(from decoder: any Decoder) -> [Element]? {
        guard var container = try? decoder.unkeyedContainer() else { return nil }
        var elements: [Element] = []
        while !container.isAtEnd {
            guard let element = try? container.decode(Readable<Element>.self) else { break }
            if let value = element.value { elements.append(value) }
        }
        return elements
    }
}

extension Dictionary: PayloadDefaultable where Key == String, Value: Codable & Hashable {
    public static var payloadDefault: [String: Value] { [:] }

    /// The entries whose values can be read; the others are left out.
    public static func leniently(from decoder: any Decoder) -> [String: Value]? {
        guard let entries = try? [String: Readable<Value>](from: decoder) else { return nil }
        return entries.compactMapValues(\.value)
    }
}

/// One element of a list read leniently: its value, or nil when it cannot be read. Decoding
/// it never fails, so the list goes on to the next element.
struct Readable<Value: Decodable>: Decodable {
    let value: Value?

    init(from decoder: any Decoder) throws {
        value = try? Value(from: decoder)
    }
}
