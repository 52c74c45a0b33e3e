import Dispatch
import FoundationEssentials
import Platform
import Synchronization

/// Loads covers for cards: fetch, decode, scale and convert on a bounded pool of worker
/// threads, never on the caller's. The main thread asks and gets an answer at once — ready
/// art from memory, a failure in back-off, or "loading" — and finished work is handed to
/// `deliver` on a worker thread, for the application to post to its main loop.
///
/// Cards that scroll away withdraw their requests and work nobody wants is dropped; requests
/// for a cover already under way join it; visible covers go before prefetched ones.
public final class ArtworkPipeline: Sendable {
    public let configuration: ArtworkConfiguration
    let state: PipelineLock
    let source: LocalCoverSource
    let fetcher: HTTPFetcher
    let decoder: ImageDecoder
    let deliver: @Sendable (ArtworkRequest, ArtworkState) -> Void
    /// Runs a worker's job; a global queue in the application, something else in tests.
    let schedule: @Sendable (@escaping @Sendable () -> Void) -> Void

    /// `work` is told +1 when covers start to be made and -1 when the last is delivered (or
    /// withdrawn), from any thread.
    public convenience init(
        configuration: ArtworkConfiguration = ArtworkConfiguration(),
        work: @escaping @Sendable (_ delta: Int) -> Void = { _ in },
        deliver: @escaping @Sendable (ArtworkRequest, ArtworkState) -> Void
    ) {
        self.init(
            configuration: configuration, schedule: { DispatchQueue.global(qos: .userInitiated).async(execute: $0) },
            work: work, deliver: deliver)
    }

    init(
        configuration: ArtworkConfiguration, schedule: @escaping @Sendable (@escaping @Sendable () -> Void) -> Void,
        work: @escaping @Sendable (_ delta: Int) -> Void = { _ in },
        deliver: @escaping @Sendable (ArtworkRequest, ArtworkState) -> Void
    ) {
        self.configuration = configuration
        state = PipelineLock(PipelineState(memoryBudget: configuration.memoryBudget), work: work)
        source = LocalCoverSource(
            diskCache: configuration.diskCache, limits: configuration.limits,
            demoCoverFormat: configuration.demoCoverFormat, readsFiles: configuration.readsFiles)
        fetcher = HTTPFetcher(
            connectTimeout: configuration.connectTimeout, totalTimeout: configuration.totalTimeout,
            maximumBytes: configuration.limits.maximumBytes)
        decoder = ImageDecoder(limits: configuration.limits)
        self.deliver = deliver
        self.schedule = schedule
    }

    /// What the card should show now, without asking for anything: ready art, a failure, or
    /// loading when work is under way; nil when the cover was never asked for (or evicted).
    public func state(of request: ArtworkRequest) -> ArtworkState? {
        state.withLock { state in
            if let rendering = state.cache.value(for: request) { return .ready(rendering) }
            if state.jobs[request] != nil { return .loading }
            return state.failures[request].map { .failed($0.error) }
        }
    }

    /// Asks for a cover on behalf of one card. The answer is immediate; when it is `loading`,
    /// `deliver` is called once the work ends (unless every card withdrew first). A failed
    /// cover is tried again only once its back-off has passed; until then the failure is the
    /// answer.
    @discardableResult
    func request(_ request: ArtworkRequest, priority: ArtworkPriority = .visible) -> ArtworkState {
        let now = configuration.now()
        let (answer, starts) = state.withLock { state -> (ArtworkState, Bool) in
            if let rendering = state.cache.value(for: request) {
                state.counters.memoryHits += 1
                return (.ready(rendering), false)
            }
            if var job = state.jobs[request] {
                job.interest += 1
                job.priority = max(job.priority, priority)
                job.sequence = state.nextSequence()
                state.jobs[request] = job
                state.counters.shared += 1
                return (.loading, false)
            }
            if let failure = state.failures[request] {
                if now < failure.retryAt { return (.failed(failure.error), false) }
                state.counters.retried += 1
            }
            state.counters.requested += 1
            state.jobs[request] = PipelineState.Job(
                priority: priority, sequence: state.nextSequence(), interest: 1, stage: .queued)
            return (.loading, true)
        }
        if starts { startWorkers() }
        return answer
    }

    /// Withdraws one card's interest in a cover (it scrolled away). When no card wants it any
    /// more, queued work is dropped, a download is stopped, and running work stops at its
    /// next step.
    public func cancel(_ request: ArtworkRequest) {
        let stopped = state.withLock { state -> HTTPDownload? in
            guard var job = state.jobs[request] else { return nil }
            job.interest -= 1
            SelfChecks.require(job.interest >= 0, "more cancellations than requests for \(request)")
            guard job.interest <= 0 else {
                state.jobs[request] = job
                return nil
            }
            switch job.stage {
            case .running:
                state.jobs[request] = job
                return nil
            case .downloading(let download):
                state.counters.activeDownloads -= 1
                state.jobs[request] = nil
                state.counters.cancelled += 1
                return download
            case .queued, .awaitingDownload, .downloaded:
                state.jobs[request] = nil
                state.counters.cancelled += 1
                return nil
            }
        }
        if let stopped {
            stopped.cancel()
            startWaitingDownloads()
        }
    }

    /// Makes the covers of what is on screen (and about to be) exactly what is asked for: new
    /// ones are requested, ones no longer listed are withdrawn, priorities follow the lists,
    /// and failures past their back-off are tried again. Earlier entries go first. Returns each visible request's state, in order.
    @discardableResult
    public func updateVisible(_ visible: [ArtworkRequest], prefetch: [ArtworkRequest] = []) -> [ArtworkState] {
        var wanted: [ArtworkRequest: ArtworkPriority] = [:]
        for request in prefetch { wanted[request] = .prefetch }
        for request in visible { wanted[request] = .visible }
        let previous = state.withLock { state in
            let previous = state.shown
            state.shown = wanted
            return previous
        }
        for (request, _) in previous where wanted[request] == nil { cancel(request) }
        var states: [ArtworkRequest: ArtworkState] = [:]
        for request in (visible + prefetch).reversed() {
            guard let priority = wanted[request], states[request] == nil else { continue }
            if previous[request] != nil, let current = state(of: request), current.error == nil {
                states[request] = current
            } else {
                states[request] = self.request(request, priority: priority)
            }
        }
        order(visible + prefetch, wanted)
        return visible.map { states[$0] ?? .loading }
    }

    /// Asks again for covers on screen that the pipeline no longer holds, made and then let go
    /// by the memory cache: only those, where `updateVisible` would also ask again for every
    /// other one let go since.
    public func askAgain(_ requests: [ArtworkRequest]) {
        for request in requests where state(of: request) == nil { self.request(request) }
    }

    public var counters: ArtworkCounters { state.withLock { $0.snapshot() } }

    /// Whether no work is left: nothing queued, running or being delivered.
    public var isIdle: Bool { state.withLock { !$0.isBusy } }

    /// What keeps the pipeline busy, in words; nil when it is idle.
    public var busyDescription: String? { state.withLock { $0.busyDescription } }

    /// Waits (polling) until no work is left, for tests and the bench; false on timeout, which
    /// is generous: it is reached only when something is wrong, never by a busy machine.
    public func waitUntilIdle(timeout: Double = 120) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if isIdle { return true }
            Pause.for(.milliseconds(2))
        }
        return false
    }

    /// Holds back new work (running work finishes): lets tests queue a whole scroll first.
    func pause() { state.withLock { $0.paused = true } }

    func resume() {
        state.withLock { $0.paused = false }
        startWorkers()
    }

    /// Gives the jobs still in flight the lists' priorities and order, the first entry newest.
    private func order(_ requests: [ArtworkRequest], _ priorities: [ArtworkRequest: ArtworkPriority]) {
        state.withLock { state in
            for request in requests.reversed() {
                guard var job = state.jobs[request], let priority = priorities[request] else { continue }
                job.priority = priority
                job.sequence = state.nextSequence()
                state.jobs[request] = job
            }
        }
    }
}
