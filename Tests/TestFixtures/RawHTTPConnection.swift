import Foundation
import Platform

/// A plain TCP connection that speaks HTTP/1.1 by hand, so tests can send what no client
/// library would (raw bytes, `..`, floods of headers, half a request) and read exactly what
/// came back. Reads give up after 120 s (or `readTimeout`) so that a
/// server that never answers fails the test instead of hanging it.
package final class RawHTTPConnection {
    package struct Response {
        package let status: Int
        let headers: [(name: String, value: String)]
        package let body: Data

        package func header(_ name: String) -> String? {
            headers.first { $0.name.caseInsensitiveCompare(name) == .orderedSame }?.value
        }

        package var text: String { String(decoding: body, as: UTF8.self) }
    }

    package enum Failure: Error {
        case connect(LoopbackSocket.Failure)
        case closedEarly(received: Int)
        case malformed(String)
    }

    private let descriptor: Int32
    private var buffer: [UInt8] = []

    /// `readTimeout` replaces the 120 s a read waits, for a server that is meant to be slow;
    /// `source` is the loopback address the connection comes from (127.0.0.2: another client).
    package init(port: UInt16, readTimeout: Int? = nil, source: String? = nil) throws {
        do {
            descriptor = try LoopbackSocket.connect(port: port, source: source, timeout: readTimeout ?? 120)
        } catch {
            throw Failure.connect(error)
        }
    }

    deinit { close(descriptor) }

    package func send(_ bytes: [UInt8]) {
        var sent = 0
        while sent < bytes.count {
            let count = bytes[sent...].withUnsafeBytes {
                Glibc.send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
            }
            guard count > 0 else { return }
            sent += count
        }
    }

    package func send(_ text: String) { send(Array(text.utf8)) }

    /// Reads one response; a response to HEAD, a 304 or a 1xx has no body whatever its
    /// Content-Length says.
    package func readResponse(toHead: Bool = false) throws -> Response {
        let end = try fill(until: { $0.firstRange(of: [13, 10, 13, 10]) })
        let head = String(decoding: buffer[..<end.lowerBound], as: UTF8.self)
        buffer.removeSubrange(..<end.upperBound)
        var lines = head.components(separatedBy: "\r\n")
        let statusLine = lines.removeFirst().split(separator: " ")
        guard statusLine.count >= 2, let status = Int(statusLine[1]) else { throw Failure.malformed(head) }
        let headers = lines.map { line in
            let colon = line.firstIndex(of: ":") ?? line.endIndex
            return (
                name: String(line[..<colon]),
                value: String(line[colon...].dropFirst()).trimmingCharacters(in: .whitespaces)
            )
        }
        let length =
            toHead || status == 304
            ? 0 : Int(headers.first { $0.name.lowercased() == "content-length" }?.value ?? "0") ?? 0
        _ = try fill(until: { $0.count >= length ? length : nil })
        let body = Data(buffer[..<length])
        buffer.removeSubrange(..<length)
        return Response(status: status, headers: headers, body: body)
    }

    /// True once the server has closed the connection (after what was read so far).
    package func isClosedByServer() -> Bool {
        var byte: UInt8 = 0
        return buffer.isEmpty && recv(descriptor, &byte, 1, 0) == 0
    }

    /// Waits up to `milliseconds` for the server to end the connection; true if it did (closed
    /// or reset it) with nothing more sent.
    package func isEndedByServer(within milliseconds: Int32) -> Bool {
        var ready = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        guard buffer.isEmpty, poll(&ready, 1, milliseconds) == 1 else { return false }
        var byte: UInt8 = 0
        let count = recv(descriptor, &byte, 1, Int32(MSG_DONTWAIT))
        return count == 0 || (count < 0 && errno == ECONNRESET)
    }

    private func fill<T>(until found: ([UInt8]) -> T?) throws -> T {
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            if let result = found(buffer) { return result }
            let count = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            guard count > 0 else { throw Failure.closedEarly(received: buffer.count) }
            buffer += chunk[..<count]
        }
    }

    /// One request on a connection of its own, closed by the server after the answer.
    package static func request(
        port: UInt16, _ target: String, method: String = "GET", headers: [String] = [], body: String? = nil
    ) throws -> Response {
        try request(port: port, Array(target.utf8), method: method, headers: headers, body: body)
    }

    package static func request(
        port: UInt16, _ target: [UInt8], method: String = "GET", headers: [String] = [], body: String? = nil
    ) throws -> Response {
        let connection = try RawHTTPConnection(port: port)
        var fields = ["Host: 127.0.0.1", "Connection: close"] + headers
        if let body { fields.append("Content-Length: \(body.utf8.count)") }
        connection.send(
            Array("\(method) ".utf8) + target + Array(" HTTP/1.1\r\n\(fields.joined(separator: "\r\n"))\r\n\r\n".utf8)
                + Array((body ?? "").utf8))
        return try connection.readResponse(toHead: method == "HEAD")
    }
}
