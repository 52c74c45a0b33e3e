import Browsing
import Catalog
import Layout
import Library

/// An artist: name, lifespan, instruments, biography, and RECORDINGS as shelves by decade or
/// by song, with search, Role and Sort.
package final class ArtistPage: SearchablePage, ShelvedPage {
    let route: Route
    private let id: String
    private let context: PageContext
    private let loads: PageLoads
    private let subject: SubjectLoad<PerformerSummary>
    private var section = ArtistRecordingsSection()
    private var shelves: RecordingShelves<PerformerRecording>
    private let hydration: RecordingHydration<PerformerRecordingsResponse?>
    private var biographyExpanded = false
    let searchFieldLabel = "Search songs or albums"

    init(id: String, anchor: DeepLink.Anchor?, context: PageContext, options: RecordingsOptions = RecordingsOptions()) {
        self.id = id
        route = .artist(id: id, anchor: anchor)
        shelves = RecordingShelves(options: options, anchor: anchor)
        self.context = context
        loads = PageLoads(loader: context.loader)
        if options.sort == .song { section.sort = .song }
        if let role = options.role { section.role = role }
        if let search = options.search { section.search = ArtistRecordingSearch(search) }
        hydration = RecordingHydration(
            loader: context.loader, page: "artist/\(id)", work: loads.work,
            shellIDs: { $0?.recordings.map(\.recordingId) ?? [] },
            shell: { try $0.performerRecordings(id: id) })
        subject = SubjectLoad(
            loads: loads,
            notFound: { [context] in
                context.notFound(.artist(id: id, anchor: anchor), "There is no artist with id \(id) in this catalog.")
            },
            fetch: { try $0.performerSummary(id: id) })
        hydration.shellArrived = { [weak self] response in
            self?.shelves.rowsArrived(response?.recordings ?? [])
            self?.regroup()
        }
    }

    private var summary: PerformerSummary? { subject.value }

    var isLoading: Bool { loads.isLoading }
    var loadFailure: CatalogFailure? { subject.failure.failure ?? hydration.shellFailure.failure }
    var startProblem: String? { shelves.startProblem }
    var shownOptions: RecordingsOptions {
        RecordingsOptions(
            sort: section.sort == .song ? .song : .year, role: section.role,
            search: section.search.text.isEmpty ? nil : section.search.text)
    }
    var isCountingDown: Bool { loads.isCountingDown || hydration.isCountingDown }

    func left() {
        loads.cancelAll()
        hydration.leave()
    }

    func show(visibleCards: [String]) { hydration.show(visibleCards) }

    private func regroup() {
        let section = section
        shelves.regroup({ section.content(of: $0) }, scroll: { [context] in context.scroll(.page, $0) })
        hydrateOpenedShelves()
    }

    /// A shelf that opens shows its cards, scrolling as a disclosure does.
    private func toggle(_ key: String) {
        shelves.toggle(key)
        if shelves.isOpen(key) { context.reveal(.page, key) }
        hydrateOpenedShelves()
    }

    func setAllShelves(open: Bool) {
        if open { shelves.openAll() } else { shelves.closeAll() }
        hydrateOpenedShelves()
    }

    private func hydrateOpenedShelves() {
        for shelf in shelves.takeOpenedShelves() { hydration.shelfOpened(shelf.rows.map(\.recordingId)) }
    }

    private func change(_ update: (inout ArtistRecordingsSection) -> Void) {
        let sort = section.sort
        update(&section)
        if section.sort != sort { shelves.sortChanged() }
        regroup()
    }

    func body() -> Element {
        ScrollView(.vertical) {
            VStack(spacing: 0) {
                identity
                Text(" ")
                recordings
            }
            .padding(horizontal: 1, vertical: 0)
        }
        .id(ScrollArea.page)
    }

    @ViewBuilder private var identity: Element {
        if let summary {
            Text(summary.name).heading()
            if let lifespan = Lifespan.text(born: summary.birthDate, died: summary.deathDate) {
                Text(lifespan).secondary()
            }
            if !summary.instruments.isEmpty {
                Text(
                    summary.instruments.sorted { $0.isPrimary && !$1.isPrimary }.map(\.name).joined(separator: ", ")
                )
                .secondary()
            }
            if let biography = summary.biography {
                ExpandableProse(text: biography, width: proseWidth, isExpanded: biographyExpanded) { [weak self] in
                    self?.biographyExpanded.toggle()
                }
            }
            if let url = summary.wikipediaUrl {
                LearnMoreLinks(links: LearnMoreLinks.of(wikipedia: url, references: [:]), width: proseWidth) {
                    [context] in context.openLink($0)
                }
            }
        } else if subject.hasFailed {
            LoadFailureNotice(subject: "this artist", failure: subject.failure)
        } else {
            Text("Loading…").dim()
        }
    }

    /// The page's width inside its margins.
    private var proseWidth: Int { context.screenWidth - 2 }

    @ViewBuilder private var recordings: Element {
        HStack(spacing: 2) {
            Text("RECORDINGS" + shelves.headingCount(loadFailed: hydration.shellHasFailed)).heading()
            RecordingsLoadState(hydration: hydration)
            Spacer()
            shelves.expandAllButton { [weak self] in self?.setAllShelves(open: $0) }
        }
        .frame(maxWidth: Proposal.unlimited)
        .id("recordings")
        TextField(searchFieldLabel, text: section.search.text) { [weak self] text in
            self?.change { $0.search = ArtistRecordingSearch(text) }
        }
        .id(FocusTarget.search)
        HStack(spacing: 2) {
            SegmentedPicker(
                "Role", options: ArtistRole.allCases.map(\.label),
                selected: ArtistRole.allCases.firstIndex(of: section.role) ?? 0
            ) { [weak self] index in self?.change { $0.role = ArtistRole.allCases[index] } }
            SegmentedPicker(
                "Sort", options: ArtistRecordingSort.allCases.map { "Sort: \($0.label)" },
                selected: ArtistRecordingSort.allCases.firstIndex(of: section.sort) ?? 0
            ) { [weak self] index in self?.change { $0.sort = ArtistRecordingSort.allCases[index] } }
        }
        if let content = shelves.content {
            if content.isEmpty {
                Text(RecordingsSectionContent<PerformerRecording>.emptyMessage)
            } else {
                shelfList
            }
        } else if hydration.shellHasFailed {
            LoadFailureNotice(subject: "the recordings", failure: hydration.shellFailure)
        } else {
            Text("Loading recordings…").dim()
        }
    }

    /// Artist rows name their cover already; hydration adds where it comes from.
    private var shelfList: Element {
        let context = context
        let hydration = hydration
        return shelves.view(
            card: { row in
                let art = row.bestCoverArtSmall.map {
                    CardArt.cover(url: $0, source: hydration.coverSource(of: row.recordingId))
                }
                return Self.card(
                    row, art: context.resolve(art ?? .unavailable),
                    isFavorite: context.library.isFavorite(row.recordingId))
            }, geometry: context.card, rowID: \.recordingId, toggle: { [weak self] in self?.toggle($0) },
            openCard: { context.push(.recording(id: $0)) })
    }

    /// A card of an artist's shelf names the song, not the artist; the in-memory page's cards are
    /// made here too, so they cannot drift from the page's.
    package static func card(_ row: PerformerRecording, art: CardArt, isFavorite: Bool = false) -> CardContent {
        CardContent(
            id: row.recordingId, year: RecordingCardText.year(row.recordingYear), line: row.songTitle,
            album: RecordingCardText.album(row.albumTitle), distinctTitle: nil, isCanonical: row.isCanonical, art: art,
            isFavorite: isFavorite)
    }

    /// A card's recording names the artist its credit names, else this artist.
    func favorite(focused: [AnyHashable]) -> FavoriteRecording? {
        guard let card = focusedCard(focused), let row = shelves.rows?.first(where: { $0.recordingId == card }) else {
            return nil
        }
        return FavoriteRecording(
            id: row.recordingId, songId: row.songId.isEmpty ? nil : row.songId, songTitle: row.songTitle,
            artist: row.artistCredit ?? summary?.name, albumTitle: row.albumTitle, recordingYear: row.recordingYear)
    }
}
