/// The scalar values of valid UTF-8 (a string's own storage), decoded a byte at a time: the
/// text checks and the canvas read a text's scalars once each per frame, and through a
/// string's scalar view each costs several times as much.
struct UTF8ScalarValues: Sequence, IteratorProtocol {
    private let bytes: UnsafeBufferPointer<UInt8>
    private var index = 0

    /// `bytes` must be valid UTF-8, as a `String`'s are.
    init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    mutating func next() -> UInt32? {
        guard index < bytes.count else { return nil }
        let lead = UInt32(bytes[index])
        switch lead {
        case 0..<0x80:
            index += 1
            return lead
        case 0xC0..<0xE0:
            defer { index += 2 }
            return (lead & 0x1F) << 6 | continuation(1)
        case 0xE0..<0xF0:
            defer { index += 3 }
            return (lead & 0x0F) << 12 | continuation(1) << 6 | continuation(2)
        default:
            defer { index += 4 }
            return (lead & 0x07) << 18 | continuation(1) << 12 | continuation(2) << 6 | continuation(3)
        }
    }

    private func continuation(_ offset: Int) -> UInt32 { UInt32(bytes[index + offset] & 0x3F) }
}
