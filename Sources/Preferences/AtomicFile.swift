import FoundationEssentials
import Glibc
import Platform

/// Writes a file whole or not at all: the bytes go to a new file beside it, made durable, and
/// then take its name in one rename, so a crash or a full disk leaves the old file or the new,
/// never a part of either.
public enum AtomicFile {
    public struct WriteError: Error, CustomStringConvertible {
        public let path: String
        public let reason: String
        public var description: String { "Could not write \(path): \(reason)." }
    }

    /// Writes `bytes` to `path`, making its folders (owner-only) if they are missing. A file
    /// replaced keeps its permissions; a new one is the owner's alone.
    public static func write(_ bytes: [UInt8], to named: String) throws(WriteError) {
        // A link stays a link: the file it names is the one replaced.
        let path = URL(fileURLWithPath: named).resolvingSymlinksInPath().path
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
        do {
            try Folder.make(folder, mode: 0o700)
        } catch {
            throw WriteError(path: path, reason: "its folder could not be made (\(error.reason))")
        }
        var existing = stat()
        let mode = stat(path, &existing) == 0 ? existing.st_mode & 0o7777 : 0o600
        var template = Array((path + ".new-XXXXXX").utf8CString)
        let descriptor = mkstemp(&template)
        guard descriptor >= 0 else { throw WriteError(path: path, reason: Self.reason()) }
        let temporary = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        func fail(_ reason: String) -> WriteError {
            close(descriptor)
            unlink(temporary)
            return WriteError(path: path, reason: reason)
        }
        var written = 0
        while written < bytes.count {
            let count = bytes[written...].withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { throw fail(Self.reason()) }
            written += count
        }
        guard fchmod(descriptor, mode) == 0, fsync(descriptor) == 0 else { throw fail(Self.reason()) }
        close(descriptor)
        guard rename(temporary, path) == 0 else {
            let reason = Self.reason()
            unlink(temporary)
            throw WriteError(path: path, reason: reason)
        }
        // The rename itself is made durable with the folder.
        let folderDescriptor = open(folder, O_RDONLY | O_DIRECTORY)
        if folderDescriptor >= 0 {
            fsync(folderDescriptor)
            close(folderDescriptor)
        }
    }

    private static func reason() -> String { String(cString: strerror(errno)) }
}
