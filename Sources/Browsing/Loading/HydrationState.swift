/// Where one recording id stands in the current visit's hydration.
enum HydrationState: Hashable, Sendable {
    /// Never requested in this visit.
    case unrequested
    /// Waiting for the debounce or a free slot.
    case pending
    /// In a batch that is running.
    case inFlight
    /// In a batch that failed and waits for its back-off before running again.
    case retrying
    /// Its full row arrived.
    case hydrated
    /// Its batch failed on every attempt; only `retryFailed` requests it again, so the UI
    /// shows a retry instead of a spinner forever.
    case failed
    /// The server answered its batch without it (an unknown id); never requested again in
    /// this visit.
    case missing
}
