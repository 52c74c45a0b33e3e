/// A payload that writes its compact JSON itself, member by member, for the answers so long
/// that going through `Encoder` was most of their cost: the Summertime shell's 1,721 rows took
/// some 10 ms through `CompactJSON`'s encoder, almost all of it in the protocol's generic calls,
/// and a third of that written here.
///
/// The contract, which `JSONEncoder` sets: `writeMembers` writes every key `encode(to:)`
/// writes, in the order of their UTF-8 bytes (`JSONEncoder` sorts them so), an absent
/// optional as `null` (every optional of these payloads is `@NullCoded`). Keys out of order
/// stop a debug build at the member that broke the order; `CompactJSONTests` compares each
/// conforming type's bytes with `JSONEncoder`'s, so a key left out shows there.
protocol CompactJSONWritable: Encodable {
    func writeMembers(_ object: inout CompactJSON.Object)

    /// About how many bytes the JSON takes, so that a long answer is written into room made
    /// once instead of being copied each time it outgrows its array.
    var estimatedJSONSize: Int { get }
}

extension CompactJSONWritable {
    var estimatedJSONSize: Int { 256 }
}

extension CompactJSON {
    /// The members of one object being written, at the end of the encoding's bytes.
    struct Object {
        fileprivate var bytes: [UInt8]
        private var isEmpty = true
        #if DEBUG
            private var previousKey: StaticString?
            private let type: Any.Type
        #endif

        /// `value` as an object at the end of `bytes`.
        static func write<T: CompactJSONWritable>(_ value: T, into bytes: inout [UInt8]) {
            bytes.append(UInt8(ascii: "{"))
            var object = Object(bytes: [], type: T.self)
            swap(&object.bytes, &bytes)
            value.writeMembers(&object)
            swap(&object.bytes, &bytes)
            bytes.append(UInt8(ascii: "}"))
        }

        private init(bytes: [UInt8], type: Any.Type) {
            self.bytes = bytes
            #if DEBUG
                self.type = type
            #endif
        }

        mutating func member(_ key: StaticString, _ value: String) {
            self.key(key)
            CompactJSON.write(string: value, into: &bytes)
        }

        mutating func member(_ key: StaticString, _ value: String?) {
            self.key(key)
            if let value { CompactJSON.write(string: value, into: &bytes) } else { null() }
        }

        mutating func member(_ key: StaticString, _ value: Int) {
            self.key(key)
            CompactJSON.write(integer: value, into: &bytes)
        }

        mutating func member(_ key: StaticString, _ value: Int?) {
            self.key(key)
            if let value { CompactJSON.write(integer: value, into: &bytes) } else { null() }
        }

        mutating func member(_ key: StaticString, _ value: Bool) {
            self.key(key)
            append(value ? "true" : "false")
        }

        mutating func member(_ key: StaticString, _ value: Bool?) {
            self.key(key)
            if let value { append(value ? "true" : "false") } else { null() }
        }

        mutating func member(_ key: StaticString, _ values: [String]) {
            self.key(key)
            array(values) { CompactJSON.write(string: $0, into: &$1) }
        }

        mutating func member<T: CompactJSONWritable>(_ key: StaticString, _ values: [T]) {
            self.key(key)
            array(values) { Object.write($0, into: &$1) }
        }

        private mutating func array<T>(_ values: [T], _ write: (T, inout [UInt8]) -> Void) {
            bytes.append(UInt8(ascii: "["))
            // By index: a `for … in` would copy each element, retaining every string it holds.
            for index in values.indices {
                if index > 0 { bytes.append(UInt8(ascii: ",")) }
                write(values[index], &bytes)
            }
            bytes.append(UInt8(ascii: "]"))
        }

        private mutating func key(_ key: StaticString) {
            #if DEBUG
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
            #endif
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
