import Glibc
import Testing

/// Loopback sockets for the tests of servers that are away or silent.
package enum LoopbackSockets {
    /// A port nothing listens on: bound (see `bind`), then closed before any
    /// connection, so nothing lingers on it.
    package static func closedPort() throws -> UInt16 {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        try #require(descriptor >= 0)
        defer { close(descriptor) }
        return try bind(descriptor)
    }

    /// A socket that listens and never accepts: the system completes connections into its
    /// backlog, and nothing is ever answered.
    package static func listeningSocket() throws -> (descriptor: Int32, port: UInt16) {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        try #require(descriptor >= 0)
        let port = try bind(descriptor)
        try #require(listen(descriptor, 4) == 0)
        return (descriptor, port)
    }

    /// Whether anything connected to `descriptor`, a socket from `listeningSocket` (the
    /// connection, taken off its backlog, is closed).
    package static func wasConnected(_ descriptor: Int32) -> Bool {
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
        let connection = accept(descriptor, nil, nil)
        if connection >= 0 { close(connection) }
        return connection >= 0
    }

    /// Binds to a free port on 127.0.0.1 below Linux's default ephemeral range (32768 and up)
    /// and returns it. The tests that take these ports let them go and later bring a server up
    /// on them: a port of the ephemeral range could meanwhile become the local end of any
    /// connection some other test opens, or the port a server of the system's choice gets. Only
    /// another test taking a port this way could still draw the same one, at random.
    private static func bind(_ descriptor: Int32) throws -> UInt16 {
        // The server a test brings up on the port later binds with SO_REUSEADDR; the kernel lets
        // it only if the sockets still bound there (the connections this one took into its
        // backlog, lingering after it closed) allow it too.
        var on: Int32 = 1
        setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &on, socklen_t(MemoryLayout<Int32>.size))
        for _ in 0..<1_000 {
            let port = UInt16.random(in: 20_000..<32_000)
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_addr.s_addr = inet_addr("127.0.0.1")
            address.sin_port = port.bigEndian
            let bound = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    Glibc.bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0
                }
            }
            if bound { return port }
        }
        throw BindFailure()
    }

    private struct BindFailure: Error, CustomStringConvertible {
        var description: String { "no free port on 127.0.0.1 between 20000 and 32000" }
    }
}
