import Glibc

/// Why the control socket could not be opened.
struct ControlSocketError: Error, CustomStringConvertible {
    let description: String
}

/// The listening Unix socket of the automation server and its file (owner-only). A path that
/// another process is listening on is refused, never taken over; a socket file that nothing
/// listens on any more (left by a process that was killed) is replaced.
struct ControlListener {
    let fd: Int32
    let path: String

    init(path: String) throws {
        self.path = path
        var address = try Self.address(path)
        var info = stat()
        if lstat(path, &info) == 0 {
            guard (info.st_mode & S_IFMT) == S_IFSOCK else {
                throw ControlSocketError(
                    description: "\(path) exists and is not a socket; choose another path for --control.")
            }
            guard try !Self.isListenedOn(&address, path: path) else {
                throw ControlSocketError(
                    description:
                        "Cannot listen on \(path): socket in use by another running process; stop it or choose another path for --control."
                )
            }
            unlink(path)
        }
        fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard fd >= 0 else {
            throw ControlSocketError(description: "Cannot create a socket: \(String(cString: strerror(errno))).")
        }
        // The socket file takes the socket's own mode (less the umask) when it is bound: owner
        // only from its first moment. The process's umask is never changed for it, since every
        // other thread's new files would take that umask meanwhile.
        guard fchmod(fd, 0o600) == 0 else {
            let reason = String(cString: strerror(errno))
            Glibc.close(fd)
            throw ControlSocketError(description: "Cannot make \(path) owner-only: \(reason).")
        }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
            }
        }
        guard bound == 0, Glibc.listen(fd, 8) == 0 else {
            let reason = String(cString: strerror(errno))
            Glibc.close(fd)
            throw ControlSocketError(description: "Cannot listen on \(path): \(reason).")
        }
        _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
    }

    /// Stops listening and removes the socket file.
    func close() {
        Glibc.close(fd)
        unlink(path)
    }

    private static func address(_ path: String) throws -> sockaddr_un {
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let bytes = Array(path.utf8)
        guard bytes.count < MemoryLayout.size(ofValue: address.sun_path) else {
            throw ControlSocketError(description: "The control socket path is too long: \(path)")
        }
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            raw.copyBytes(from: bytes)
            raw[bytes.count] = 0
        }
        return address
    }

    /// Whether a process accepts connections at the address: a connection attempt tells, without
    /// blocking (a full backlog answers EAGAIN, which also means someone listens).
    private static func isListenedOn(_ address: inout sockaddr_un, path: String) throws -> Bool {
        let probe = socket(
            AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_NONBLOCK.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard probe >= 0 else {
            throw ControlSocketError(description: "Cannot create a socket: \(String(cString: strerror(errno))).")
        }
        defer { Glibc.close(probe) }
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(probe, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
            }
        }
        if connected == 0 { return true }
        switch errno {
        case EAGAIN, EINPROGRESS: return true
        case ECONNREFUSED, ENOENT: return false
        default:
            throw ControlSocketError(
                description: "Cannot tell whether \(path) is in use: \(String(cString: strerror(errno))).")
        }
    }
}
