import Glibc

/// A TCP connection to a port of the IPv4 loopback, on a plain socket, for the bench's clients
/// and the tests' raw ones: reads and writes give up after a timeout, so a server that stops
/// answering ends in an error instead of a hang.
public enum LoopbackSocket {
    /// Why the connection could not be made: the system's error code.
    public struct Failure: Error {
        public let code: Int32
    }

    /// A socket connected to `port` on 127.0.0.1, whose reads and writes give up after
    /// `timeout` seconds; from `source` (another loopback address, 127.0.0.2, to be another
    /// client) when given. Closed on exec.
    public static func connect(port: UInt16, source: String? = nil, timeout: Int = 10) throws(Failure) -> Int32 {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard descriptor >= 0 else { throw Failure(code: errno) }
        var limit = timeval(tv_sec: timeout, tv_usec: 0)
        for option in [SO_RCVTIMEO, SO_SNDTIMEO] {
            setsockopt(descriptor, SOL_SOCKET, option, &limit, socklen_t(MemoryLayout<timeval>.size))
        }
        let bound = source.map { withAddress($0, port: 0) { bind(descriptor, $0, $1) } } ?? 0
        guard bound == 0, withAddress("127.0.0.1", port: port, { Glibc.connect(descriptor, $0, $1) }) == 0 else {
            let code = errno
            close(descriptor)
            throw Failure(code: code)
        }
        return descriptor
    }

    /// Calls `body` with the IPv4 socket address of `host` and `port`, and its length.
    private static func withAddress(
        _ host: String, port: UInt16, _ body: (UnsafePointer<sockaddr>, socklen_t) -> Int32
    ) -> Int32 {
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr(host)
        return withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { body($0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
    }
}
