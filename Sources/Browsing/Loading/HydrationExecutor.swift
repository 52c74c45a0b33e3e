/// Where a `HydrationPipeline` runs its work and reads the time: a Dispatch queue in the
/// application, a hand-cranked queue with a fake clock in tests, so the pipeline's threading
/// never decides what a test observes.
public protocol HydrationExecutor: Sendable {
    /// Nanoseconds on a monotonic clock; the deadlines of `run(at:_:)` are on it.
    var now: UInt64 { get }
    /// Runs `work` soon, off the caller's thread.
    func run(_ work: @escaping @Sendable () -> Void)
    /// Runs `work` once `now` has reached `deadline`.
    func run(at deadline: UInt64, _ work: @escaping @Sendable () -> Void)
}
