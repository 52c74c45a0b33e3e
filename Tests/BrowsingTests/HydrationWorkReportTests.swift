import Catalog
import Synchronization
import TestThreads
import Testing

@testable import Browsing

/// What a pipeline reports as work started and ended is what the page shows as on its way.
@Suite("Hydration pipeline: work reported", .testThreads)
struct HydrationWorkReportTests {
    /// What the pipeline reported: the running count, and the count as each `deliver` saw it.
    private final class Counts: Sendable {
        let count = Mutex(0)
        let seenInDelivery = Mutex<[Int]>([])
        var value: Int { count.withLock { $0 } }
    }

    private struct Reported {
        let clock = ManualExecutor()
        let catalog: FakeCatalog
        let counts = Counts()
        let pipeline: HydrationPipeline<[String], FakeRow>

        init() {
            let catalog = FakeCatalog(clock: clock, unknown: [])
            let counts = counts
            self.catalog = catalog
            pipeline = HydrationPipeline(
                policy: HydrationPolicy(), executor: clock, shellIDs: { $0 }, fetch: { try catalog.fetch($0) },
                rowID: { $0.id }, work: { delta in counts.count.withLock { $0 += delta } },
                deliver: { _ in counts.seenInDelivery.withLock { $0.append(counts.value) } })
        }

        var reported: Int { counts.value }
        var seenInDelivery: [Int] { counts.seenInDelivery.withLock { $0 } }

        /// Busy as the page would have computed it from the pipeline's own progress.
        var progressSaysBusy: Bool {
            let progress = pipeline.progress
            return progress.indicator != nil || progress.outstanding > 0
        }
    }

    @Test(
        "open, shell, eager batch, a failure retried then given up, Retry: the count is busy exactly when progress is")
    func mirrorsProgress() {
        let work = Reported()
        #expect(work.reported == 0 && !work.progressSaysBusy)
        _ = work.pipeline.open("song/1") { Hydration.ids("s", 60) }
        #expect(work.reported == 1 && work.progressSaysBusy)
        work.clock.runJobs()
        #expect((work.reported > 0) == work.progressSaysBusy)
        work.catalog.setFailing(true)
        for step in 1...40 {
            work.clock.advance(to: UInt64(step) * 200 * ms)
            work.clock.runJobs()
            #expect((work.reported > 0) == work.progressSaysBusy, "at step \(step)")
        }
        #expect(work.pipeline.progress.failed == 50, "the eager batch gave up")
        #expect(work.reported == 0)
        work.catalog.setFailing(false)
        work.pipeline.retryFailed()
        #expect(work.reported == 1)
        for step in 41...60 {
            work.clock.advance(to: UInt64(step) * 200 * ms)
            work.clock.runJobs()
        }
        #expect(work.pipeline.progress.hydrated == 50)
        #expect(work.reported == 0 && !work.progressSaysBusy)
        // Every result was still counted while it was being handed over.
        #expect(work.seenInDelivery.allSatisfy { $0 > 0 })
        #expect(work.seenInDelivery.count == 3, "the shell, the rows given up on, the rows")
    }

    @Test("leaving and reloading in the middle of a batch end every unit of work that began")
    func leaveAndReload() {
        let work = Reported()
        _ = work.pipeline.open("song/1") { Hydration.ids("s", 60) }
        work.clock.runJobs()
        work.pipeline.reload { Hydration.ids("t", 10) }
        #expect(work.reported > 0)
        work.clock.advance(to: 100 * ms)
        work.clock.runJobs()
        work.pipeline.leave()
        work.clock.advance(to: 10_000 * ms)
        work.clock.runJobs()
        #expect(work.reported == 0)
    }
}
