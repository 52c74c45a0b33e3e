/// What the scheduler made of a batch's answer.
enum BatchCompletion: Hashable, Sendable {
    /// The answer belongs to the current visit: apply the rows of `hydrated`. The ids of
    /// `missing` were left out by the server and will not be requested again.
    case applied(hydrated: [String], missing: [String])
    /// The batch belongs to a visit the user left or reloaded, or was already settled:
    /// apply nothing.
    case discarded
}
