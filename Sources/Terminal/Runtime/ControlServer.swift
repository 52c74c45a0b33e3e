import Foundation
import Glibc
import Layout

/// Why the control socket could not be opened.
public struct ControlSocketError: Error, CustomStringConvertible {
    public let description: String
}

/// Automation over a Unix socket: one JSON object per line in, one per line out, each request
/// answered within one loop iteration whatever the application is doing. A malformed request
/// gets an error reply; a client that stops reading is dropped once its backlog grows.
final class ControlServer {
    private let path: String
    private let listener: Int32
    private var clients: [Int32: Client] = [:]
    private var waiting: [Int32] = []

    static let backlogLimit = 4 << 20
    /// Requests taken from one client per loop iteration, so one busy client cannot stall the
    /// others (nor the frames).
    static let requestsPerIteration = 8

    private struct Client {
        var input: [UInt8] = []
        var output: [UInt8] = []
    }

    init(path: String) throws {
        self.path = path
        var info = stat()
        if lstat(path, &info) == 0 {
            guard (info.st_mode & S_IFMT) == S_IFSOCK else {
                throw ControlSocketError(
                    description: "\(path) exists and is not a socket; choose another path for --control.")
            }
            unlink(path)
        }
        listener = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        guard listener >= 0 else {
            throw ControlSocketError(description: "Cannot create a socket: \(String(cString: strerror(errno))).")
        }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let bytes = Array(path.utf8)
        guard bytes.count < MemoryLayout.size(ofValue: address.sun_path) else {
            Glibc.close(listener)
            throw ControlSocketError(description: "The control socket path is too long: \(path)")
        }
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            raw.copyBytes(from: bytes)
            raw[bytes.count] = 0
        }
        let previousMask = umask(0o077)
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(listener, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
            }
        }
        umask(previousMask)
        guard bound == 0, Glibc.listen(listener, 8) == 0 else {
            let reason = String(cString: strerror(errno))
            Glibc.close(listener)
            throw ControlSocketError(description: "Cannot listen on \(path): \(reason).")
        }
        chmod(path, 0o600)
        _ = fcntl(listener, F_SETFL, fcntl(listener, F_GETFL) | O_NONBLOCK)
    }

    func close() {
        for fd in clients.keys { Glibc.close(fd) }
        clients.removeAll()
        Glibc.close(listener)
        unlink(path)
    }

    func pollDescriptors() -> [pollfd] {
        var fds = [pollfd(fd: listener, events: Int16(POLLIN), revents: 0)]
        for (fd, client) in clients {
            // A client that is not reading its replies is not read from either.
            let reading: Int16 = client.output.count > 65_536 ? 0 : Int16(POLLIN)
            fds.append(pollfd(fd: fd, events: reading | (client.output.isEmpty ? 0 : Int16(POLLOUT)), revents: 0))
        }
        return fds
    }

    /// Whether whole requests are waiting in some client's buffer: the loop then polls
    /// without sleeping.
    var hasQueuedRequests: Bool { clients.values.contains { $0.output.count <= 65_536 && $0.input.contains(0x0A) } }

    func handle(_ ready: [pollfd], loop: MainLoop) {
        for entry in ready {
            if entry.fd == listener {
                accept()
            } else if clients[entry.fd] != nil {
                if entry.revents & Int16(POLLOUT) != 0 { flush(entry.fd) }
                if entry.revents & Int16(POLLIN | POLLHUP | POLLERR) != 0 { read(entry.fd) }
            }
        }
        for fd in clients.keys.sorted() { serve(fd, loop: loop) }
        answerWaits(loop: loop)
    }

    private func accept() {
        while true {
            let fd = Glibc.accept(listener, nil, nil)
            guard fd >= 0 else { return }
            _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
            clients[fd] = Client()
        }
    }

    private func drop(_ fd: Int32) {
        Glibc.close(fd)
        clients[fd] = nil
        waiting.removeAll { $0 == fd }
    }

    private func read(_ fd: Int32) {
        var buffer = [UInt8](repeating: 0, count: 65_536)
        let count = buffer.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
        guard count > 0 else {
            if count == 0 || (errno != EAGAIN && errno != EINTR) { drop(fd) }
            return
        }
        clients[fd]?.input.append(contentsOf: buffer[0..<count])
        if (clients[fd]?.input.count ?? 0) > Self.backlogLimit { drop(fd) }
    }

    /// Answers up to `requestsPerIteration` of the client's queued requests.
    private func serve(_ fd: Int32, loop: MainLoop) {
        for _ in 0..<Self.requestsPerIteration {
            guard let client = clients[fd], client.output.count <= 65_536,
                let newline = client.input.firstIndex(of: 0x0A)
            else { return }
            let line = Array(client.input[..<newline])
            clients[fd]?.input.removeSubrange(...newline)
            respond(to: line, from: fd, loop: loop)
        }
    }

    private func send(_ object: [String: Any], to fd: Int32) {
        guard clients[fd] != nil else { return }
        let data =
            (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data("{\"ok\":false}".utf8)
        clients[fd]?.output.append(contentsOf: data)
        clients[fd]?.output.append(0x0A)
        flush(fd)
        if (clients[fd]?.output.count ?? 0) > Self.backlogLimit { drop(fd) }
    }

    private func flush(_ fd: Int32) {
        guard let output = clients[fd]?.output, !output.isEmpty else { return }
        let written = output.withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
        if written > 0 {
            clients[fd]?.output.removeFirst(written)
        } else if written < 0, errno != EAGAIN, errno != EINTR {
            drop(fd)
        }
    }

    private func error(_ message: String, to fd: Int32) { send(["ok": false, "error": message], to: fd) }

    private func respond(to line: [UInt8], from fd: Int32, loop: MainLoop) {
        guard let object = try? JSONSerialization.jsonObject(with: Data(line)) as? [String: Any],
            let command = object["cmd"] as? String
        else { return error("Malformed request: send one JSON object per line with a \"cmd\".", to: fd) }
        let engine = loop.engine
        switch command {
        case "tree":
            let data = (try? JSONEncoder().encode(engine.accessibilityTree)) ?? Data()
            send(["ok": true, "tree": (try? JSONSerialization.jsonObject(with: data)) ?? [:]], to: fd)
        case "press", "focus":
            guard let label = object["label"] as? String else {
                return error("\"\(command)\" needs a \"label\".", to: fd)
            }
            let done = command == "press" ? engine.press(label: label) : engine.focus(label: label)
            guard done else { return error("No control labelled \"\(label)\" is on screen.", to: fd) }
            if command == "press" { loop.invalidate() } else { loop.invalidateLayout() }
            send(["ok": true], to: fd)
        case "key":
            guard let keys = object["keys"] as? String else { return error("\"key\" needs \"keys\".", to: fd) }
            loop.inject(Array(keys.utf8))
            send(["ok": true], to: fd)
        case "scroll":
            let point = Point(x: object["x"] as? Int ?? 0, y: object["y"] as? Int ?? 0)
            let dy = object["dy"] as? Int ?? 0
            let dx = object["dx"] as? Int ?? 0
            var scrolled = false
            if dy != 0 { scrolled = engine.scroll(at: point, axis: .vertical, by: dy) || scrolled }
            if dx != 0 { scrolled = engine.scroll(at: point, axis: .horizontal, by: dx) || scrolled }
            loop.invalidateLayout()
            send(["ok": true, "scrolled": scrolled], to: fd)
        case "resize":
            guard loop.backend is HeadlessTerminal else {
                return error("\"resize\" works only in headless mode.", to: fd)
            }
            guard let columns = object["cols"] as? Int, let rows = object["rows"] as? Int, columns > 0, rows > 0,
                columns <= 10_000, rows <= 10_000
            else { return error("\"resize\" needs positive \"cols\" and \"rows\".", to: fd) }
            loop.resize(to: Size(width: columns, height: rows))
            send(["ok": true], to: fd)
        case "stats":
            send(statistics(loop), to: fd)
        case "wait":
            guard object["until"] as? String == "idle" else {
                return error("\"wait\" takes \"until\": \"idle\".", to: fd)
            }
            waiting.append(fd)
        default:
            error("Unknown command \"\(command)\".", to: fd)
        }
    }

    /// `wait` answers once the loop has drawn what was pending and has nothing left to do.
    func answerWaits(loop: MainLoop) {
        guard !waiting.isEmpty, loop.isIdle else { return }
        let fds = waiting
        waiting.removeAll()
        for fd in fds { send(["ok": true, "idle": true], to: fd) }
    }

    private func statistics(_ loop: MainLoop) -> [String: Any] {
        let cpu = ProcessCPU.seconds()
        let stats = loop.stats
        return [
            "ok": true, "frames": stats.framesDrawn, "layoutPasses": stats.layoutPasses,
            "diagnostics": stats.diagnostics,
            "bytesWritten": stats.bytesWritten, "iterations": stats.loopIterations, "idleFrames": stats.idleFrames,
            "cpuSeconds": cpu,
            "phaseMicroseconds": stats.phaseMicroseconds, "sampler": loop.sampler.histogram, "idle": loop.isIdle,
            "lastFrame": [
                "passes": stats.lastFrame.passes, "nodesMeasured": stats.lastFrame.nodesMeasured,
                "nodesBuilt": stats.lastFrame.nodesBuilt, "nodesReused": stats.lastFrame.nodesReused,
                "cellsChanged": stats.lastFrame.cellsChanged, "bytesWritten": stats.lastFrameBytes,
            ],
        ]
    }
}
