import FoundationEssentials
import Glibc
import Platform
import UntrustedText

/// Where the catalog lives: `--catalog PATH` when given, otherwise `catalog.sqlite` in the
/// program's data folder (`UserFolder.data`).
///
/// The path is absolute: a relative one is taken from the working directory when the
/// location is made, so every message names a place that can be found again from anywhere.
/// (Only when the working directory has no UTF-8 name does a relative path stay relative.)
public struct CatalogLocation: Equatable, Sendable {
    public let path: String

    public init(path: String, workingDirectory: String? = FilePath.currentDirectory()) {
        self.path = FilePath.absolute(path, workingDirectory: workingDirectory)
    }

    /// - Parameter undecodable: names of variables whose value is not UTF-8. Such a value
    ///   still names a folder, and any stand-in for it would name another, so it is refused.
    public static func resolve(
        explicitPath: String?, environment: [String: String], undecodable: Set<String> = []
    ) throws(CatalogError) -> CatalogLocation {
        if let explicitPath { return CatalogLocation(path: explicitPath) }
        do {
            return CatalogLocation(
                path: try UserFolder.data.path("catalog.sqlite", environment: environment, undecodable: undecodable))
        } catch {
            throw .undecodableVariable(name: error.name)
        }
    }

    public enum State: Equatable, Sendable {
        case absent
        case file
        case directory
        /// A device, a FIFO or a socket: never opened as a catalog, never replaced by one.
        case special(kind: String)
        /// The path cannot be examined: a loop of links, a folder that may not be searched.
        case unreachable(reason: String)
    }

    /// What the path names, symbolic links followed.
    public var state: State {
        var status = stat()
        guard stat(path, &status) == 0 else {
            let code = errno
            return code == ENOENT || code == ENOTDIR ? .absent : .unreachable(reason: String(cString: strerror(code)))
        }
        switch status.st_mode & S_IFMT {
        case S_IFREG: return .file
        case S_IFDIR: return .directory
        case S_IFCHR: return .special(kind: "a character device")
        case S_IFBLK: return .special(kind: "a block device")
        case S_IFIFO: return .special(kind: "a FIFO (named pipe)")
        case S_IFSOCK: return .special(kind: "a socket")
        default: return .special(kind: "not a regular file")
        }
    }

    /// The file the path finally names, every symbolic link followed (the last may dangle).
    /// A catalog is written there, beside it, so a link stays a link.
    public func target() throws(CatalogError) -> String {
        var current = path
        // Linux's own limit on links followed in one lookup (ELOOP beyond it).
        for _ in 0..<40 {
            var status = stat()
            guard lstat(current, &status) == 0, status.st_mode & S_IFMT == S_IFLNK else { return current }
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX))
            let count = readlink(current, &buffer, buffer.count)
            guard count > 0 else { throw .unreachable(path: path, reason: String(cString: strerror(errno))) }
            let bytes = buffer[..<count].map { UInt8(bitPattern: $0) }
            guard let destination = TextBytes.string(validating: bytes[...]) else {
                throw .unreachable(path: path, reason: "it is a symbolic link to a name that is not UTF-8")
            }
            current = destination.hasPrefix("/") ? destination : FilePath.folder(of: current) + "/" + destination
        }
        throw .unreachable(path: path, reason: String(cString: strerror(ELOOP)))
    }

    /// The size in bytes of the file the path names (links followed); 0 when there is none.
    public var fileSize: Int { Self.fileSize(path) }

    package static func fileSize(_ path: String) -> Int {
        var status = stat()
        return stat(path, &status) == 0 ? Int(status.st_size) : 0
    }
}
