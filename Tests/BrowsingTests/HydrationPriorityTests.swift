import Testing

@testable import Browsing

@Suite("Hydration: visible rows first")
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
