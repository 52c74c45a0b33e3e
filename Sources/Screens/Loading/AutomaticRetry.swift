/// What one part of a page (a header, a shell, an index, the failed cards) knows about its
/// last failure: why, and — when the server was away, unreachable, too slow or answering 503 —
/// the countdown to trying again by itself. The waits double from one second to half a minute
/// (1, 2, 4, 8, 16, 30 s) while the server stays away, so a long outage costs a request now
/// and then, and a server that comes back is found within the current wait. A failure that
/// would only fail again (a damaged file, a malformed answer) waits for the user's Retry.
final class AutomaticRetry {
    /// The waits before each automatic retry, in seconds; the last repeats.
    static let delays = [1, 2, 4, 8, 16, 30]

    /// The last failure, until a load succeeds.
    private(set) var failure: CatalogFailure?
    private let clock: RetryClock
    private let retry: () -> Void
    /// Transient failures in a row: which wait comes next.
    private var attempts = 0
    private var countdown: Int?

    /// `retry` loads the part again; it runs on the main thread.
    init(clock: RetryClock, retry: @escaping () -> Void) {
        self.clock = clock
        self.retry = retry
    }

    /// What the notice says of the retry: the countdown, or that it is under way.
    var state: LoadFailureNotice.Retrying? {
        guard failure?.isTransient == true else { return nil }
        return countdown.flatMap { clock.secondsLeft($0) }.map { .inSeconds($0) } ?? .now
    }

    /// Whether a countdown runs: the page shows it changing every second.
    var isCountingDown: Bool { countdown != nil }

    /// The load failed: a transient failure starts the countdown to the next retry, unless one
    /// is running already (several batches of cards given up on wait for one retry).
    func failed(_ failure: CatalogFailure) {
        self.failure = failure
        if failure.isTransient, countdown != nil { return }
        stop()
        guard failure.isTransient else {
            attempts = 0
            return
        }
        // A server that says how long to wait is waited for at least that long.
        let backOff = Self.delays[min(attempts, Self.delays.count - 1)]
        let asked = failure.retryAfter.map { Int($0.rounded(.up)) }
        let delay = max(backOff, asked ?? 0)
        attempts += 1
        countdown = clock.start(seconds: delay) { [weak self] in
            self?.countdown = nil
            self?.retry()
        }
    }

    /// The load succeeded: the failure and its back-off are forgotten.
    func succeeded() {
        failure = nil
        attempts = 0
        stop()
    }

    /// The user's Retry: at once, without waiting for the countdown. A failure that will not
    /// pass by itself is cleared meanwhile (the part shows as loading); the server's absence
    /// stays on screen, as "retrying now", until the answer.
    func retryNow() {
        stop()
        if failure?.isTransient != true { failure = nil }
        retry()
    }

    /// The page closed: no more retries.
    func stop() {
        if let countdown { clock.cancel(countdown) }
        countdown = nil
    }
}
