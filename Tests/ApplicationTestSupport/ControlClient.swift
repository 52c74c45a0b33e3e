import Foundation
import Layout
import Terminal

/// A client of the automation socket: one JSON request per line, one reply per line.
package final class ControlClient {
    package let fd: Int32
    private var buffer: [UInt8] = []

    package enum Failure: Error {
        /// Nothing listened at the path within the time given.
        case noListener
        /// The application took the connection and never answered.
        case noAnswer
    }

    package init(path: String, timeout: Double = 120) throws {
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
            var address = sockaddr_un()
            address.sun_family = sa_family_t(AF_UNIX)
            withUnsafeMutableBytes(of: &address.sun_path) { raw in
                let bytes = Array(path.utf8)
                raw.copyBytes(from: bytes)
                raw[bytes.count] = 0
            }
            let connected = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    connect(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
                }
            }
            if connected == 0 {
                self.fd = fd
                // Generous: an answer is awaited, never a time; a loaded machine may be slow.
                var wait = timeval(tv_sec: 120, tv_usec: 0)
                setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &wait, socklen_t(MemoryLayout<timeval>.size))
                return
            }
            close(fd)
            guard Date() < deadline else { throw Failure.noListener }
            usleep(50_000)
        }
    }

    deinit { close(fd) }

    /// Writes `text` and a newline as they are: for lines no request makes (hostile ones).
    package func sendLine(_ text: String) {
        let bytes = Array((text + "\n").utf8)
        _ = bytes.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
    }

    /// The next reply; nil at the end of the stream, after the wait, or for a line that is no reply.
    /// A reply that did not come within the wait may still come: the connection is then closed,
    /// so that no later request reads it as its own answer.
    package func readReply() -> ControlReply? {
        while true {
            if let newline = buffer.firstIndex(of: 0x0A) {
                let line = buffer[..<newline]
                defer { buffer.removeSubrange(...newline) }
                return ControlReply(line: line)
            }
            var chunk = [UInt8](repeating: 0, count: 65_536)
            let count = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else {
                shutdown(fd, Int32(SHUT_RDWR))
                return nil
            }
            buffer.append(contentsOf: chunk[0..<count])
        }
    }

    package func send(_ request: ControlRequest) { sendLine(request.line) }

    package func request(_ request: ControlRequest) -> ControlReply? {
        send(request)
        return readReply()
    }

    /// What is on screen; nil if the reply is not a tree.
    package func tree() -> AccessibilityElement? {
        guard case .tree(let tree)? = request(.tree) else { return nil }
        return tree
    }

    /// The run loop's figures; nil if the reply is not statistics.
    package func stats() -> ControlStats? {
        guard case .stats(let stats)? = request(.stats) else { return nil }
        return stats
    }

    /// Whether the application answered the wait as idle.
    @discardableResult
    package func waitForIdle() -> Bool { request(.waitUntilIdle) == .idle }
}
