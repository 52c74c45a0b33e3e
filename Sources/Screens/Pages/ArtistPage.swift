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
    private let recordingShelves: ShelvedRecordings<PerformerRecordingsResponse?, PerformerRecording>
    private var biographyExpanded = false
    let searchFieldLabel = "Search songs or albums"

    init(id: String, anchor: DeepLink.Anchor?, context: PageContext, options: RecordingsOptions = RecordingsOptions()) {
        self.id = id
        route = .artist(id: id, anchor: anchor)
        self.context = context
        loads = PageLoads(loader: context.loader)
        if options.sort == .song { section.sort = .song }
        if let role = options.role { section.role = role }
        if let search = options.search { section.search = ArtistRecordingSearch(search) }
        recordingShelves = ShelvedRecordings(
            context: context, work: loads.work, page: "artist/\(id)", options: options, anchor: anchor,
            rows: { $0?.recordings ?? [] },
            shellIDs: { $0?.recordings.map(\.recordingId) ?? [] }, shell: { try $0.performerRecordings(id: id) })
        subject = SubjectLoad(
            loads: loads,
            notFound: { [context] in
                context.notFound(.artist(id: id, anchor: anchor), "There is no artist with id \(id) in this catalog.")
            },
            fetch: { try $0.performerSummary(id: id) })
        recordingShelves.rowsArrived = { [weak self] in self?.regroup() }
    }

    private var summary: PerformerSummary? { subject.value }

    var isLoading: Bool { loads.isLoading }
    var loadFailure: CatalogFailure? { subject.failure.failure ?? recordingShelves.failure }
    var startProblem: String? { recordingShelves.startProblem }
    var shownOptions: RecordingsOptions {
        RecordingsOptions(
            sort: section.sort == .song ? .song : .year, role: section.role,
            search: section.search.text.isEmpty ? nil : section.search.text)
    }
    var isCountingDown: Bool { loads.isCountingDown || recordingShelves.isCountingDown }

    func left() {
        loads.cancelAll()
        recordingShelves.leave()
    }

    func show(visibleCards: [String]) { recordingShelves.show(visibleCards) }

    private func regroup() {
        let section = section
        recordingShelves.regroup { section.content(of: $0) }
    }

    func setAllShelves(open: Bool) { recordingShelves.setAllShelves(open: open) }

    func playShelf(focused: [AnyHashable]) -> Bool { recordingShelves.playShelf(focused: focused, loads: loads) }

    func clearSearch() -> Bool {
        guard !section.search.text.isEmpty else { return false }
        change { $0.search = ArtistRecordingSearch("") }
        return true
    }

    private func change(_ update: (inout ArtistRecordingsSection) -> Void) {
        let sort = section.sort
        update(&section)
        if section.sort != sort { recordingShelves.sortChanged() }
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
        recordingShelves.heading("RECORDINGS")
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
        if let content = recordingShelves.shelves.content {
            if content.isEmpty {
                Text(RecordingsSectionContent<PerformerRecording>.emptyMessage)
            } else {
                shelfList
            }
        } else {
            recordingShelves.notLoaded
        }
    }

    /// Artist rows name their cover already; hydration adds where it comes from.
    private var shelfList: Element {
        let context = context
        let hydration = recordingShelves.hydration
        let words = recordingShelves.cardWords
        return recordingShelves.list { row in
            let art = row.bestCoverArtSmall.map {
                CardArt.cover(url: $0, source: hydration.coverSource(of: row.recordingId))
            }
            let leader = hydration.leader(of: row.recordingId)
            return words.content(
                for: row.recordingId, madeWith: leader, art: context.resolve(art ?? .unavailable),
                isFavorite: context.library.isFavorite(row.recordingId)
            ) { Self.card(row, art: .unavailable, leader: leader) }
        }
    }

    /// A card of an artist's shelf names the song, not the artist, and its detail who led the
    /// recording (`leader`, once its row has said); the in-memory page's cards are made here
    /// too, so they cannot drift from the page's.
    package static func card(_ row: PerformerRecording, art: CardArt, leader: String? = nil) -> CardContent {
        let leading = RecordingCardText.leading(
            isLeader: row.role == CreditRole.leader.rawValue, leader: leader, credit: row.artistCredit)
        return CardContent(
            id: row.recordingId, year: RecordingCardText.year(row.recordingYear), line: row.songTitle,
            album: RecordingCardText.album(row.albumTitle), distinctTitle: nil, isCanonical: row.isCanonical, art: art,
            detail: RecordingCardText.artistDetail(
                year: row.recordingYear, song: row.songTitle, leading: leading, album: row.albumTitle))
    }

    /// A card's recording names the artist its credit names, else this artist.
    func favorite(focused: [AnyHashable]) -> FavoriteRecording? {
        guard let card = focusedCard(focused),
            let row = recordingShelves.shelves.rows?.first(where: { $0.recordingId == card })
        else {
            return nil
        }
        return FavoriteRecording(
            id: row.recordingId, songId: row.songId.isEmpty ? nil : row.songId, songTitle: row.songTitle,
            artist: row.artistCredit ?? summary?.name, albumTitle: row.albumTitle, recordingYear: row.recordingYear)
    }
}
