import TestThreads
import Testing

@testable import Browsing

@Suite("Hydration: debounce and batches", .testThreads)
struct HydrationBatchingTests {
    @Test("a request waits 100 ms; every new id restarts the wait; re-reporting known ids does not")
    func trailingDebounce() {
        var scheduler = Hydration.loaded(policy: .debouncingEveryScreen)
        scheduler.show(["a"], now: 0)
        #expect(scheduler.nextDeadline == 100 * ms)
        #expect(scheduler.startDue(now: 100 * ms - 1).isEmpty)

        scheduler.show(["a", "b"], now: 60 * ms)
        #expect(scheduler.nextDeadline == 160 * ms)
        #expect(scheduler.startDue(now: 100 * ms).isEmpty)

        scheduler.show(["b", "a"], now: 120 * ms)
        scheduler.shelfOpened(["a"], now: 130 * ms)
        #expect(scheduler.nextDeadline == 160 * ms)
        #expect(scheduler.startDue(now: 160 * ms - 1).isEmpty)

        let batches = scheduler.startDue(now: 160 * ms)
        #expect(batches.map(\.ids) == [["b", "a"]])
        #expect(batches.map(\.attempt) == [1])
        #expect(scheduler.nextDeadline == nil)
    }

    @Test("a shelf of 146 ids: batches of exactly 50, 50 and 46, in shelf order, two at a time")
    func shelfOf146() {
        let shelf = Hydration.ids("t", 146)
        var scheduler = Hydration.loaded()
        scheduler.shelfOpened(shelf, now: 5 * ms)
        #expect(scheduler.nextDeadline == 105 * ms)

        let first = scheduler.startDue(now: 105 * ms)
        #expect(first.map(\.ids) == [Array(shelf[0..<50]), Array(shelf[50..<100])])
        #expect(scheduler.state(of: shelf[99]) == .inFlight)
        #expect(scheduler.state(of: shelf[100]) == .pending)
        #expect(scheduler.nextDeadline == nil)
        #expect(scheduler.startDue(now: 10_000 * ms).isEmpty)

        #expect(scheduler.finish(first[1], returned: first[1].ids) == .applied(hydrated: first[1].ids, missing: []))
        let last = scheduler.startDue(now: 10_000 * ms)
        #expect(last.map(\.ids) == [Array(shelf[100..<146])])
        #expect(scheduler.progress.pending == 0)
        #expect(scheduler.nextDeadline == nil)
    }

    @Test("the shell's first 50 rows in server order are requested as it lands, and only those")
    func eagerRows() {
        let shell = Hydration.ids("s", 120)
        let scheduler = Hydration.loaded(shell, at: 7 * ms)
        #expect(scheduler.state(of: shell[49]) == .pending)
        #expect(scheduler.state(of: shell[50]) == .unrequested)
        #expect(scheduler.nextDeadline == 107 * ms)

        var running = scheduler
        #expect(running.startDue(now: 107 * ms).map(\.ids) == [Array(shell[0..<50])])
    }

    @Test("the policy's batch size, debounce and eager count are honoured")
    func customPolicy() {
        let policy = HydrationPolicy(batchSize: 3, debounce: .milliseconds(20), maxInFlight: 5, eagerCount: 4)
        let shell = Hydration.ids("s", 10)
        var scheduler = Hydration.loaded(shell, policy: policy, at: 0)
        #expect(scheduler.nextDeadline == 20 * ms)
        #expect(scheduler.startDue(now: 20 * ms).map(\.ids) == [["s000", "s001", "s002"], ["s003"]])
        #expect(scheduler.state(of: "s004") == .unrequested)
    }

    @Test("a zero debounce flushes at once; a zero eager count requests nothing when the shell lands")
    func zeroes() {
        var scheduler = Hydration.loaded(["a", "b"], policy: HydrationPolicy(debounce: .zero, eagerCount: 0), at: 0)
        #expect(scheduler.nextDeadline == nil)
        scheduler.show(["b"], now: 3 * ms)
        #expect(scheduler.nextDeadline == 3 * ms)
        #expect(scheduler.startDue(now: 3 * ms).map(\.ids) == [["b"]])
    }
}
