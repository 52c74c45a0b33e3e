import TestThreads
import Testing

@testable import Browsing

@Suite("Hydration: visible rows first", .testThreads)
struct HydrationPriorityTests {
    /// Everything pending leaves in one batch, so the batch shows the whole order.
    private func order(_ scheduler: inout HydrationScheduler, at now: UInt64) -> [String] {
        scheduler.startDue(now: now).flatMap(\.ids)
    }

    @Test("on screen (in screen order) first, then the opened shelf, then the eager rows")
    func visibleThenShelfThenEager() {
        var scheduler = Hydration.loaded(["s0", "s1", "s2", "s3", "s4", "s5", "s6", "s7"])
        scheduler.shelfOpened(["x1", "x2", "s5"], now: 10 * ms)
        scheduler.show(["s7", "x2", "s1"], now: 20 * ms)
        #expect(
            order(&scheduler, at: 120 * ms) == ["s7", "x2", "s1", "x1", "s5", "s0", "s2", "s3", "s4", "s6"])
    }

    @Test("when the screen changes before the flush, the order follows; ids scrolled away come next")
    func orderFollowsScreen() {
        var scheduler = Hydration.loaded()
        scheduler.shelfOpened(["a", "b", "c", "d", "e"], now: 0)
        scheduler.show(["d"], now: 10 * ms)
        scheduler.show(["e", "b"], now: 20 * ms)
        #expect(order(&scheduler, at: 120 * ms) == ["e", "b", "d", "a", "c"])
    }

    @Test("the screen reorders ids still pending after the first batches left")
    func laterBatchesFollowScreen() {
        let shelf = Hydration.ids("t", 146)
        var scheduler = Hydration.loaded()
        scheduler.shelfOpened(shelf, now: 0)
        let first = scheduler.startDue(now: 100 * ms)
        scheduler.show([shelf[140], shelf[10], shelf[120]], now: 150 * ms)
        #expect(scheduler.nextDeadline == nil, "both slots are busy")
        _ = scheduler.finish(first[0], returned: first[0].ids)
        let expected = [shelf[140], shelf[120]] + shelf[100..<120] + shelf[121..<140] + shelf[141..<146]
        #expect(scheduler.startDue(now: 250 * ms).map(\.ids) == [expected])
    }

    @Test("an eager id raised to a shelf takes the shelf's place; a shelf id is not lowered to eager")
    func raisedTier() {
        var scheduler = Hydration.loaded(["a", "b", "c"])
        scheduler.shelfOpened(["c", "d"], now: 10 * ms)
        #expect(order(&scheduler, at: 110 * ms) == ["c", "d", "a", "b"])

        var lowered = Hydration.loaded()
        lowered.shelfOpened(["x", "y"], now: 0)
        let visit = lowered.reload()
        lowered.shelfOpened(["y"], now: 0)
        _ = lowered.shellLanded(["z", "y"], visit: visit, now: 0)
        #expect(order(&lowered, at: 100 * ms) == ["y", "z"])
    }
}

@Suite("Hydration: the first screen is not kept waiting", .testThreads)
struct HydrationFirstScreenTests {
    @Test("the first screen after the shell leaves at once, with the shelf and the eager rows behind it")
    func firstScreenAtOnce() {
        var scheduler = Hydration.loaded(["s0", "s1", "s2"], at: 0)
        scheduler.shelfOpened(["x1", "x2"], now: 5 * ms)
        #expect(scheduler.startDue(now: 6 * ms).isEmpty, "debounced until the screen is known")
        scheduler.show(["x2", "s1"], now: 7 * ms)
        #expect(scheduler.startDue(now: 7 * ms).map(\.ids) == [["x2", "s1", "x1", "s0", "s2"]])
    }

    @Test("later screens with ids not yet asked for are debounced again")
    func laterScreensDebounced() {
        var scheduler = Hydration.loaded([], at: 0)
        scheduler.show(["a"], now: 1 * ms)
        let first = scheduler.startDue(now: 1 * ms)
        #expect(first.map(\.ids) == [["a"]])
        _ = scheduler.finish(first[0], returned: ["a"])
        scheduler.show(["b"], now: 50 * ms)
        #expect(scheduler.startDue(now: 149 * ms).isEmpty, "within the debounce")
        #expect(scheduler.startDue(now: 150 * ms).map(\.ids) == [["b"]])
    }

    @Test("a screen reported before the shell lands is debounced as before")
    func screenBeforeShell() {
        var scheduler = HydrationScheduler()
        _ = scheduler.open("song/1")
        scheduler.show(["a"], now: 0)
        #expect(scheduler.startDue(now: 1 * ms).isEmpty)
        #expect(scheduler.startDue(now: 100 * ms).map(\.ids) == [["a"]])
    }
}
