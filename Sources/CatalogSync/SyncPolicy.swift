import Catalog

/// How a sync treats the server: how many requests at once, how often, and how long it keeps
/// asking a server that does not answer before it stops (keeping what it has).
public struct SyncPolicy: Sendable, Equatable {
    /// Requests in flight at once.
    public var parallel: Int
    /// What `parallel` may be: more would only queue at a server that answers with a few
    /// threads.
    public static let parallelRange = 1...16
    /// The most requests a second, or nil for as fast as the server answers.
    public var rate: Double?
    /// How long, in seconds, one request keeps being retried while the server is away, busy
    /// (429) or unavailable (503).
    public var giveUpAfter: Double
    /// The first retry's wait; each next one doubles, up to `longestWait`.
    public var firstWait: Double
    public var longestWait: Double
    /// Whether a sync may remove more than `SyncChanges.largestRemovedShare` of the songs,
    /// recordings or performers the last one kept. Without it, such a sync keeps the catalog in
    /// place: one empty answer (a server or a proxy gone wrong) must not wipe a mirror.
    public var allowsRemovals: Bool
    /// Whether the catalog is read page by page even from a server that gives its file whole.
    public var pageByPage: Bool
    /// Whether every answer is asked for again, even those the lists show unchanged on a server
    /// without validators (`ListedChanges`).
    public var rereadsAll: Bool

    public init(
        parallel: Int = 2, rate: Double? = nil, giveUpAfter: Double = 120, firstWait: Double = 0.5,
        longestWait: Double = 30, allowsRemovals: Bool = false, pageByPage: Bool = false,
        rereadsAll: Bool = false
    ) {
        self.parallel = parallel
        self.rate = rate
        self.giveUpAfter = giveUpAfter
        self.firstWait = firstWait
        self.longestWait = longestWait
        self.allowsRemovals = allowsRemovals
        self.pageByPage = pageByPage
        self.rereadsAll = rereadsAll
    }

    /// What the answers in flight may hold at once, whatever `parallel` is: each worker's answer
    /// is bounded by its share, so that hostile answers (an endless body, a gzip bomb) cost
    /// this much memory at most, not this much a worker.
    public static let answersInFlight = 128 << 20

    /// The most one answer may hold: a worker's share of `answersInFlight`, never less than
    /// 8 MB (the demo catalog's largest answer is 3.1 MB) nor more than a reader takes.
    package var largestAnswer: Int {
        min(HTTPCatalog.largestAnswer, max(8 << 20, Self.answersInFlight / max(1, parallel)))
    }

    /// The shortest wait a server's Retry-After makes: one that counts down to 0 (a window
    /// about to reset) must not have the sync ask again and again within the same second.
    public static let shortestServerWait = 1.0

    /// The share of a limit the server announces that the sync keeps to, so that clocks that
    /// differ a little do not bring it to the limit.
    public static let announcedLimitShare = 0.9

    /// Failures in a row of one request, and when the first was: what `retryWait` counts from.
    struct Failures {
        private(set) var count = 0
        private var since: Double?

        /// Counts a failure at `now`; returns how long the request has been failing.
        mutating func add(at now: Double) -> Double {
            count += 1
            let first = since ?? now
            since = first
            return now - first
        }
    }

    /// How long to wait after `error` before asking again, or the error to stop with: one that
    /// asking again would not mend, or the give-up time reached. The give-up time bounds every
    /// wait: a server that asks for a longer one than is left is given up on at once, and the
    /// sync's own back-off is cut to what is left.
    func retryWait(after error: HTTPCatalogError, _ failures: inout Failures, now: Double) throws(SyncError) -> Double {
        guard error.isTransient else { throw .server(error) }
        let left = giveUpAfter - failures.add(at: now)
        guard left > 0 else { throw .server(error) }
        if let asked = error.retryAfter, asked > left { throw .askedToWaitTooLong(error, giveUpAfter: giveUpAfter) }
        return min(wait(beforeRetry: failures.count, serverAsked: error.retryAfter), left)
    }

    /// The wait before retry number `attempt` (1 for the first): the server's, at least
    /// `shortestServerWait`, or the sync's own, doubling.
    func wait(beforeRetry attempt: Int, serverAsked: Double?) -> Double {
        if let serverAsked { return max(Self.shortestServerWait, serverAsked) }
        return min(longestWait, firstWait * Double(1 << min(attempt - 1, 20)))
    }
}
