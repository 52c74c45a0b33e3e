import Foundation

/// A JSON document's shape: for each key path ("recordings[].performers[].role"), the JSON
/// types found there ("string", "number", "bool", "null", "object", "array"), over every
/// element of every list.
package enum JSONShape {
    package static func of(_ data: Data) throws -> [String: Set<String>] {
        var shape: [String: Set<String>] = [:]
        collect(try JSONDecoder().decode(Value.self, from: data), at: "", into: &shape)
        return shape
    }

    private static func collect(_ value: Value, at path: String, into shape: inout [String: Set<String>]) {
        shape[path, default: []].insert(value.typeName)
        switch value {
        case .object(let members):
            for (key, member) in members { collect(member, at: path.isEmpty ? key : path + "." + key, into: &shape) }
        case .array(let elements):
            for element in elements { collect(element, at: path + "[]", into: &shape) }
        default:
            break
        }
    }

    private enum Value: Decodable {
        case null, bool, number, string
        case array([Value])
        case object([String: Value])

        var typeName: String {
            switch self {
            case .null: "null"
            case .bool: "bool"
            case .number: "number"
            case .string: "string"
            case .array: "array"
            case .object: "object"
            }
        }

        /// Tried in the order the values are most often found in an answer, strings first:
        /// each type tried and not found throws an error, which costs more than the decoding.
        init(from decoder: any Decoder) throws {
            if let container = try? decoder.singleValueContainer() {
                if container.decodeNil() {
                    self = .null
                    return
                }
                if (try? container.decode(String.self)) != nil {
                    self = .string
                    return
                }
                // JSONDecoder reads `true` only as a truth value and `1` only as a number.
                if (try? container.decode(Double.self)) != nil {
                    self = .number
                    return
                }
                if (try? container.decode(Bool.self)) != nil {
                    self = .bool
                    return
                }
            }
            if let members = try? [String: Value](from: decoder) {
                self = .object(members)
                return
            }
            self = .array(try [Value](from: decoder))
        }
    }
}
