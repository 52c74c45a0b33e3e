import Catalog
import FoundationEssentials
import TextFormatting

/// A JSON value as a request's body holds it, or as an answer is built: a body is read into
/// this first, so that a missing field, a `null` and a value of the wrong type are told apart
/// and each refused in words, never taken for another.
package enum JSONValue: Codable, Equatable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case integer(Int)
    case string(String)
    case array([JSONValue])
    case object(JSONObject)

    package init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let flag = try? container.decode(Bool.self) {
            self = .bool(flag)
        } else if let number = try? container.decode(Int.self) {
            self = .integer(number)
        } else if let number = try? container.decode(Double.self) {
            self = .number(number)
        } else if let text = try? container.decode(String.self) {
            self = .string(text)
        } else if let list = try? container.decode([JSONValue].self) {
            self = .array(list)
        } else {
            self = .object(JSONObject(try container.decode([String: JSONValue].self)))
        }
    }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .bool(let flag): try container.encode(flag)
        case .number(let number): try container.encode(number)
        case .integer(let number): try container.encode(number)
        case .string(let text): try container.encode(text)
        case .array(let list): try container.encode(list)
        case .object(let object): try container.encode(object.dictionary)
        }
    }

    /// The value as compact JSON: object members sorted by their keys' bytes, as the
    /// upstream's (and the catalog's) answers are, strings escaped as the catalog's are.
    package var serialized: [UInt8] {
        var bytes: [UInt8] = []
        write(into: &bytes)
        return bytes
    }

    private func write(into bytes: inout [UInt8]) {
        switch self {
        case .null: bytes.append(contentsOf: "null".utf8)
        case .bool(let flag): bytes.append(contentsOf: (flag ? "true" : "false").utf8)
        case .integer(let number): CompactJSON.write(integer: number, into: &bytes)
        case .number(let number): bytes.append(contentsOf: (number.isFinite ? "\(number)" : "null").utf8)
        case .string(let text): CompactJSON.write(string: text, into: &bytes)
        case .array(let list):
            bytes.append(UInt8(ascii: "["))
            for (index, element) in list.enumerated() {
                if index > 0 { bytes.append(UInt8(ascii: ",")) }
                element.write(into: &bytes)
            }
            bytes.append(UInt8(ascii: "]"))
        case .object(let object):
            bytes.append(UInt8(ascii: "{"))
            for (index, member) in object.sortedMembers.enumerated() {
                if index > 0 { bytes.append(UInt8(ascii: ",")) }
                CompactJSON.write(string: member.key, into: &bytes)
                bytes.append(UInt8(ascii: ":"))
                member.value.write(into: &bytes)
            }
            bytes.append(UInt8(ascii: "}"))
        }
    }

    /// A string, or null when there is none.
    static func text(_ text: String?) -> JSONValue { text.map(JSONValue.string) ?? .null }
    static func number(_ number: Int?) -> JSONValue { number.map(JSONValue.integer) ?? .null }
}

/// A JSON object's members, in the order given: an answer's objects are built from
/// dictionary literals, and a literal needs no hashing until it is read (`subscript`), which
/// an answer's rarely are.
package struct JSONObject: ExpressibleByDictionaryLiteral, Equatable, Sendable {
    package struct Member: Equatable, Sendable {
        package var key: String
        package var value: JSONValue
    }

    package private(set) var members: [Member]

    package init(dictionaryLiteral elements: (String, JSONValue)...) {
        members = elements.map { Member(key: $0.0, value: $0.1) }
    }

    init(_ dictionary: [String: JSONValue]) {
        members = dictionary.map { Member(key: $0.key, value: $0.value) }
    }

    var dictionary: [String: JSONValue] {
        Dictionary(members.map { ($0.key, $0.value) }, uniquingKeysWith: { _, last in last })
    }

    /// The members by their keys' bytes, as the upstream's JSON (and the catalog's) has them.
    var sortedMembers: [Member] {
        members.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
    }

    package subscript(key: String) -> JSONValue? {
        get { members.first { $0.key == key }?.value }
        set {
            members.removeAll { $0.key == key }
            if let newValue { members.append(Member(key: key, value: newValue)) }
        }
    }
}

/// A request body read as a JSON object, whose fields are taken by name and type.
struct JSONBody {
    private let members: [String: JSONValue]

    init(members: [String: JSONValue]) {
        self.members = members
    }

    /// Reads `bytes`: empty is an empty object, as a client that sends nothing means nothing.
    /// Anything that is not a JSON object is refused with a 400 in words.
    static func read(_ bytes: [UInt8], contentType: String?) throws(AccountFailure) -> JSONBody {
        if bytes.isEmpty { return JSONBody(members: [:]) }
        guard let contentType, Self.isJSON(contentType) else {
            throw AccountFailure(415, "Content-Type must be application/json")
        }
        let value: JSONValue
        do {
            value = try JSONDecoder().decode(JSONValue.self, from: Data(bytes))
        } catch {
            throw AccountFailure(400, "The request body is not valid JSON")
        }
        guard case .object(let object) = value else {
            throw AccountFailure(400, "The request body must be a JSON object")
        }
        return JSONBody(members: object.dictionary)
    }

    private static func isJSON(_ contentType: String) -> Bool {
        let type = contentType.split(separator: ";", maxSplits: 1).first.map(String.init) ?? ""
        return type.trimmingWhitespace().lowercased() == "application/json"
    }

    /// Whether the body names `field` at all (null included).
    func has(_ field: String) -> Bool { members[field] != nil }

    /// The string `field` holds; nil when it is absent or null only if `nullable`; any other
    /// type is refused.
    func string(_ field: String, nullable: Bool = false) throws(AccountFailure) -> String? {
        switch members[field] {
        case nil: return nil
        case .string(let text): return text
        case .null where nullable: return nil
        default: throw AccountFailure(400, "\(field) must be a string")
        }
    }
}
