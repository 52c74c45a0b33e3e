import Glibc

/// Reading a whole file that may be larger than the program is willing to take.
public enum BoundedFile {
    /// The first `limit` bytes of the file at `path` (all of them when it is smaller); nil
    /// when it cannot be opened or read. A caller that asks for one byte more than it accepts
    /// tells a file too large from one just small enough.
    public static func read(_ path: String, atMost limit: Int) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while bytes.count < limit {
            let wanted = min(chunk.count, limit - bytes.count)
            let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, wanted) }
            if count < 0 && errno == EINTR { continue }
            guard count >= 0 else { return nil }
            if count == 0 { break }
            bytes.append(contentsOf: chunk[0..<count])
        }
        return bytes
    }
}
