import Synchronization

@testable import Browsing

/// A hand-cranked executor on a fake clock: work waits until the test runs it, and wake-ups
/// fire only when the test moves the clock, so a pipeline test sees one exact interleaving.
final class ManualExecutor: HydrationExecutor {
    private struct State {
        var now: UInt64 = 0
        var jobs: [@Sendable () -> Void] = []
        var timers: [(deadline: UInt64, work: @Sendable () -> Void)] = []
    }

    private let state = Mutex(State())

    var now: UInt64 { state.withLock { $0.now } }

    func run(_ work: @escaping @Sendable () -> Void) {
        state.withLock { $0.jobs.append(work) }
    }

    func run(at deadline: UInt64, _ work: @escaping @Sendable () -> Void) {
        state.withLock { $0.timers.append((deadline, work)) }
    }

    var queuedJobs: Int { state.withLock { $0.jobs.count } }

    /// The deadlines of the wake-ups not fired yet, earliest first.
    var timers: [UInt64] { state.withLock { $0.timers.map(\.deadline).sorted() } }

    /// Runs queued work in order, including the work it queues, until none is left.
    func runJobs() {
        while let job = state.withLock({ $0.jobs.isEmpty ? nil : $0.jobs.removeFirst() }) { job() }
    }

    /// Runs the oldest queued job alone: for a test that acts between two jobs.
    func runOneJob() {
        state.withLock { $0.jobs.isEmpty ? nil : $0.jobs.removeFirst() }?()
    }

    /// Moves the clock to `time`, firing each wake-up due by then at its own deadline,
    /// earliest first. Queued work is left for `runJobs`.
    func advance(to time: UInt64) {
        while let work = state.withLock({ state -> (@Sendable () -> Void)? in
            let due = state.timers.indices.filter { state.timers[$0].deadline <= time }
            guard let next = due.min(by: { state.timers[$0].deadline < state.timers[$1].deadline }) else { return nil }
            let timer = state.timers.remove(at: next)
            state.now = max(state.now, timer.deadline)
            return timer.work
        }) {
            work()
        }
        state.withLock { $0.now = max($0.now, time) }
    }
}
