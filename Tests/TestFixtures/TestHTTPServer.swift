import Foundation
import Platform

#if canImport(Glibc)
    import Glibc
#endif

/// A tiny HTTP/1.1 server on the loopback interface, for exercising downloads against servers
/// that behave well, fail, or are slow, and for replaying what another server answered. One thread accepts; each connection gets a thread.
package final class TestHTTPServer: @unchecked Sendable {
    package enum Behaviour: Sendable {
        case respond(status: Int, contentType: String, body: [UInt8])
        /// A response with these header fields (Content-Length and Connection are added).
        case answer(status: Int, headers: [(String, String)], body: [UInt8])
        /// Reads the request, then waits this long before responding.
        case delay(Double, then: [UInt8])
        /// Sends the headers, then one body byte per interval, for ever (until stopped).
        case drip(interval: Double)
        /// Passes the request on to a server on this loopback port, and its answer back.
        case relay(port: UInt16)
        /// Reads the request and closes the connection without a word.
        case hangUp
    }

    package let port: UInt16
    private let listener: Int32
    private let lock = NSLock()
    private var routes: [String: Behaviour]
    /// What answers a request target no route names.
    private let fallback: @Sendable (String) -> Behaviour?
    private var hits: [String: Int] = [:]
    private var connections: [Int32] = []
    private var stopped = false

    /// `routes` answer their paths exactly; `fallback` answers any other request target.
    package init(routes: [String: Behaviour] = [:], fallback: @escaping @Sendable (String) -> Behaviour? = { _ in nil })
        throws
    {
        self.routes = routes
        self.fallback = fallback
        (listener, port) = try Self.listeningSocket()
        Thread.detachNewThread { [self] in acceptLoop() }
    }

    deinit { stop() }

    package func url(_ path: String) -> String { "http://127.0.0.1:\(port)\(path)" }

    package func hits(_ path: String) -> Int { lock.withLock { hits[path] ?? 0 } }

    package func route(_ path: String, _ behaviour: Behaviour) { lock.withLock { routes[path] = behaviour } }

    /// Stops listening and cuts every connection off. A connection, and the listener, are only
    /// shut down here, never closed: the thread using each closes it. Closed under a thread
    /// still using it, a descriptor could be reused by another test's socket: a late reply
    /// would land in the other test's download, or the accept loop take and drop a connection
    /// meant for another test's server.
    package func stop() {
        let open = lock.withLock { () -> [Int32]? in
            guard !stopped else { return nil }
            stopped = true
            return connections
        }
        guard let open else { return }
        for connection in open { shutdown(connection, Int32(SHUT_RDWR)) }
        shutdown(listener, Int32(SHUT_RDWR))
    }

    /// A socket that listens but never accepts: the connection completes in the kernel and
    /// then nothing ever answers. Close the returned descriptor when done.
    package static func silentListener() throws -> (socket: Int32, port: UInt16) {
        try listeningSocket()
    }

    private static func listeningSocket() throws -> (Int32, UInt16) {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard socket >= 0 else { throw POSIXError(.EIO) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(socket, $0, length) }
        }
        guard bound == 0, listen(socket, 16) == 0 else { throw POSIXError(.EADDRINUSE) }
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(socket, $0, &length) }
        }
        return (socket, UInt16(bigEndian: address.sin_port))
    }

    /// Ends once `stop` has shut the listener down, and only then closes it.
    private func acceptLoop() {
        defer { close(listener) }
        while true {
            let connection = accept(listener, nil, nil)
            guard connection >= 0 else { return }
            let open = lock.withLock { () -> Bool in
                guard !stopped else { return false }
                connections.append(connection)
                return true
            }
            guard open else {
                close(connection)
                return
            }
            Thread.detachNewThread { [self] in serve(connection) }
        }
    }

    private func serve(_ connection: Int32) {
        defer { release(connection) }
        var request: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while !request.containsHeadersEnd {
            let count = read(connection, &buffer, buffer.count)
            guard count > 0 else { return }
            request += buffer.prefix(count)
        }
        let line = String(decoding: request.prefix { $0 != 0x0D }, as: UTF8.self).split(separator: " ")
        let path = line.count > 1 ? String(line[1]) : "/"
        let behaviour = lock.withLock { () -> Behaviour? in
            hits[path, default: 0] += 1
            return routes[path]
        }
        switch behaviour ?? fallback(path)
            ?? .respond(status: 404, contentType: "text/plain", body: Array("not found".utf8))
        {
        case .respond(let status, let contentType, let body):
            send(connection, status: status, headers: [("Content-Type", contentType)], body: body)
        case .answer(let status, let headers, let body):
            send(connection, status: status, headers: headers, body: body)
        case .delay(let seconds, let body):
            Thread.sleep(forTimeInterval: seconds)
            send(connection, status: 200, headers: [("Content-Type", "image/png")], body: body)
        case .drip(let interval):
            write(
                connection, Array("HTTP/1.1 200 OK\r\nContent-Type: image/jpeg\r\nContent-Length: 100000\r\n\r\n".utf8))
            while write(connection, [0xFF]) {
                Thread.sleep(forTimeInterval: interval)
            }
        case .relay(let port):
            relay(request, from: connection, to: port)
        case .hangUp:
            return
        }
    }

    private func send(_ connection: Int32, status: Int, headers: [(String, String)], body: [UInt8]) {
        let fields = headers.map { "\($0.0): \($0.1)\r\n" }.joined()
        let head =
            "HTTP/1.1 \(status) Status\r\n\(fields)Content-Length: \(body.count)\r\nConnection: close\r\n\r\n"
        _ = write(connection, Array(head.utf8) + body)
        shutdown(connection, Int32(SHUT_WR))
        // Waits for the client to hang up: closing first could reset the connection before the
        // client has read the response.
        var buffer = [UInt8](repeating: 0, count: 256)
        while read(connection, &buffer, buffer.count) > 0 {}
    }

    /// Sends the request on with `Connection: close`, so that the other server's answer ends
    /// where its connection does, and copies that answer back as it comes.
    private func relay(_ request: [UInt8], from connection: Int32, to port: UInt16) {
        guard let onward = try? LoopbackSocket.connect(port: port, timeout: 30) else { return }
        defer { close(onward) }
        let text = String(decoding: request, as: UTF8.self)
        let lines = text.components(separatedBy: "\r\n").filter { !$0.lowercased().hasPrefix("connection:") }
        let rewritten = ([lines[0], "Connection: close"] + lines.dropFirst()).joined(separator: "\r\n")
        guard write(onward, Array(rewritten.utf8)) else { return }
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = read(onward, &buffer, buffer.count)
            guard count > 0, write(connection, Array(buffer.prefix(count))) else { break }
        }
        shutdown(connection, Int32(SHUT_WR))
        var rest = [UInt8](repeating: 0, count: 256)
        while read(connection, &rest, rest.count) > 0 {}
    }

    /// The end of a connection's thread, however it ends: only this thread closes it.
    private func release(_ connection: Int32) {
        lock.withLock { connections.removeAll { $0 == connection } }
        close(connection)
    }

    @discardableResult
    private func write(_ connection: Int32, _ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBytes { Glibc.send(connection, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) } == bytes.count
    }
}

extension [UInt8] {
    fileprivate var containsHeadersEnd: Bool {
        count >= 4
            && indices.dropLast(3).contains {
                self[$0] == 0x0D && self[$0 + 1] == 0x0A && self[$0 + 2] == 0x0D && self[$0 + 3] == 0x0A
            }
    }
}
