import Catalog

/// JSON for the command line: stable key order, readable, one trailing newline.
package enum CommandJSON {
    package static func encode<T: Encodable>(_ value: T) throws -> String {
        String(decoding: try PayloadJSON.encode(value, pretty: true), as: UTF8.self) + "\n"
    }
}
