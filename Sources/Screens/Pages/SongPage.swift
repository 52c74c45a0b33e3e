import Browsing
import Catalog
import Layout
import Library

/// A song: its title and composer, its summary, its featured recordings, and ALL RECORDINGS as
/// shelves of cards, with the Filter sheet and the Sort, Playable only? and Performance Type
/// controls.
final class SongPage: PanelPage, ShelvedPage {
    let route: Route
    private let id: String
    private let context: PageContext
    private let loads: PageLoads
    private let subject: SubjectLoad<SongSummary>
    /// The song's backing tracks, asked for beside the summary: none to show until they come.
    private let backingTracks: SubjectLoad<[SongVideo]>
    private var section = SongRecordingsSection()
    /// The order the rows on hand came in: grouping needs the catalog's order for the sort, so
    /// until a new sort's shell lands, the rows stay grouped the old way.
    private var rowsSort = SongRecordingSort.year
    private let recordingShelves: ShelvedRecordings<ShellResponse?, ShellRecording>
    private var summaryExpanded = false
    private var showsFilterSheet = false
    /// The new repertoire's name typed in the "Add to repertoire…" panel, while it is open.
    private var choosingRepertoire: String?

    init(id: String, anchor: DeepLink.Anchor?, context: PageContext, options: RecordingsOptions = RecordingsOptions()) {
        self.id = id
        route = .song(id: id, anchor: anchor)
        self.context = context
        loads = PageLoads(loader: context.loader)
        if options.sort == .name { section.sort = .name }
        rowsSort = section.sort
        if let filters = options.filters { section.filters = filters }
        if let playableOnly = options.playableOnly { section.filters.playableOnly = playableOnly }
        recordingShelves = ShelvedRecordings(
            context: context, work: loads.work, page: "song/\(id)", options: options, anchor: anchor,
            rows: { $0?.recordings ?? [] }, shellIDs: { $0?.recordings.map(\.id) ?? [] },
            shell: Self.shell(id: id, sort: options.sort == .name ? .name : .year))
        subject = SubjectLoad(
            loads: loads,
            notFound: { [context] in
                context.notFound(.song(id: id, anchor: anchor), "There is no song with id \(id) in this catalog.")
            },
            fetch: { try $0.songSummary(id: id) })
        backingTracks = SubjectLoad(
            loads: loads, notFound: {}, fetch: { try $0.songVideos(id: id, type: SongVideo.backingTrack) })
        recordingShelves.rowsArrived = { [weak self] in
            guard let self else { return }
            // Shells of an earlier sort are dropped by the pipeline: this one is in the current order.
            rowsSort = section.sort
            regroup()
        }
        subject.arrived = { [weak self] _ in self?.regroup() }
    }

    private var summary: SongSummary? { subject.value }

    var isLoading: Bool { loads.isLoading }
    var loadFailure: CatalogFailure? { subject.failure.failure ?? recordingShelves.failure }
    var startProblem: String? { recordingShelves.startProblem }
    var shownOptions: RecordingsOptions {
        RecordingsOptions(sort: section.sort == .name ? .name : .year, filters: section.filters)
    }
    var isCountingDown: Bool { loads.isCountingDown || recordingShelves.isCountingDown }

    func left() {
        loads.cancelAll()
        recordingShelves.leave()
    }

    func show(visibleCards: [String]) { recordingShelves.show(visibleCards) }

    private static func shell(id: String, sort: SongRecordingSort)
        -> @Sendable (any CatalogReading) throws -> ShellResponse?
    {
        { try $0.songShell(id: id, sort: sort) }
    }

    /// The shelves for the current controls; which reserve a title line depends on the song's
    /// title, so they are made again when the summary arrives.
    private func regroup() {
        var section = section
        section.sort = rowsSort
        let songTitle = summary?.title ?? ""
        recordingShelves.regroup(
            { section.content(of: $0) },
            reservesTitleLine: { RecordingCardText.shelfReservesTitleLine($0.rows.map(\.title), songTitle: songTitle) })
    }

    /// A new sort closes every shelf and asks for the shell in the new order; meanwhile the
    /// shelves on hand stay, closed, under "Reloading…".
    private func setSort(_ sort: SongRecordingSort) {
        guard sort != section.sort else { return }
        section.sort = sort
        recordingShelves.sortChanged()
        reloadShell()
        regroup()
    }

    private func reloadShell() { recordingShelves.hydration.reload(shell: Self.shell(id: id, sort: section.sort)) }

    private func setFilters(_ change: (inout SongRecordingFilters) -> Void) {
        change(&section.filters)
        regroup()
    }

    func setAllShelves(open: Bool) { recordingShelves.setAllShelves(open: open) }

    func playShelf(focused: [AnyHashable]) -> Bool { recordingShelves.playShelf(focused: focused, loads: loads) }

    /// The sheet opens with the focus on its first choice.
    private func openFilterSheet() {
        showsFilterSheet = true
        context.reveal(.page, RecordingFilterSheet.panelID)
        context.focus(.service(StreamingService.allCases[0]))
    }

    /// The focus goes back to the button that opened the panel.
    func closePanel() -> Bool {
        if choosingRepertoire != nil {
            choosingRepertoire = nil
            context.focus(.addToRepertoire)
            return true
        }
        guard showsFilterSheet else { return false }
        showsFilterSheet = false
        context.focus(.filter)
        return true
    }

    static let addToRepertoireLabel = "Add to repertoire…"

    /// The panel opens with the focus on its first repertoire, or on the new one's name.
    func addToRepertoire() -> Bool {
        guard summary != nil else { return false }
        showsFilterSheet = false
        choosingRepertoire = ""
        context.reveal(.page, RepertoireChooser.panelID)
        context.focus(context.library.snapshot.repertoires.first.map { .repertoire(id: $0.id) } ?? .newRepertoireName)
        return true
    }

    private var repertoireSong: RepertoireSong? {
        summary.map { RepertoireSong(id: id, title: $0.title, composer: $0.composer, composedYear: $0.composedYear) }
    }

    /// The song goes into the repertoire, or comes out of it when it is there.
    private func toggleRepertoire(_ repertoire: String) {
        guard let song = repertoireSong else { return }
        if context.library.snapshot.repertoire(id: repertoire)?.contains(song: id) == true {
            context.library.remove(song: id, from: repertoire)
        } else {
            context.library.add(song, to: repertoire)
        }
    }

    private func createRepertoire() {
        guard let song = repertoireSong, let made = context.library.createRepertoire(named: choosingRepertoire ?? "")
        else { return }
        context.library.add(song, to: made.id)
        // The field stays focused, empty: a second name typed goes there too, never onto the
        // new repertoire's button, whose Enter would take the song back out.
        choosingRepertoire = ""
    }

    func favorite(focused: [AnyHashable]) -> FavoriteRecording? {
        guard let card = focusedCard(focused) else { return nil }
        // What the card shows, from a shelf's row or a featured one.
        func favorite(credit: String?, performers: [PerformerCredit], album: String?, year: Int?) -> FavoriteRecording {
            FavoriteRecording(
                id: card, songId: id, songTitle: summary?.title ?? "",
                artist: RecordingCardText.artist(credit: credit, performers: performers), albumTitle: album,
                recordingYear: year)
        }
        if let row = recordingShelves.shelves.rows?.first(where: { $0.id == card }) {
            return favorite(
                credit: row.artistCredit, performers: row.performers, album: row.albumTitle, year: row.recordingYear)
        }
        return summary?.featuredRecordings.first { $0.id == card }.map {
            favorite(credit: $0.artistCredit, performers: $0.performers, album: $0.albumTitle, year: $0.recordingYear)
        }
    }

    /// The page's width inside its margins.
    private var proseWidth: Int { context.screenWidth - 2 }

    func body() -> Element {
        ScrollView(.vertical) {
            VStack(spacing: 0) {
                header
                Text(" ")
                recordings
                listening
            }
            .padding(horizontal: 1, vertical: 0)
        }
        .id(ScrollArea.page)
    }

    @ViewBuilder private var header: Element {
        if let summary {
            Text(summary.title + (summary.composedYear.map { " (\($0))" } ?? "")).heading()
            if let composer = summary.composer { Text("Composed by \(composer)").secondary() }
            if let reference = summary.songReference, !reference.isEmpty { Text("Reference: " + reference).secondary() }
            addToRepertoireRow(summary)
            if let prose = summary.structure {
                ExpandableProse(text: prose, width: proseWidth, isExpanded: summaryExpanded) { [weak self] in
                    self?.summaryExpanded.toggle()
                }
            }
            let learnMore = LearnMoreLinks.of(
                wikipedia: summary.wikipediaUrl, references: summary.externalReferences,
                musicbrainzWork: summary.musicbrainzId)
            if !learnMore.isEmpty {
                LearnMoreLinks(links: learnMore, width: proseWidth) { [context] in context.openLink($0) }
            }
            if !summary.featuredRecordings.isEmpty {
                Text(" ")
                Text("FEATURED RECORDINGS").heading().id("featured")
                featured(summary)
            }
        } else if subject.hasFailed {
            LoadFailureNotice(subject: "this song", failure: subject.failure)
        } else {
            Text("Loading…").dim()
        }
    }

    /// The button, with the repertoires that hold the song; under it, the panel when open.
    @ViewBuilder private func addToRepertoireRow(_ summary: SongSummary) -> Element {
        let holders = context.library.snapshot.repertoires.filter { $0.contains(song: id) }
        HStack(spacing: 2) {
            Button(Self.addToRepertoireLabel) { [weak self] in _ = self?.addToRepertoire() }.id(
                FocusTarget.addToRepertoire)
            if !holders.isEmpty { Text("In " + holders.map(\.name).joined(separator: ", ")).secondary().lineLimit(1) }
        }
        if let typed = choosingRepertoire {
            RepertoireChooser(
                songTitle: summary.title, songID: id, repertoires: context.library.snapshot.repertoires, typed: typed,
                type: { [weak self] in self?.choosingRepertoire = $0 },
                toggle: { [weak self] in self?.toggleRepertoire($0) },
                create: { [weak self] in self?.createRepertoire() },
                close: { [weak self] in _ = self?.closePanel() }
            )
            .element
        }
    }

    private func featured(_ summary: SongSummary) -> Element {
        let context = context
        return CardCarousel(
            rows: summary.featuredRecordings,
            card: { recording in
                let art = recording.bestCoverArtSmall.map {
                    CardArt.cover(url: $0, source: recording.bestCoverArtSource)
                }
                let artist = RecordingCardText.artist(credit: recording.artistCredit, performers: recording.performers)
                return CardContent(
                    id: recording.id, year: RecordingCardText.year(recording.recordingYear), line: artist,
                    album: RecordingCardText.album(recording.albumTitle),
                    distinctTitle: RecordingCardText.distinctTitle(recording.title, songTitle: summary.title),
                    isCanonical: recording.isCanonical, art: context.resolve(art ?? .unavailable),
                    isFavorite: context.library.isFavorite(recording.id),
                    detail: RecordingCardText.detail(
                        year: recording.recordingYear, who: artist, album: recording.albumTitle,
                        title: recording.title ?? summary.title))
            }, geometry: context.card.featured, reservesTitleLine: false, hydratesWhenShown: false,
            openCard: { context.push(.recording(id: $0)) }
        )
        .id("featured-carousel")
    }

    @ViewBuilder private var recordings: Element {
        recordingShelves.heading("ALL RECORDINGS")
        HStack(spacing: 2) {
            Button(section.filters.filterButtonLabel) { [weak self] in self?.openFilterSheet() }.id(FocusTarget.filter)
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
        // The shelves wait for the summary, whose title their cards are told apart from; a
        // summary that could not load holds nothing back.
        if let content = recordingShelves.shelves.content, summary != nil || subject.hasFailed {
            if content.isEmpty {
                Text(RecordingsSectionContent<ShellRecording>.emptyMessage)
                if section.filters.isNarrowing || section.filters.playableOnly {
                    Button("Clear filters") { [weak self] in
                        self?.setFilters { $0 = SongRecordingFilters(playableOnly: false) }
                    }
                }
            } else {
                shelfList(songTitle: summary?.title ?? "")
            }
        } else {
            recordingShelves.notLoaded
        }
    }

    /// SOLO TRANSCRIPTIONS and BACKING TRACKS, under the recordings as on the upstream's page;
    /// each only when the song has some.
    @ViewBuilder private var listening: Element {
        if let transcriptions = summary?.transcriptions, !transcriptions.isEmpty {
            Text(" ")
            SoloTranscriptions(transcriptions: transcriptions) { [context] in context.openLink($0) }
        }
        if let tracks = backingTracks.value, !tracks.isEmpty {
            Text(" ")
            BackingTracks(tracks: tracks) { [context] in context.play($0, $1) }
        } else if backingTracks.hasFailed {
            Text(" ")
            LoadFailureNotice(subject: "the backing tracks", failure: backingTracks.failure)
        }
    }

    private var filterSheet: Element {
        RecordingFilterSheet(
            filters: section.filters,
            families: SongRecordingFilters.availableFamilies(in: recordingShelves.shelves.rows ?? []),
            width: proseWidth, change: { [weak self] change in self?.setFilters(change) },
            clearAll: { [weak self] in
                self?.setFilters { $0.clearSheetChoices() }
                self?.context.focus(.filterDone)
            }, close: { [weak self] in _ = self?.closePanel() }
        )
        .element
    }

    private func shelfList(songTitle: String) -> Element {
        let context = context
        let hydration = recordingShelves.hydration
        let words = recordingShelves.cardWords
        return recordingShelves.list { row in
            words.content(
                for: row.id, madeWith: songTitle, art: context.resolve(hydration.art(of: row.id)),
                isFavorite: context.library.isFavorite(row.id)
            ) {
                let artist = RecordingCardText.artist(credit: row.artistCredit, performers: row.performers)
                return CardContent(
                    id: row.id, year: RecordingCardText.year(row.recordingYear), line: artist,
                    album: RecordingCardText.album(row.albumTitle),
                    distinctTitle: RecordingCardText.distinctTitle(row.title, songTitle: songTitle),
                    isCanonical: row.isCanonical, art: .unavailable,
                    detail: RecordingCardText.detail(
                        year: row.recordingYear, who: artist, album: row.albumTitle, title: row.title ?? songTitle))
            }
        }
    }
}

extension SongRecordingSort {
    var label: String { self == .year ? "Year" : "Name" }
}
