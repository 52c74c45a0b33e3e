/// The decisions of the shell → hydrate pipeline for one page at a time: which visit is
/// current, which ids to fetch in which batches, when, and what a batch's answer means.
///
/// It is a value with no threads and no clock: every call that depends on time is given
/// `now`, in nanoseconds on one monotonic clock, so its behaviour is exact and testable. A
/// driver (`HydrationPipeline`) runs the batches it returns and wakes it at `nextDeadline`.
///
/// The rules fix the upstream iOS client's hydration quirks: ids on screen go first, a
/// failed batch is retried with back-off, at most `policy.maxInFlight` batches run, ids the
/// server leaves out are not requested forever, and answers for a visit the user left or
/// reloaded are discarded.
struct HydrationScheduler: Sendable {
    /// A failed batch waiting for its back-off.
    private struct Retry: Sendable {
        let ids: [String]
        let attempt: Int
        var waits = 0
        let due: UInt64
    }

    let policy: HydrationPolicy
    private var visits = PageVisits()
    private var queue = PendingQueue()
    /// Every requested id that is not pending: in flight, retrying, hydrated, failed, missing.
    private var settled: [String: HydrationState] = [:]
    /// When pending ids may leave; set exactly while the queue is not empty.
    private var debounceDeadline: UInt64?
    /// Whether the page has reported a screen since its shell landed in this visit.
    private var screenReported = false
    /// Every batch started and not yet answered, including those of visits that are over:
    /// they still occupy a connection, so they count against `maxInFlight` until they return.
    private var running: [UInt64: HydrationBatch] = [:]
    private var retries: [Retry] = []
    private var lastSerial: UInt64 = 0

    init(policy: HydrationPolicy = HydrationPolicy()) {
        self.policy = policy
    }

    // MARK: Visits

    /// The current visit; results carrying any other are stale.
    var visit: VisitToken { visits.visit }

    /// The page open now (the caller's key, e.g. "song/<id>"), if any.
    var page: String? { visits.page }

    /// How the current visit's shell stands.
    var visitPhase: ShellPhase { visits.phase }

    func isCurrent(_ visit: VisitToken) -> Bool { visit == visits.visit }

    /// Starts a visit of `page` and forgets the previous visit's hydration. Returns nil, and
    /// changes nothing, when `page` is already loaded or loading: coming back to a page does
    /// not load it again. Load the shell for the returned visit.
    mutating func open(_ page: String) -> VisitToken? {
        guard let visit = visits.open(page) else { return nil }
        forgetHydration()
        return visit
    }

    /// Starts a new visit of the current page (a sort change, a refresh, a retry of a failed
    /// shell) and forgets all hydration: what is pending, waiting to retry or in flight is
    /// dropped, and late answers are discarded. Load the shell again for the returned visit.
    mutating func reload() -> VisitToken {
        let visit = visits.reload()
        forgetHydration()
        return visit
    }

    /// Closes the page: nothing more is requested, and every answer still to come is stale.
    mutating func leave() {
        visits.leave()
        forgetHydration()
    }

    /// The shell of `visit` arrived with `ids` in server order: the first `eagerCount` are
    /// requested. Returns false, requesting nothing, when `visit` is stale or already settled;
    /// the caller then drops the shell.
    mutating func shellLanded(_ ids: [String], visit: VisitToken, now: UInt64) -> Bool {
        guard visits.settle(visit, succeeded: true) else { return false }
        request(ids.prefix(policy.eagerCount), tier: .eager, now: now)
        return true
    }

    /// The shell of `visit` could not be loaded. Returns false when `visit` is stale or
    /// already settled.
    mutating func shellFailed(visit: VisitToken) -> Bool {
        visits.settle(visit, succeeded: false)
    }

    // MARK: Requests

    /// The ids on screen now, in screen order: those not yet requested are, and every pending
    /// id on screen goes before all others, in this order.
    ///
    /// The first screen after the shell lands is not debounced (`firstScreenAtOnce`): the user
    /// is waiting on it, and what is pending then (that screen, opened shelves, the eager rows)
    /// leaves at once, in that order. Later screens — a scroll going by — are debounced.
    mutating func show(_ visibleIDs: [String], now: UInt64) {
        queue.setScreen(visibleIDs)
        request(visibleIDs, tier: .visible, now: now)
        if policy.firstScreenAtOnce, !screenReported, visits.phase == .loaded, !queue.isEmpty {
            screenReported = true
            debounceDeadline = now
        }
    }

    /// A shelf opened: all of its ids are requested, after those on screen.
    mutating func shelfOpened(_ ids: some Sequence<String>, now: UInt64) {
        request(ids, tier: .shelf, now: now)
    }

    /// The user asked to retry: every `failed` id is pending again, behind shelves unless it
    /// is on screen.
    mutating func retryFailed(now: UInt64) {
        let failed = settled.filter { $0.value == .failed }.keys.sorted()
        for id in failed { settled[id] = nil }
        request(failed, tier: .eager, now: now)
    }

    // MARK: Time

    /// When to call `startDue` next: the end of the debounce or the earliest back-off, while
    /// a slot is free. Nil when nothing waits on time — idle, or every slot busy (a finished
    /// batch is the next event then) — so an idle page keeps no timer.
    var nextDeadline: UInt64? {
        guard running.count < policy.maxInFlight else { return nil }
        return ([debounceDeadline].compactMap { $0 } + retries.map(\.due)).min()
    }

    /// The batches to run now, as many as there are free slots: first retries whose back-off
    /// is over (earliest first), then, once the debounce is over, pending ids in priority
    /// order, `batchSize` at a time. Call after every change and at `nextDeadline`.
    mutating func startDue(now: UInt64) -> [HydrationBatch] {
        var started: [HydrationBatch] = []
        while running.count < policy.maxInFlight {
            if let index = dueRetry(now: now) {
                let retry = retries.remove(at: index)
                started.append(start(retry.ids, attempt: retry.attempt, waits: retry.waits))
            } else if let deadline = debounceDeadline, deadline <= now {
                started.append(start(queue.take(policy.batchSize), attempt: 1))
                if queue.isEmpty { debounceDeadline = nil }
            } else {
                break
            }
        }
        return started
    }

    // MARK: Results

    /// `batch` was answered with rows for `returned` ids (in any order; ids not in the batch
    /// are ignored). Its ids become hydrated, or missing when left out. Frees its slot.
    mutating func finish(_ batch: HydrationBatch, returned: some Sequence<String>) -> BatchCompletion {
        guard let batch = release(batch) else { return .discarded }
        let answered = Set(returned)
        var hydrated: [String] = []
        var missing: [String] = []
        for id in batch.ids {
            if answered.contains(id) {
                hydrated.append(id)
                settled[id] = .hydrated
            } else {
                missing.append(id)
                settled[id] = .missing
            }
        }
        return .applied(hydrated: hydrated, missing: missing)
    }

    /// `batch` failed at `now`: it runs again after the next back-off delay, or, when every
    /// delay is spent, its ids become failed. Frees its slot. A server that asked to be left
    /// alone for `retryAfter` nanoseconds (it limits how often it is asked) is waited for that
    /// long, and the attempt does not count: the batch is slowed down, not given up on.
    mutating func fail(_ batch: HydrationBatch, now: UInt64, retryAfter: UInt64? = nil) -> BatchFailure {
        guard let batch = release(batch) else { return .discarded }
        if let retryAfter, batch.waits < policy.rateLimitWaits {
            let due = now + max(retryAfter, policy.retryDelays.first?.nanoseconds ?? 0)
            retries.append(Retry(ids: batch.ids, attempt: batch.attempt, waits: batch.waits + 1, due: due))
            for id in batch.ids { settled[id] = .retrying }
            return .retrying(at: due)
        }
        guard batch.attempt <= policy.retryDelays.count else {
            for id in batch.ids { settled[id] = .failed }
            return .gaveUp(ids: batch.ids)
        }
        let due = now + policy.retryDelays[batch.attempt - 1].nanoseconds
        retries.append(Retry(ids: batch.ids, attempt: batch.attempt + 1, waits: batch.waits, due: due))
        for id in batch.ids { settled[id] = .retrying }
        return .retrying(at: due)
    }

    // MARK: State

    func state(of id: String) -> HydrationState {
        queue.contains(id) ? .pending : settled[id] ?? .unrequested
    }

    /// Whether anything of the visit is on its way: its shell, or ids pending, in flight or
    /// waiting to retry (what `progress` shows as an indicator or as outstanding, but results
    /// being delivered, which the pipeline counts).
    var isBusy: Bool {
        visits.phase == .loading || visits.phase == .reloading || !queue.isEmpty
            || settled.values.contains { $0 == .inFlight || $0 == .retrying }
    }

    /// The ids of the visit given up on after every retry.
    var failedIDs: Set<String> { Set(settled.compactMap { $0.value == .failed ? $0.key : nil }) }

    var progress: HydrationProgress {
        var progress = HydrationProgress(shell: visitPhase, pending: queue.count)
        for state in settled.values {
            switch state {
            case .inFlight: progress.inFlight += 1
            case .retrying: progress.retrying += 1
            case .hydrated: progress.hydrated += 1
            case .failed: progress.failed += 1
            case .missing: progress.missing += 1
            case .unrequested, .pending: break
            }
        }
        return progress
    }

    // MARK: Private

    /// Queues the ids not yet requested (raising the tier of pending ones); the debounce
    /// restarts only when an id was added, so re-reporting the same screen does not delay
    /// a flush.
    private mutating func request(_ ids: some Sequence<String>, tier: RequestTier, now: UInt64) {
        var added = false
        for id in ids where settled[id] == nil {
            added = queue.insert(id, tier: tier) || added
        }
        if added { debounceDeadline = now + policy.debounce.nanoseconds }
    }

    private mutating func start(_ ids: [String], attempt: Int, waits: Int = 0) -> HydrationBatch {
        lastSerial += 1
        let batch = HydrationBatch(serial: lastSerial, visit: visits.visit, ids: ids, attempt: attempt, waits: waits)
        running[batch.serial] = batch
        for id in ids { settled[id] = .inFlight }
        return batch
    }

    /// Frees the slot of a running batch; returns it as it was started when it belongs to
    /// the current visit, nil when it is stale or was already settled.
    private mutating func release(_ batch: HydrationBatch) -> HydrationBatch? {
        guard let started = running.removeValue(forKey: batch.serial), started.visit == visits.visit else {
            return nil
        }
        return started
    }

    private func dueRetry(now: UInt64) -> Int? {
        retries.indices.filter { retries[$0].due <= now }.min { retries[$0].due < retries[$1].due }
    }

    private mutating func forgetHydration() {
        queue.removeAll()
        settled = [:]
        debounceDeadline = nil
        retries = []
        screenReported = false
    }
}
