import Dispatch
import FoundationEssentials
import Synchronization

/// Where password hashes are made and checked: no more at once than the machine has cores.
/// Each takes 7 MiB and tens of milliseconds of a core; a crowd of sign-ins waits here for
/// its turn instead of taking all the memory at once.
package final class HashingPool: Sendable {
    private let slots: DispatchSemaphore
    package let width: Int
    private let running = Atomic<Int>(0)
    private let counts = Mutex<(runs: Int, mostAtOnce: Int)>((0, 0))

    package init(width: Int = HashingPool.cores) {
        self.width = max(1, width)
        slots = DispatchSemaphore(value: self.width)
    }

    package static var cores: Int { max(1, ProcessInfo.processInfo.activeProcessorCount) }

    /// Runs `work` once a slot is free, on the calling thread.
    package func run<T>(_ work: () throws -> T) rethrows -> T {
        slots.wait()
        defer {
            running.subtract(1, ordering: .relaxed)
            slots.signal()
        }
        let now = running.add(1, ordering: .relaxed).newValue
        counts.withLock { $0 = ($0.runs + 1, max($0.mostAtOnce, now)) }
        return try work()
    }

    /// How many hashes were made or checked, and the most at once: what a test counts.
    package var runs: Int { counts.withLock { $0.runs } }
    package var mostAtOnce: Int { counts.withLock { $0.mostAtOnce } }
}
