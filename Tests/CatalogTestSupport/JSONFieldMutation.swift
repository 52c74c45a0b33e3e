import Foundation

/// One field of a JSON answer taken away or sent as `null`: how the tests show that an odd
/// field of a server's answer costs at most its row.
package enum JSONFieldMutation: CaseIterable, Sendable {
    case removed
    case null

    /// A step into a JSON value: an object's member, or a list's first element.
    package enum Step: Sendable, Hashable {
        case key(String)
        case first
    }

    package typealias Path = [Step]

    /// Every key path of `value`, descending into the first element of each list.
    package static func paths(in value: Any, prefix: Path = []) -> [Path] {
        if let object = value as? [String: Any] {
            return object.keys.sorted().flatMap { key in
                [prefix + [.key(key)]] + paths(in: object[key]!, prefix: prefix + [.key(key)])
            }
        }
        if let list = value as? [Any], let first = list.first {
            return paths(in: first, prefix: prefix + [.first])
        }
        return []
    }

    /// `value` with the field at `path` changed.
    package func applied(to value: Any, at path: Path) -> Any {
        guard let step = path.first else { return value }
        if case .key(let key) = step, var object = value as? [String: Any] {
            if path.count == 1 {
                object[key] = self == .removed ? nil : NSNull()
            } else {
                object[key] = applied(to: object[key]!, at: Array(path.dropFirst()))
            }
            return object
        }
        if var list = value as? [Any] {
            list[0] = applied(to: list[0], at: Array(path.dropFirst()))
            return list
        }
        return value
    }

    /// The path's keys, with "0" for a list's first element.
    package static func names(_ path: Path) -> [String] {
        path.map {
            switch $0 {
            case .key(let key): key
            case .first: "0"
            }
        }
    }

    /// The path as the messages spell it: `featured_recordings.0.title`.
    package static func described(_ path: Path) -> String { names(path).joined(separator: ".") }
}

/// The JSON of an answer with one field changed, written again for each change: only the part
/// on the change's path is written anew, every other part (the rest of a list of thousands of
/// rows, the other members of an object) is written once and its bytes reused. What it writes
/// means what `JSONSerialization` writes of `applied(to:at:)`; members come in key order.
package final class JSONMutationWriter {
    private let original: Any
    /// The bytes of each part the changes have left as it was, by its path.
    private var written: [JSONFieldMutation.Path: [UInt8]] = [:]
    /// The bytes of each list's elements after its first, by the list's path.
    private var tails: [JSONFieldMutation.Path: [UInt8]] = [:]

    package init(_ original: Any) { self.original = original }

    /// `original` with `change` at `path`, as JSON.
    package func data(_ change: JSONFieldMutation, at path: JSONFieldMutation.Path) throws -> [UInt8] {
        try write(original, at: [], change, along: path[...])
    }

    private func write(
        _ value: Any, at position: JSONFieldMutation.Path, _ change: JSONFieldMutation,
        along path: ArraySlice<JSONFieldMutation.Step>
    ) throws -> [UInt8] {
        guard let step = path.first else { return try unchanged(value, at: position) }
        if case .key(let key) = step, let object = value as? [String: Any] {
            var members: [[UInt8]] = []
            for name in object.keys.sorted() {
                let member = position + [.key(name)]
                if name != key {
                    members.append(try Self.fragment(name) + [UInt8(ascii: ":")] + unchanged(object[name]!, at: member))
                } else if path.count > 1 {
                    members.append(
                        try Self.fragment(name) + [UInt8(ascii: ":")]
                            + write(object[name]!, at: member, change, along: path.dropFirst()))
                } else if change == .null {
                    members.append(try Self.fragment(name) + Array(":null".utf8))
                }
            }
            return [UInt8(ascii: "{")] + Array(members.joined(separator: [UInt8(ascii: ",")])) + [UInt8(ascii: "}")]
        }
        if case .first = step, let list = value as? [Any], let first = list.first {
            let head = try write(first, at: position + [.first], change, along: path.dropFirst())
            let tail = try tails[position] ?? Array(Self.fragment(Array(list.dropFirst())).dropFirst().dropLast())
            tails[position] = tail
            return [UInt8(ascii: "[")] + head + (tail.isEmpty ? [] : [UInt8(ascii: ",")] + tail) + [UInt8(ascii: "]")]
        }
        return try unchanged(value, at: position)
    }

    private func unchanged(_ value: Any, at position: JSONFieldMutation.Path) throws -> [UInt8] {
        if let bytes = written[position] { return bytes }
        let bytes = try Self.fragment(value)
        written[position] = bytes
        return bytes
    }

    private static func fragment(_ value: Any) throws -> [UInt8] {
        [UInt8](try JSONSerialization.data(withJSONObject: value, options: .fragmentsAllowed))
    }
}
