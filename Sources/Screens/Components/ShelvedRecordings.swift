import Browsing
import Catalog
import Layout

/// The recordings of a song or artist page: the shell loaded and hydrated, its rows grouped
/// into shelves by the page's controls, and each shelf that opens (by hand, by `+`, or by the
/// page's options) hydrated whole. The page keeps what differs: its controls, how they group
/// the rows, and its cards.
final class ShelvedRecordings<Shell: Sendable, Row: Sendable & Identifiable> where Row.ID == String {
    let hydration: RecordingHydration<Shell>
    private(set) var shelves: RecordingShelves<Row>
    private let context: PageContext
    /// The cards' elements, kept between evaluations: every card opens its recording.
    let cardElements = CardElements()
    /// The cards' words, kept while the shell is the same.
    let cardWords = CardWords()
    /// Runs on the main thread when a shell of the current visit lands, its rows kept: the
    /// page regroups them.
    var rowsArrived: () -> Void = {}

    /// Loads the shell with `shell` for `page`, whose rows are `rows(shell)`, each known by
    /// its id; `shellIDs` are the same ids, read off the main thread.
    init(
        context: PageContext, work: WorkScope, page: String, options: RecordingsOptions, anchor: DeepLink.Anchor?,
        rows: @escaping (Shell) -> [Row],
        shellIDs: @escaping @Sendable (Shell) -> [String],
        shell: @escaping @Sendable (any CatalogReading) throws -> Shell
    ) {
        self.context = context
        shelves = RecordingShelves(options: options, anchor: anchor)
        hydration = RecordingHydration(
            loader: context.loader, page: page, work: work, shellIDs: shellIDs, shell: shell)
        hydration.shellArrived = { [weak self] shell in
            guard let self else { return }
            cardWords.removeAll()
            shelves.rowsArrived(rows(shell))
            rowsArrived()
        }
    }

    var startProblem: String? { shelves.startProblem }
    var isCountingDown: Bool { hydration.isCountingDown }
    /// Why the shell could not be loaded, while it could not.
    var failure: CatalogFailure? { hydration.shellFailure.failure }

    /// The cards on screen are hydrated first.
    func show(_ ids: [String]) { hydration.show(ids) }

    func leave() { hydration.leave() }

    /// The shelves for the page's controls, as `group` makes them from the rows.
    func regroup(
        _ group: ([Row]) -> RecordingsSectionContent<Row>,
        reservesTitleLine: (RecordingShelf<Row>) -> Bool = { _ in false }
    ) {
        shelves.regroup(group, reservesTitleLine: reservesTitleLine, scroll: { [context] in context.scroll(.page, $0) })
        hydrateOpenedShelves()
    }

    /// A new sort closes every shelf.
    func sortChanged() { shelves.sortChanged() }

    /// A shelf that opens shows its cards, scrolling as a disclosure does.
    func toggle(_ key: String) {
        shelves.toggle(key)
        if shelves.isOpen(key) { context.reveal(.page, key) }
        hydrateOpenedShelves()
    }

    /// `+` or `-`, or Expand all: every shelf opened, or closed.
    func setAllShelves(open: Bool) {
        if open { shelves.openAll() } else { shelves.closeAll() }
        hydrateOpenedShelves()
    }

    /// `P`: the recordings of the shelf the focus is in (on its heading or one of its cards)
    /// that have a YouTube link, played in order, looked for off the main thread through
    /// `loads`. False when the focus is in no shelf.
    func playShelf(focused: [AnyHashable], loads: PageLoads) -> Bool {
        guard let key = focused.lazy.compactMap({ ($0.base as? ShelfReport)?.key }).first,
            let shelf = shelves.content?.shelves.first(where: { $0.key == key })
        else { return false }
        let ids = ids(of: shelf)
        let context = context
        context.tell("Looking for the YouTube links of “\(key)”…")
        loads.load { catalog in
            try ShelfPlaylist.load(ids: ids, from: catalog)
        } then: { result in
            switch result {
            case .success(let playlist) where playlist.items.isEmpty:
                context.tell(Self.nothingToPlay(key))
            case .success(let playlist):
                context.play(playlist.items, 0)
                if playlist.isCut { context.tell(Self.firstOnly(key, playlist.items.count)) }
            case .failure(let failure):
                context.tell("Could not find the YouTube links of “\(key)”: \(failure.description)")
            }
        }
        return true
    }

    static func nothingToPlay(_ key: String) -> String {
        "None of the recordings of “\(key)” has a YouTube link to play in this catalog."
    }

    static func firstOnly(_ key: String, _ count: Int) -> String {
        "Playing the first \(count) recordings of “\(key)” that have a YouTube link."
    }

    private func hydrateOpenedShelves() {
        // One request for all: the pipeline hands each to its executor, whose lock the next
        // would wait for.
        hydration.shelfOpened(shelves.takeOpenedShelves().flatMap(ids(of:)))
    }

    /// Read in place: iterating the rows would copy each one, and every open shelf's ids are read
    /// at once when all shelves open.
    private func ids(of shelf: RecordingShelf<Row>) -> [String] {
        let rows = shelf.rows
        return rows.indices.map { rows[$0].id }
    }

    /// The section's heading line: its title with the count, how the loading goes, and the
    /// Expand all button.
    func heading(_ title: String) -> Element {
        HStack(spacing: 2) {
            Text(title + shelves.headingCount(loadFailed: hydration.shellHasFailed)).heading()
            RecordingsLoadState(hydration: hydration)
            Spacer()
            shelves.expandAllButton { [weak self] in self?.setAllShelves(open: $0) }
        }
        .frame(maxWidth: Proposal.unlimited)
        .id("recordings")
    }

    /// The accordion of the shelves, each card made by `card`; a card opens its recording.
    func list(card: @escaping (Row) -> CardContent) -> Element {
        let context = context
        return shelves.view(
            card: card, geometry: context.card, toggle: { [weak self] in self?.toggle($0) },
            openCard: { context.push(.recording(id: $0)) }, elements: cardElements)
    }

    /// What shows in the shelves' place before there are any: why the recordings could not
    /// load, or that they are on their way.
    @ViewBuilder var notLoaded: Element {
        if hydration.shellHasFailed {
            LoadFailureNotice(subject: "the recordings", failure: hydration.shellFailure)
        } else {
            Text("Loading recordings…").dim()
        }
    }
}
