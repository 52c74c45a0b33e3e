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
