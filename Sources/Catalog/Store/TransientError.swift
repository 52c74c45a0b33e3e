/// An error that may pass by itself — a server that is down, restarting, too slow or
/// overloaded — as opposed to one that stays until someone acts (a damaged file, a malformed
/// answer). The pages try a transient failure again on their own, with back-off; the others
/// wait for the user's Retry.
public protocol TransientError: Error {
    var isTransient: Bool { get }
    /// How long the server asked to be left alone before the next request (a 429's
    /// Retry-After), in seconds; nil when it did not say.
    var retryAfter: Double? { get }
}

extension TransientError {
    public var retryAfter: Double? { nil }
}
