import Browsing
import Catalog
import Layout
import UntrustedText

/// The Songs and Artists tabs: "Songs (N)", a search field (debounced), the entries in
/// letter sections, and an A–Z index that jumps to a letter. Rows open their page.
final class IndexListPage: SearchablePage {
    enum Kind {
        case songs
        case artists
    }

    let route: Route
    private let kind: Kind
    private let context: PageContext
    private let loads: PageLoads
    /// The whole list's load, apart from the searches' so that none cancels it: it gives the
    /// header's total, and the list a cleared search shows at once.
    private let wholeList: PageLoads
    private var search = ""
    /// What was typed waits out the debounce: its search has not started.
    private var searchScheduled = false
    /// Enter left the field before the results of what was typed arrived: the first of them
    /// takes the focus when they do, not a row of the results they replace.
    private var focusesFirstResult = false
    /// What the search field holds.
    var searchText: String { search }
    private var total: Int?
    /// Where the catalog came from, read with the whole list: the line under the heading.
    private var origin: CatalogOrigin?
    /// Whether the catalog holds songs' other titles, read with the whole list: a search that
    /// finds nothing in one that does not says so.
    private var holdsAlternateTitles = true
    /// How many entries the search shown matches; nil when the whole list is shown.
    private var matches: Int?
    private var rows: [IndexRow] = []
    private var letters: [String] = []
    /// Why the list could not be loaded, and its retry.
    private lazy var failure = loads.retrying { [weak self] in self?.reload() }
    /// The list without a search, kept from its first load: clearing the search shows it again
    /// at once instead of reading 31k artists anew (an open catalog never changes).
    private var everything: IndexEntries?

    init(kind: Kind, context: PageContext) {
        self.kind = kind
        route = kind == .songs ? .songs : .artists
        self.context = context
        loads = PageLoads(loader: context.loader)
        wholeList = PageLoads(loader: context.loader)
        reload()
    }

    var isLoading: Bool { loads.isLoading || wholeList.isLoading }
    var isCountingDown: Bool { loads.isCountingDown }

    func left() {
        loads.cancelAll()
        wholeList.cancelAll()
    }

    private var noun: String { kind == .songs ? "Songs" : "Artists" }

    var searchFieldLabel: String { "Search \(noun.lowercased())…" }

    /// Shows the entries matching `text`, as if typed into the search field.
    func search(for text: String) {
        search = text
        reload()
    }

    func clearSearch() -> Bool {
        guard !search.isEmpty else { return false }
        search(for: "")
        return true
    }

    private func reload() {
        searchScheduled = false
        loads.cancelAll()
        let query = search
        guard !query.isEmpty else {
            if let everything {
                show(everything, searched: false)
            } else if !wholeList.isLoading {
                loadWholeList()
            }
            return
        }
        let kind = kind
        loads.load({ store in try Self.entries(kind, matching: query, in: store) }) { [weak self] result in
            guard let self else { return }
            switch result {
            case .success(let found): show(found, searched: true)
            case .failure(let failure): self.failure.failed(failure)
            }
        }
    }

    private func show(_ found: IndexEntries, searched: Bool) {
        failure.succeeded()
        rows = found.rows
        letters = found.letters
        matches = searched ? found.entries.count : nil
        if focusesFirstResult {
            focusesFirstResult = false
            if let first = found.rows.first(where: { if case .entry = $0 { true } else { false } }) {
                context.focus(.row(id: first.key))
            }
        }
        // A new result list starts at its top, wherever the last one had been scrolled to.
        if let first = found.rows.first { context.scroll(.index, first.key) }
    }

    /// The list without a search, once: shown if the field is still empty when it lands. Its
    /// failure is shown only then too; under a search it leaves the total unknown ("…").
    private func loadWholeList() {
        let kind = kind
        wholeList.load({ store in
            (try Self.entries(kind, matching: "", in: store), try? store.origin(), try? store.holdsAlternateTitles())
        }) { [weak self] result in
            guard let self else { return }
            switch result {
            case .success(let (found, origin, alternateTitles)):
                self.origin = origin
                holdsAlternateTitles = alternateTitles ?? true
                everything = found
                total = found.entries.count
                if search.isEmpty { show(found, searched: false) }
            case .failure(let failure) where search.isEmpty: self.failure.failed(failure)
            case .failure: break
            }
        }
    }

    private static func entries(_ kind: Kind, matching query: String, in store: any CatalogReading) throws
        -> IndexEntries
    {
        let search = query.isEmpty ? nil : query
        // A search's results come best match first (the catalog's index search ranks them),
        // in no letter sections.
        switch kind {
        case .songs:
            return IndexEntries(
                entries: try store.songs(matching: search).map { song in
                    IndexEntries.Entry(
                        id: song.id, title: song.listedTitle,
                        detail: song.composer, letter: IndexEntries.letter(of: song.title))
                }, sectioned: search == nil)
        case .artists:
            return IndexEntries(
                entries: try store.performers(matching: search).map { performer in
                    let sortName = performer.sortName ?? performer.name
                    return IndexEntries.Entry(
                        id: performer.id, title: performer.name, detail: nil, letter: IndexEntries.letter(of: sortName))
                }, sectioned: search == nil)
        }
    }

    /// Whether the rows shown are not yet those of the search typed.
    private var resultsPending: Bool { searchScheduled || loads.isLoading || (search.isEmpty && wholeList.isLoading) }

    /// Enter in the field while its results are on their way: they are looked for now, and
    /// the first takes the focus when they arrive; the field keeps it until then.
    private func focusFirstResultWhenShown() {
        focusesFirstResult = true
        if searchScheduled { reload() }
    }

    /// "Songs (321)", or while a search shows its matches "Songs (12 of 321)".
    private var heading: String {
        let all = total.map(GroupedNumber.text) ?? "…"
        guard let matches else { return "\(noun) (\(all))" }
        return "\(noun) (\(GroupedNumber.text(matches)) of \(all))"
    }

    func body() -> Element {
        let open: (String) -> Void = { [context, kind] id in
            context.push(kind == .songs ? .song(id: id, anchor: nil) : .artist(id: id, anchor: nil))
        }
        return VStack(spacing: 0) {
            HStack(spacing: 2) {
                Text(heading).heading()
                TextField(
                    searchFieldLabel, text: search,
                    onChange: { [weak self] text in
                        guard let self else { return }
                        search = text
                        searchScheduled = true
                        // Typing on after Enter: the field keeps the focus.
                        focusesFirstResult = false
                        context.debounce("search-\(noun)", 0.15) { [weak self] in
                            if self?.searchScheduled == true { self?.reload() }
                        }
                    },
                    // Enter moves on to the results, once they are those of what was typed.
                    onSubmit: resultsPending ? { [weak self] in self?.focusFirstResultWhenShown() } : nil
                )
                .id(FocusTarget.search)
                .frame(maxWidth: Proposal.unlimited)
            }
            .padding(horizontal: 1, vertical: 0)
            if let note = origin?.shortNote {
                Text(note).dim().lineLimit(2).padding(horizontal: 1, vertical: 0)
            }
            if failure.failure != nil {
                LoadFailureNotice(subject: "the \(noun.lowercased())", failure: failure)
            } else if rows.isEmpty && !isLoading {
                Text(
                    search.isEmpty
                        ? "No \(noun.lowercased()) in this catalog."
                        : "No \(noun.lowercased()) match “\(search)”."
                            + (kind == .songs && !holdsAlternateTitles
                                ? " Alternate titles are not in this catalog." : "")
                )
                .padding(horizontal: 1, vertical: 0)
            }
            HStack(spacing: 1) {
                ScrollView(.vertical) {
                    LazyVStack(estimatedItemExtent: kind == .songs ? 2 : 1) {
                        ForEach(rows, id: \.key) { row in Self.view(of: row, open: open) }
                    }
                }
                .id(ScrollArea.index)
                .frame(maxWidth: Proposal.unlimited, maxHeight: Proposal.unlimited)
                jumpIndex
            }
        }
        .element
    }

    private static func view(of row: IndexRow, open: @escaping (String) -> Void) -> Element {
        switch row {
        case .section(let letter):
            return Text(" \(letter)").heading().id("section-\(letter)")
        case .entry(let id, let title, let detail):
            return Button(title: title, action: { open(id) }) {
                VStack(spacing: 0) {
                    Text(" " + title).bold().lineLimit(1)
                    if let detail { Text("   " + detail).secondary().lineLimit(1) }
                }
                .frame(maxWidth: Proposal.unlimited)
            }
            .element
        }
    }

    /// A column of letters: each scrolls the list to its section. It scrolls itself when the
    /// terminal has fewer rows than letters, so that it never takes rows from the list.
    private var jumpIndex: Element {
        ScrollView(.vertical) {
            VStack(spacing: 0) {
                ForEach(letters, id: \.self) { letter in
                    Button("\(letter)") { [weak self] in self?.context.scroll(.index, "section-\(letter)") }.element
                }
            }
        }
        .frame(maxHeight: Proposal.unlimited)
        .element
    }
}
