import Browsing
import Catalog
import Layout

/// A song: its title and composer, its summary, its featured recordings, and ALL RECORDINGS as
/// shelves of cards, with the Filter sheet and the Sort, Playable only? and Performance Type
/// controls.
final class SongPage: PanelPage {
    let route: Route
    private let id: String
    private let context: PageContext
    private let loads: PageLoads
    private var summary: SongSummary?
    private var failure: String?
    private var section = SongRecordingsSection()
    private var shelves: RecordingShelves<ShellRecording>
    private var summaryExpanded = false
    private var showsFilterSheet = false

    init(id: String, anchor: DeepLink.Anchor?, context: PageContext, options: RecordingsOptions = RecordingsOptions()) {
        self.id = id
        route = .song(id: id, anchor: anchor)
        shelves = RecordingShelves(options: options, anchor: anchor)
        self.context = context
        loads = PageLoads(loader: context.loader)
        if options.sort == "name" { section.sort = .name }
        if let playableOnly = options.playableOnly { section.filters.playableOnly = playableOnly }
        loadSummary()
        loadShell()
    }

    var isLoading: Bool { loads.isLoading }

    func left() { loads.cancelAll() }

    private func loadSummary() {
        let id = id
        loads.load({ try $0.songSummary(id: id) }) { [weak self] result in
            switch result {
            case .success(let summary?):
                self?.summary = summary
                self?.regroup()
            case .success(nil): self?.context.notFound("There is no song with id \(id) in this catalog.")
            case .failure(let failure): self?.failure = failure.description
            }
        }
    }

    private func loadShell() {
        let id = id
        let sort = section.sort
        loads.load({ try $0.songShell(id: id, sort: sort)?.recordings ?? [] }) { [weak self] result in
            guard let self else { return }
            switch result {
            case .success(let rows):
                shelves.rowsArrived(rows)
                regroup()
            case .failure(let failure): self.failure = failure.description
            }
        }
    }

    /// The shelves for the current controls; which reserve a title line depends on the song's
    /// title, so they are made again when the summary arrives.
    private func regroup() {
        let section = section
        let songTitle = summary?.title ?? ""
        shelves.regroup(
            { section.content(of: $0) },
            reservesTitleLine: { RecordingCardText.shelfReservesTitleLine($0.rows.map(\.title), songTitle: songTitle) },
            scroll: { [context] in context.scroll("page", $0) })
    }

    private func setSort(_ sort: SongRecordingSort) {
        guard sort != section.sort else { return }
        section.sort = sort
        shelves.sortChanged()
        shelves.rowsArrived(nil)
        loadShell()
    }

    private func setFilters(_ change: (inout SongRecordingFilters) -> Void) {
        change(&section.filters)
        regroup()
    }

    /// The sheet opens with the focus on its first choice.
    private func openFilterSheet() {
        showsFilterSheet = true
        context.focus(StreamingService.allCases[0].displayName)
    }

    /// The focus goes back to the button that opened the sheet.
    func closePanel() -> Bool {
        guard showsFilterSheet else { return false }
        showsFilterSheet = false
        context.focus(section.filters.filterButtonLabel)
        return true
    }

    /// The page's width inside its margins.
    private var proseWidth: Int { context.screenWidth - 2 }

    func body() -> Element {
        ScrollView(.vertical) {
            VStack(spacing: 0) {
                header
                Text(" ")
                recordings
            }
            .padding(horizontal: 1, vertical: 0)
        }
        .id("page")
    }

    @ViewBuilder private var header: Element {
        if let summary {
            Text(summary.title + (summary.composedYear.map { " (\($0))" } ?? "")).heading()
            if let composer = summary.composer { Text("Composed by \(composer)").secondary() }
            if let prose = summary.structure {
                ExpandableProse(text: prose, width: proseWidth, isExpanded: summaryExpanded) { [weak self] in
                    self?.summaryExpanded.toggle()
                }
            }
            if let url = summary.wikipediaUrl { Text("Learn More: Wikipedia").underline().link(url) }
            if !summary.featuredRecordings.isEmpty {
                Text(" ")
                Text("FEATURED RECORDINGS").heading().id("featured")
                featured(summary)
            }
        } else if let failure {
            Text("Could not load this song: \(failure)")
        } else {
            Text("Loading…").dim()
        }
    }

    private func featured(_ summary: SongSummary) -> Element {
        let context = context
        return CardCarousel(
            rows: summary.featuredRecordings, rowID: \.id,
            card: { recording in
                CardContent(
                    id: recording.id, year: RecordingCardText.year(recording.recordingYear),
                    line: RecordingCardText.artist(credit: recording.artistCredit, performers: recording.performers),
                    album: RecordingCardText.album(recording.albumTitle),
                    distinctTitle: RecordingCardText.distinctTitle(recording.title, songTitle: summary.title),
                    isCanonical: recording.isCanonical)
            }, reservesTitleLine: false, openCard: { context.push(.recording(id: $0)) }
        )
        .id("featured-carousel")
    }

    @ViewBuilder private var recordings: Element {
        Text("ALL RECORDINGS (\(shelves.content.map { String($0.total) } ?? "…"))").heading().id("recordings")
        HStack(spacing: 2) {
            Button(section.filters.filterButtonLabel) { [weak self] in self?.openFilterSheet() }
            SegmentedPicker(
                "Sort", options: SongRecordingSort.allCases.map { "Sort: \($0.label)" },
                selected: SongRecordingSort.allCases.firstIndex(of: section.sort) ?? 0
            ) { [weak self] in self?.setSort(SongRecordingSort.allCases[$0]) }
            Toggle("Playable only?", isOn: section.filters.playableOnly) { [weak self] on in
                self?.setFilters { $0.playableOnly = on }
            }
        }
        SegmentedPicker(
            "Performance Type", options: PerformanceType.allCases.map(\.label),
            selected: PerformanceType.allCases.firstIndex(of: section.filters.performance) ?? 0
        ) { [weak self] in
            let type = PerformanceType.allCases[$0]
            self?.setFilters { $0.performance = type }
        }
        if showsFilterSheet { filterSheet }
        if let content = shelves.content, let summary {
            if content.isEmpty {
                Text(RecordingsSectionContent<ShellRecording>.emptyMessage)
                if section.filters.isNarrowing || section.filters.playableOnly {
                    Button("Clear filters") { [weak self] in
                        self?.setFilters { $0 = SongRecordingFilters(playableOnly: false) }
                    }
                }
            } else {
                shelfList(songTitle: summary.title)
            }
        } else if failure == nil {
            Text("Loading recordings…").dim()
        }
    }

    private var filterSheet: Element {
        RecordingFilterSheet(
            filters: section.filters, families: SongRecordingFilters.availableFamilies(in: shelves.rows ?? []),
            width: proseWidth, change: { [weak self] change in self?.setFilters(change) },
            clearAll: { [weak self] in
                self?.setFilters { $0.clearSheetChoices() }
                self?.context.focus(RecordingFilterSheet.done)
            }, close: { [weak self] in _ = self?.closePanel() }
        )
        .element
    }

    private func shelfList(songTitle: String) -> Element {
        let context = context
        return shelves.view(
            card: { row in
                CardContent(
                    id: row.id, year: RecordingCardText.year(row.recordingYear),
                    line: RecordingCardText.artist(credit: row.artistCredit, performers: row.performers),
                    album: RecordingCardText.album(row.albumTitle),
                    distinctTitle: RecordingCardText.distinctTitle(row.title, songTitle: songTitle),
                    isCanonical: row.isCanonical)
            }, rowID: \.id, toggle: { [weak self] in self?.shelves.toggle($0) },
            openCard: { context.push(.recording(id: $0)) })
    }
}

extension SongRecordingSort {
    var label: String { self == .year ? "Year" : "Name" }
}
