import Catalog
import Foundation
import Synchronization
import TestThreads
import Testing

@testable import Browsing

/// A pipeline over a fake catalog, driven by a hand-cranked executor.
private struct Harness {
    let clock = ManualExecutor()
    let catalog: FakeCatalog
    let inbox = Inbox()
    let pipeline: HydrationPipeline<[String], FakeRow>

    init(policy: HydrationPolicy = HydrationPolicy(), latency: ArtificialLatency = .none, unknown: Set<String> = []) {
        let catalog = FakeCatalog(clock: clock, unknown: unknown)
        let inbox = inbox
        self.catalog = catalog
        pipeline = HydrationPipeline(
            policy: policy, executor: clock, latency: latency, shellIDs: { $0 }, fetch: { try catalog.fetch($0) },
            rowID: { $0.id }, deliver: { inbox.post($0) })
    }

    /// Opens "song/1" with `shell` and lets the shell land at the current time.
    func openLoaded(_ shell: [String]) -> VisitToken {
        let visit = pipeline.open("song/1") { shell }!
        clock.runJobs()
        return visit
    }
}

private func rows(_ ids: [String]) -> [FakeRow] { ids.map { FakeRow(id: $0, art: "art-\($0)") } }

/// The progress once the last `deliver` has returned: a test signalled from inside it gets
/// there a moment before, while the result still counts as on its way.
private func settledProgress(_ pipeline: HydrationPipeline<[String], FakeRow>) -> HydrationProgress {
    let deadline = Date().addingTimeInterval(120)
    while pipeline.progress.outstanding > 0 && Date() < deadline { usleep(100) }
    return pipeline.progress
}

@Suite("Hydration pipeline", .testThreads)
struct HydrationPipelineTests {
    @Test("the shell is delivered, then the eager batch runs exactly 100 ms later; rows arrive once each")
    func shellThenEagerBatch() {
        let harness = Harness(unknown: ["s007"])
        let shell = Hydration.ids("s", 60)
        let visit = harness.pipeline.open("song/1") { shell }!
        #expect(harness.clock.queuedJobs == 1 && harness.inbox.events.isEmpty)
        harness.clock.runJobs()
        #expect(harness.inbox.events == [.shellLoaded(shell, visit: visit)])
        #expect(harness.clock.timers == [100 * ms])

        harness.clock.advance(to: 100 * ms - 1)
        harness.clock.runJobs()
        #expect(harness.catalog.calls.isEmpty)
        harness.clock.advance(to: 100 * ms)
        harness.clock.runJobs()
        let eager = Array(shell[0..<50])
        #expect(harness.catalog.calls == [eager])
        #expect(harness.catalog.callTimes == [100 * ms])
        let known = eager.filter { $0 != "s007" }
        #expect(harness.inbox.events.last == .rowsHydrated(rows(known.reversed()), missing: ["s007"], visit: visit))
        #expect(harness.pipeline.state(of: "s007") == .missing && harness.pipeline.state(of: "s050") == .unrequested)
        #expect(harness.pipeline.progress == HydrationProgress(shell: .loaded, hydrated: 49, missing: 1))
        #expect(harness.clock.timers.isEmpty)
    }

    /// The pipeline, for its own `deliver` to look at while it runs.
    private final class PipelineBox: @unchecked Sendable {
        var pipeline: HydrationPipeline<[String], FakeRow>?
    }

    @Test(
        "a result being handed to the page still counts as on its way, so the page never looks settled before it lands")
    func deliveryIsOutstanding() {
        let clock = ManualExecutor()
        let catalog = FakeCatalog(clock: clock, unknown: [])
        let box = PipelineBox()
        let seen = Mutex<[Int]>([])
        let pipeline = HydrationPipeline<[String], FakeRow>(
            executor: clock, shellIDs: { $0 }, fetch: { try catalog.fetch($0) }, rowID: { $0.id },
            deliver: { _ in seen.withLock { $0.append(box.pipeline?.progress.outstanding ?? -1) } })
        box.pipeline = pipeline
        _ = pipeline.open("song/1") { ["a", "b"] }
        clock.runJobs()
        clock.advance(to: 100 * ms)
        clock.runJobs()
        // The shell: its two ids pending, and itself. The rows: the batch has left the
        // scheduler, but not yet the pipeline.
        #expect(seen.withLock { $0 } == [3, 1])
        #expect(pipeline.progress.outstanding == 0 && pipeline.progress.delivering == 0)
    }

    @Test("a restarted debounce does not pile up wake-ups: one fires early and arms the next; none while idle")
    func wakeUps() {
        let harness = Harness(policy: .debouncingEveryScreen)
        _ = harness.openLoaded([])
        #expect(harness.clock.timers.isEmpty)
        harness.pipeline.show(["a"])
        #expect(harness.clock.timers == [100 * ms])
        harness.clock.advance(to: 50 * ms)
        harness.pipeline.show(["b", "a"])
        harness.pipeline.shelfOpened(["c"])
        #expect(harness.clock.timers == [100 * ms])

        harness.clock.advance(to: 100 * ms)
        harness.clock.runJobs()
        #expect(harness.catalog.calls.isEmpty)
        #expect(harness.clock.timers == [150 * ms])
        harness.clock.advance(to: 150 * ms)
        harness.clock.runJobs()
        #expect(harness.catalog.calls == [["b", "a", "c"]])
        #expect(harness.clock.timers.isEmpty)

        harness.pipeline.show(["b", "a"])
        #expect(harness.clock.timers.isEmpty && harness.clock.queuedJobs == 0)
    }

    @Test("a failing catalog is called again 200, 800 and 3200 ms after each failure, then the ids are reported failed")
    func retriesThenFailure() {
        let harness = Harness(policy: .debouncingEveryScreen)
        let visit = harness.openLoaded([])
        harness.catalog.setFailing(true)
        harness.pipeline.show(["a", "b"])
        for time in [100 * ms, 300 * ms, 1100 * ms, 4300 * ms] {
            harness.clock.advance(to: time - 1)
            harness.clock.runJobs()
            harness.clock.advance(to: time)
            harness.clock.runJobs()
        }
        #expect(harness.catalog.callTimes == [100 * ms, 300 * ms, 1100 * ms, 4300 * ms])
        #expect(harness.catalog.calls == Array(repeating: ["a", "b"], count: 4))
        let failure = HydrationFailure(ids: ["a", "b"], attempts: 4, reason: "catalog down")
        #expect(harness.inbox.events.last == .rowsFailed(failure, visit: visit))
        #expect(harness.pipeline.state(of: "a") == .failed)
        #expect(harness.clock.timers.isEmpty)

        harness.catalog.setFailing(false)
        harness.pipeline.retryFailed()
        harness.clock.advance(to: 4400 * ms)
        harness.clock.runJobs()
        #expect(harness.inbox.events.last == .rowsHydrated(rows(["b", "a"]), missing: [], visit: visit))
        #expect(harness.pipeline.progress.hydrated == 2)
    }

    @Test("a failure that may pass by itself is reported as transient, for the page's own retry; others are not")
    func transientFailures() {
        let harness = Harness()
        let visit = harness.pipeline.open("song/1") { throw ServerAway() }!
        harness.clock.runJobs()
        let failure = ShellLoadFailure(page: "song/1", reason: "server away", isTransient: true)
        #expect(harness.inbox.events == [.shellFailed(failure, visit: visit)])
        #expect(!ShellLoadFailure(page: "song/1", reason: "catalog down").isTransient)
        #expect(!HydrationFailure(ids: ["a"], attempts: 4, reason: "catalog down").isTransient)
    }

    @Test("rows of a batch still running when the page reloads are never delivered")
    func reloadDiscardsRunningBatch() {
        let harness = Harness()
        let first = harness.openLoaded(["a", "b"])
        harness.clock.advance(to: 100 * ms)
        #expect(harness.clock.queuedJobs == 1, "the eager batch is about to run")

        let second = harness.pipeline.reload { ["b", "c"] }
        #expect(!harness.pipeline.isCurrent(first) && harness.pipeline.isCurrent(second))
        #expect(harness.pipeline.progress.indicator == "Reloading…")
        harness.clock.runJobs()
        #expect(harness.catalog.calls == [["a", "b"]])
        #expect(
            harness.inbox.events == [.shellLoaded(["a", "b"], visit: first), .shellLoaded(["b", "c"], visit: second)])
        #expect(harness.pipeline.state(of: "a") == .unrequested && harness.pipeline.state(of: "b") == .pending)

        harness.clock.advance(to: 200 * ms)
        harness.clock.runJobs()
        #expect(harness.inbox.events.last == .rowsHydrated(rows(["c", "b"]), missing: [], visit: second))
    }

    @Test("a shell for a page already left is not delivered; a failed shell is, and opening again retries")
    func shells() {
        let harness = Harness()
        _ = harness.pipeline.open("song/1") { ["old"] }
        _ = harness.pipeline.open("song/3") { throw CatalogDown() }
        let current = harness.pipeline.open("song/2") { throw CatalogDown() }!
        harness.clock.runJobs()
        let failure = ShellLoadFailure(page: "song/2", reason: "catalog down")
        #expect(harness.inbox.events == [.shellFailed(failure, visit: current)])
        #expect(harness.pipeline.state(of: "old") == .unrequested && harness.clock.timers.isEmpty)
        #expect(harness.pipeline.progress.shell == .failed)

        let retried = harness.pipeline.open("song/2") { ["x"] }
        #expect(retried != nil)
        harness.clock.runJobs()
        #expect(harness.inbox.events.last == .shellLoaded(["x"], visit: retried!))
        #expect(harness.pipeline.open("song/2") { ["y"] } == nil)
        #expect(harness.clock.queuedJobs == 0, "a page already loaded is not loaded again")
    }

    @Test("leaving the page: the batch in flight is not delivered and nothing more is requested")
    func leave() {
        let harness = Harness()
        _ = harness.openLoaded(Hydration.ids("s", 120))
        harness.pipeline.shelfOpened(Hydration.ids("s", 120))
        harness.clock.runJobs()
        harness.clock.advance(to: 100 * ms)
        harness.pipeline.leave()
        harness.clock.runJobs()
        harness.clock.advance(to: 10_000 * ms)
        harness.clock.runJobs()
        #expect(harness.catalog.calls.count == 2, "the two batches already started, and no more")
        #expect(harness.inbox.events.count == 1, "the shell only")
        #expect(harness.pipeline.progress == HydrationProgress())
        #expect(harness.clock.timers.isEmpty)
    }

    @Test("the artificial latency is waited out before every catalog call, shell and batch")
    func latency() {
        let sleeps = Mutex<[Duration]>([])
        let latency = ArtificialLatency(.milliseconds(250)) { duration in sleeps.withLock { $0.append(duration) } }
        let harness = Harness(latency: latency)
        _ = harness.openLoaded(["a"])
        harness.clock.advance(to: 100 * ms)
        harness.clock.runJobs()
        #expect(sleeps.withLock { $0 } == [.milliseconds(250), .milliseconds(250)])
        #expect(harness.pipeline.state(of: "a") == .hydrated)
    }

    @Test("no latency: no wait; a call's typed error passes through")
    func noLatency() {
        let sleeps = Mutex(0)
        let none = ArtificialLatency(.zero) { _ in sleeps.withLock { $0 += 1 } }
        #expect(none.delaying { 7 } == 7)
        #expect(throws: CatalogDown.self) { try none.delaying { () throws(CatalogDown) in throw CatalogDown() } }
        #expect(sleeps.withLock { $0 } == 0)
        #expect(ArtificialLatency.none.delay == .zero)
    }

    @Test("on Dispatch: the shell and the rows are delivered from the background")
    func dispatch() {
        let delivered = DispatchSemaphore(value: 0)
        let inbox = Inbox()
        let pipeline = HydrationPipeline<[String], FakeRow>(
            policy: HydrationPolicy(debounce: .milliseconds(1)), shellIDs: { $0 },
            fetch: { ids in ids.map { FakeRow(id: $0, art: "art-\($0)") } }, rowID: { $0.id },
            deliver: { event in
                inbox.post(event)
                if case .rowsHydrated = event { delivered.signal() }
            })
        let visit = pipeline.open("song/1") { ["a", "b", "c"] }!
        #expect(delivered.wait(timeout: .now() + 120) == .success)
        #expect(
            inbox.events == [
                .shellLoaded(["a", "b", "c"], visit: visit),
                .rowsHydrated(rows(["a", "b", "c"]), missing: [], visit: visit),
            ])
        #expect(settledProgress(pipeline) == HydrationProgress(shell: .loaded, hydrated: 3))
    }

    @Test("on Dispatch, with callers on many threads: every id fetched and delivered once, two batches at most at once")
    func dispatchUnderContention() {
        struct Tally {
            var fetched: [String] = []
            var running = 0
            var mostRunning = 0
            var largestBatch = 0
            var delivered: [String] = []
        }
        let tally = Mutex(Tally())
        let allDelivered = DispatchSemaphore(value: 0)
        let ids = Hydration.ids("r", 500)
        let pipeline = HydrationPipeline<[String], FakeRow>(
            policy: HydrationPolicy(debounce: .milliseconds(1)), shellIDs: { $0 },
            fetch: { batch in
                tally.withLock { tally in
                    tally.fetched += batch
                    tally.running += 1
                    tally.mostRunning = max(tally.mostRunning, tally.running)
                    tally.largestBatch = max(tally.largestBatch, batch.count)
                }
                Thread.sleep(forTimeInterval: 0.002)
                tally.withLock { $0.running -= 1 }
                return batch.map { FakeRow(id: $0, art: "art-\($0)") }
            },
            rowID: { $0.id },
            deliver: { event in
                guard case .rowsHydrated(let rows, _, _) = event else { return }
                let done = tally.withLock { tally in
                    tally.delivered += rows.map(\.id)
                    return tally.delivered.count == ids.count
                }
                if done { allDelivered.signal() }
            })
        _ = pipeline.open("song/1") { ids }
        DispatchQueue.concurrentPerform(iterations: 10) { slice in
            let mine = Array(ids[(slice * 50)..<(slice * 50 + 50)])
            pipeline.show(mine.reversed())
            pipeline.shelfOpened(mine)
        }
        #expect(allDelivered.wait(timeout: .now() + 120) == .success)
        let result = tally.withLock { $0 }
        #expect(result.fetched.sorted() == ids && result.delivered.sorted() == ids)
        #expect(result.mostRunning <= 2 && result.largestBatch <= 50)
        #expect(settledProgress(pipeline) == HydrationProgress(shell: .loaded, hydrated: 500))
    }
}
