import Glibc
import Synchronization

/// An open file that a response sends as its body, straight from the file (libmicrohttpd
/// sends it with `sendfile`): a catalog of 150 MB is never copied into memory. Whoever sends
/// it takes the descriptor; one dropped unsent is closed here.
package final class ResponseFile: Sendable {
    package let size: UInt64
    private let descriptor: Mutex<Int32?>

    package init(descriptor: Int32, size: UInt64) {
        self.size = size
        self.descriptor = Mutex(descriptor)
    }

    /// The descriptor, now the caller's to close (or to hand over); nil once taken.
    package func take() -> Int32? {
        descriptor.withLock { taken in
            defer { taken = nil }
            return taken
        }
    }

    deinit {
        if let descriptor = take() { close(descriptor) }
    }
}
