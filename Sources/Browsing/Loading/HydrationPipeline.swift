import Catalog
import Platform
import Synchronization

/// Runs a page's shell → hydrate pipeline: a `HydrationScheduler` behind a lock, whose shell
/// loads and batches run on an executor and whose results reach the page through `deliver`
/// (the application posts them to the main loop's mailbox).
///
/// It is generic over the shell and the row so that one pipeline serves the embedded catalog
/// and the HTTP API alike: the calls are injected. Every method may be called from any
/// thread; none blocks on a catalog call. `deliver` is called without the lock held, from the
/// executor's threads. A visit's shell is delivered before the rows of its eager batch, but
/// rows requested before the shell lands (the previous shell stays on screen during a reload)
/// can arrive first: merge rows by id.
public final class HydrationPipeline<Shell: Sendable, Row: Sendable>: Sendable {
    private struct Core: Sendable {
        var scheduler: HydrationScheduler
        var armed = ArmedDeadlines()
        /// Whether the scheduler's being busy was last reported to `work` as work started.
        var reportedBusy = false
        /// The ids of opened shelves not yet given to the scheduler, in the order asked for.
        var opened = OpenedIDs()
    }

    /// Opened shelves' ids waiting to be requested, each shelf with when it opened, taken from
    /// the front a slice at a time.
    private struct OpenedIDs: Sendable {
        private var shelves: [(ids: [String], openedAt: UInt64)] = []
        /// How many ids of the first shelf were taken.
        private var taken = 0

        var isEmpty: Bool { shelves.isEmpty }

        /// - Precondition: `ids` is not empty.
        mutating func append(_ ids: [String], openedAt: UInt64) { shelves.append((ids, openedAt)) }

        /// Up to `limit` ids, the first shelf's next, with when it opened.
        mutating func take(_ limit: Int) -> (ids: ArraySlice<String>, openedAt: UInt64) {
            let (ids, openedAt) = shelves[0]
            let end = taken + min(limit, ids.count - taken)
            defer {
                taken = end
                if taken == ids.count {
                    shelves.removeFirst()
                    taken = 0
                }
            }
            return (ids[taken..<end], openedAt)
        }
    }

    /// How many opened ids the executor gives the scheduler under one hold of the lock: the
    /// main thread, which takes the lock to show a screen, never waits long behind it.
    private static var openedSlice: Int { 256 }

    /// What a change asks of the executor, done once the lock is released.
    private struct Followups: Sendable {
        let batches: [HydrationBatch]
        let wakeUp: UInt64?
    }

    private let core: Mutex<Core>
    /// Results out of the scheduler whose `deliver` has not returned: counted from before they
    /// leave it, so that no moment shows the page with nothing on its way while a result is
    /// still to be posted (the main loop would take it for settled, then draw again).
    private let delivering = Atomic<Int>(0)
    private let executor: any HydrationExecutor
    private let latency: ArtificialLatency
    private let shellIDs: @Sendable (Shell) -> [String]
    private let fetch: @Sendable ([String]) throws -> [Row]
    private let rowID: @Sendable (Row) -> String
    private let deliver: @Sendable (HydrationEvent<Shell, Row>) -> Void
    /// Told +1 when work starts and -1 when it ends: the scheduler becoming busy (a shell to
    /// load, ids pending, in flight or waiting to retry) and not, and each result from before
    /// it leaves the scheduler until its `deliver` has returned.
    private let work: @Sendable (_ delta: Int) -> Void

    /// - Parameters:
    ///   - shellIDs: the recording ids of a shell, in server order.
    ///   - fetch: one batch call (`SQLiteCatalogStore.hydrate(ids:)`, or `GET /recordings/batch`);
    ///     it may leave out unknown ids and return rows in any order.
    ///   - rowID: a fetched row's id, exactly as the shell spells it.
    ///   - deliver: receives every event of the current visit (and, rarely, of a visit that
    ///     ended while the event was on its way: check `isCurrent`).
    ///   - work: where the page counts its work still out (see `work`).
    public init(
        policy: HydrationPolicy = HydrationPolicy(), executor: any HydrationExecutor = DispatchHydrationExecutor(),
        latency: ArtificialLatency = .none, shellIDs: @escaping @Sendable (Shell) -> [String],
        fetch: @escaping @Sendable ([String]) throws -> [Row], rowID: @escaping @Sendable (Row) -> String,
        work: @escaping @Sendable (_ delta: Int) -> Void = { _ in },
        deliver: @escaping @Sendable (HydrationEvent<Shell, Row>) -> Void
    ) {
        core = Mutex(Core(scheduler: HydrationScheduler(policy: policy)))
        self.executor = executor
        self.latency = latency
        self.shellIDs = shellIDs
        self.fetch = fetch
        self.rowID = rowID
        self.deliver = deliver
        self.work = work
    }

    // MARK: Visits

    /// Opens `page` and loads its shell with `shell`; nil, loading nothing, when the page is
    /// already loaded or loading (see `HydrationScheduler.open`).
    public func open(_ page: String, shell: @escaping @Sendable () throws -> Shell) -> VisitToken? {
        let (visit, followups) = change { scheduler, _ in scheduler.open(page) }
        launch(followups)
        if let visit { load(shell, for: visit) }
        return visit
    }

    /// A new visit of the current page with a new shell call (a sort change, a refresh):
    /// everything the previous visit had requested is forgotten.
    @discardableResult
    public func reload(shell: @escaping @Sendable () throws -> Shell) -> VisitToken {
        let (visit, followups) = change { scheduler, _ in scheduler.reload() }
        launch(followups)
        load(shell, for: visit)
        return visit
    }

    /// The page closed: nothing more is requested and nothing more is delivered for it.
    public func leave() {
        launch(change { scheduler, _ in scheduler.leave() }.1)
    }

    public func isCurrent(_ visit: VisitToken) -> Bool {
        core.withLock { $0.scheduler.isCurrent(visit) }
    }

    // MARK: Requests

    /// The ids on screen now, in screen order (see `HydrationScheduler.show`).
    public func show(_ visibleIDs: [String]) {
        launch(change { scheduler, now in scheduler.show(visibleIDs, now: now) }.1)
    }

    /// A shelf opened: all of its ids are requested, after those on screen (see
    /// `HydrationScheduler.shelfOpened`). Opening every shelf of a long page asks for thousands
    /// of ids at once, so they reach the scheduler on the executor, after the frame that shows
    /// the shelves open; any change or reading of the state before that takes them in first,
    /// so the order of requests and what the state says are as if they had been given now.
    public func shelfOpened(_ ids: [String]) {
        guard !ids.isEmpty else { return }
        work(1)
        core.withLock { $0.opened.append(ids, openedAt: executor.now) }
        executor.run { self.takeInOpenedShelves() }
    }

    /// Gives the scheduler a slice of the opened shelves' ids, and comes back for the next while
    /// any wait; the work counted when they were handed over ends with the last.
    private func takeInOpenedShelves() {
        launch(change(takingIn: Self.openedSlice) { _, _ in }.1)
        if core.withLock({ $0.opened.isEmpty }) {
            work(-1)
        } else {
            executor.run { self.takeInOpenedShelves() }
        }
    }

    public func retryFailed() {
        launch(change { scheduler, now in scheduler.retryFailed(now: now) }.1)
    }

    // MARK: State

    func state(of id: String) -> HydrationState {
        reading { $0.state(of: id) }
    }

    /// The ids of the current visit given up on after every retry (see `HydrationState.failed`).
    public var failedIDs: Set<String> { reading { $0.failedIDs } }

    /// `HydrationProgress.indicator`, for a page drawing itself: it reads only the shell's
    /// phase, so opened shelves' ids stay with the executor.
    public var indicator: String? {
        HydrationProgress(shell: core.withLock { $0.scheduler.visitPhase }).indicator
    }

    public var progress: HydrationProgress {
        var progress = reading { $0.progress }
        // Read after the scheduler: a result it no longer holds is counted here until delivered.
        progress.delivering = delivering.load(ordering: .sequentiallyConsistent)
        return progress
    }

    // MARK: Running

    /// Applies `body` to the scheduler under the lock, then starts what is due, works out the
    /// next wake-up and reports whether the scheduler became busy or idle; the caller launches
    /// the batches and the wake-up after releasing the lock. Every change of the scheduler goes
    /// through here, so what `work` was told always matches the scheduler.
    ///
    /// Opened shelves' ids still waiting go to the scheduler first: all of them, or at most
    /// `takingIn` when the executor feeds them.
    private func change<Result: Sendable>(
        wokenAt deadline: UInt64? = nil, takingIn limit: Int = .max,
        _ body: (inout HydrationScheduler, UInt64) -> Result
    ) -> (Result, Followups) {
        core.withLock { core in
            SelfChecks.require(
                core.reportedBusy == core.scheduler.isBusy, "The scheduler changed outside HydrationPipeline.change.")
            let now = executor.now
            if let deadline { core.armed.fired(deadline) }
            var room = limit
            while room > 0, !core.opened.isEmpty {
                let (ids, openedAt) = core.opened.take(room)
                core.scheduler.shelfOpened(ids, now: openedAt)
                room -= ids.count
            }
            let result = body(&core.scheduler, now)
            let batches = core.scheduler.startDue(now: now)
            if core.scheduler.isBusy != core.reportedBusy {
                core.reportedBusy.toggle()
                work(core.reportedBusy ? 1 : -1)
            }
            return (result, Followups(batches: batches, wakeUp: core.armed.arm(for: core.scheduler.nextDeadline)))
        }
    }

    /// Reads the scheduler once opened shelves' ids waiting are in it, so that what it says
    /// counts them.
    private func reading<Value: Sendable>(_ read: (HydrationScheduler) -> Value) -> Value {
        if !core.withLock({ $0.opened.isEmpty }) { launch(change { _, _ in }.1) }
        return core.withLock { read($0.scheduler) }
    }

    /// A result is about to leave the scheduler: counted until its `deliver` has returned.
    private func deliveryBegins() {
        delivering.add(1, ordering: .sequentiallyConsistent)
        work(1)
    }

    private func deliveryEnded() {
        work(-1)
        delivering.subtract(1, ordering: .sequentiallyConsistent)
    }

    private func launch(_ followups: Followups) {
        for batch in followups.batches {
            executor.run { self.run(batch) }
        }
        if let deadline = followups.wakeUp {
            executor.run(at: deadline) { self.launch(self.change(wokenAt: deadline) { _, _ in }.1) }
        }
    }

    private func load(_ shell: @escaping @Sendable () throws -> Shell, for visit: VisitToken) {
        executor.run {
            self.deliveryBegins()
            defer { self.deliveryEnded() }
            switch Result(catching: { try self.latency.delaying(shell) }) {
            case .success(let loaded):
                let ids = self.shellIDs(loaded)
                let (accepted, followups) = self.change { scheduler, now in
                    scheduler.shellLanded(ids, visit: visit, now: now)
                }
                // Delivered before the eager batches start, so rows never overtake their shell.
                if accepted { self.deliver(.shellLoaded(loaded, visit: visit)) }
                self.launch(followups)
            case .failure(let error):
                let ((accepted, page), followups) = self.change { scheduler, _ in
                    (scheduler.shellFailed(visit: visit), scheduler.page)
                }
                if accepted {
                    let failure = ShellLoadFailure(
                        page: page, reason: "\(error)", isTransient: Self.isTransient(error),
                        retryAfter: Self.transient(error)?.retryAfter)
                    self.deliver(.shellFailed(failure, visit: visit))
                }
                self.launch(followups)
            }
        }
    }

    private func run(_ batch: HydrationBatch) {
        deliveryBegins()
        defer { deliveryEnded() }
        switch Result(catching: { try latency.delaying { try fetch(batch.ids) } }) {
        case .success(let rows):
            let (completion, followups) = change { scheduler, _ in
                scheduler.finish(batch, returned: rows.map(rowID))
            }
            if case .applied(let hydrated, let missing) = completion {
                var wanted = Set(hydrated)
                let fresh = rows.filter { wanted.remove(rowID($0)) != nil }
                deliver(.rowsHydrated(fresh, missing: missing, visit: batch.visit))
            }
            launch(followups)
        case .failure(let error):
            let wait = Self.transient(error)?.retryAfter.flatMap(Self.nanoseconds(waiting:))
            let (failure, followups) = change { scheduler, now in scheduler.fail(batch, now: now, retryAfter: wait) }
            if case .gaveUp(let ids) = failure {
                let failed = HydrationFailure(
                    ids: ids, attempts: batch.attempt, reason: "\(error)", isTransient: Self.isTransient(error))
                deliver(.rowsFailed(failed, visit: batch.visit))
            }
            launch(followups)
        }
    }

    /// A server's wait in nanoseconds: at most an hour, none for a wait that is not one.
    private static func nanoseconds(waiting seconds: Double) -> UInt64? {
        RetryWait.bounded(seconds).map { UInt64($0 * 1e9) }
    }

    private static func transient(_ error: any Error) -> (any TransientError)? { error as? any TransientError }

    private static func isTransient(_ error: any Error) -> Bool {
        transient(error)?.isTransient ?? false
    }
}
