import FoundationEssentials
import Platform

/// A delay added to every catalog call (`--latency MS`), so the embedded catalog behaves like
/// a distant server and the loading states can be seen and tested.
public struct ArtificialLatency: Sendable {
    /// No delay.
    public static let none = ArtificialLatency(.zero)

    public let delay: Duration
    private let sleep: @Sendable (Duration) -> Void

    /// `sleep` blocks the calling thread for the duration; tests pass one that records it.
    public init(_ delay: Duration, sleep: @escaping @Sendable (Duration) -> Void = ArtificialLatency.threadSleep) {
        precondition(delay >= .zero, "a latency cannot be negative")
        self.delay = delay
        self.sleep = sleep
    }

    /// Waits out the delay (if any), then makes `call`.
    public func delaying<Value, Failure: Error>(_ call: () throws(Failure) -> Value) throws(Failure) -> Value {
        if delay > .zero { sleep(delay) }
        return try call()
    }

    @Sendable public static func threadSleep(_ duration: Duration) {
        Pause.for(duration)
    }
}
