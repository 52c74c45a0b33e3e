import TestThreads
import Testing

@testable import Browsing

@Suite("Hydration: batches in flight are bounded", .testThreads)
struct HydrationInFlightTests {
    @Test("no more than maxInFlight batches run; each answer, good or bad, frees one slot")
    func bound() {
        let policy = HydrationPolicy(batchSize: 2, maxInFlight: 2)
        var scheduler = Hydration.loaded(policy: policy)
        scheduler.shelfOpened(["a", "b", "c", "d", "e", "f", "g"], now: 0)
        let first = scheduler.startDue(now: 100 * ms)
        #expect(first.map(\.ids) == [["a", "b"], ["c", "d"]])
        #expect(scheduler.startDue(now: 500 * ms).isEmpty)
        #expect(scheduler.nextDeadline == nil)
        #expect(scheduler.progress.inFlight == 4 && scheduler.progress.pending == 3)

        _ = scheduler.finish(first[0], returned: ["a", "b"])
        #expect(scheduler.nextDeadline == 100 * ms, "a slot is free and the debounce is long over")
        let second = scheduler.startDue(now: 500 * ms)
        #expect(second.map(\.ids) == [["e", "f"]])

        #expect(scheduler.fail(first[1], now: 600 * ms) == .retrying(at: 800 * ms))
        #expect(scheduler.startDue(now: 600 * ms).map(\.ids) == [["g"]])
        #expect(scheduler.nextDeadline == nil, "the retry waits for a slot as well as its back-off")
    }

    @Test("one batch at a time with maxInFlight 1")
    func single() {
        var scheduler = Hydration.loaded(policy: HydrationPolicy(batchSize: 1, maxInFlight: 1))
        scheduler.show(["a", "b"], now: 0)
        let first = scheduler.startDue(now: 100 * ms)
        #expect(first.map(\.ids) == [["a"]])
        _ = scheduler.finish(first[0], returned: ["a"])
        #expect(scheduler.startDue(now: 101 * ms).map(\.ids) == [["b"]])
    }

    @Test("a retry whose back-off is over takes a freed slot before pending ids")
    func retryGoesFirst() {
        var scheduler = Hydration.loaded(policy: HydrationPolicy(batchSize: 1, maxInFlight: 1))
        scheduler.show(["a", "b"], now: 0)
        let first = scheduler.startDue(now: 100 * ms)
        #expect(scheduler.fail(first[0], now: 100 * ms) == .retrying(at: 300 * ms))
        let second = scheduler.startDue(now: 100 * ms)
        #expect(second.map(\.ids) == [["b"]])
        scheduler.show(["c"], now: 350 * ms)
        _ = scheduler.finish(second[0], returned: ["b"])
        let third = scheduler.startDue(now: 450 * ms)
        #expect(third.map(\.ids) == [["a"]])
        #expect(third.map(\.attempt) == [2])
    }
}
