import TestThreads
import Testing

@testable import Browsing

@Suite("Hydration: failures and missing ids", .testThreads)
struct HydrationRetryTests {
    @Test("a failed batch runs again exactly 200 ms, 800 ms and 3.2 s after each failure, then gives up")
    func backOffThenGiveUp() {
        var scheduler = Hydration.loaded()
        scheduler.show(["a", "b"], now: 0)
        var batch = scheduler.startDue(now: 100 * ms)[0]
        var failedAt = 130 * ms
        for delay in [200 * ms, 800 * ms, 3200 * ms] {
            #expect(scheduler.fail(batch, now: failedAt) == .retrying(at: failedAt + delay))
            #expect(scheduler.state(of: "a") == .retrying)
            #expect(scheduler.nextDeadline == failedAt + delay)
            #expect(scheduler.startDue(now: failedAt + delay - 1).isEmpty)
            let retried = scheduler.startDue(now: failedAt + delay)
            #expect(retried.map(\.ids) == [["a", "b"]])
            batch = retried[0]
            #expect(scheduler.state(of: "b") == .inFlight)
            failedAt += delay + 40 * ms
        }
        #expect(batch.attempt == 4)
        #expect(scheduler.fail(batch, now: failedAt) == .gaveUp(ids: ["a", "b"]))
        #expect(scheduler.state(of: "a") == .failed && scheduler.state(of: "b") == .failed)
        #expect(scheduler.progress.failed == 2)
        #expect(scheduler.nextDeadline == nil)
        #expect(scheduler.startDue(now: failedAt + 60_000 * ms).isEmpty)
    }

    @Test("without retry delays the first failure gives up")
    func noRetries() {
        var scheduler = Hydration.loaded(policy: HydrationPolicy(retryDelays: []))
        scheduler.show(["a"], now: 0)
        let batch = scheduler.startDue(now: 100 * ms)[0]
        #expect(scheduler.fail(batch, now: 150 * ms) == .gaveUp(ids: ["a"]))
    }

    @Test("retryFailed queues the failed ids again with a fresh debounce and fresh attempts")
    func userRetry() {
        var scheduler = Hydration.loaded(policy: HydrationPolicy(retryDelays: []))
        scheduler.shelfOpened(["b", "a", "c"], now: 0)
        let batch = scheduler.startDue(now: 100 * ms)[0]
        _ = scheduler.fail(batch, now: 150 * ms)
        scheduler.retryFailed(now: 1000 * ms)
        #expect(scheduler.state(of: "a") == .pending)
        #expect(scheduler.nextDeadline == 1100 * ms)
        scheduler.show(["c"], now: 1000 * ms)
        let again = scheduler.startDue(now: 1100 * ms)
        #expect(again.map(\.ids) == [["c", "a", "b"]])
        #expect(again.map(\.attempt) == [1])
    }

    @Test("retryFailed with nothing failed changes nothing")
    func userRetryWithoutFailures() {
        var scheduler = Hydration.loaded()
        scheduler.retryFailed(now: 0)
        #expect(scheduler.nextDeadline == nil)
        #expect(scheduler.progress == HydrationProgress(shell: .loaded))
    }

    @Test("ids the server leaves out are missing and never requested again; unasked and repeated ids are ignored")
    func missingIDs() {
        var scheduler = Hydration.loaded(["a", "b", "c"])
        let batch = scheduler.startDue(now: 100 * ms)[0]
        let completion = scheduler.finish(batch, returned: ["c", "zzz", "a", "c"])
        #expect(completion == .applied(hydrated: ["a", "c"], missing: ["b"]))
        #expect(scheduler.state(of: "b") == .missing)
        #expect(scheduler.state(of: "zzz") == .unrequested)
        scheduler.show(["b"], now: 200 * ms)
        scheduler.shelfOpened(["b"], now: 200 * ms)
        #expect(scheduler.nextDeadline == nil)
        #expect(scheduler.progress.missing == 1 && scheduler.progress.hydrated == 2)
    }

    @Test("an empty answer makes every id missing")
    func emptyAnswer() {
        var scheduler = Hydration.loaded(["a", "b"])
        let batch = scheduler.startDue(now: 100 * ms)[0]
        #expect(scheduler.finish(batch, returned: []) == .applied(hydrated: [], missing: ["a", "b"]))
    }

    @Test("an answer to a batch already answered, or to an attempt already failed, is discarded")
    func settledTwice() {
        var scheduler = Hydration.loaded(["a"])
        let batch = scheduler.startDue(now: 100 * ms)[0]
        #expect(scheduler.fail(batch, now: 100 * ms) == .retrying(at: 300 * ms))
        #expect(scheduler.finish(batch, returned: ["a"]) == .discarded)
        #expect(scheduler.fail(batch, now: 120 * ms) == .discarded)
        #expect(scheduler.state(of: "a") == .retrying)

        let retried = scheduler.startDue(now: 300 * ms)[0]
        #expect(retried.serial != batch.serial)
        #expect(scheduler.finish(retried, returned: ["a"]) == .applied(hydrated: ["a"], missing: []))
        #expect(scheduler.finish(retried, returned: ["a"]) == .discarded)
        #expect(scheduler.fail(retried, now: 400 * ms) == .discarded)
        #expect(scheduler.state(of: "a") == .hydrated)
    }
}
