import Synchronization
import TestThreads
import Testing

@testable import Browsing

/// An opened shelf's ids reach the scheduler on the executor, not on the thread that opened
/// it (the main thread, before the frame that shows the shelf open), and nothing about the
/// requests changes for it: their order, their debounce, and what the state says.
@Suite("An opened shelf's ids, taken in by the executor", .testThreads)
struct OpenedShelfTests {
    private final class Harness: Sendable {
        let clock = ManualExecutor()
        let catalog: FakeCatalog
        let pipeline: HydrationPipeline<[String], FakeRow>
        private let work: WorkTally

        init() {
            let catalog = FakeCatalog(clock: clock)
            let work = WorkTally()
            self.catalog = catalog
            self.work = work
            pipeline = HydrationPipeline(
                executor: clock, shellIDs: { $0 }, fetch: { try catalog.fetch($0) }, rowID: { $0.id },
                work: { work.count.add($0, ordering: .sequentiallyConsistent) }, deliver: { _ in })
            _ = pipeline.open("song/1") { [] }
            clock.runJobs()
        }

        /// The work the pipeline has told its page about and not yet taken back.
        var workOut: Int { work.count.load(ordering: .sequentiallyConsistent) }
    }

    private final class WorkTally: Sendable {
        let count = Atomic<Int>(0)
    }

    @Test("the caller only hands the ids over: the wait counts as work, and the debounce runs from the opening")
    func handedOver() {
        let harness = Harness()
        let shelf = Hydration.ids("s", 1_000)
        #expect(harness.workOut == 0)

        harness.pipeline.shelfOpened(shelf)
        #expect(harness.clock.queuedJobs == 1)
        #expect(harness.clock.timers.isEmpty, "nothing is armed before the executor takes the ids in")
        #expect(harness.workOut == 1, "the page is not idle while the ids wait")

        harness.clock.advance(to: 30 * ms)
        harness.clock.runJobs()
        #expect(harness.clock.timers == [100 * ms], "the debounce started when the shelf opened, not at 30 ms")
        #expect(harness.workOut == 1, "the wait's work handed on to the scheduler's")

        harness.clock.advance(to: 100 * ms)
        harness.clock.runJobs()
        #expect(harness.catalog.calls.prefix(2) == [Array(shelf[0..<50]), Array(shelf[50..<100])])
        #expect(harness.catalog.calls.flatMap { $0 } == shelf, "in order, each id once")
    }

    @Test("a screen shown before the executor runs still goes first, and each id is asked for once")
    func screenFirst() {
        let harness = Harness()
        let shelf = Hydration.ids("s", 120)
        harness.pipeline.shelfOpened(shelf)
        harness.pipeline.show(["s100", "s101"])
        harness.clock.runJobs()
        #expect(harness.catalog.calls.first == ["s100", "s101"] + shelf[0..<48])
        let asked = harness.catalog.calls.flatMap { $0 }
        #expect(asked.count == 120 && Set(asked) == Set(shelf))
    }

    @Test("the executor takes a slice at a time; a change between two slices takes in the rest at once")
    func changeBetweenSlices() {
        let harness = Harness()
        let shelf = Hydration.ids("s", 1_000)
        harness.pipeline.shelfOpened(shelf)
        harness.clock.runOneJob()
        #expect(harness.clock.queuedJobs == 1, "the job comes back for the next slice")
        #expect(harness.clock.timers == [100 * ms])

        harness.pipeline.show(["s999"])
        let progress = harness.pipeline.progress
        #expect(progress.pending + progress.inFlight == 1_000)
        harness.clock.runJobs()
        #expect(harness.pipeline.progress.hydrated == 1_000)
        #expect(harness.workOut == 0, "the wait ended with its last slice, and the scheduler is idle")
        #expect(harness.catalog.calls.first == ["s999"] + shelf[0..<49], "the screen first, then the shelf in order")
        #expect(harness.catalog.calls.flatMap { $0 }.count == 1_000, "each id asked for once")
    }

    @Test("reading the state before the executor runs counts the shelf's ids, once")
    func readBeforeTakenIn() {
        let harness = Harness()
        harness.pipeline.shelfOpened(Hydration.ids("a", 70))
        harness.pipeline.shelfOpened(Hydration.ids("b", 30) + ["a000"])
        #expect(harness.pipeline.progress.pending == 100)
        #expect(harness.pipeline.state(of: "b029") == .pending)

        harness.clock.runJobs()
        #expect(harness.pipeline.progress.pending == 100)
        #expect(harness.workOut == 1, "the two waits ended; the scheduler is busy")
    }
}
