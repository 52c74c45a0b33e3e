import CMicroHTTPD
import Foundation
import Glibc
import Synchronization

/// The time a client has to send a whole request: from its connection's opening, or from the
/// previous response on it, to the request's last header byte.
///
/// libmicrohttpd's own timeout (the idle timeout) starts again at every byte, so a client
/// sending one byte a second would hold a connection, and the memory kept for it, for as long
/// as it liked, and a few hundred such clients would take every connection the server allows.
/// A watchdog thread looks at every connection a few times a second and shuts down the socket
/// (shutdown(2)) of any past its deadline: libmicrohttpd sees the connection end and closes it
/// on its own thread, as when a client goes away.
///
/// The deadline does not run while a request is answered (a client slow to read is the idle
/// timeout's). A socket is shut down only under the lock that `closed` takes, and
/// libmicrohttpd reports a connection closed before it closes the socket, so a socket number
/// already given to a new connection is never touched.
final class RequestDeadlines: Sendable {
    let limit: Duration
    /// How often the watchdog looks: a tenth of the limit, at most a quarter of a second, so a
    /// connection is cut off within 10% of the limit late.
    let period: Duration
    private let log: @Sendable (String) -> Void
    /// The open connections, by the address of libmicrohttpd's connection.
    private let connections = Mutex<[Int: Connection]>([:])
    private let stopping = Atomic<Bool>(false)
    private let watchdogEnded = DispatchSemaphore(value: 0)

    private struct Connection {
        let descriptor: Int32
        /// When the time to send the current request started.
        var since: ContinuousClock.Instant
        /// False while a request that has arrived is answered.
        var waiting = true
        var requestLineArrived = false
        var cutOff = false
    }

    init(limit: Duration, log: @escaping @Sendable (String) -> Void) {
        self.limit = limit
        period = min(limit / 10, .milliseconds(250))
        self.log = log
    }

    /// What the log says of a request cut off.
    var reason: String { "cut off: no whole request within \(limit)" }

    func startWatchdog() {
        Thread.detachNewThread { [self] in
            while !stopping.load(ordering: .acquiring) {
                Thread.sleep(forTimeInterval: Double(period / .microseconds(1)) / 1_000_000)
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

    func opened(_ connection: OpaquePointer) {
        let descriptor = cmhd_connection_fd(connection)
        connections.withLock {
            $0[Int(bitPattern: connection)] = Connection(descriptor: descriptor, since: .now)
        }
    }

    func requestLineArrived(_ connection: OpaquePointer) {
        connections.withLock { $0[Int(bitPattern: connection)]?.requestLineArrived = true }
    }

    /// The request is whole and about to be answered: its deadline no longer runs.
    func requestArrived(_ connection: OpaquePointer) {
        connections.withLock { $0[Int(bitPattern: connection)]?.waiting = false }
    }

    /// The response has gone out (or the connection ended first): the next request's time
    /// starts. Returns whether the connection was cut off.
    func responseFinished(_ connection: OpaquePointer) -> Bool {
        connections.withLock { connections in
            let key = Int(bitPattern: connection)
            guard let state = connections[key] else { return false }
            if !state.cutOff { connections[key] = Connection(descriptor: state.descriptor, since: .now) }
            return state.cutOff
        }
    }

    func closed(_ connection: OpaquePointer) {
        _ = connections.withLock { $0.removeValue(forKey: Int(bitPattern: connection)) }
    }

    /// Shuts down every connection waiting for a request past its deadline. A request whose
    /// line had arrived is logged when libmicrohttpd completes it; a connection cut off before
    /// that is logged here.
    func cutOff(at now: ContinuousClock.Instant) {
        let silent = connections.withLock { connections in
            var silent: [Duration] = []
            for (key, state) in connections where state.waiting && !state.cutOff && now - state.since >= limit {
                shutdown(state.descriptor, Int32(SHUT_RDWR))
                connections[key]?.cutOff = true
                if !state.requestLineArrived { silent.append(now - state.since) }
            }
            return silent
        }
        for waited in silent { log(RequestLog.line(unansweredFor: waited, ending: reason)) }
    }
}
