import FoundationEssentials

/// The pipeline's knobs, with the application's defaults.
public struct ArtworkConfiguration: Sendable {
    /// Threads decoding at once. One core is left for the main thread and the terminal.
    public var workerCount: Int
    /// Downloads in flight at once; a waiting download does not hold a worker.
    public var downloadLimit: Int
    /// The memory cache's budget for converted covers, in bytes.
    public var memoryBudget: Int
    public var diskCache: CoverDiskCache
    public var limits: DecodeLimits
    /// The longest silence from a server (connecting, or between bytes), in seconds.
    public var connectTimeout: Double
    /// The longest a whole download may take, in seconds.
    public var totalTimeout: Double
    /// The wait before a failed cover is tried again; it doubles with each failure in a row.
    public var retryDelay: Double
    public var maximumRetryDelay: Double
    /// How demo covers are stored: JPEG decodes shrunk, which makes it the fast choice.
    public var demoCoverFormat: ImageFormat
    /// The time back-offs are reckoned on: the monotonic clock, or one a test sets by hand so
    /// that a back-off can pass (or not) without the test waiting for it.
    public var now: @Sendable () -> ContinuousClock.Instant
    /// Whether `file:` addresses are read: only when the catalog is a file of the user's own.
    /// Addresses a server sends are the server's words, and must not make the application read
    /// the user's disk.
    public var readsFiles: Bool

    public init(
        workerCount: Int = max(1, ProcessInfo.processInfo.activeProcessorCount - 1), downloadLimit: Int = 6,
        memoryBudget: Int = 64 << 20,
        diskCache: CoverDiskCache = CoverDiskCache(directory: CoverDiskCache.defaultDirectory()),
        limits: DecodeLimits = DecodeLimits(), connectTimeout: Double = 5, totalTimeout: Double = 15,
        retryDelay: Double = 2, maximumRetryDelay: Double = 120, demoCoverFormat: ImageFormat = .jpeg,
        now: @escaping @Sendable () -> ContinuousClock.Instant = { .now }, readsFiles: Bool = false
    ) {
        precondition(workerCount > 0 && downloadLimit > 0, "the pipeline has workers")
        precondition(connectTimeout > 0 && totalTimeout > 0 && retryDelay >= 0, "timeouts are positive")
        self.workerCount = workerCount
        self.downloadLimit = downloadLimit
        self.memoryBudget = memoryBudget
        self.diskCache = diskCache
        self.limits = limits
        self.connectTimeout = connectTimeout
        self.totalTimeout = totalTimeout
        self.retryDelay = retryDelay
        self.maximumRetryDelay = maximumRetryDelay
        self.demoCoverFormat = demoCoverFormat
        self.now = now
        self.readsFiles = readsFiles
    }
}
