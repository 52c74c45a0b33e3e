import Catalog
import CurlTransfer
import Dispatch
import FoundationEssentials
import Glibc
import Platform
import Synchronization

/// Fetches a phase's answers into the work file with `policy.parallel` workers, each on a
/// connection of its own, never faster than `policy.rate`, all pausing when the server asks
/// (429's Retry-After), and retrying a server that is away or unavailable with growing waits.
/// A failure that asking again would not mend stops every worker; so does `stopRequested`.
final class PoliteFetcher: @unchecked Sendable {
    private let catalog: HTTPCatalog
    private let work: SyncWorkFile
    private let policy: SyncPolicy
    private let stopRequested: @Sendable () -> Bool
    private let report: @Sendable (SyncProgress) -> Void

    private let state = Mutex(State())

    /// What the workers share.
    private struct State {
        /// When the next request may start, and until when the server asked everyone to wait
        /// (seconds on the monotonic clock).
        var nextStart = 0.0
        var pausedUntil = 0.0
        /// The most requests a second: the policy's, lowered to keep under a limit a 429
        /// announced.
        var rate: Double?
        var failure: SyncError?
        var requests = 0
        var newAnswers = 0
        /// The phase in hand's targets and counts.
        var tally = Tally()
    }

    /// Requests sent by this fetcher, retries included.
    var requests: Int { state.withLock { $0.requests } }
    /// Answers of every phase so far that are not already in the catalog a finished run wrote:
    /// fetched anew, or kept from an interrupted run.
    var newAnswers: Int { state.withLock { $0.newAnswers } }

    init(
        catalog: HTTPCatalog, work: SyncWorkFile, policy: SyncPolicy, stopRequested: @escaping @Sendable () -> Bool,
        report: @escaping @Sendable (SyncProgress) -> Void
    ) {
        self.catalog = catalog
        self.work = work
        self.policy = policy
        self.stopRequested = stopRequested
        self.report = report
        state.withLock { $0.rate = policy.rate }
    }

    private struct Tally {
        var next = 0
        var done = 0
        var fetched = 0
        var unchanged = 0
        var kept = 0
    }

    /// Makes every target's answer current in the work file. A target `absenceKept` names that
    /// the server has nothing at (404) is kept as absent rather than stopping the sync: a page
    /// the catalog can be written without. Of `unasked`, an earlier answer without an ETag is kept
    /// as it is, without a request (the lists showed it unchanged: `ListedChanges`).
    func fetch(
        _ targets: [String], phase: SyncPhase, absenceKept: @escaping @Sendable (String) -> Bool = { _ in false },
        unasked: Set<String> = []
    ) throws(SyncError) {
        let started = MonotonicClock.seconds()
        report(.began(phase: phase, total: targets.count))
        state.withLock { $0.tally = Tally() }
        let group = DispatchGroup()
        for _ in 0..<max(1, min(policy.parallel, targets.count)) {
            group.enter()
            let started = DetachedThread.start(name: "sync worker") { [self] in
                defer { group.leave() }
                let session = CurlSession()
                while let target = take(targets) {
                    let outcome: Outcome
                    do {
                        outcome = try settle(
                            target, session: session, absenceKept: absenceKept(target),
                            unasked: unasked.contains(target))
                    } catch let error as SyncError {
                        state.withLock { if $0.failure == nil { $0.failure = error } }
                        return
                    } catch {
                        return
                    }
                    state.withLock { state in
                        state.tally.done += 1
                        switch outcome {
                        case .fetched:
                            state.tally.fetched += 1
                            state.newAnswers += 1
                        case .unchanged: state.tally.unchanged += 1
                        case .kept:
                            state.tally.kept += 1
                            state.newAnswers += 1
                        }
                        let tally = state.tally
                        report(
                            .advanced(
                                phase: phase, done: tally.done, total: targets.count, fetched: tally.fetched,
                                unchanged: tally.unchanged, kept: tally.kept))
                    }
                }
            }
            if !started { group.leave() }
        }
        group.wait()
        let (stopped, counted) = state.withLock { ($0.failure, $0.tally) }
        // Counted again now that every worker has stopped: the one that saw the stop first
        // counted while another could still keep the answer it was fetching.
        let kept = { [work] in (try? work.currentCount()) ?? counted.done }
        if case .interrupted(_, let workFile)? = stopped { throw .interrupted(kept: kept(), workFile: workFile) }
        if let stopped { throw stopped }
        if counted.done < targets.count { throw .interrupted(kept: kept(), workFile: work.path) }
        report(
            .ended(
                phase: phase, total: targets.count, fetched: counted.fetched, unchanged: counted.unchanged,
                kept: counted.kept, seconds: MonotonicClock.seconds() - started))
    }

    private enum Outcome { case fetched, unchanged, kept }

    /// The next target to settle, or nil when none is left or the workers must stop.
    private func take(_ targets: [String]) -> String? {
        state.withLock { state in
            guard state.failure == nil, !stopRequested(), state.tally.next < targets.count else { return nil }
            defer { state.tally.next += 1 }
            return targets[state.tally.next]
        }
    }

    private func settle(_ target: String, session: CurlSession, absenceKept: Bool, unasked: Bool) throws(SyncError)
        -> Outcome
    {
        let etag: String?
        var wasAbsent = false
        var heldWithoutTag = false
        switch try work.held(target) {
        case .current: return .kept
        case .earlier(nil, _) where unasked:
            try work.confirm(target)
            return .unchanged
        case .earlier(let tag, let absent):
            etag = tag
            wasAbsent = absent
            heldWithoutTag = tag == nil && !absent
        case .none: etag = nil
        }
        let answer: HTTPCatalog.Revalidation
        do {
            answer = try ask(target, session: session, etag: etag)
        } catch .server(.status(_, 404, _)) where absenceKept {
            if wasAbsent {
                try work.confirm(target)
                return .unchanged
            }
            try work.keepAbsence(target)
            return .fetched
        }
        switch answer {
        case .changed(let body, let tag):
            // A server without validators sent again what it sent last time: unchanged, as a
            // 304 would have said, so the catalog written from it need not be written again.
            if tag == nil, heldWithoutTag, try work.body(target) == body {
                try work.confirm(target)
                return .unchanged
            }
            try work.keep(target, body: body, etag: tag)
            return .fetched
        case .unchanged:
            try work.confirm(target)
            return .unchanged
        }
    }

    /// One answer that is not kept (a check's), or nil when the server does not have the route.
    func fetchIfServed(_ target: String) throws(SyncError) -> Data? {
        do {
            switch try ask(target, session: CurlSession(), etag: nil) {
            case .changed(let body, _): return body
            case .unchanged: return nil
            }
        } catch .server(.status(_, 404, _)) {
            return nil
        }
    }

    /// Asks until the server answers, waiting between tries as the policy and the server say.
    private func ask(_ target: String, session: CurlSession, etag: String?) throws(SyncError)
        -> HTTPCatalog.Revalidation
    {
        var failures = SyncPolicy.Failures()
        while true {
            try waitTurn()
            state.withLock { $0.requests += 1 }
            let error: HTTPCatalogError
            do {
                return try catalog.fetch(target, session: session, etag: etag, largestAnswer: policy.largestAnswer)
            } catch let failure {
                error = failure
            }
            let now = MonotonicClock.seconds()
            let wait = try policy.retryWait(after: error, &failures, now: now)
            state.withLock { state in
                guard case .rateLimited(_, _, let limit) = error else { return }
                state.pausedUntil = max(state.pausedUntil, now + wait)
                if let limit {
                    state.rate = min(state.rate ?? .infinity, limit * SyncPolicy.announcedLimitShare)
                }
            }
            report(.waiting(seconds: wait, reason: "\(error)"))
            try sleep(until: now + wait)
        }
    }

    /// Waits for this worker's turn under the rate and any pause the server asked for.
    private func waitTurn() throws(SyncError) {
        let start: Double = state.withLock { state in
            let start = max(MonotonicClock.seconds(), state.nextStart, state.pausedUntil)
            if let rate = state.rate, rate > 0 { state.nextStart = start + 1 / rate }
            return start
        }
        try sleep(until: start)
    }

    /// Sleeps in short steps, so that a stop asked for meanwhile is seen within a tenth of a second.
    private func sleep(until deadline: Double) throws(SyncError) {
        guard StoppableWait.until(deadline, unless: stopRequested) else {
            throw .interrupted(kept: (try? work.currentCount()) ?? 0, workFile: work.path)
        }
    }

}
