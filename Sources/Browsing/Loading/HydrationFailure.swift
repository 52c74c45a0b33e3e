/// Ids whose batch failed on every attempt, with the last error in words, for the UI's retry.
public struct HydrationFailure: Error, Hashable, Sendable {
    public let ids: [String]
    public let attempts: Int
    public let reason: String
    /// The last error may pass by itself (see `TransientError`): the page retries the ids on
    /// its own once its countdown ends.
    public let isTransient: Bool

    public init(ids: [String], attempts: Int, reason: String, isTransient: Bool = false) {
        self.ids = ids
        self.attempts = attempts
        self.reason = reason
        self.isTransient = isTransient
    }
}
