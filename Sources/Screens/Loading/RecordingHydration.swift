import Browsing
import Catalog

/// A song or artist page's recordings, loaded the product's way (§2): the shell first, through
/// the page's own `HydrationPipeline`, then the full rows in batches — those on screen first,
/// a whole shelf when it opens. The full rows are read here as they arrive, on the main
/// thread, for what the cards show about their art.
///
/// One pipeline per page: when the page is left, its pipeline's visit ends, and anything
/// still on its way is dropped twice over (the pipeline's visit check and the cancelled
/// ticket), so a late answer can never land on the next page.
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
    /// What each hydrated row's card shows in its art's place, worked out as the row arrives.
    /// The full rows are not kept: the cards read nothing else of them, and Louis Armstrong's
    /// 3,231 held several megabytes (peak memory of S6 over 40 MB).
    private var arts: [String: CardArt] = [:]
    private(set) var failedIDs: Set<String> = []
    private(set) var missingIDs: Set<String> = []
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
    var indicator: String? { pipeline.progress.indicator }

    /// A new shell for the same page (another sort): rows already hydrated stay, the rest is
    /// asked for again as it shows.
    func reload(shell: @escaping @Sendable (any CatalogReading) throws -> Shell) {
        let store = loader.store
        self.shell = shell
        lastShown = []
        shellFailure.stop()
        rowsFailure.succeeded()
        failedIDs = []
        pipeline.reload { try shell(store) }
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
        failedIDs = []
        pipeline.retryFailed()
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
        if let art = arts[id] { return art }
        if failedIDs.contains(id) { return .failed(url: nil) }
        if missingIDs.contains(id) { return .unavailable }
        return .loading
    }

    /// Where a hydrated row's cover comes from; nil before the row arrives or without a cover.
    func coverSource(of id: String) -> String? {
        guard case .cover(_, let source)? = arts[id] else { return nil }
        return source
    }

    private func apply(_ event: Event) {
        switch event {
        case .shellLoaded(let shell, let visit):
            guard pipeline.isCurrent(visit) else { return }
            shellFailure.succeeded()
            shellArrived(shell)
        case .shellFailed(let failure, let visit):
            guard pipeline.isCurrent(visit) else { return }
            shellFailure.failed(CatalogFailure(description: failure.reason, isTransient: failure.isTransient))
        case .rowsHydrated(let hydrated, let missing, let visit):
            guard pipeline.isCurrent(visit) else { return }
            for row in hydrated {
                arts[row.id] =
                    row.bestCoverArtSmall.map { .cover(url: $0, source: row.bestCoverArtSource) } ?? .unavailable
            }
            missingIDs.formUnion(missing)
            if failedIDs.isEmpty { rowsFailure.succeeded() }
        case .rowsFailed(let failure, let visit):
            guard pipeline.isCurrent(visit) else { return }
            failedIDs.formUnion(failure.ids)
            rowsFailure.failed(CatalogFailure(description: failure.reason, isTransient: failure.isTransient))
        }
    }
}
