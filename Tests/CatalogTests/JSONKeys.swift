import Foundation

/// The top-level keys of a value's JSON, sorted: how payload-shape tests compare key sets.
enum JSONKeys {
    static func of<T: Encodable>(_ value: T) throws -> [String] {
        let data = try JSONEncoder().encode(value)
        let object = try JSONSerialization.jsonObject(with: data) as? [String: Any] ?? [:]
        return object.keys.sorted()
    }
}
