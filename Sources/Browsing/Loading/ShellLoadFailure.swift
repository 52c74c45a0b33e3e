import Catalog

/// A page's shell could not be loaded; opening the page again retries.
public struct ShellLoadFailure: Error, Hashable, Sendable {
    public let page: String?
    public let reason: String
    /// The failure may pass by itself (see `TransientError`): the page retries on its own.
    public let isTransient: Bool
    /// How long the server asked to wait before the next try, in seconds.
    public let retryAfter: Double?

    public init(page: String?, reason: String, isTransient: Bool = false, retryAfter: Double? = nil) {
        self.page = page
        self.reason = reason
        self.isTransient = isTransient
        self.retryAfter = RetryWait.bounded(retryAfter)
    }
}
