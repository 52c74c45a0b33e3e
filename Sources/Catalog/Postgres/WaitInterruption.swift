import Glibc
import Synchronization

/// What ends every wait on PostgreSQL at once, and refuses every connection after: a server
/// that stops gives its requests still waiting on a frozen database their 503 while it can
/// still send it, rather than closing their connections unanswered. Once interrupted it stays
/// so: a pipe whose read end, polled beside each connection's socket, is readable for good.
public final class WaitInterruption: Sendable {
    private let readEnd: Int32
    private let writeEnd: Int32
    private let interrupted = Atomic<Bool>(false)
    private let waiting = Atomic<Int>(0)

    public init() {
        var ends: [Int32] = [-1, -1]
        // Without its pipe (no descriptor left) nothing can be interrupted: waits keep their own bounds.
        if pipe(&ends) == 0 {
            for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
            _ = fcntl(ends[1], F_SETFL, O_NONBLOCK)
        }
        readEnd = ends[0]
        writeEnd = ends[1]
    }

    deinit {
        if readEnd >= 0 { close(readEnd) }
        if writeEnd >= 0 { close(writeEnd) }
    }

    /// Ends the waits under way and every one after.
    public func interrupt() {
        guard !interrupted.exchange(true, ordering: .acquiringAndReleasing), writeEnd >= 0 else { return }
        var byte: UInt8 = 1
        _ = write(writeEnd, &byte, 1)
    }

    public var isInterrupted: Bool { interrupted.load(ordering: .acquiring) }

    /// Polled for reading beside a socket: readable once interrupted.
    var descriptor: Int32 { readEnd }

    /// How many answers are awaited from the database now, each of which `interrupt` would end:
    /// what a stop has to give up on.
    public var waitsUnderWay: Int { waiting.load(ordering: .acquiring) }

    /// Runs `wait` counted among the waits under way.
    func counting<T>(_ wait: () throws -> T) rethrows -> T {
        waiting.add(1, ordering: .acquiringAndReleasing)
        defer { waiting.subtract(1, ordering: .acquiringAndReleasing) }
        return try wait()
    }

    static let reason = "given up: the server is stopping"
}
