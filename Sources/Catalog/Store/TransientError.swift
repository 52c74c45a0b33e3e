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

/// How long a server may make the pages wait: one that names a day (a slip, a wrong date) must
/// not stop them for that long. Every wait taken from a server's answer passes here once.
public enum RetryWait {
    public static let longest: Double = 3600

    /// `seconds` as a wait to honour: nil for none or nonsense, at most `longest`.
    public static func bounded(_ seconds: Double?) -> Double? {
        guard let seconds, seconds.isFinite, seconds >= 0 else { return nil }
        return min(seconds, longest)
    }
}
