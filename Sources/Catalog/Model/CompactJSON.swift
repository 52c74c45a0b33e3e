import FoundationEssentials
import Platform

/// The payloads' JSON written straight into one byte array: the same bytes `JSONEncoder` writes
/// with sorted keys and slashes unescaped, in a fraction of its time (it builds no tree of
/// values, keeps no coding path, and an object's members go where they end up unless its keys
/// arrive out of order). Encoding is most of what a catalog answer costs the server the first
/// time, and `JSONEncoder` is slow at the large ones. The shell and the batch write themselves
/// (`CompactJSON.Object`); the other answers come through here, the longest an artist's
/// recordings. Keys are sorted as `JSONEncoder` sorts them, by their UTF-8 bytes; strings are
/// escaped as it escapes them.
/// Floating-point numbers, the types `JSONEncoder` writes its own way (dates, data, URLs,
/// decimals) and containers nested by hand, none of which a payload has, are refused
/// (`Unsupported`), and the caller then uses `JSONEncoder`, so that its way of writing them
/// stays the only one.
package enum CompactJSON {
    struct Unsupported: Error {}

    static func encode<T: Encodable>(_ value: T) throws -> [UInt8] {
        if let writable = value as? any CompactJSONWritable { return bytes(of: writable) }
        let output = Output()
        try output.write(value)
        if output.state.pointee.unsupported { throw Unsupported() }
        return output.state.pointee.bytes
    }

    private static func bytes(of value: some CompactJSONWritable) -> [UInt8] {
        var bytes: [UInt8] = []
        Object.write(value, into: &bytes)
        return bytes
    }

    /// One encoding's bytes, written in place: every value's JSON goes straight to the end of
    /// the bytes, an object's members in the order they arrive. When an object is complete and
    /// its keys did not arrive sorted, its members are put in order where they lie, by a
    /// permutation worked out once per key type and order of arrival (a payload's rows all
    /// arrive alike), so an answer of thousands of rows is one array, not as many objects each
    /// built in a byte array of its own, copied into its parent and sorted by key.
    final class Output {
        /// Everything the encoding changes, behind a pointer: it is read and written several
        /// times per value, and each access to a class's stored property would be checked for
        /// exclusivity at run time, a large share of the encoding.
        let state: UnsafeMutablePointer<State>

        struct State {
            var bytes: [UInt8] = []
            /// Set when a value asked for what this encoder does not write; the bytes are then
            /// thrown away.
            var unsupported = false
            /// The values being written, innermost last.
            var frames: [Frame] = []
            /// The members of the objects being written, each object's after those of the
            /// objects around it.
            var members: [Member] = []
            /// Per key type, the orders its keys arrived in and how to sort each.
            var orders: [ObjectIdentifier: [KeyOrder]] = [:]
            /// An object's members while they are put in order.
            var scratch: [UInt8] = []
        }

        init() {
            state = .allocate(capacity: 1)
            state.initialize(to: State())
        }

        deinit {
            state.deinitialize(count: 1)
            state.deallocate()
        }

        struct Frame {
            enum Kind { case none, scalar, object, array }
            var kind = Kind.none
            /// Where the value starts in `bytes`.
            let start: Int
            let firstMember: Int
            /// Members or elements written so far.
            var count = 0
            /// The object's key type, nil when it used more than one.
            var keyType: ObjectIdentifier?
        }

        /// A member's `"key":value`, at `start..<end` of `bytes`.
        struct Member {
            let key: String
            let start: Int
            var end: Int
        }

        /// Keys in an order of arrival, and the positions of that order that sort them (nil
        /// when they arrived sorted).
        struct KeyOrder {
            let keys: [String]
            let sorted: [Int]?
        }

        /// Writes `value`'s JSON at the end of the bytes.
        func write<T: Encodable>(_ value: T) throws {
            // Metatype comparisons, not casts: most values are none of these.
            if T.self == String.self {
                append(string: Self.same(value, as: String.self))
            } else if T.self == Int.self {
                append(integer: Self.same(value, as: Int.self))
            } else if T.self == Bool.self {
                append(bool: Self.same(value, as: Bool.self))
            } else if T.self == Date.self || T.self == Data.self || T.self == URL.self || T.self == Decimal.self {
                throw Unsupported()
            } else {
                state.pointee.frames.append(
                    Frame(start: state.pointee.bytes.count, firstMember: state.pointee.members.count))
                try value.encode(to: Writer(output: self, frame: state.pointee.frames.count - 1))
                finish()
            }
        }

        /// `value`, whose type is `type`, as that type.
        private static func same<T, U>(_ value: T, as type: U.Type) -> U {
            withUnsafePointer(to: value) { $0.withMemoryRebound(to: U.self, capacity: 1) { $0.pointee } }
        }

        func append(_ literal: String) { state.pointee.bytes.append(contentsOf: literal.utf8) }
        func append(string: String) { CompactJSON.write(string: string, into: &state.pointee.bytes) }
        func append<T: BinaryInteger>(integer: T) { CompactJSON.write(integer: integer, into: &state.pointee.bytes) }
        func append(bool: Bool) { append(bool ? "true" : "false") }

        /// Makes the frame an object with keys of `keyType`, unless it is one already.
        func object(_ frame: Int, keyType: ObjectIdentifier) {
            switch state.pointee.frames[frame].kind {
            case .none:
                state.pointee.frames[frame].kind = .object
                state.pointee.frames[frame].keyType = keyType
                state.pointee.bytes.append(UInt8(ascii: "{"))
            case .object:
                if state.pointee.frames[frame].keyType != keyType { state.pointee.frames[frame].keyType = nil }
            case .scalar, .array:
                state.pointee.unsupported = true
            }
        }

        func array(_ frame: Int) {
            switch state.pointee.frames[frame].kind {
            case .none:
                state.pointee.frames[frame].kind = .array
                state.pointee.bytes.append(UInt8(ascii: "["))
            case .array: break
            case .scalar, .object: state.pointee.unsupported = true
            }
        }

        func scalar(_ frame: Int, _ write: (Output) throws -> Void) rethrows {
            if state.pointee.frames[frame].kind != .none { state.pointee.unsupported = true }
            state.pointee.frames[frame].kind = .scalar
            try write(self)
        }

        func member(_ frame: Int, _ key: String, _ write: (Output) throws -> Void) rethrows {
            if state.pointee.frames[frame].count > 0 { state.pointee.bytes.append(UInt8(ascii: ",")) }
            state.pointee.frames[frame].count += 1
            let start = state.pointee.bytes.count
            CompactJSON.write(string: key, into: &state.pointee.bytes)
            state.pointee.bytes.append(UInt8(ascii: ":"))
            state.pointee.members.append(Member(key: key, start: start, end: start))
            let index = state.pointee.members.count - 1
            try write(self)
            state.pointee.members[index].end = state.pointee.bytes.count
        }

        func element(_ frame: Int, _ write: (Output) throws -> Void) rethrows {
            if state.pointee.frames[frame].count > 0 { state.pointee.bytes.append(UInt8(ascii: ",")) }
            state.pointee.frames[frame].count += 1
            try write(self)
        }

        /// Closes the innermost value, once its `encode(to:)` has returned.
        private func finish() {
            let frame = state.pointee.frames.removeLast()
            defer { state.pointee.members.removeSubrange(frame.firstMember...) }
            switch frame.kind {
            // JSONEncoder writes an empty object for a value that encodes nothing.
            case .none: append("{}")
            case .scalar: break
            case .array: state.pointee.bytes.append(UInt8(ascii: "]"))
            case .object:
                if !state.pointee.unsupported, let sorted = order(of: frame) { reorder(frame, sorted) }
                state.pointee.bytes.append(UInt8(ascii: "}"))
            }
        }

        /// How to sort the object's members: nil when they are in order.
        private func order(of frame: Frame) -> [Int]? {
            let arrived = state.pointee.members[frame.firstMember...]
            let known = frame.keyType.flatMap { state.pointee.orders[$0] } ?? []
            if let hit = known.first(where: { $0.keys.elementsEqual(arrived.lazy.map(\.key)) }) { return hit.sorted }
            let keys = arrived.map(\.key)
            // Sorted as JSONEncoder sorts them, by their UTF-8 bytes; a stable sort keeps a
            // key written twice in its order.
            let sorted = keys.indices.sorted {
                keys[$0].utf8.lexicographicallyPrecedes(keys[$1].utf8) || (keys[$0] == keys[$1] && $0 < $1)
            }
            // A key written twice is kept once, with its last value, as JSONEncoder keeps it:
            // an object with the key twice is read differently by different parsers.
            let kept = sorted.indices.filter { $0 + 1 == sorted.count || keys[sorted[$0 + 1]] != keys[sorted[$0]] }
                .map { sorted[$0] }
            SelfChecks.require(
                kept.count == keys.count,
                "an encode(to:) wrote a key twice in one object (\(keys)): encode each key once; a payload "
                    + "that adds to another's keys must not write them again.")
            let order = KeyOrder(keys: keys, sorted: kept.elementsEqual(keys.indices) ? nil : kept)
            if let keyType = frame.keyType { state.pointee.orders[keyType, default: []].append(order) }
            return order.sorted
        }

        /// Rewrites the object's members, which end the bytes, in the order `sorted`.
        private func reorder(_ frame: Frame, _ sorted: [Int]) {
            let base = frame.start + 1
            state.pointee.scratch.removeAll(keepingCapacity: true)
            state.pointee.scratch.append(contentsOf: state.pointee.bytes[base...])
            state.pointee.bytes.removeSubrange(base...)
            for (position, index) in sorted.enumerated() {
                if position > 0 { state.pointee.bytes.append(UInt8(ascii: ",")) }
                let member = state.pointee.members[frame.firstMember + index]
                state.pointee.bytes.append(
                    contentsOf: state.pointee.scratch[(member.start - base)..<(member.end - base)])
            }
        }
    }

    /// The encoder of one value: its frame in the output.
    struct Writer: Encoder {
        let output: Output
        let frame: Int
        var codingPath: [any CodingKey] { [] }
        var userInfo: [CodingUserInfoKey: Any] { [:] }

        func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
            output.object(frame, keyType: ObjectIdentifier(Key.self))
            return KeyedEncodingContainer(Keyed<Key>(output: output, frame: frame))
        }

        func unkeyedContainer() -> any UnkeyedEncodingContainer {
            output.array(frame)
            return Unkeyed(output: output, frame: frame)
        }

        func singleValueContainer() -> any SingleValueEncodingContainer { Single(output: output, frame: frame) }
    }

    struct Keyed<Key: CodingKey>: KeyedEncodingContainerProtocol {
        let output: Output
        let frame: Int
        var codingPath: [any CodingKey] { [] }

        mutating func encodeNil(forKey key: Key) throws {
            output.member(frame, key.stringValue) { $0.append("null") }
        }
        mutating func encode(_ value: Bool, forKey key: Key) throws {
            output.member(frame, key.stringValue) { $0.append(bool: value) }
        }
        mutating func encode(_ value: String, forKey key: Key) throws {
            output.member(frame, key.stringValue) { $0.append(string: value) }
        }
        mutating func encode(_ value: Double, forKey key: Key) throws { throw Unsupported() }
        mutating func encode(_ value: Float, forKey key: Key) throws { throw Unsupported() }
        mutating func encode(_ value: Int, forKey key: Key) throws { integer(value, key) }
        mutating func encode(_ value: Int8, forKey key: Key) throws { integer(value, key) }
        mutating func encode(_ value: Int16, forKey key: Key) throws { integer(value, key) }
        mutating func encode(_ value: Int32, forKey key: Key) throws { integer(value, key) }
        mutating func encode(_ value: Int64, forKey key: Key) throws { integer(value, key) }
        mutating func encode(_ value: UInt, forKey key: Key) throws { integer(value, key) }
        mutating func encode(_ value: UInt8, forKey key: Key) throws { integer(value, key) }
        mutating func encode(_ value: UInt16, forKey key: Key) throws { integer(value, key) }
        mutating func encode(_ value: UInt32, forKey key: Key) throws { integer(value, key) }
        mutating func encode(_ value: UInt64, forKey key: Key) throws { integer(value, key) }
        mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
            try output.member(frame, key.stringValue) { try $0.write(value) }
        }

        private func integer<T: BinaryInteger>(_ value: T, _ key: Key) {
            output.member(frame, key.stringValue) { $0.append(integer: value) }
        }

        // What the payloads never ask for: the answer is refused, and JSONEncoder writes it.
        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key)
            -> KeyedEncodingContainer<NestedKey>
        {
            output.state.pointee.unsupported = true
            return KeyedEncodingContainer(Keyed<NestedKey>(output: output, frame: frame))
        }
        mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
            output.state.pointee.unsupported = true
            return Unkeyed(output: output, frame: frame)
        }
        mutating func superEncoder() -> any Encoder {
            output.state.pointee.unsupported = true
            return Writer(output: output, frame: frame)
        }
        mutating func superEncoder(forKey key: Key) -> any Encoder {
            output.state.pointee.unsupported = true
            return Writer(output: output, frame: frame)
        }
    }

    struct Unkeyed: UnkeyedEncodingContainer {
        let output: Output
        let frame: Int
        var codingPath: [any CodingKey] { [] }
        var count: Int { output.state.pointee.frames[frame].count }

        mutating func encodeNil() throws { output.element(frame) { $0.append("null") } }
        mutating func encode(_ value: Bool) throws {
            output.element(frame) { $0.append(bool: value) }
        }
        mutating func encode(_ value: String) throws {
            output.element(frame) { $0.append(string: value) }
        }
        mutating func encode(_ value: Double) throws { throw Unsupported() }
        mutating func encode(_ value: Float) throws { throw Unsupported() }
        mutating func encode(_ value: Int) throws { integer(value) }
        mutating func encode(_ value: Int8) throws { integer(value) }
        mutating func encode(_ value: Int16) throws { integer(value) }
        mutating func encode(_ value: Int32) throws { integer(value) }
        mutating func encode(_ value: Int64) throws { integer(value) }
        mutating func encode(_ value: UInt) throws { integer(value) }
        mutating func encode(_ value: UInt8) throws { integer(value) }
        mutating func encode(_ value: UInt16) throws { integer(value) }
        mutating func encode(_ value: UInt32) throws { integer(value) }
        mutating func encode(_ value: UInt64) throws { integer(value) }
        mutating func encode<T: Encodable>(_ value: T) throws { try output.element(frame) { try $0.write(value) } }
        private func integer<T: BinaryInteger>(_ value: T) {
            output.element(frame) { $0.append(integer: value) }
        }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type)
            -> KeyedEncodingContainer<NestedKey>
        {
            output.state.pointee.unsupported = true
            return KeyedEncodingContainer(Keyed<NestedKey>(output: output, frame: frame))
        }
        mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
            output.state.pointee.unsupported = true
            return Unkeyed(output: output, frame: frame)
        }
        mutating func superEncoder() -> any Encoder {
            output.state.pointee.unsupported = true
            return Writer(output: output, frame: frame)
        }
    }

    struct Single: SingleValueEncodingContainer {
        let output: Output
        let frame: Int
        var codingPath: [any CodingKey] { [] }

        mutating func encodeNil() throws { set { $0.append("null") } }
        mutating func encode(_ value: Bool) throws {
            set { $0.append(bool: value) }
        }
        mutating func encode(_ value: String) throws { set { $0.append(string: value) } }
        mutating func encode(_ value: Double) throws { throw Unsupported() }
        mutating func encode(_ value: Float) throws { throw Unsupported() }
        mutating func encode(_ value: Int) throws { set { $0.append(integer: value) } }
        mutating func encode(_ value: Int8) throws { set { $0.append(integer: value) } }
        mutating func encode(_ value: Int16) throws { set { $0.append(integer: value) } }
        mutating func encode(_ value: Int32) throws { set { $0.append(integer: value) } }
        mutating func encode(_ value: Int64) throws { set { $0.append(integer: value) } }
        mutating func encode(_ value: UInt) throws { set { $0.append(integer: value) } }
        mutating func encode(_ value: UInt8) throws { set { $0.append(integer: value) } }
        mutating func encode(_ value: UInt16) throws { set { $0.append(integer: value) } }
        mutating func encode(_ value: UInt32) throws { set { $0.append(integer: value) } }
        mutating func encode(_ value: UInt64) throws { set { $0.append(integer: value) } }
        mutating func encode<T: Encodable>(_ value: T) throws { try set { try $0.write(value) } }

        private func set(_ write: (Output) throws -> Void) rethrows {
            try output.scalar(frame, write)
        }
    }

    private static let hex = Array("0123456789abcdef".utf8)

    package static func write<T: BinaryInteger>(integer value: T, into output: inout [UInt8]) {
        if value == 0 { return output.append(UInt8(ascii: "0")) }
        var magnitude = value.magnitude
        if value < 0 { output.append(UInt8(ascii: "-")) }
        let start = output.count
        while magnitude > 0 {
            output.append(UInt8(ascii: "0") + UInt8(truncatingIfNeeded: magnitude % 10))
            magnitude /= 10
        }
        output[start...].reverse()
    }

    /// A JSON string as `JSONEncoder` writes it: `"` and `\` escaped, control characters as
    /// \b \f \n \r \t or \u00XX, everything else (slashes and non-ASCII included) as it is.
    package static func write(string: String, into output: inout [UInt8]) {
        var string = string
        string.withUTF8 { write(valid: $0, into: &output) }
    }

    /// The JSON string of `bytes` as a database holds text: written as they are when they are
    /// ASCII, else through a String, which replaces what is not UTF-8 as every other reading of
    /// the text does.
    static func write(utf8 bytes: UnsafeBufferPointer<UInt8>, into output: inout [UInt8]) {
        if bytes.allSatisfy({ $0 < 0x80 }) {
            write(valid: bytes, into: &output)
        } else {
            write(string: String(decoding: bytes, as: UTF8.self), into: &output)
        }
    }

    private static func write(valid bytes: UnsafeBufferPointer<UInt8>, into output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        var plain = 0
        for (index, byte) in bytes.enumerated() where byte < 0x20 || byte == 0x22 || byte == 0x5C {
            output.append(contentsOf: bytes[plain..<index])
            plain = index + 1
            switch byte {
            case 0x22: output.append(contentsOf: #"\""#.utf8)
            case 0x5C: output.append(contentsOf: #"\\"#.utf8)
            case 0x08: output.append(contentsOf: #"\b"#.utf8)
            case 0x0C: output.append(contentsOf: #"\f"#.utf8)
            case 0x0A: output.append(contentsOf: #"\n"#.utf8)
            case 0x0D: output.append(contentsOf: #"\r"#.utf8)
            case 0x09: output.append(contentsOf: #"\t"#.utf8)
            default:
                output.append(contentsOf: #"\u00"#.utf8)
                output.append(hex[Int(byte >> 4)])
                output.append(hex[Int(byte & 0xF)])
            }
        }
        output.append(contentsOf: bytes[plain...])
        output.append(UInt8(ascii: "\""))
    }
}
