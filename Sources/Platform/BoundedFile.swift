import Glibc

/// Reading a whole file that may be larger than the program is willing to take.
public enum BoundedFile {
    /// The first `limit` bytes of the file at `path` (all of them when it is smaller); nil
    /// when it cannot be opened or read. A caller that asks for one byte more than it accepts
    /// tells a file too large from one just small enough.
    public static func read(_ path: String, atMost limit: Int) -> [UInt8]? {
        let limit = max(0, limit)
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        // Read in place into a buffer sized from the file's length, with a byte more to find
        // its end in the same read. A buffer grown as it is read is copied at each doubling
        // onto pages never touched before, a page fault each: for a file of a few hundred
        // kilobytes, twice the faults of its own pages. A file whose length says nothing (one
        // of /proc's, a pipe) grows by chunks.
        var status = stat()
        let length = fstat(descriptor, &status) == 0 && status.st_mode & S_IFMT == S_IFREG ? Int(status.st_size) : 0
        var bytes = [UInt8](repeating: 0, count: min(limit, length + 1))
        var filled = 0
        while filled < limit {
            if filled == bytes.count {
                bytes.append(contentsOf: repeatElement(0, count: min(max(filled, Self.chunk), limit - filled)))
            }
            let count = bytes.withUnsafeMutableBytes {
                Glibc.read(descriptor, $0.baseAddress! + filled, $0.count - filled)
            }
            if count < 0 && errno == EINTR { continue }
            guard count >= 0 else { return nil }
            if count == 0 { break }
            filled += count
        }
        bytes.removeSubrange(filled...)
        return bytes
    }

    /// What a file of unknown length is first read in.
    private static let chunk = 65_536
}
