import Platform

/// A payload that writes its compact JSON itself, through `CompactJSON.Object`, instead of
/// through `Encoder`: the batch's rows, which the server writes more than any other answer.
/// `CompactJSONTests` compares each conforming type's bytes with `JSONEncoder`'s over the demo
/// catalog, so a key left out or a value written otherwise shows there.
protocol CompactJSONWritable: Encodable {
    func writeMembers(_ object: inout CompactJSON.Object)
}

extension CompactJSON {
    /// One object's JSON written member by member, by hand: for the server's longest answer,
    /// the song shell, written straight from the database's rows (`CatalogQueries.songShellJSON`),
    /// and for the batch's rows (`CompactJSONWritable`). Through `Encoder`, the rows would first
    /// have to be made, strings and all, then taken apart again by the protocol's generic calls:
    /// most of what a fresh shell costs the server, and a large part of a fresh batch.
    ///
    /// The contract, which `JSONEncoder` sets: keys are written in the order of their UTF-8
    /// bytes (`JSONEncoder` sorts them so), as they are (plain ASCII names, which need no
    /// escape); values as `JSONEncoder` writes them. With `SelfChecks` on (every test), keys out
    /// of order stop the program at the member that broke the order; `CompactJSONTests` compares the shell's bytes with
    /// `JSONEncoder`'s for every song, so a key left out shows there.
    struct Object {
        fileprivate var bytes: [UInt8]
        private var isEmpty = true
        private var previousKey: StaticString?
        private let type: Any.Type

        /// `value` as an object at the end of `bytes`.
        static func write<T: CompactJSONWritable>(_ value: T, into bytes: inout [UInt8]) {
            write(into: &bytes, as: T.self) { value.writeMembers(&$0) }
        }

        /// The object whose members `body` writes, at the end of `bytes`; `type` is what it
        /// encodes, named when a key breaks the order.
        static func write(into bytes: inout [UInt8], as type: Any.Type, _ body: (inout Object) throws -> Void) rethrows
        {
            bytes.append(UInt8(ascii: "{"))
            var object = Object(bytes: [], type: type)
            swap(&object.bytes, &bytes)
            defer {
                swap(&object.bytes, &bytes)
                bytes.append(UInt8(ascii: "}"))
            }
            try body(&object)
        }

        private init(bytes: [UInt8], type: Any.Type) {
            self.bytes = bytes
            self.type = type
        }

        // A value given where an optional is taken is written as it is: one function per type
        // writes both, `null` only for nil.
        mutating func member(_ key: StaticString, _ value: String?) {
            self.key(key)
            if let value { CompactJSON.write(string: value, into: &bytes) } else { null() }
        }

        mutating func member(_ key: StaticString, _ value: (some CompactJSONWritable)?) {
            self.key(key)
            if let value { Object.write(value, into: &bytes) } else { null() }
        }

        mutating func member<T: CompactJSONWritable>(_ key: StaticString, _ values: [T]) {
            self.key(key)
            // By index: a `for … in` would copy each element, retaining every string it holds.
            array(values.count) { Object.write(values[$0], into: &$1) }
        }

        mutating func member(_ key: StaticString, _ value: Int?) {
            self.key(key)
            if let value { CompactJSON.write(integer: value, into: &bytes) } else { null() }
        }

        mutating func member(_ key: StaticString, _ value: Bool?) {
            self.key(key)
            if let value { append(value ? "true" : "false") } else { null() }
        }

        mutating func member(_ key: StaticString, _ values: [String]) {
            self.key(key)
            array(values.count) { CompactJSON.write(string: values[$0], into: &$1) }
        }

        /// A database's text: a string, or an empty one for NULL (as `CatalogRow.text` reads it).
        mutating func member(_ key: StaticString, text: UnsafeBufferPointer<UInt8>?) {
            self.key(key)
            CompactJSON.write(utf8: text ?? UnsafeBufferPointer(start: nil, count: 0), into: &bytes)
        }

        /// A database's text: a string, or null for NULL (as `CatalogRow.optionalText` reads it).
        mutating func member(_ key: StaticString, optionalText text: UnsafeBufferPointer<UInt8>?) {
            self.key(key)
            if let text { CompactJSON.write(utf8: text, into: &bytes) } else { null() }
        }

        /// `json`, a value already written as `JSONEncoder` would write it, as it is.
        mutating func member(_ key: StaticString, json: UnsafeBufferPointer<UInt8>) {
            self.key(key)
            bytes.append(contentsOf: json)
        }

        /// An array of `count` objects, the members of each written by `body`, given its index.
        mutating func member(
            _ key: StaticString, objects count: Int, of type: Any.Type, _ body: (Int, inout Object) -> Void
        ) {
            self.key(key)
            array(count) { index, bytes in Object.write(into: &bytes, as: type) { body(index, &$0) } }
        }

        /// An array of `count` elements, each written by `write`, given its index.
        private mutating func array(_ count: Int, _ write: (Int, inout [UInt8]) -> Void) {
            bytes.append(UInt8(ascii: "["))
            for index in 0..<count {
                if index > 0 { bytes.append(UInt8(ascii: ",")) }
                write(index, &bytes)
            }
            bytes.append(UInt8(ascii: "]"))
        }

        private mutating func key(_ key: StaticString) {
            if SelfChecks.areOn {
                if let previousKey {
                    let inOrder = previousKey.withUTF8Buffer { previous in
                        key.withUTF8Buffer { previous.lexicographicallyPrecedes($0) }
                    }
                    precondition(
                        inOrder,
                        "\(type).writeMembers wrote \"\(key)\" after \"\(previousKey)\": JSONEncoder sorts keys by "
                            + "their UTF-8 bytes, so the JSON would differ from every other writer's. Write the "
                            + "members in that order.")
                }
                previousKey = key
            }
            if !isEmpty { bytes.append(UInt8(ascii: ",")) }
            isEmpty = false
            bytes.append(UInt8(ascii: "\""))
            key.withUTF8Buffer { bytes.append(contentsOf: $0) }
            bytes.append(UInt8(ascii: "\""))
            bytes.append(UInt8(ascii: ":"))
        }

        private mutating func null() { append("null") }

        private mutating func append(_ literal: StaticString) {
            literal.withUTF8Buffer { bytes.append(contentsOf: $0) }
        }
    }
}
