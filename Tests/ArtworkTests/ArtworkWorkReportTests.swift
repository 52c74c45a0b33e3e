import Foundation
import Synchronization
import TestThreads
import Testing

@testable import Artwork

/// What the pipeline reports as work started and ended is what `isIdle` says.
@Suite("Artwork pipeline: work reported", .testThreads)
struct ArtworkWorkReportTests {
    private final class Report: Sendable {
        let count = Mutex(0)
        let inDelivery = Mutex<[Int]>([])
        var value: Int { count.withLock { $0 } }
    }

    private func pipeline(_ report: Report) -> ArtworkPipeline {
        ArtworkPipeline(
            configuration: ArtworkConfiguration(
                workerCount: 2, diskCache: CoverDiskCache(directory: Scratch.directory())),
            work: { delta in report.count.withLock { $0 += delta } },
            deliver: { _, _ in report.inDelivery.withLock { $0.append(report.value) } })
    }

    @Test("covers asked for count as one unit of work until the last is delivered, and still inside each delivery")
    func countsUntilDelivered() {
        let report = Report()
        let pipeline = pipeline(report)
        pipeline.pause()
        for index in 0..<4 { _ = pipeline.request(demoCover(300 + index, size: 32)) }
        #expect(report.value == 1 && !pipeline.isIdle)
        pipeline.resume()
        #expect(pipeline.waitUntilIdle())
        #expect(report.value == 0)
        #expect(report.inDelivery.withLock { $0 } == [1, 1, 1, 1])
    }

    @Test("covers every card withdrew end their work with no delivery at all")
    func withdrawnEndsSilently() {
        let report = Report()
        let pipeline = pipeline(report)
        pipeline.pause()
        let request = demoCover(400, size: 32)
        _ = pipeline.request(request)
        #expect(report.value == 1)
        pipeline.cancel(request)
        #expect(report.value == 0 && pipeline.isIdle)
        pipeline.resume()
        #expect(report.inDelivery.withLock { $0.isEmpty })
    }
}
