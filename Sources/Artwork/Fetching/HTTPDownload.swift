import FoundationEssentials
import Glibc
import Synchronization

/// One download in flight: it ends exactly once, by completing or by being cancelled, and
/// whichever comes first decides what the caller hears. Cancelling raises a flag the transfer
/// polls, so a running download stops within a fraction of a second.
final class HTTPDownload: @unchecked Sendable {
    private enum Phase {
        case waiting
        case running
        case cancelled
        case finished
    }

    private let phase = Mutex(Phase.waiting)
    /// Read by the transfer's progress callback on its thread; set once, from any thread.
    let cancellationFlag = UnsafeMutablePointer<Int32>.allocate(capacity: 1)

    init() { cancellationFlag.initialize(to: 0) }

    deinit { cancellationFlag.deallocate() }

    /// Whether the transfer may start: false when the download was cancelled before it got
    /// this far.
    func begin() -> Bool {
        phase.withLock { phase in
            guard phase == .waiting else { return false }
            phase = .running
            return true
        }
    }

    /// Stops the download without a word to the caller: the card it was for scrolled away.
    func cancel() {
        phase.withLock { phase in
            guard phase == .waiting || phase == .running else { return }
            phase = .cancelled
            cancellationFlag.pointee = 1
        }
    }

    /// Whether the transfer's end should be reported (false once cancelled).
    func finish() -> Bool {
        phase.withLock { phase in
            guard phase == .running else { return false }
            phase = .finished
            return true
        }
    }
}
