import Browsing
import Catalog

/// A song or artist page's recordings, loaded shell first, through the page's own
/// `HydrationPipeline`, then the full rows in batches — those on screen first, a whole shelf
/// when it opens. The full rows are read here as they arrive, on the main thread, for what the
/// cards show about their art; where each request stands (pending, failed…) is the pipeline's
/// to know, and the page asks it.
///
/// One pipeline per page: a report of a visit that is no longer the pipeline's (the page
/// reloaded while it was on its way) is dropped when the main thread takes it; when the page
/// is left, its ticket is cancelled, so nothing more is even taken (and no frame drawn) for it.
///
/// While the server is away, a shell that could not load, and rows the pipeline gave up on
/// after its own quick retries, are tried again on their own, with the page's back-off.
final class RecordingHydration<Shell: Sendable> {
    typealias Event = HydrationEvent<Shell, RecordingPayload>

    private let loader: CatalogLoader
    private let pipeline: HydrationPipeline<Shell, RecordingPayload>
    private let ticket: Int
    /// Runs on the main thread each time a shell of the current visit lands.
    var shellArrived: (Shell) -> Void = { _ in }
    /// What the rows said of each recording, as they arrived: what its card shows in its art's
    /// place, or that the catalog does not know it. The full rows are not kept: the cards read
    /// nothing else of them, and the largest pages' rows would hold megabytes for nothing.
    private var rows: [String: RowNews] = [:]
    /// The ids the pipeline had given up on when the page last took a report of it: the
    /// pipeline's own set, read when a report is taken, so the count beside Retry changes when
    /// the screen learns of a failure, not before.
    private(set) var failedIDs: Set<String> = []
    /// The current shell call, for a retry of it.
    private var shell: @Sendable (any CatalogReading) throws -> Shell
    /// Why the shell could not be loaded, until a reload succeeds, and its retry.
    private(set) lazy var shellFailure = AutomaticRetry(clock: loader.retryClock) { [weak self] in
        guard let self else { return }
        reload(shell: shell)
    }
    /// Why rows were given up on, and their retry.
    private(set) lazy var rowsFailure = AutomaticRetry(clock: loader.retryClock) { [weak self] in
        self?.retryFailed()
    }
    /// What the page last reported on screen, so an unchanged screen asks for nothing.
    private var lastShown: [String] = []

    /// Opens `page` and loads its shell with `shell`; set `shellArrived` before the run loop
    /// delivers it.
    init(
        loader: CatalogLoader, page: String, work: WorkScope, shellIDs: @escaping @Sendable (Shell) -> [String],
        shell: @escaping @Sendable (any CatalogReading) throws -> Shell
    ) {
        self.loader = loader
        self.shell = shell
        let subscription = loader.subscribe(Event.self)
        ticket = subscription.ticket
        let store = loader.store
        pipeline = HydrationPipeline(
            policy: loader.hydrationPolicy, executor: loader.executor, latency: loader.latency, shellIDs: shellIDs,
            fetch: loader.hydrate, rowID: \.id, work: work.report, deliver: subscription.send)
        loader.receive(subscription) { [weak self] event in self?.apply(event) }
        _ = pipeline.open(page) { try shell(store) }
    }

    /// Whether the shell or the rows given up on count down to a retry.
    var isCountingDown: Bool { shellFailure.isCountingDown || rowsFailure.isCountingDown }

    /// "Loading…" or "Reloading…" while a shell is on its way.
    var indicator: String? { pipeline.indicator }

    /// A new shell for the same page (another sort): rows already hydrated stay, the rest is
    /// asked for again as it shows.
    func reload(shell: @escaping @Sendable (any CatalogReading) throws -> Shell) {
        let store = loader.store
        self.shell = shell
        lastShown = []
        shellFailure.stop()
        rowsFailure.succeeded()
        pipeline.reload { try shell(store) }
        failedIDs = pipeline.failedIDs
    }

    /// Whether the shell's last load failed (the notice shows in the shelves' place).
    var shellHasFailed: Bool { shellFailure.failure != nil }

    /// The recording ids on screen now, top to bottom and left to right.
    func show(_ ids: [String]) {
        guard ids != lastShown else { return }
        lastShown = ids
        pipeline.show(ids)
    }

    func shelfOpened(_ ids: [String]) {
        guard !ids.isEmpty else { return }
        pipeline.shelfOpened(ids)
    }

    /// Rows given up on, asked for again (the user's Retry, `r`, or the countdown's end).
    private func retryFailed() {
        rowsFailure.stop()
        pipeline.retryFailed()
        failedIDs = pipeline.failedIDs
    }

    /// The page closed: nothing more is asked for or delivered.
    func leave() {
        pipeline.leave()
        loader.cancel([ticket])
        shellFailure.stop()
        rowsFailure.stop()
    }

    /// What a card shows in its art's place.
    func art(of id: String) -> CardArt {
        switch rows[id] {
        case .art(let art, _)?: art
        case .unknown?: failedIDs.contains(id) ? .failed(url: nil) : .unavailable
        case nil: failedIDs.contains(id) ? .failed(url: nil) : .loading
        }
    }

    /// Where a hydrated row's cover comes from; nil before the row arrives or without a cover.
    func coverSource(of id: String) -> String? {
        guard case .art(.cover(_, let source), _)? = rows[id] else { return nil }
        return source
    }

    /// Who led a hydrated row's recording; nil before the row arrives or when it names no leader.
    func leader(of id: String) -> String? {
        guard case .art(_, let leader)? = rows[id] else { return nil }
        return leader
    }

    private func apply(_ event: Event) {
        guard pipeline.isCurrent(event.visit) else { return }
        switch event {
        case .shellLoaded(let shell, _):
            shellFailure.succeeded()
            shellArrived(shell)
        case .shellFailed(let failure, _):
            shellFailure.failed(
                CatalogFailure(
                    description: failure.reason, isTransient: failure.isTransient, retryAfter: failure.retryAfter))
        case .rowsHydrated(let hydrated, let missing, _):
            for row in hydrated {
                rows[row.id] = .art(
                    row.bestCoverArtSmall.map { .cover(url: $0, source: row.bestCoverArtSource) } ?? .unavailable,
                    leader: RecordingCardText.leader(in: row.performers)?.name)
            }
            // Once known to be missing, always: a row that arrives later (another visit) wins.
            for id in missing where rows[id] == nil { rows[id] = .unknown }
            if failedIDs.isEmpty { rowsFailure.succeeded() }
        case .rowsFailed(let failure, _):
            failedIDs = pipeline.failedIDs
            rowsFailure.failed(CatalogFailure(description: failure.reason, isTransient: failure.isTransient))
        }
    }
}

/// What the rows said of one recording.
private enum RowNews {
    /// Its row arrived: what its card shows in its art's place, and who led it.
    case art(CardArt, leader: String?)
    /// The catalog left it out of its answer: it does not know the recording.
    case unknown
}
