import CHeap

/// Bytes the allocator has handed out and not taken back: the bench's memory figure.
enum HeapUsage {
    static func bytesInUse() -> Int { Int(cheap_bytes_in_use()) }
}
