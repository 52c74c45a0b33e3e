import FoundationEssentials

/// One JSON value of the automation protocol: a request read from a client, or a reply built
/// for one. Whole numbers are kept apart from fractions, so `"cols": 80` reads as a count and
/// `2.5` never does.
enum ControlJSON: Codable, Equatable, Sendable {
    case null
    case bool(Bool)
    case integer(Int)
    case number(Double)
    case string(String)
    case array([ControlJSON])
    case object([String: ControlJSON])

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Int.self) {
            self = .integer(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([ControlJSON].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: ControlJSON].self))
        }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .bool(let value): try container.encode(value)
        case .integer(let value): try container.encode(value)
        case .number(let value): try container.encode(value)
        case .string(let value): try container.encode(value)
        case .array(let value): try container.encode(value)
        case .object(let value): try container.encode(value)
        }
    }

    /// The member named `key` of an object; nil for anything else or a missing member.
    subscript(key: String) -> ControlJSON? {
        guard case .object(let members) = self else { return nil }
        return members[key]
    }

    var string: String? {
        guard case .string(let value) = self else { return nil }
        return value
    }

    var integer: Int? {
        guard case .integer(let value) = self else { return nil }
        return value
    }
}

extension ControlJSON: ExpressibleByBooleanLiteral, ExpressibleByIntegerLiteral, ExpressibleByStringLiteral,
    ExpressibleByDictionaryLiteral
{
    init(booleanLiteral value: Bool) { self = .bool(value) }
    init(integerLiteral value: Int) { self = .integer(value) }
    init(stringLiteral value: String) { self = .string(value) }
    init(dictionaryLiteral elements: (String, ControlJSON)...) {
        self = .object(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }

    /// Counts by name, as the statistics report them.
    init(_ counts: [String: Int]) { self = .object(counts.mapValues(ControlJSON.integer)) }
}

extension ControlJSON {
    /// How every line of the protocol is written, requests and replies: compact, keys sorted,
    /// so that a line is the same bytes whoever writes it.
    private static let encoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return encoder
    }()

    /// `value` as one line of the protocol, without its newline; nil if it cannot be written
    /// (a number that is not finite).
    static func line(_ value: some Encodable) -> [UInt8]? {
        (try? encoder.encode(value)).map { [UInt8]($0) }
    }
}
