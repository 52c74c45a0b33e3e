import Artwork
import Browsing
import Catalog
import Keys
import Layout
import Library
import Playback

/// One page on a navigation stack: it describes itself from its state, and forgets its
/// outstanding loads when it is left.

protocol Page: AnyObject {
    var route: Route { get }
    /// The page's view, filling the space above the tab bar.
    func body() -> Element
    /// The page is no longer on any stack: its loads' results must be dropped.
    func left()
    /// Whether the page is still waiting for the catalog.
    var isLoading: Bool { get }
    /// Whether the page shows a countdown to a retry of its own: only then does the retry
    /// clock's tick draw a frame.
    var isCountingDown: Bool { get }
    /// The recording cards the last frame showed, top to bottom, left to right.
    func show(visibleCards: [String])
    /// Why a part of the page that it cannot do without did not load, while it shows so.
    var loadFailure: CatalogFailure? { get }
    /// What its starting options asked for that it does not have (a shelf's key).
    var startProblem: String? { get }
    /// How its recordings are shown now, as options that would start it so again.
    var shownOptions: RecordingsOptions { get }
    /// The recording `f` marks ★ on this page: the card among `focused` (the focused
    /// control's reports, innermost first), else the page's own recording; nil for none.
    func favorite(focused: [AnyHashable]) -> FavoriteRecording?
    /// `a`: opens the page's "Add to repertoire…" panel; false on a page without one.
    func addToRepertoire() -> Bool
}

extension Page {
    func show(visibleCards: [String]) {}
    var isCountingDown: Bool { false }
    var loadFailure: CatalogFailure? { nil }
    var startProblem: String? { nil }
    var shownOptions: RecordingsOptions { RecordingsOptions() }
    func favorite(focused: [AnyHashable]) -> FavoriteRecording? { nil }
    func addToRepertoire() -> Bool { false }

    /// The id of the card among `focused`, if a card is focused.
    func focusedCard(_ focused: [AnyHashable]) -> String? {
        focused.lazy.compactMap { ($0.base as? VisibleCard)?.id }.first
    }
}

/// What a page may ask of the application around it.
final class PageContext {
    let loader: CatalogLoader
    /// Pushes a page onto the stack the asking page is on.
    var push: (Route) -> Void = { _ in }
    /// Follows a web link (Enter or a click on it).
    var openLink: (String) -> Void = { _ in }
    /// Scrolls the scroll view with this id to the child with that id, in the next frame.
    var scroll: (_ scrollView: ScrollArea, _ child: String) -> Void = { _, _ in }
    /// Scrolls the scroll view with this id as little as shows the child with that id whole
    /// (its start, if it is taller than the view), in the next frame.
    var reveal: (_ scrollView: ScrollArea, _ child: String) -> Void = { _, _ in }
    /// Focuses the control with this id once the next frame lays it out (a panel that opens
    /// takes the focus; the button that opened it gets it back when it closes).
    var focus: (FocusTarget) -> Void = { _ in }
    /// The terminal's width when the page is evaluated: prose wraps at it to know whether it
    /// needs "Read more".
    var screenWidth = Browser.smallestSize.width
    /// The cards' size and art for the terminal's height, and the cover-art setting, when the
    /// page is evaluated.
    var card = CardGeometry.shelf(forScreenHeight: Browser.smallestSize.height)
    /// The subject of the page with this route does not exist (an unknown id): the page goes,
    /// from whichever stack holds it, and the message stays.
    var notFound: (_ route: Route, _ message: String) -> Void = { _, _ in }
    /// The page with this route goes, from whichever stack holds it: its subject was deleted
    /// here, and the library's notice says so.
    var close: (_ route: Route) -> Void = { _ in }
    /// Says something on the message line (what a control could not do, and why).
    var tell: (String) -> Void = { _ in }
    /// Runs `action` after `seconds`, unless asked again first (a debounce).
    var debounce: (_ key: String, _ seconds: Double, _ action: @escaping () -> Void) -> Void = { _, _, action in
        action()
    }

    /// The cards' covers; nil where no covers are drawn (tests of other things).
    let covers: CoverArtwork?
    /// The user's repertoires and favourites.
    let library: UserLibrary
    /// The signed-in account and the library's syncs; nil where accounts are not offered.
    var account: AccountSyncing?
    /// Plays web links through mpv, in place of what plays: the items, and which to start
    /// with. Where it cannot (no mpv), the message line says why, and the link opens instead.
    var play: (_ items: [PlayItem], _ start: Int) -> Void = { _, _ in }
    /// What each key does, for the pages that name keys in their text.
    let keyMap: KeyMap

    init(loader: CatalogLoader, covers: CoverArtwork? = nil, library: UserLibrary, keyMap: KeyMap = .standard) {
        self.loader = loader
        self.covers = covers
        self.library = library
        self.keyMap = keyMap
    }

    /// What a card shows for `art` now: a cover still to draw is looked up among the covers
    /// made (without the pipeline, it stays a placeholder; with cover art off, it has none).
    func resolve(_ art: CardArt) -> CardArt {
        guard case .cover(let url, let source) = art, let covers else { return art }
        // With cover art off no cover is drawn: the card has none.
        guard let geometry = card.art else { return .unavailable }
        return covers.art(at: url, geometry: geometry, source: source)
    }
}

/// The tickets of one page's loads, cancelled together when the page is left or reloads, and
/// the automatic retries of its parts, stopped with them.
final class PageLoads {
    private let loader: CatalogLoader
    /// The page's share of the loader's `WorkLedger`: its calls here and its hydration.
    let work: WorkScope
    private var tickets: Set<Int> = []
    private var retries: [AutomaticRetry] = []

    init(loader: CatalogLoader) {
        self.loader = loader
        work = loader.work.scope()
    }

    /// Whether any of the page's work is still out: its calls, its shell, its rows.
    var isLoading: Bool { work.isBusy }

    var isCountingDown: Bool { retries.contains { $0.isCountingDown } }

    func load<Value: Sendable>(
        _ work: @escaping @Sendable (any CatalogReading) throws -> Value,
        then completion: @escaping (Result<Value, CatalogFailure>) -> Void
    ) {
        var ticket = 0
        ticket = loader.load(work, countedFor: self.work) { [weak self] result in
            self?.tickets.remove(ticket)
            completion(result)
        }
        tickets.insert(ticket)
    }

    /// The failures of a part that `retry` loads again, retried on their own while the server
    /// is away.
    func retrying(_ retry: @escaping () -> Void) -> AutomaticRetry {
        let failure = AutomaticRetry(clock: loader.retryClock, retry: retry)
        retries.append(failure)
        return failure
    }

    func cancelAll() {
        loader.cancel(tickets)
        tickets.removeAll()
        for retry in retries { retry.stop() }
    }
}
