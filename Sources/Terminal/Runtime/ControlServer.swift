import Dispatch
import FoundationEssentials
import Glibc
import Layout

/// Automation over a Unix socket: a `ControlRequest` per line in, a `ControlReply` per line
/// out, whatever the application is doing. A malformed request gets an error reply; a client
/// that stops reading is left unserved, then dropped once its backlog grows.
final class ControlServer {
    private let listener: ControlListener
    private let acceptConnection: (Int32) -> Int32
    private var clients: [Int32: Client] = [:]
    private var waiting: [Int32] = []
    /// While accept fails for want of descriptors or memory, the listener is left out of poll
    /// until this time: it stays readable, and polling it would wake the loop at once, forever.
    private var listenerRestsUntil: UInt64?

    /// A client whose unread replies grow past this is dropped.
    static let backlogLimit = 4 << 20
    /// A client with more unread replies than this is neither read from nor answered until it
    /// reads them.
    static let unreadRepliesLimit = 65_536
    /// Requests taken from one client per loop iteration, so one busy client cannot stall the
    /// others (nor the frames).
    static let requestsPerIteration = 8
    /// The longest request line: any real request is far shorter.
    static let requestLimit = 65_536
    /// How long the listener rests after accept fails: short, as descriptors free up quickly.
    static let acceptRest: UInt64 = 100_000_000

    private struct Client {
        var input = RequestLines(limit: ControlServer.requestLimit)
        var output: [UInt8] = []

        var readsReplies: Bool { output.count <= ControlServer.unreadRepliesLimit }
    }

    /// `acceptConnection` takes the listening descriptor and returns a connection's, or -1 with
    /// errno set, as accept(2) does; tests replace it to simulate running out of descriptors.
    init(path: String, acceptConnection: @escaping (Int32) -> Int32 = { Glibc.accept($0, nil, nil) }) throws {
        listener = try ControlListener(path: path)
        self.acceptConnection = acceptConnection
    }

    var listenerFD: Int32 { listener.fd }

    func close() {
        for fd in clients.keys { Glibc.close(fd) }
        clients.removeAll()
        listener.close()
    }

    /// When the loop must wake to poll the listener again, if it is resting.
    var deadline: UInt64? { listenerRestsUntil }

    func pollDescriptors(at now: UInt64) -> [pollfd] {
        var fds: [pollfd] = []
        if listenerRestsUntil.map({ $0 <= now }) ?? true {
            listenerRestsUntil = nil
            fds.append(pollfd(fd: listener.fd, events: Int16(POLLIN), revents: 0))
        }
        for (fd, client) in clients {
            // A client that is not reading its replies, or has a full line's worth of requests
            // waiting, is not read from until they are served.
            let reading: Int16 =
                client.readsReplies && client.input.pendingCount <= Self.requestLimit ? Int16(POLLIN) : 0
            fds.append(pollfd(fd: fd, events: reading | (client.output.isEmpty ? 0 : Int16(POLLOUT)), revents: 0))
        }
        return fds
    }

    /// Whether whole requests are waiting in some client's buffer: the loop then polls
    /// without sleeping.
    var hasQueuedRequests: Bool { clients.values.contains { $0.readsReplies && $0.input.hasLine } }

    /// Takes what poll reported ready (possibly nothing), then serves queued requests: those
    /// left from an earlier iteration need no new bytes to be answered.
    func handle(_ ready: [pollfd], loop: MainLoop) {
        for entry in ready {
            if entry.fd == listener.fd {
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
            let fd = acceptConnection(listener.fd)
            guard fd >= 0 else {
                switch errno {
                case EAGAIN, EWOULDBLOCK: return
                case EINTR, ECONNABORTED: continue
                default:
                    // Out of descriptors or memory: the connection waits in the backlog.
                    listenerRestsUntil = DispatchTime.now().uptimeNanoseconds + Self.acceptRest
                    return
                }
            }
            _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
            _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
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
        clients[fd]?.input.append(buffer[0..<count])
    }

    /// Answers up to `requestsPerIteration` of the client's queued requests. A request reads or
    /// changes what is on screen, so none is answered while the loop owes a frame (input since
    /// the last one was laid out, maybe, but not drawn): it waits for that frame.
    private func serve(_ fd: Int32, loop: MainLoop) {
        for _ in 0..<Self.requestsPerIteration {
            guard !loop.owesFrame else { return }
            guard clients[fd]?.readsReplies == true, let line = clients[fd]?.input.next() else { return }
            switch line {
            case .request(let bytes): respond(to: bytes, from: fd, loop: loop)
            case .tooLong: send(.failure("Request too long: send at most \(Self.requestLimit) bytes per line."), to: fd)
            }
        }
    }

    private func send(_ reply: ControlReply, to fd: Int32) {
        guard clients[fd] != nil else { return }
        clients[fd]?.output.append(contentsOf: reply.line)
        clients[fd]?.output.append(0x0A)
        flush(fd)
        if (clients[fd]?.output.count ?? 0) > Self.backlogLimit { drop(fd) }
    }

    /// MSG_NOSIGNAL: a client that hung up is dropped here, not answered with SIGPIPE.
    private func flush(_ fd: Int32) {
        guard let output = clients[fd]?.output, !output.isEmpty else { return }
        let written = output.withUnsafeBytes { Glibc.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
        if written > 0 {
            clients[fd]?.output.removeFirst(written)
        } else if written < 0, errno != EAGAIN, errno != EINTR {
            drop(fd)
        }
    }

    private func respond(to line: [UInt8], from fd: Int32, loop: MainLoop) {
        do {
            if let reply = answer(try ControlRequest(line: line), loop: loop) {
                send(reply, to: fd)
            } else {
                waiting.append(fd)
            }
        } catch {
            send(.failure(error.message), to: fd)
        }
    }

    /// The reply to `request`, carried out; nil for a wait, answered when the loop is idle
    /// (`answerWaits`).
    private func answer(_ request: ControlRequest, loop: MainLoop) -> ControlReply? {
        let engine = loop.engine
        switch request {
        case .tree:
            return .tree(engine.accessibilityTree)
        case .press(let label):
            guard engine.press(label: label) else { return .failure(Self.noControl(label)) }
            loop.invalidate()
        case .focus(let label):
            guard engine.focus(label: label) else { return .failure(Self.noControl(label)) }
            loop.invalidateLayout()
        case .key(let keys):
            loop.inject(Array(keys.utf8))
        case .scroll(let x, let y, let dx, let dy):
            let point = Point(x: x, y: y)
            var scrolled = false
            if dy != 0 { scrolled = engine.scroll(at: point, axis: .vertical, by: dy) || scrolled }
            if dx != 0 { scrolled = engine.scroll(at: point, axis: .horizontal, by: dx) || scrolled }
            loop.invalidateLayout()
            return .scrolled(scrolled)
        case .resize(let columns, let rows):
            guard loop.backend is HeadlessTerminal else { return .failure("\"resize\" works only in headless mode.") }
            loop.resize(to: Size(width: columns, height: rows))
        case .open(let link):
            if let problem = loop.application?.open(link: link) { return .failure(problem) }
            loop.invalidate()
        case .stats:
            return .stats(statistics(loop))
        case .waitUntilIdle:
            return nil
        }
        return .done
    }

    private static func noControl(_ label: String) -> String { "No control labelled \"\(label)\" is on screen." }

    /// Whether some client waits for the loop to be idle.
    var isWaiting: Bool { !waiting.isEmpty }

    /// `wait` answers once the loop has drawn what was pending and has nothing left to do.
    func answerWaits(loop: MainLoop) {
        guard isWaiting, loop.isIdle else { return }
        let fds = waiting
        waiting.removeAll()
        for fd in fds { send(.idle, to: fd) }
    }

    private func statistics(_ loop: MainLoop) -> ControlStats {
        let stats = loop.stats
        return ControlStats(
            frames: stats.framesDrawn, layoutPasses: stats.layoutPasses, diagnostics: stats.diagnostics,
            bytesWritten: stats.bytesWritten, iterations: stats.loopIterations, inputBytes: stats.inputBytesRead,
            inputEvents: stats.inputEventsRead,
            idleFrames: stats.idleFrames, cpuSeconds: ProcessCPU.seconds(), phaseMicroseconds: stats.phaseMicroseconds,
            sampler: loop.sampler.histogram, idle: loop.isIdle, pending: loop.pending,
            lastFrame: ControlStats.LastFrame(
                passes: stats.lastFrame.passes, nodesMeasured: stats.lastFrame.nodesMeasured,
                nodesBuilt: stats.lastFrame.nodesBuilt, nodesReused: stats.lastFrame.nodesReused,
                cellsChanged: stats.lastFrame.cellsChanged, bytesWritten: stats.lastFrameBytes))
    }
}
