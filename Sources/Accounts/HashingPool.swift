import Dispatch
import Glibc

/// Where password hashes are made and checked: no more at once than the machine has cores.
/// Each takes 19 MiB and tens of milliseconds of a core; a crowd of sign-ins waits here for
/// its turn instead of taking all the memory at once.
package final class HashingPool: Sendable {
    private let slots: DispatchSemaphore
    package let width: Int

    package init(width: Int = HashingPool.cores) {
        self.width = max(1, width)
        slots = DispatchSemaphore(value: self.width)
    }

    package static var cores: Int { sysconf(Int32(_SC_NPROCESSORS_ONLN)) > 0 ? sysconf(Int32(_SC_NPROCESSORS_ONLN)) : 1 }

    /// Runs `work` once a slot is free, on the calling thread.
    package func run<T>(_ work: () throws -> T) rethrows -> T {
        slots.wait()
        defer { slots.signal() }
        return try work()
    }
}
