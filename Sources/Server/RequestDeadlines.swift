import CMicroHTTPD
import Dispatch
import FoundationEssentials
import Glibc
import Platform
import Synchronization

/// The time a client has to send a whole request: from its connection's opening, or from the
/// previous response on it, to the request's last header byte; and, shorter, from the request
/// line to the last header byte, which a client sends together unless it means to hold the
/// connection.
///
/// libmicrohttpd's own timeout (the idle timeout) starts again at every byte, so a client
/// sending one byte a second would hold a connection, and the memory kept for it, for as long
/// as it liked, and a few hundred such clients would take every connection the server allows.
/// A watchdog thread looks at every connection a few times a second and shuts down the socket
/// (shutdown(2)) of any past its deadline: libmicrohttpd sees the connection end and closes it
/// on its own thread, as when a client goes away.
///
/// The deadline does not run while a request is answered (a client slow to read is the idle
/// timeout's), nor while the thread that serves the connection answers another: its client's
/// bytes wait unread then, through no fault of the client's. A socket is shut down only under
/// the lock that `closed` takes, and
/// libmicrohttpd reports a connection closed before it closes the socket, so a socket number
/// already given to a new connection is never touched.
final class RequestDeadlines: Sendable {
    let limit: Duration
    let headerLimit: Duration
    /// How often the watchdog looks: a tenth of the shorter limit, at most a quarter of a
    /// second, so a connection is cut off within 10% of its limit late.
    let period: Duration
    private let log: @Sendable (String) -> Void
    private let state = Mutex(State())
    private let stopping = Atomic<Bool>(false)
    private let watchdogEnded = DispatchSemaphore(value: 0)

    private struct State {
        /// The open connections, by the address of libmicrohttpd's connection.
        var connections: [Int: Connection] = [:]
        /// The serving threads, by their pthread id: libmicrohttpd serves each connection on
        /// the thread that accepted it.
        var workers: [UInt: Worker] = [:]

        /// How long `worker` has spent answering, up to `now`.
        func busy(_ worker: UInt, at now: ContinuousClock.Instant) -> Duration {
            guard let state = workers[worker] else { return .zero }
            return state.total + (state.answeringSince.map { now - $0 } ?? .zero)
        }

        mutating func restart(_ key: Int, at now: ContinuousClock.Instant) {
            guard var connection = connections[key] else { return }
            connection.since = now
            connection.busyAtSince = busy(connection.worker, at: now)
            connection.waiting = true
            connection.line = nil
            connections[key] = connection
        }
    }

    private struct Connection {
        let descriptor: Int32
        let worker: UInt
        /// When the time to send the current request started, and how long its thread had
        /// spent answering by then.
        var since: ContinuousClock.Instant
        var busyAtSince: Duration
        /// False while a request that has arrived is answered.
        var waiting = true
        /// When the current request's line arrived, and how long its thread had spent answering
        /// by then.
        var line: (at: ContinuousClock.Instant, busy: Duration)?
        /// Why the connection was cut off, once it was.
        var cutOff: String?
    }

    private struct Worker {
        var total: Duration = .zero
        var answeringSince: ContinuousClock.Instant?
    }

    /// The time a connection has had to send its request, less what its thread spent
    /// answering others meanwhile.
    private static func waited(
        since start: ContinuousClock.Instant, busy: Duration, on worker: UInt, in state: State,
        at now: ContinuousClock.Instant
    ) -> Duration {
        now - start - (state.busy(worker, at: now) - busy)
    }

    /// Open connections of one thread past which a new one closes the oldest of that thread
    /// that waits for a request.
    let crowd: Int

    init(limit: Duration, headerLimit: Duration, crowd: Int = .max, log: @escaping @Sendable (String) -> Void) {
        self.limit = limit
        self.headerLimit = headerLimit
        self.crowd = crowd
        period = min(min(limit, headerLimit) / 10, .milliseconds(250))
        self.log = log
    }

    /// What the log says of a request cut off, if `connection` is past a deadline at `now`.
    private func reason(_ connection: Connection, in state: State, at now: ContinuousClock.Instant) -> String? {
        let waited = Self.waited(
            since: connection.since, busy: connection.busyAtSince, on: connection.worker, in: state, at: now)
        if waited >= limit { return "cut off: no whole request within \(limit)" }
        guard let line = connection.line,
            Self.waited(since: line.at, busy: line.busy, on: connection.worker, in: state, at: now) >= headerLimit
        else { return nil }
        return "cut off: headers not whole within \(headerLimit) of the request line"
    }

    func startWatchdog() {
        DetachedThread.start(name: "request watchdog") { [self] in
            while !stopping.load(ordering: .acquiring) {
                Pause.for(period)
                cutOff(at: .now)
            }
            watchdogEnded.signal()
        }
    }

    /// Stops the watchdog; returns once it has ended.
    func stopWatchdog() {
        stopping.store(true, ordering: .releasing)
        watchdogEnded.wait()
    }

    /// Called on the thread that will serve the connection. Past the thread's crowd, its
    /// connection that has waited longest for a request (an idle keep-alive, or one that never
    /// sent a byte; never one whose request waits unread behind a slow answer) is closed to
    /// make room: past the connection limit a thread refuses at
    /// accept, and clients from many addresses, each within its own limit, would otherwise keep
    /// every new one out.
    func opened(_ connection: OpaquePointer) {
        let descriptor = cmhd_connection_fd(connection)
        let worker = UInt(pthread_self())
        let now = ContinuousClock.now
        let closed = state.withLock { state -> Duration? in
            let key = Int(bitPattern: connection)
            state.connections[key] = Connection(
                descriptor: descriptor, worker: worker, since: now, busyAtSince: state.busy(worker, at: now))
            // Counted without a copy: every connection opened asks, and most are far from the crowd.
            guard state.connections.values.count(where: { $0.worker == worker && $0.cutOff == nil }) > crowd,
                let (oldestKey, oldest) = state.connections.filter({
                    $0.key != key && $0.value.worker == worker && $0.value.cutOff == nil && $0.value.waiting
                        && $0.value.line == nil && Self.unread($0.value.descriptor) == 0
                })
                .min(by: { $0.value.since < $1.value.since })
            else { return nil }
            shutdown(oldest.descriptor, Int32(SHUT_RDWR))
            state.connections[oldestKey]?.cutOff = Self.makingRoom
            return now - oldest.since
        }
        if let closed { log(RequestLog.line(unansweredFor: closed, ending: Self.makingRoom)) }
    }

    static let makingRoom = "closed: the oldest of the connections waiting for a request, to make room"

    func requestLineArrived(_ connection: OpaquePointer) {
        let now = ContinuousClock.now
        state.withLock { state in
            let key = Int(bitPattern: connection)
            guard let worker = state.connections[key]?.worker else { return }
            let busy = state.busy(worker, at: now)
            state.connections[key]?.line = (now, busy)
        }
    }

    /// The request is whole and about to be answered, on the calling thread: its deadline no
    /// longer runs, and the thread's other connections wait meanwhile. Returns how long the
    /// thread was answering others while this request waited for it.
    func requestArrived(_ connection: OpaquePointer) -> Duration {
        let now = ContinuousClock.now
        let worker = UInt(pthread_self())
        return state.withLock { state in
            let key = Int(bitPattern: connection)
            state.connections[key]?.waiting = false
            state.workers[worker, default: Worker()].answeringSince = now
            guard let waiting = state.connections[key] else { return .zero }
            return state.busy(worker, at: now) - waiting.busyAtSince
        }
    }

    /// The calling thread has answered: its other connections' time runs again.
    func answered() {
        let now = ContinuousClock.now
        let worker = UInt(pthread_self())
        state.withLock { state in
            guard let since = state.workers[worker]?.answeringSince else { return }
            state.workers[worker]?.total += now - since
            state.workers[worker]?.answeringSince = nil
        }
    }

    /// The response has gone out (or the connection ended first): the next request's time
    /// starts. Returns why the connection was cut off, if it was.
    func responseFinished(_ connection: OpaquePointer) -> String? {
        let now = ContinuousClock.now
        return state.withLock { state in
            let key = Int(bitPattern: connection)
            guard let connection = state.connections[key] else { return nil }
            if connection.cutOff == nil { state.restart(key, at: now) }
            return connection.cutOff
        }
    }

    /// How many connections waiting for a request have bytes of one unread: requests that sat
    /// queued behind a slow answer on their thread, which a stop's drain must wait for too.
    func requestsUnread() -> Int {
        state.withLock { state in
            state.connections.values.count { $0.waiting && $0.cutOff == nil && Self.unread($0.descriptor) > 0 }
        }
    }

    /// Bytes the socket holds unread; 0 when it cannot say.
    private static func unread(_ descriptor: Int32) -> Int32 {
        var unread: Int32 = 0
        return ioctl(descriptor, UInt(FIONREAD), &unread) == 0 ? unread : 0
    }

    func closed(_ connection: OpaquePointer) {
        _ = state.withLock { $0.connections.removeValue(forKey: Int(bitPattern: connection)) }
    }

    /// Shuts down every connection waiting for a request past its deadline. A request whose
    /// line had arrived is logged when libmicrohttpd completes it; a connection cut off before
    /// that is logged here.
    func cutOff(at now: ContinuousClock.Instant) {
        let silent = state.withLock { state in
            var silent: [(waited: Duration, reason: String)] = []
            for (key, connection) in state.connections where connection.waiting && connection.cutOff == nil {
                guard let reason = reason(connection, in: state, at: now) else { continue }
                shutdown(connection.descriptor, Int32(SHUT_RDWR))
                state.connections[key]?.cutOff = reason
                if connection.line == nil {
                    let waited = Self.waited(
                        since: connection.since, busy: connection.busyAtSince, on: connection.worker, in: state,
                        at: now)
                    silent.append((waited, reason))
                }
            }
            return silent
        }
        for (waited, reason) in silent { log(RequestLog.line(unansweredFor: waited, ending: reason)) }
    }
}
