/// What a sync reports while it works, for a progress bar or a log.
public enum SyncProgress: Sendable, Equatable {
    /// A phase begins, with the number of answers it needs.
    case began(phase: SyncPhase, total: Int)
    /// Answers of the phase so far: `fetched` from the server (200), `unchanged` (304), and
    /// `kept` from the work file of an interrupted run without asking.
    case advanced(phase: SyncPhase, done: Int, total: Int, fetched: Int, unchanged: Int, kept: Int)
    /// The server asked to wait, or did not answer: the sync waits this long before asking again.
    case waiting(seconds: Double, reason: String)
    case ended(phase: SyncPhase, total: Int, fetched: Int, unchanged: Int, kept: Int, seconds: Double)
    /// The server's catalog file is coming whole: `bytes` written so far, in `seconds`.
    case downloading(bytes: Int, seconds: Double)
    /// The answers are all in; the catalog is being written.
    case writing
}

/// The parts of a sync, in their order.
public enum SyncPhase: String, Sendable, Equatable, CaseIterable {
    case indexes = "indexes"
    case songPages = "song pages"
    case recordingRows = "recording rows"
    case recordingPages = "recording pages"
    case performers = "performers"
}
