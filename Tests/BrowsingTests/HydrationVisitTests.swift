import TestThreads
import Testing

@testable import Browsing

@Suite("Hydration: visits, reloads and stale answers", .testThreads)
struct HydrationVisitTests {
    @Test("a page already loading or loaded is not loaded again; another page, a failed shell or a reload is")
    func loadsAreNotRepeated() {
        var scheduler = HydrationScheduler()
        let first = scheduler.open("song/1")
        #expect(first != nil)
        #expect(scheduler.open("song/1") == nil, "loading")
        let landed = scheduler.shellLanded(["a"], visit: first!, now: 0)
        #expect(landed)
        #expect(scheduler.open("song/1") == nil, "loaded")
        #expect(scheduler.visit == first)
        #expect(scheduler.state(of: "a") == .pending, "a refused open forgets nothing")

        let other = scheduler.open("artist/9")!
        #expect(other != first)
        let failed = scheduler.shellFailed(visit: other)
        #expect(failed)
        #expect(scheduler.progress.shell == .failed)
        let again = scheduler.open("artist/9")!
        #expect(scheduler.progress.shell == .loading, "no shell of this page was ever shown")
        #expect(scheduler.isCurrent(again) && !scheduler.isCurrent(other))
    }

    @Test("Loading… before the first shell, Reloading… over a shown one, nothing once settled")
    func indicator() {
        var scheduler = HydrationScheduler()
        #expect(scheduler.progress.shell == .idle && scheduler.progress.indicator == nil)
        let first = scheduler.open("song/1")!
        #expect(scheduler.progress.indicator == "Loading…")
        _ = scheduler.shellLanded([], visit: first, now: 0)
        #expect(scheduler.progress.shell == .loaded && scheduler.progress.indicator == nil)
        let second = scheduler.reload()
        #expect(scheduler.progress.indicator == "Reloading…")
        _ = scheduler.shellFailed(visit: second)
        #expect(scheduler.progress.shell == .failed && scheduler.progress.indicator == nil)
        _ = scheduler.open("song/1")
        #expect(scheduler.progress.indicator == "Reloading…", "the first shell is still on screen")
        _ = scheduler.open("song/2")
        #expect(scheduler.progress.indicator == "Loading…")
    }

    @Test("a shell for a visit that is over is refused and requests nothing; a shell settles once")
    func staleShell() {
        var scheduler = HydrationScheduler()
        let old = scheduler.open("song/1")!
        let current = scheduler.open("song/2")!
        let oldLanded = scheduler.shellLanded(["a"], visit: old, now: 0)
        let oldFailed = scheduler.shellFailed(visit: old)
        #expect(!oldLanded && !oldFailed)
        #expect(scheduler.state(of: "a") == .unrequested)
        #expect(scheduler.progress.shell == .loading)
        let landed = scheduler.shellLanded(["b"], visit: current, now: 0)
        let landedTwice = scheduler.shellLanded(["c"], visit: current, now: 0)
        let failedAfterLanding = scheduler.shellFailed(visit: current)
        #expect(landed && !landedTwice && !failedAfterLanding)
        #expect(scheduler.state(of: "c") == .unrequested && scheduler.progress.shell == .loaded)
    }

    @Test("after a new visit, the old visit's answers are discarded but hold their slots until they return")
    func staleBatches() {
        var scheduler = Hydration.loaded(["a", "b"], policy: HydrationPolicy(batchSize: 1, maxInFlight: 2))
        let old = scheduler.startDue(now: 100 * ms)
        let visit = scheduler.open("song/2")!
        _ = scheduler.shellLanded(["a", "c"], visit: visit, now: 100 * ms)
        #expect(scheduler.state(of: "a") == .pending)
        #expect(scheduler.startDue(now: 200 * ms).isEmpty)
        #expect(scheduler.nextDeadline == nil, "both slots are held by the old visit")

        #expect(scheduler.finish(old[0], returned: ["a"]) == .discarded)
        #expect(scheduler.state(of: "a") == .pending)
        let fresh = scheduler.startDue(now: 200 * ms)
        #expect(fresh.map(\.ids) == [["a"]] && fresh[0].visit == visit)

        #expect(scheduler.fail(old[1], now: 210 * ms) == .discarded)
        #expect(scheduler.nextDeadline == 200 * ms, "the failed stale batch is not retried and frees its slot")
        #expect(scheduler.startDue(now: 210 * ms).map(\.ids) == [["c"]])
    }

    @Test("a reload drops pending ids, waiting retries and in-flight answers")
    func reloadForgets() {
        var scheduler = Hydration.loaded(["a", "b"], policy: HydrationPolicy(batchSize: 1))
        let batches = scheduler.startDue(now: 100 * ms)
        #expect(scheduler.fail(batches[0], now: 110 * ms) == .retrying(at: 310 * ms))
        scheduler.show(["c"], now: 120 * ms)

        let visit = scheduler.reload()
        #expect(["a", "b", "c"].map(scheduler.state(of:)) == [.unrequested, .unrequested, .unrequested])
        #expect(scheduler.nextDeadline == nil)
        #expect(scheduler.startDue(now: 10_000 * ms).isEmpty)
        #expect(scheduler.finish(batches[1], returned: ["b"]) == .discarded)
        #expect(scheduler.progress == HydrationProgress(shell: .reloading))

        _ = scheduler.shellLanded(["b"], visit: visit, now: 10_000 * ms)
        let fresh = scheduler.startDue(now: 10_100 * ms)
        #expect(fresh.map(\.ids) == [["b"]] && fresh[0].visit == visit && fresh[0].attempt == 1)
    }

    @Test("leaving the page: nothing due, nothing requested stays, every answer is stale")
    func leave() {
        var scheduler = Hydration.loaded(["a", "b"], policy: HydrationPolicy(batchSize: 1, maxInFlight: 1))
        let batch = scheduler.startDue(now: 100 * ms)[0]
        let visit = scheduler.visit
        scheduler.leave()
        #expect(!scheduler.isCurrent(visit) && scheduler.page == nil)
        #expect(scheduler.progress == HydrationProgress())
        #expect(scheduler.finish(batch, returned: ["a"]) == .discarded)
        #expect(scheduler.nextDeadline == nil)
        #expect(scheduler.open("song/1") != nil, "the page left can be opened again")
    }

    @Test("no deadline while idle: before any page, with nothing requested, when everything settled")
    func idleHasNoDeadline() {
        var scheduler = HydrationScheduler()
        #expect(scheduler.nextDeadline == nil)
        let visit = scheduler.open("song/1")!
        #expect(scheduler.nextDeadline == nil)
        _ = scheduler.shellLanded([], visit: visit, now: 0)
        scheduler.show([], now: 0)
        #expect(scheduler.nextDeadline == nil)

        scheduler.show(["a", "b"], now: 0)
        let batch = scheduler.startDue(now: 100 * ms)[0]
        #expect(scheduler.nextDeadline == nil, "only an answer can change anything now")
        _ = scheduler.finish(batch, returned: ["a"])
        #expect(scheduler.nextDeadline == nil)
        #expect(scheduler.startDue(now: 1_000_000 * ms).isEmpty)
    }

    @Test("progress counts every state of the current visit")
    func progressCounts() {
        var scheduler = Hydration.loaded(
            ["a", "b", "c", "d", "e", "f"], policy: HydrationPolicy(batchSize: 1, maxInFlight: 4, retryDelays: []))
        let batches = scheduler.startDue(now: 100 * ms)
        _ = scheduler.finish(batches[0], returned: ["a"])
        _ = scheduler.finish(batches[1], returned: [])
        _ = scheduler.fail(batches[2], now: 100 * ms)
        let progress = scheduler.progress
        #expect(
            progress
                == HydrationProgress(shell: .loaded, pending: 2, inFlight: 1, hydrated: 1, failed: 1, missing: 1))
        #expect(progress.outstanding == 3)
    }
}
