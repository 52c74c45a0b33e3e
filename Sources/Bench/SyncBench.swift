import Browsing
import Catalog
import CommandSupport
import FoundationEssentials
import Glibc
import Platform
import TextFormatting

/// `approachnote-bench --only sync`: `catalog sync` as a user runs it, a child process of this
/// very binary, against `serve` of the bench's catalog in another: the first sync and an
/// unchanged one, each way the sync reads a server. From `serve` it copies the file whole;
/// `--page-by-page` reads the pages with their ETags; through a relay that takes the ETags out
/// of every answer (as the upstream sends none) the lists must tell what changed. Each line
/// gives the time, the requests the sync counted, and the unchanged sync's share of the first's
/// requests, against the targets: a first sync from `serve` within 60 s, an unchanged one
/// within 5 s, and without validators at most 2 % of the first's requests.
struct SyncBench {
    let access: CatalogAccess
    let io: CommandIO

    private struct Run {
        let seconds: Double
        let requests: Int
    }

    func run() throws {
        let catalog = access.location.path
        let server = try BenchServerChild(storeArguments: (["--catalog", catalog], []), threads: nil, clients: 8)
        let folder =
            TemporaryFolder.path(environment: ProcessInfo.processInfo.environment)
            + "approachnote-sync-bench-\(getpid())"
        try? FileManager.default.removeItem(atPath: folder)
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let served = "http://127.0.0.1:\(server.port)"
        try io.write("catalog sync of \(catalog) from approachnote serve on the loopback, one run each\n")
        try compare(
            "the file whole", from: served, into: folder + "/whole.sqlite", options: [],
            targets: "first ≤ 60 s, unchanged ≤ 5 s")
        try compare(
            "page by page, with ETags", from: served, into: folder + "/pages.sqlite", options: ["--page-by-page"],
            targets: nil)
        let relay = try ValidatorlessRelay(to: server.port)
        try compare(
            "page by page, without ETags", from: "http://127.0.0.1:\(relay.port)", into: folder + "/bare.sqlite",
            options: [], targets: "unchanged ≤ 2 % of the first's requests")
        relay.stop()
        _ = try server.stop()
    }

    /// A first sync into an empty target, then one with nothing changed, and their figures.
    private func compare(
        _ way: String, from server: String, into target: String, options: [String], targets: String?
    ) throws {
        let first = try sync(from: server, into: target, options: options)
        let again = try sync(from: server, into: target, options: options)
        let share = first.requests > 0 ? 100 * Double(again.requests) / Double(first.requests) : 0
        let firstLine =
            "first \(Printf.string("%.1f", first.seconds)) s, \(GroupedNumber.text(first.requests)) requests"
        let againLine =
            "unchanged \(Printf.string("%.1f", again.seconds)) s, \(GroupedNumber.counted(again.requests, "request"))"
        let shareLine = "(\(Printf.string("%.2f", share)) % of the first's)"
        let targetLine = targets.map { "  [target: \($0)]" } ?? ""
        try io.write("  \(way): \(firstLine); \(againLine) \(shareLine)\(targetLine)\n")
    }

    /// Runs `approachnote --catalog TARGET catalog sync --server SERVER OPTIONS`, timed from
    /// spawn to exit; the requests are the ones its summary counts.
    private func sync(from server: String, into target: String, options: [String]) throws -> Run {
        let start = BenchClock.now()
        let run = try ChildRun.captured(
            try ChildRun.application(), ["--catalog", target, "catalog", "sync", "--server", server] + options)
        let milliseconds = BenchClock.milliseconds(since: start)
        guard run.status == 0, let counted = run.output.firstMatch(of: /; ([\d,]+) requests?\./) else {
            throw BenchError.child("catalog sync ended with status \(run.status): \(run.errors.suffix(300))")
        }
        return Run(seconds: milliseconds / 1000, requests: Int(counted.output.1.filter { $0 != "," }) ?? 0)
    }
}

/// A relay on the loopback that passes every request to a server and its answer back with the
/// ETag taken out, and has no catalog file: a server without validators, as the upstream is,
/// made of our own. One thread
/// a connection, each with a keep-alive connection of its own to the server.
final class ValidatorlessRelay: @unchecked Sendable {
    let port: UInt16
    private let listener: Int32
    private let upstream: UInt16

    init(to upstream: UInt16) throws {
        self.upstream = upstream
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else {
            throw BenchError.child("the relay has no socket: \(String(cString: strerror(errno)))")
        }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard bound == 0, listen(socket, 64) == 0 else {
            close(socket)
            throw BenchError.child("the relay cannot listen: \(String(cString: strerror(errno)))")
        }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(socket, $0, &length) }
        }
        listener = socket
        port = UInt16(bigEndian: address.sin_port)
        DetachedThread.start(name: "relay") { [self] in accept() }
    }

    func stop() { shutdown(listener, Int32(SHUT_RDWR)) }

    private func accept() {
        while true {
            let client = Glibc.accept(listener, nil, nil)
            guard client >= 0 else { return }
            DetachedThread.start(name: "relay client") { [self] in relay(client) }
        }
    }

    /// Each request of the client to the server, and each answer back without its ETag, until
    /// either side closes.
    private func relay(_ client: Int32) {
        defer { close(client) }
        guard let server = try? LoopbackSocket.connect(port: upstream, timeout: 60) else { return }
        defer { close(server) }
        var fromClient: [UInt8] = []
        var fromServer: [UInt8] = []
        while let request = Self.head(from: client, &fromClient) {
            // The upstream has no catalog file to give.
            if request.starts(with: Array("GET \(HTTPCatalog.catalogFilePath) ".utf8)) {
                guard Self.send(Array("HTTP/1.1 404 Not Found\r\nContent-Length: 0\r\n\r\n".utf8), to: client) else {
                    return
                }
                continue
            }
            guard Self.send(request + [13, 10, 13, 10], to: server), let answer = Self.head(from: server, &fromServer)
            else { return }
            let lines = String(decoding: answer, as: UTF8.self).split(
                separator: "\r\n", omittingEmptySubsequences: false)
            let length =
                lines.first { $0.lowercased().hasPrefix("content-length:") }.flatMap {
                    Int($0.dropFirst("content-length:".count).trimmingWhitespace())
                } ?? 0
            let kept = lines.filter { !$0.lowercased().hasPrefix("etag:") }.joined(separator: "\r\n")
            let isHead = request.starts(with: Array("HEAD ".utf8))
            let status = lines.first.flatMap { Int($0.dropFirst(9).prefix(3)) } ?? 200
            let bodyLength = isHead || status == 304 || status == 204 ? 0 : length
            while fromServer.count < bodyLength {
                guard Self.receive(server, into: &fromServer) else { return }
            }
            let body = Array(fromServer[..<bodyLength])
            fromServer.removeFirst(bodyLength)
            guard Self.send(Array(kept.utf8) + [13, 10, 13, 10] + body, to: client) else { return }
        }
    }

    /// The next head (without its blank line) from `socket`, reading as needed; what follows
    /// it stays in `buffer`.
    private static func head(from socket: Int32, _ buffer: inout [UInt8]) -> [UInt8]? {
        var searched = 0
        while true {
            var index = max(0, searched - 3)
            while index + 3 < buffer.count {
                if buffer[index] == 13, buffer[index + 1] == 10, buffer[index + 2] == 13, buffer[index + 3] == 10 {
                    let head = Array(buffer[..<index])
                    buffer.removeFirst(index + 4)
                    return head
                }
                index += 1
            }
            searched = buffer.count
            guard receive(socket, into: &buffer) else { return nil }
        }
    }

    private static func receive(_ socket: Int32, into buffer: inout [UInt8]) -> Bool {
        var chunk = [UInt8](repeating: 0, count: 65_536)
        let count = chunk.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
        guard count > 0 else { return false }
        buffer.append(contentsOf: chunk[..<count])
        return true
    }

    private static func send(_ bytes: [UInt8], to socket: Int32) -> Bool {
        var sent = 0
        while sent < bytes.count {
            let count = bytes[sent...].withUnsafeBytes {
                Glibc.send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
            }
            guard count > 0 else { return false }
            sent += count
        }
        return true
    }
}
