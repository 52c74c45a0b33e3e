import TestThreads
import Testing

@testable import Browsing

@Suite("Hydration: a server that limits how often it is asked", .testThreads)
struct HydrationRateLimitTests {
    @Test(
        "a batch refused with a wait runs again after exactly that wait, as often as it is refused, and is never given up"
    )
    func waitsAsAsked() {
        var scheduler = Hydration.loaded()
        scheduler.show(["a", "b"], now: 0)
        var batch = scheduler.startDue(now: 100 * ms)[0]
        var now = 130 * ms
        for _ in 0..<10 {
            #expect(scheduler.fail(batch, now: now, retryAfter: 59_000 * ms) == .retrying(at: now + 59_000 * ms))
            #expect(scheduler.state(of: "a") == .retrying)
            #expect(scheduler.startDue(now: now + 59_000 * ms - 1).isEmpty)
            now += 59_000 * ms
            batch = scheduler.startDue(now: now)[0]
            #expect(batch.attempt == 1, "a refusal is not an attempt")
            now += 30 * ms
        }
        // Refusals done, the back-off of real failures is still whole.
        #expect(scheduler.fail(batch, now: now) == .retrying(at: now + 200 * ms))
    }

    @Test("a server that refuses for ever is waited for as often as the policy says, then its refusals are failures")
    func refusesForEver() {
        var scheduler = Hydration.loaded(policy: HydrationPolicy(rateLimitWaits: 3))
        scheduler.show(["a"], now: 0)
        var batch = scheduler.startDue(now: 100 * ms)[0]
        var now = 130 * ms
        var outcomes: [BatchFailure] = []
        for _ in 0..<8 {
            let outcome = scheduler.fail(batch, now: now, retryAfter: 1000 * ms)
            outcomes.append(outcome)
            guard case .retrying(let due) = outcome else { break }
            now = due
            batch = scheduler.startDue(now: now)[0]
        }
        #expect(outcomes.count == 7, "3 waits, 3 retries of the back-off, then given up")
        #expect(outcomes.last == .gaveUp(ids: ["a"]))
        #expect(scheduler.state(of: "a") == .failed)
    }

    @Test("a wait shorter than the first back-off is lengthened to it")
    func shortWait() {
        var scheduler = Hydration.loaded()
        scheduler.show(["a"], now: 0)
        let batch = scheduler.startDue(now: 100 * ms)[0]
        #expect(scheduler.fail(batch, now: 150 * ms, retryAfter: 1 * ms) == .retrying(at: 350 * ms))
    }
}
