import Browsing
import Synchronization

/// An executor that, while holding, keeps every job until the test runs one, on the test's
/// own thread, in an order a seed decides: a page's catalog calls then complete in that order,
/// each in its own turn of the run loop, as calls of varying speed would, but with no wait and
/// the same order every time for one seed. Not holding, it runs jobs on a Dispatch queue as
/// the application does. Wake-ups at a deadline keep the real clock; the work they start is
/// held like any other.
package final class HeldExecutor: HydrationExecutor {
    private struct State {
        var holding = false
        var jobs: [@Sendable () -> Void] = []
        var choice: UInt64 = 0
    }

    private let state = Mutex(State())
    private let queue = DispatchHydrationExecutor()

    package init() {}

    package var now: UInt64 { queue.now }

    package func run(_ work: @escaping @Sendable () -> Void) {
        let held = state.withLock { state in
            if state.holding { state.jobs.append(work) }
            return state.holding
        }
        if !held { queue.run(work) }
    }

    package func run(at deadline: UInt64, _ work: @escaping @Sendable () -> Void) {
        queue.run(at: deadline) { [self] in run(work) }
    }

    /// From now on jobs wait for `runOne`, which picks them in the order `seed` gives.
    package func hold(seed: UInt64) {
        state.withLock { state in
            state.holding = true
            state.choice = seed
        }
    }

    /// Jobs run on the queue again, those still held first.
    package func release() {
        let jobs = state.withLock { state in
            state.holding = false
            defer { state.jobs.removeAll() }
            return state.jobs
        }
        for job in jobs { queue.run(job) }
    }

    /// Runs one of the held jobs, the seed's next pick; returns false when none is held.
    @discardableResult
    package func runOne() -> Bool {
        let job = state.withLock { state -> (@Sendable () -> Void)? in
            guard !state.jobs.isEmpty else { return nil }
            // A linear congruential step: any fixed sequence serves, as long as a seed repeats it.
            state.choice = state.choice &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state.jobs.remove(at: Int((state.choice >> 33) % UInt64(state.jobs.count)))
        }
        job?()
        return job != nil
    }
}
