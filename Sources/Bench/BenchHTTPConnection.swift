import Glibc
import Platform
import TextFormatting

/// One keep-alive HTTP/1.1 connection to the server under bench, on a plain socket: a GET is one
/// `send`, its response is read to the end of its Content-Length, and nothing else runs on the
/// way (no client library's pool, threads or timers in the figures). Reads and writes give up
/// after 10 s, so a server that stops answering ends the bench with errors instead of hanging.
package final class BenchHTTPConnection {
    package struct Response {
        package let status: Int
        let body: ArraySlice<UInt8>

        package func hasBody(_ expected: [UInt8]) -> Bool {
            guard body.count == expected.count else { return false }
            guard !expected.isEmpty else { return true }
            return body.withUnsafeBytes { received in
                expected.withUnsafeBytes { memcmp(received.baseAddress!, $0.baseAddress!, $0.count) == 0 }
            }
        }
    }

    package enum Failure: Error, CustomStringConvertible {
        case connect(Int32)
        case send(Int32)
        /// Includes the receive timeout running out.
        case receive(Int32)
        case closed
        case malformed

        package var description: String {
            switch self {
            case .connect(let code): "cannot connect (\(String(cString: strerror(code))))"
            case .send(let code): "cannot send (\(String(cString: strerror(code))))"
            case .receive(let code): "cannot receive (\(String(cString: strerror(code))))"
            case .closed: "the server closed the connection before the response's end"
            case .malformed: "the response's head is not HTTP/1.1 with a Content-Length"
            }
        }
    }

    private let descriptor: Int32
    /// What has arrived; the first `read` bytes are the last response's.
    private var buffer: [UInt8] = []
    private var read = 0
    /// Where each read lands, to be appended to `buffer` in one copy: growing and shrinking
    /// `buffer` around each read instead costs a byte-by-byte pass over the chunk on every read
    /// where the code is not optimized.
    private var chunk = [UInt8](repeating: 0, count: 256 * 1024)

    init(port: UInt16) throws(Failure) {
        do {
            descriptor = try LoopbackSocket.connect(port: port)
        } catch {
            throw .connect(error.code)
        }
    }

    deinit { close(descriptor) }

    /// A GET of `target`; with `gzip`, one that takes a gzip body (left compressed).
    /// `fresh` asks for an answer made now rather than one the server kept (`Cache-Control: no-cache`).
    /// `headers` are more header lines ("Authorization: Bearer …").
    func get(_ target: String, gzip: Bool = false, fresh: Bool = false, headers: [String] = []) throws(Failure)
        -> Response
    {
        var lines = headers
        if gzip { lines.append("Accept-Encoding: gzip") }
        if fresh { lines.append("Cache-Control: no-cache") }
        return try send("GET", target, headers: lines)
    }

    /// A request of any method, with a JSON body when given.
    func send(_ method: String, _ target: String, headers: [String] = [], json body: String? = nil) throws(Failure)
        -> Response
    {
        var head = "\(method) \(target) HTTP/1.1\r\nHost: 127.0.0.1\r\n"
        for line in headers { head += line + "\r\n" }
        if let body { head += "Content-Type: application/json\r\nContent-Length: \(body.utf8.count)\r\n" }
        let request = Array((head + "\r\n" + (body ?? "")).utf8)
        var sent = 0
        while sent < request.count {
            let count = request[sent...].withUnsafeBytes {
                Glibc.send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
            }
            guard count > 0 else { throw .send(errno) }
            sent += count
        }
        return try readResponse()
    }

    private func readResponse() throws(Failure) -> Response {
        buffer.removeFirst(read)
        read = 0
        var searched = 0
        var headEnd: Int?
        while headEnd == nil {
            headEnd = Self.endOfHead(in: buffer, from: max(0, searched - 3))
            if headEnd == nil {
                searched = buffer.count
                try receive()
            }
        }
        let head = String(decoding: buffer[..<headEnd!], as: UTF8.self).lowercased()
        let lines = head.split(separator: "\r\n")
        guard let statusLine = lines.first, statusLine.hasPrefix("http/1.1 "),
            let status = Int(statusLine.dropFirst(9).prefix(3)),
            let lengthLine = lines.first(where: { $0.hasPrefix("content-length:") }),
            let length = Int(lengthLine.dropFirst(15).trimmingWhitespace())
        else { throw .malformed }
        let bodyStart = headEnd! + 4
        while buffer.count < bodyStart + length { try receive() }
        read = bodyStart + length
        return Response(status: status, body: buffer[bodyStart..<read])
    }

    /// Where the blank line ending a response's head starts, searching from `index`.
    private static func endOfHead(in bytes: [UInt8], from index: Int) -> Int? {
        var index = index
        while index + 3 < bytes.count {
            if bytes[index] == 13, bytes[index + 1] == 10, bytes[index + 2] == 13, bytes[index + 3] == 10 {
                return index
            }
            index += 1
        }
        return nil
    }

    /// Appends what the socket has.
    private func receive() throws(Failure) {
        let count = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
        guard count > 0 else { throw count == 0 ? .closed : .receive(errno) }
        chunk.withUnsafeBufferPointer { buffer.append(contentsOf: UnsafeBufferPointer(rebasing: $0[..<count])) }
    }
}
