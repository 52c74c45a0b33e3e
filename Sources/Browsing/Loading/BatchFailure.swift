/// What the scheduler decided about a failed batch.
enum BatchFailure: Hashable, Sendable {
    /// The same ids run again, as a new attempt, once `at` (nanoseconds) has passed and a
    /// slot is free.
    case retrying(at: UInt64)
    /// Every attempt failed: these ids are now `failed`, for the UI to offer a retry.
    case gaveUp(ids: [String])
    /// The batch belongs to a visit the user left or reloaded, or was already settled.
    case discarded
}
