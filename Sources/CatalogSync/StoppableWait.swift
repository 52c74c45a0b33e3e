import Glibc
import Platform

/// A sync's waits (a server's Retry-After, the back-off, the rate): until a moment on the
/// monotonic clock, looking a tenth of a second at a time whether the user asked it to stop.
enum StoppableWait {
    /// Waits until `deadline` (seconds on `MonotonicClock`); false when a stop came first.
    static func until(_ deadline: Double, unless stopRequested: () -> Bool) -> Bool {
        while true {
            if stopRequested() { return false }
            let left = deadline - MonotonicClock.seconds()
            guard left > 0 else { return true }
            usleep(useconds_t(min(left, 0.1) * 1_000_000))
        }
    }
}
