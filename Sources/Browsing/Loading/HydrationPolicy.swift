import Catalog
import Upstream

/// The numbers that shape hydration. The defaults are the upstream client's, plus the bounds
/// and retries it lacked.
public struct HydrationPolicy: Hashable, Sendable {
    /// Ids per batch request. The server takes up to 100; 50 keeps a single batch quick.
    public let batchSize: Int
    /// The trailing debounce: every request that adds an id restarts it, so a burst of
    /// requests (a scroll, a shelf opening) becomes a few full batches in priority order.
    public let debounce: Duration
    /// Batches running at once, so a fast scroll cannot flood the server or the database.
    public let maxInFlight: Int
    /// The wait before each retry of a failed batch; one more failure after the last gives up.
    public let retryDelays: [Duration]
    /// How many shell rows, in server order, are requested as soon as the shell lands.
    public let eagerCount: Int
    /// Whether the first screen after the shell lands leaves without the debounce (the user
    /// is waiting on it); later screens are always debounced.
    public let firstScreenAtOnce: Bool
    /// How many times a batch waits as a server that limits how often it is asked says,
    /// without spending an attempt; past that, its refusals count as failures, so a server
    /// that refuses for ever does not keep the page loading for ever.
    public let rateLimitWaits: Int

    /// Preconditions: `batchSize` is 1 to `UpstreamLimits.batchIDs` (the API's cap),
    /// `maxInFlight` at least 1, `eagerCount` and every duration not negative.
    public init(
        batchSize: Int = 50, debounce: Duration = .milliseconds(100), maxInFlight: Int = 2,
        retryDelays: [Duration] = [.milliseconds(200), .milliseconds(800), .milliseconds(3200)],
        eagerCount: Int = 50, firstScreenAtOnce: Bool = true, rateLimitWaits: Int = 30
    ) {
        precondition(
            (1...UpstreamLimits.batchIDs).contains(batchSize),
            "a batch holds 1 to \(UpstreamLimits.batchIDs) ids")
        precondition(maxInFlight >= 1, "at least one batch must be able to run")
        precondition(eagerCount >= 0, "the eager count cannot be negative")
        precondition(([debounce] + retryDelays).allSatisfy { $0 >= .zero }, "durations cannot be negative")
        self.batchSize = batchSize
        self.debounce = debounce
        self.maxInFlight = maxInFlight
        self.retryDelays = retryDelays
        self.eagerCount = eagerCount
        self.firstScreenAtOnce = firstScreenAtOnce
        self.rateLimitWaits = rateLimitWaits
    }
}
