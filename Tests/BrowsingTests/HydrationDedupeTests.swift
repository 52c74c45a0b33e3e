import TestThreads
import Testing

@testable import Browsing

@Suite("Hydration: deduplication", .testThreads)
struct HydrationDedupeTests {
    @Test("an id pending, in flight, retrying, hydrated, failed or missing is not requested again")
    func everyStateDedupes() {
        let policy = HydrationPolicy(batchSize: 1, maxInFlight: 5, retryDelays: [.milliseconds(50)])
        var scheduler = Hydration.loaded(policy: policy)
        scheduler.show(["h", "m", "f", "r", "i"], now: 0)
        let batches = scheduler.startDue(now: 100 * ms)
        #expect(batches.map(\.ids) == [["h"], ["m"], ["f"], ["r"], ["i"]])
        _ = scheduler.finish(batches[0], returned: ["h"])
        _ = scheduler.finish(batches[1], returned: [])
        #expect(scheduler.fail(batches[2], now: 100 * ms) == .retrying(at: 150 * ms))
        let secondTry = scheduler.startDue(now: 150 * ms)
        #expect(scheduler.fail(secondTry[0], now: 150 * ms) == .gaveUp(ids: ["f"]))
        #expect(scheduler.fail(batches[3], now: 150 * ms) == .retrying(at: 200 * ms))
        scheduler.shelfOpened(["p"], now: 150 * ms)

        let all = ["h", "m", "f", "r", "i", "p"]
        let before = all.map(scheduler.state(of:))
        #expect(before == [.hydrated, .missing, .failed, .retrying, .inFlight, .pending])
        scheduler.show(all, now: 160 * ms)
        scheduler.shelfOpened(all, now: 170 * ms)
        #expect(all.map(scheduler.state(of:)) == before)

        #expect(scheduler.startDue(now: 200 * ms).map(\.ids) == [["r"]])
        #expect(scheduler.nextDeadline == 250 * ms, "no new id, so the debounce was not restarted")
        #expect(scheduler.startDue(now: 250 * ms).map(\.ids) == [["p"]])
        #expect(scheduler.nextDeadline == nil)
    }

    @Test("an id listed twice in one request is requested once")
    func duplicatesInOneRequest() {
        var scheduler = Hydration.loaded(["a", "a", "b"])
        scheduler.shelfOpened(["b", "c", "c"], now: 0)
        #expect(scheduler.startDue(now: 100 * ms).map(\.ids) == [["b", "c", "a"]])
    }
}
