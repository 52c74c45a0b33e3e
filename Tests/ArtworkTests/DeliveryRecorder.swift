import Foundation
import Synchronization

@testable import Artwork

/// Collects what a pipeline delivers, in order, and on which kind of thread.
final class DeliveryRecorder: Sendable {
    struct Delivery: Sendable {
        let request: ArtworkRequest
        let state: ArtworkState
        let onMainThread: Bool
        /// The thread that delivered, which is the one that decoded.
        let thread: ObjectIdentifier
    }

    private let deliveries = Mutex<[Delivery]>([])
    private let check: (@Sendable (ArtworkRequest, ArtworkState) -> Void)?

    init(check: (@Sendable (ArtworkRequest, ArtworkState) -> Void)? = nil) {
        self.check = check
    }

    var all: [Delivery] { deliveries.withLock { $0 } }

    func state(of request: ArtworkRequest) -> ArtworkState? { all.last { $0.request == request }?.state }

    func record(_ request: ArtworkRequest, _ state: ArtworkState) {
        check?(request, state)
        let delivery = Delivery(
            request: request, state: state, onMainThread: Thread.isMainThread, thread: ObjectIdentifier(Thread.current))
        deliveries.withLock { $0.append(delivery) }
    }

    /// A pipeline writing to a fresh disk cache (or `directory`) and delivering here.
    func pipeline(
        directory: URL = Scratch.directory(), workers: Int = 2, memoryBudget: Int = 64 << 20,
        connectTimeout: Double = 5, totalTimeout: Double = 10, retryDelay: Double = 0.2, readsFiles: Bool = false,
        now: @escaping @Sendable () -> ContinuousClock.Instant = { .now }
    ) -> ArtworkPipeline {
        let configuration = ArtworkConfiguration(
            workerCount: workers, memoryBudget: memoryBudget, diskCache: CoverDiskCache(directory: directory),
            connectTimeout: connectTimeout, totalTimeout: totalTimeout, retryDelay: retryDelay, now: now,
            readsFiles: readsFiles)
        return ArtworkPipeline(configuration: configuration) { [self] in record($0, $1) }
    }
}

/// Small demo covers: quick to draw.
func demoCover(_ index: Int, size: Int = 48) -> ArtworkRequest {
    ArtworkRequest(url: "demo-cover://musicbrainz/release-\(index)/front?size=\(size)")
}
