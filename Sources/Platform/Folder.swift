import Glibc

/// Making a folder and the folders above it, as `mkdir -p` does.
public enum Folder {
    public struct Failure: Error, CustomStringConvertible {
        public let path: String
        /// The system's words for why, e.g. "Permission denied".
        public let reason: String
        public var description: String { "\(path): \(reason)" }
    }

    /// Makes `path` and each missing folder above it with `mode` (less the process's umask); a
    /// folder already there is left as it is.
    public static func make(_ path: String, mode: mode_t = 0o755) throws(Failure) {
        var made = path.hasPrefix("/") ? "" : "."
        for part in path.split(separator: "/") {
            made += "/" + part
            if mkdir(made, mode) == 0 || errno == EEXIST { continue }
            throw Failure(path: made, reason: String(cString: strerror(errno)))
        }
        var status = stat()
        guard stat(path, &status) == 0 else { throw Failure(path: path, reason: String(cString: strerror(errno))) }
        guard status.st_mode & S_IFMT == S_IFDIR else { throw Failure(path: path, reason: "it is not a folder") }
    }
}
