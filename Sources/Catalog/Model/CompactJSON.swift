import Foundation

/// The payloads' JSON written straight into bytes: the same bytes `JSONEncoder` writes with
/// sorted keys and slashes unescaped, in some 60% of its time (it builds no tree of values and
/// keeps no coding path). Encoding is most of what a catalog answer costs the server the first
/// time: the Summertime shell's 895 KB took some 30 ms through `JSONEncoder`. Keys are sorted as
/// `JSONEncoder` sorts them, by their UTF-8 bytes; strings are escaped as it escapes them.
/// Floating-point numbers, the types `JSONEncoder` writes its own way (dates, data, URLs,
/// decimals) and containers nested by hand, none of which a payload has, are refused
/// (`Unsupported`), and the caller then uses `JSONEncoder`, so that its way of writing them
/// stays the only one.
enum CompactJSON {
    struct Unsupported: Error {}

    static func encode<T: Encodable>(_ value: T) throws -> [UInt8] {
        var output: [UInt8] = []
        try Writer.write(value, into: &output)
        return output
    }

    /// What one value's `encode(to:)` asked for.
    fileprivate enum Node {
        case none
        /// Written already.
        case scalar
        case object(ObjectFields)
        case array(ArrayElements)
    }

    /// An object's members as they come, each value's JSON at a range of `bytes`; sorted by key
    /// once the object is complete.
    final class ObjectFields {
        var bytes: [UInt8] = []
        var fields: [(key: String, range: Range<Int>)] = []
        /// Set when the value asked for what this encoder does not write.
        var unsupported = false

        func write(into output: inout [UInt8]) throws {
            if unsupported { throw Unsupported() }
            output.append(UInt8(ascii: "{"))
            let sorted = fields.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
            for (index, field) in sorted.enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                CompactJSON.write(string: field.key, into: &output)
                output.append(UInt8(ascii: ":"))
                output.append(contentsOf: bytes[field.range])
            }
            output.append(UInt8(ascii: "}"))
        }

        func add(_ key: String, _ write: (inout [UInt8]) throws -> Void) rethrows {
            let start = bytes.count
            try write(&bytes)
            fields.append((key, start..<bytes.count))
        }
    }

    final class ArrayElements {
        var bytes: [UInt8] = [UInt8(ascii: "[")]
        var count = 0
        var unsupported = false

        func write(into output: inout [UInt8]) throws {
            if unsupported { throw Unsupported() }
            output.append(contentsOf: bytes)
            output.append(UInt8(ascii: "]"))
        }

        func add(_ write: (inout [UInt8]) throws -> Void) rethrows {
            if count > 0 { bytes.append(UInt8(ascii: ",")) }
            count += 1
            try write(&bytes)
        }
    }

    /// The encoder of one value.
    final class Writer: Encoder {
        var codingPath: [any CodingKey] { [] }
        var userInfo: [CodingUserInfoKey: Any] { [:] }
        fileprivate var node = Node.none
        var scalar: [UInt8] = []

        func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
            if case .object(let fields) = node { return KeyedEncodingContainer(Keyed<Key>(fields: fields)) }
            let fields = ObjectFields()
            node = .object(fields)
            return KeyedEncodingContainer(Keyed<Key>(fields: fields))
        }

        func unkeyedContainer() -> any UnkeyedEncodingContainer {
            if case .array(let elements) = node { return Unkeyed(elements: elements) }
            let elements = ArrayElements()
            node = .array(elements)
            return Unkeyed(elements: elements)
        }

        func singleValueContainer() -> any SingleValueEncodingContainer { Single(writer: self) }

        /// The value's JSON, once its `encode(to:)` has returned.
        func finish(into output: inout [UInt8]) throws {
            switch node {
            // JSONEncoder writes an empty object for a value that encodes nothing.
            case .none: output.append(contentsOf: "{}".utf8)
            case .scalar: output.append(contentsOf: scalar)
            case .object(let fields): try fields.write(into: &output)
            case .array(let elements): try elements.write(into: &output)
            }
        }

        /// Writes `value`'s JSON at the end of `output`.
        static func write<T: Encodable>(_ value: T, into output: inout [UInt8]) throws {
            // Metatype comparisons, not casts: most values are none of these.
            if T.self == String.self {
                CompactJSON.write(string: Self.same(value, as: String.self), into: &output)
            } else if T.self == Int.self {
                CompactJSON.write(integer: Self.same(value, as: Int.self), into: &output)
            } else if T.self == Bool.self {
                output.append(contentsOf: (Self.same(value, as: Bool.self) ? "true" : "false").utf8)
            } else if T.self == Date.self || T.self == Data.self || T.self == URL.self || T.self == Decimal.self {
                throw Unsupported()
            } else {
                let writer = Writer()
                try value.encode(to: writer)
                try writer.finish(into: &output)
            }
        }

        /// `value`, whose type is `type`, as that type.
        private static func same<T, U>(_ value: T, as type: U.Type) -> U {
            withUnsafePointer(to: value) { $0.withMemoryRebound(to: U.self, capacity: 1) { $0.pointee } }
        }
    }

    struct Keyed<Key: CodingKey>: KeyedEncodingContainerProtocol {
        let fields: ObjectFields
        var codingPath: [any CodingKey] { [] }

        mutating func encodeNil(forKey key: Key) throws {
            fields.add(key.stringValue) { $0.append(contentsOf: "null".utf8) }
        }
        mutating func encode(_ value: Bool, forKey key: Key) throws {
            fields.add(key.stringValue) { $0.append(contentsOf: (value ? "true" : "false").utf8) }
        }
        mutating func encode(_ value: String, forKey key: Key) throws {
            fields.add(key.stringValue) { CompactJSON.write(string: value, into: &$0) }
        }
        mutating func encode(_ value: Double, forKey key: Key) throws { throw Unsupported() }
        mutating func encode(_ value: Float, forKey key: Key) throws { throw Unsupported() }
        mutating func encode(_ value: Int, forKey key: Key) throws { try integer(value, key) }
        mutating func encode(_ value: Int8, forKey key: Key) throws { try integer(value, key) }
        mutating func encode(_ value: Int16, forKey key: Key) throws { try integer(value, key) }
        mutating func encode(_ value: Int32, forKey key: Key) throws { try integer(value, key) }
        mutating func encode(_ value: Int64, forKey key: Key) throws { try integer(value, key) }
        mutating func encode(_ value: UInt, forKey key: Key) throws { try integer(value, key) }
        mutating func encode(_ value: UInt8, forKey key: Key) throws { try integer(value, key) }
        mutating func encode(_ value: UInt16, forKey key: Key) throws { try integer(value, key) }
        mutating func encode(_ value: UInt32, forKey key: Key) throws { try integer(value, key) }
        mutating func encode(_ value: UInt64, forKey key: Key) throws { try integer(value, key) }
        mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
            try fields.add(key.stringValue) { try Writer.write(value, into: &$0) }
        }

        private func integer<T: BinaryInteger>(_ value: T, _ key: Key) throws {
            fields.add(key.stringValue) { CompactJSON.write(integer: value, into: &$0) }
        }

        // What the payloads never ask for: the answer is refused, and JSONEncoder writes it.
        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key)
            -> KeyedEncodingContainer<NestedKey>
        {
            fields.unsupported = true
            return KeyedEncodingContainer(Keyed<NestedKey>(fields: ObjectFields()))
        }
        mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
            fields.unsupported = true
            return Unkeyed(elements: ArrayElements())
        }
        mutating func superEncoder() -> any Encoder {
            fields.unsupported = true
            return Writer()
        }
        mutating func superEncoder(forKey key: Key) -> any Encoder {
            fields.unsupported = true
            return Writer()
        }
    }

    struct Unkeyed: UnkeyedEncodingContainer {
        let elements: ArrayElements
        var codingPath: [any CodingKey] { [] }
        var count: Int { elements.count }

        mutating func encodeNil() throws { elements.add { $0.append(contentsOf: "null".utf8) } }
        mutating func encode(_ value: Bool) throws {
            elements.add { $0.append(contentsOf: (value ? "true" : "false").utf8) }
        }
        mutating func encode(_ value: String) throws { elements.add { CompactJSON.write(string: value, into: &$0) } }
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
        mutating func encode<T: Encodable>(_ value: T) throws {
            try elements.add { try Writer.write(value, into: &$0) }
        }
        private func integer<T: BinaryInteger>(_ value: T) {
            elements.add { CompactJSON.write(integer: value, into: &$0) }
        }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type)
            -> KeyedEncodingContainer<NestedKey>
        {
            elements.unsupported = true
            return KeyedEncodingContainer(Keyed<NestedKey>(fields: ObjectFields()))
        }
        mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
            elements.unsupported = true
            return Unkeyed(elements: ArrayElements())
        }
        mutating func superEncoder() -> any Encoder {
            elements.unsupported = true
            return Writer()
        }
    }

    struct Single: SingleValueEncodingContainer {
        let writer: Writer
        var codingPath: [any CodingKey] { [] }

        mutating func encodeNil() throws { set { $0.append(contentsOf: "null".utf8) } }
        mutating func encode(_ value: Bool) throws { set { $0.append(contentsOf: (value ? "true" : "false").utf8) } }
        mutating func encode(_ value: String) throws { set { CompactJSON.write(string: value, into: &$0) } }
        mutating func encode(_ value: Double) throws { throw Unsupported() }
        mutating func encode(_ value: Float) throws { throw Unsupported() }
        mutating func encode(_ value: Int) throws { set { CompactJSON.write(integer: value, into: &$0) } }
        mutating func encode(_ value: Int8) throws { set { CompactJSON.write(integer: value, into: &$0) } }
        mutating func encode(_ value: Int16) throws { set { CompactJSON.write(integer: value, into: &$0) } }
        mutating func encode(_ value: Int32) throws { set { CompactJSON.write(integer: value, into: &$0) } }
        mutating func encode(_ value: Int64) throws { set { CompactJSON.write(integer: value, into: &$0) } }
        mutating func encode(_ value: UInt) throws { set { CompactJSON.write(integer: value, into: &$0) } }
        mutating func encode(_ value: UInt8) throws { set { CompactJSON.write(integer: value, into: &$0) } }
        mutating func encode(_ value: UInt16) throws { set { CompactJSON.write(integer: value, into: &$0) } }
        mutating func encode(_ value: UInt32) throws { set { CompactJSON.write(integer: value, into: &$0) } }
        mutating func encode(_ value: UInt64) throws { set { CompactJSON.write(integer: value, into: &$0) } }
        mutating func encode<T: Encodable>(_ value: T) throws { try set { try Writer.write(value, into: &$0) } }

        private func set(_ write: (inout [UInt8]) throws -> Void) rethrows {
            writer.node = .scalar
            try write(&writer.scalar)
        }
    }

    private static let hex = Array("0123456789abcdef".utf8)

    static func write<T: BinaryInteger>(integer value: T, into output: inout [UInt8]) {
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
    static func write(string: String, into output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        var string = string
        string.withUTF8 { bytes in
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
        }
        output.append(UInt8(ascii: "\""))
    }
}
