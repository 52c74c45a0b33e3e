import Foundation

/// A shell script written for a test to run. It is written through a descriptor closed on exec,
/// so no process another test starts meanwhile keeps it open for writing, which would make
/// running it fail ("text file busy") for as long as that process lives.
package enum ExecutableScript {
    package struct Failure: Error, CustomStringConvertible {
        package let description: String
    }

    package static func write(_ text: String, to path: String) throws {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o755)
        guard descriptor >= 0 else { throw Failure(description: "cannot create \(path): errno \(errno)") }
        defer { close(descriptor) }
        let bytes = Array(text.utf8)
        let written = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
        guard written == bytes.count else { throw Failure(description: "cannot write \(path): errno \(errno)") }
    }
}
