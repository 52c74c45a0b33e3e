import Browsing
import Dispatch
import Synchronization

/// An executor whose clock only the test moves: work runs at once on a Dispatch queue, as the
/// application runs it, but work for a deadline (a countdown's second, a retry's delay) waits
/// until `advance` has brought the clock to it. A countdown then shows exactly what its
/// seconds say, however slow the machine.
package final class ManualClockExecutor: HydrationExecutor {
    private struct Timed {
        let deadline: UInt64
        let work: @Sendable () -> Void
    }

    private let queue = DispatchHydrationExecutor()
    private let state = Mutex<(now: UInt64, timed: [Timed])>((1_000_000_000, []))

    package init() {}

    package var now: UInt64 { state.withLock { $0.now } }

    package func run(_ work: @escaping @Sendable () -> Void) { queue.run(work) }

    package func run(at deadline: UInt64, _ work: @escaping @Sendable () -> Void) {
        let due = state.withLock { state in
            guard deadline > state.now else { return true }
            state.timed.append(Timed(deadline: deadline, work: work))
            return false
        }
        if due { queue.run(work) }
    }

    /// Moves the clock on by `duration`, starts, in the order of their deadlines, the work whose
    /// deadline it reaches, and returns once that work has run: what it posts to the run loop (a
    /// countdown's tick) is there when the test next iterates the loop, however long the queue
    /// took to run it. A test that settled before the tick arrived would move the clock on again
    /// while the next tick was not yet scheduled, and the countdown would lose a second.
    package func advance(by duration: Duration) {
        let (seconds, attoseconds) = duration.components
        let due = state.withLock { state in
            state.now += UInt64(seconds) * 1_000_000_000 + UInt64(attoseconds / 1_000_000_000)
            let now = state.now
            defer { state.timed.removeAll { $0.deadline <= now } }
            return state.timed.filter { $0.deadline <= now }.sorted { $0.deadline < $1.deadline }
        }
        let ran = DispatchGroup()
        for job in due {
            ran.enter()
            queue.run {
                job.work()
                ran.leave()
            }
        }
        ran.wait()
    }
}
