/// What the pipeline has done, for tests to assert and the bench to print.
public struct ArtworkCounters: Hashable, Sendable {
    /// Calls to `request` that were not answered from memory.
    public var requested = 0
    /// Requests that joined work already under way for the same cover.
    public var shared = 0
    public var memoryHits = 0
    public var diskHits = 0
    public var generated = 0
    public var downloaded = 0
    /// Covers decoded, scaled and converted.
    public var decoded = 0
    /// Of those, the ones made on the main thread: where the decoding ran, for the bench to
    /// show (always 0 by design; the debug-build `ThreadCheck` stops a program that does it).
    public var decodedOnMainThread = 0
    /// Work dropped because no card wanted it any more, before or while it ran.
    public var cancelled = 0
    public var failed = 0
    /// Requests that started again after a failure's back-off.
    public var retried = 0
    public var evicted = 0
    public var bytesInMemory = 0
    public var peakBytesInMemory = 0
    public var coversInMemory = 0
    /// Work not finished yet: queued, downloading or running.
    public var inFlight = 0
    public var activeDownloads = 0

    public init() {}
}
