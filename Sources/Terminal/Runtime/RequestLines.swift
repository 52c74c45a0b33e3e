/// One automation client's input cut into request lines of at most `limit` bytes. A line that
/// grows past the limit is reported once and skipped up to its newline, so the client can go
/// on; lines taken are dropped from the front in bulk, not one by one.
struct RequestLines {
    enum Line: Equatable {
        case request([UInt8])
        case tooLong
    }

    let limit: Int
    private var bytes: [UInt8] = []
    private var start = 0
    /// Inside a line already reported as too long: its bytes are dropped up to its newline.
    private var skipping = false

    init(limit: Int) { self.limit = limit }

    /// Bytes received and not yet taken as lines.
    var pendingCount: Int { bytes.count - start }

    /// Whether `next` has a line (or a too-long one) to give without more bytes.
    var hasLine: Bool { bytes[start...].contains(0x0A) || (!skipping && pendingCount > limit) }

    mutating func append(_ received: ArraySlice<UInt8>) {
        if start > 0, start >= bytes.count / 2 {
            bytes.removeFirst(start)
            start = 0
        }
        bytes.append(contentsOf: received)
    }

    mutating func next() -> Line? {
        let newline = bytes[start...].firstIndex(of: 0x0A)
        if skipping {
            start = newline.map { $0 + 1 } ?? bytes.count
            skipping = newline == nil
            return skipping ? nil : next()
        }
        guard let newline else {
            guard pendingCount > limit else { return nil }
            start = bytes.count
            skipping = true
            return .tooLong
        }
        defer { start = newline + 1 }
        return newline - start > limit ? .tooLong : .request(Array(bytes[start..<newline]))
    }
}
