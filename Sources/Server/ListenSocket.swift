import Glibc

/// The listening socket, opened here rather than by libmicrohttpd so that a failure says why
/// (address in use, not local) and port 0 reports the port the system chose.
struct ListenSocket {
    let descriptor: Int32
    let address: ListenAddress
    let isIPv6: Bool

    static func open(_ requested: ListenAddress, backlog: Int32) throws(ServerError) -> ListenSocket {
        var hints = addrinfo()
        hints.ai_flags = AI_PASSIVE | AI_NUMERICSERV
        hints.ai_family = AF_UNSPEC
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        var found: UnsafeMutablePointer<addrinfo>?
        let status = getaddrinfo(requested.host, String(requested.port), &hints, &found)
        guard status == 0, let first = found else {
            throw .unresolvableHost(host: requested.host, reason: String(cString: gai_strerror(status)))
        }
        defer { freeaddrinfo(first) }
        var lastError: Int32 = EADDRNOTAVAIL
        var candidate: UnsafeMutablePointer<addrinfo>? = first
        while let info = candidate {
            candidate = info.pointee.ai_next
            let descriptor = socket(
                info.pointee.ai_family,
                info.pointee.ai_socktype | Int32(SOCK_CLOEXEC.rawValue)
                    | Int32(SOCK_NONBLOCK.rawValue), info.pointee.ai_protocol)
            guard descriptor >= 0 else {
                lastError = errno
                continue
            }
            // A restarted server binds again at once, while the last one's connections linger.
            var on: Int32 = 1
            setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &on, socklen_t(MemoryLayout<Int32>.size))
            guard bind(descriptor, info.pointee.ai_addr, info.pointee.ai_addrlen) == 0, listen(descriptor, backlog) == 0
            else {
                lastError = errno
                Glibc.close(descriptor)
                continue
            }
            let port = boundPort(descriptor) ?? requested.port
            return ListenSocket(
                descriptor: descriptor, address: ListenAddress(host: requested.host, port: port),
                isIPv6: info.pointee.ai_family == AF_INET6)
        }
        throw .cannotListen(address: requested.description, reason: String(cString: strerror(lastError)))
    }

    private static func boundPort(_ descriptor: Int32) -> UInt16? {
        var storage = sockaddr_storage()
        var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
        let status = withUnsafeMutablePointer(to: &storage) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        guard status == 0 else { return nil }
        return withUnsafePointer(to: &storage) { pointer in
            switch Int32(pointer.pointee.ss_family) {
            case AF_INET:
                pointer.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { UInt16(bigEndian: $0.pointee.sin_port) }
            case AF_INET6:
                pointer.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) {
                    UInt16(bigEndian: $0.pointee.sin6_port)
                }
            default: nil
            }
        }
    }

    func close() { Glibc.close(descriptor) }

    /// Answers each connection waiting to be accepted with `response` and closes it, once the
    /// server takes no more (libmicrohttpd quiesced): closing the socket would reset them, and
    /// their clients would not know whether their requests were read. What each had sent is
    /// read first, and returned, so that closing never resets a connection with bytes unread.
    func answerWaiting(with response: [UInt8]) -> [[UInt8]] {
        var requests: [[UInt8]] = []
        while true {
            let connection = accept(descriptor, nil, nil)
            guard connection >= 0 else { return requests }
            _ = fcntl(connection, F_SETFD, FD_CLOEXEC)
            _ = fcntl(connection, F_SETFL, fcntl(connection, F_GETFL) | O_NONBLOCK)
            var sent = Self.readAvailable(connection)
            _ = response.withUnsafeBytes { send(connection, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            shutdown(connection, Int32(SHUT_WR))
            sent += Self.readAvailable(connection)
            Glibc.close(connection)
            requests.append(sent)
        }
    }

    /// What the connection holds unread, up to a request's worth.
    private static func readAvailable(_ connection: Int32) -> [UInt8] {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 16 * 1024)
        while bytes.count < 64 * 1024 {
            let count = buffer.withUnsafeMutableBytes { recv(connection, $0.baseAddress, $0.count, 0) }
            guard count > 0 else { break }
            bytes += buffer[..<count]
        }
        return bytes
    }
}
