import AccountSecurity
import FoundationEssentials
import Glibc
import Platform

/// The key the account tokens are signed with: whoever holds it can sign in as anyone, so it
/// lives in a file only its owner reads (mode 0600), made on the first start when none is
/// given. Two servers that read one key take each other's tokens.
package enum SigningKey {
    /// Why the key cannot be used.
    package struct Problem: Error, CustomStringConvertible, Equatable {
        package let description: String
    }

    /// 64 random bytes, written as hex: twice what HS256 needs.
    static let madeBytes = 64

    /// The key in `path`, made there first when `makeIfMissing` and there is none. A file
    /// others may read, or too short a key, is refused with what to do.
    package static func load(_ path: String, makeIfMissing: Bool) throws(Problem) -> [UInt8] {
        var status = stat()
        if stat(path, &status) != 0 {
            guard errno == ENOENT, makeIfMissing else {
                throw Problem(
                    description: "The signing key \(path) cannot be read: \(String(cString: strerror(errno))).")
            }
            return try make(path)
        }
        guard status.st_mode & S_IFMT == S_IFREG else {
            throw Problem(description: "The signing key \(path) is not a file.")
        }
        guard status.st_mode & 0o077 == 0 else {
            throw Problem(
                description:
                    "The signing key \(path) may be read by others (mode \(String(status.st_mode & 0o777, radix: 8))); whoever reads it can sign in as anyone. Run: chmod 600 \(path)"
            )
        }
        guard let bytes = BoundedFile.read(path, atMost: 4096) else {
            throw Problem(description: "The signing key \(path) cannot be read, or is over 4 KB.")
        }
        let key = Hex.decode(bytes.filter { $0 != UInt8(ascii: "\n") && $0 != UInt8(ascii: "\r") }) ?? bytes
        guard key.count >= TokenSigner.shortestKey else {
            throw Problem(
                description:
                    "The signing key \(path) holds \(key.count) bytes; HS256 needs at least \(TokenSigner.shortestKey). Remove it to have one made, or write 64 random bytes as hex."
            )
        }
        return key
    }

    /// Makes a new key at `path`, mode 0600 from its first byte. It is written whole beside
    /// the path, then linked into place, which fails if a key appeared meanwhile (another
    /// server starting at the same moment): that key is then the one read.
    private static func make(_ path: String) throws(Problem) -> [UInt8] {
        let key = SecureRandom.bytes(madeBytes)
        let partial = path + ".partial-\(getpid())"
        let descriptor = open(partial, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            throw Problem(description: "The signing key \(path) cannot be made: \(String(cString: strerror(errno))).")
        }
        defer { unlink(partial) }
        let text = Array((Hex.encode(key) + "\n").utf8)
        let written = text.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        let synced = fsync(descriptor) == 0
        close(descriptor)
        guard written == text.count, synced else {
            throw Problem(description: "The signing key \(path) could not be written whole.")
        }
        guard link(partial, path) == 0 else {
            if errno == EEXIST { return try load(path, makeIfMissing: false) }
            throw Problem(description: "The signing key \(path) cannot be made: \(String(cString: strerror(errno))).")
        }
        return key
    }
}
