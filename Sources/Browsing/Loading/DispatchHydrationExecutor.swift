import Dispatch

/// Runs the pipeline's catalog calls and wake-ups on a Dispatch queue, off the main thread,
/// on the clock Dispatch's own deadlines use.
public struct DispatchHydrationExecutor: HydrationExecutor {
    private let queue: DispatchQueue

    /// A concurrent queue by default, so up to `maxInFlight` batches really run at once.
    public init(
        queue: DispatchQueue = DispatchQueue(
            label: "approachnote.hydration", qos: .userInitiated, attributes: .concurrent)
    ) {
        self.queue = queue
    }

    public var now: UInt64 { DispatchTime.now().uptimeNanoseconds }

    public func run(_ work: @escaping @Sendable () -> Void) {
        queue.async(execute: work)
    }

    public func run(at deadline: UInt64, _ work: @escaping @Sendable () -> Void) {
        queue.asyncAfter(deadline: DispatchTime(uptimeNanoseconds: deadline), execute: work)
    }
}
