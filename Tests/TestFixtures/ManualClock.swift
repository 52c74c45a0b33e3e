import Synchronization

/// A clock only the test moves, for code that takes one: the cover pipeline's back-offs, the
/// sync's progress (its rate and how often it redraws).
package final class ManualClock: Sendable {
    private let start = ContinuousClock.now
    private let elapsed = Mutex<Duration>(.zero)

    package init() {}

    package func now() -> ContinuousClock.Instant { start + elapsed.withLock { $0 } }

    /// Seconds since the clock was made, for code that counts in seconds.
    package var seconds: @Sendable () -> Double { { [self] in elapsed.withLock { $0 } / .seconds(1) } }

    package func advance(by duration: Duration) { elapsed.withLock { $0 += duration } }
}
