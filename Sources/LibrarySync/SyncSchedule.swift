/// When the application syncs the library next: at once on start, shortly after a change made
/// here, then every few minutes with jitter (so that many clients do not all ask at one
/// moment), and never before the moment a server that asked to wait (a 429 or 503 with
/// `Retry-After`) named. Offline, it tries again sooner at first, then at the period.
///
/// Times are seconds on a clock the caller gives (the run loop's), so the schedule is tested
/// without waiting.
package struct SyncSchedule: Equatable, Sendable {
    /// Between two syncs when nothing happens.
    package static let period = 300.0
    /// The jitter around the period: up to this much either way.
    package static let jitter = 30.0
    /// After a change here, so that several changes in a row go as one sync.
    package static let afterChange = 2.0
    /// The first wait after a sync that found the server unreachable; it doubles up to the period.
    package static let firstRetry = 15.0
    /// When a server asks to wait without saying how long.
    package static let unsaidWait = 60.0

    /// When the next sync is due; nil while none should run (signed out, or one running).
    package private(set) var due: Double?
    /// No sync before this moment: the server asked to wait until then.
    package private(set) var notBefore: Double = 0
    private var retry = SyncSchedule.firstRetry
    /// A change was made while a sync ran: the next comes shortly after it ends.
    private var changedDuringSync = false
    private var isRunning = false

    /// How a sync ended, as the schedule needs it.
    package enum Outcome: Equatable, Sendable {
        case synced
        /// The server could not be reached.
        case offline
        /// The server asked to wait this many seconds (nil: it did not say).
        case busy(seconds: Int?)
        /// Nobody is signed in, or the server ended the session: no sync until signing in.
        case signedOut
    }

    package init() {}

    /// The application started, signed in: a sync now.
    package mutating func started(at now: Double) { due = max(now, notBefore) }

    /// Signed in again (or for the first time): a sync now.
    package mutating func signedIn(at now: Double) {
        retry = Self.firstRetry
        due = max(now, notBefore)
    }

    /// A change was made here: a sync shortly, unless one is due sooner.
    package mutating func changed(at now: Double) {
        if isRunning { changedDuringSync = true }
        guard let current = due else { return }
        due = min(current, max(now + Self.afterChange, notBefore))
    }

    /// A sync began: none is due until it ends.
    package mutating func began() {
        due = nil
        isRunning = true
        changedDuringSync = false
    }

    /// A sync ended; `unit` is a random number in 0..<1 for the jitter.
    package mutating func ended(_ outcome: Outcome, at now: Double, unit: Double) {
        let period = Self.period + (unit * 2 - 1) * Self.jitter
        isRunning = false
        switch outcome {
        case .synced:
            retry = Self.firstRetry
            due = max(now + (changedDuringSync ? Self.afterChange : period), notBefore)
        case .offline:
            due = max(now + retry, notBefore)
            retry = min(retry * 2, Self.period)
        case .busy(let seconds):
            notBefore = now + (seconds.map(Double.init) ?? Self.unsaidWait)
            due = max(now + period, notBefore)
        case .signedOut:
            due = nil
        }
    }

    /// Whether a sync should begin now.
    package func isDue(at now: Double) -> Bool { due.map { $0 <= now } ?? false }
}
