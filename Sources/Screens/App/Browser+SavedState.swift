import Browsing

/// What a run leaves for the next: the tab, the pages on each tab, the lists' searches and the
/// search history (`BrowserState`, kept in the state file by the command that runs the
/// application).
extension Browser {
    /// What to remember of this run: the tab, the pages on each tab above its own with how
    /// they show their recordings (sort, filters), the lists' searches.
    public var state: BrowserState {
        var state = BrowserState(tab: tab.rawValue)
        for (tab, stack) in stacks {
            let beneath = (restoredBeneath[tab] ?? []).compactMap { page in
                page.route.savedName.map { BrowserState.SavedPage(page: $0, shown: page.options) }
            }
            let pages =
                beneath
                + stack.dropFirst().compactMap { page in
                    page.route.savedName.map { BrowserState.SavedPage(page: $0, shown: page.shownOptions) }
                }
            if !pages.isEmpty { state.stacks[tab.rawValue] = pages }
            if let list = stack.first as? IndexListPage, !list.searchText.isEmpty {
                state.searches[tab.rawValue] = list.searchText
            }
        }
        state.searchHistory = searchHistory.searches
        return state
    }

    /// Starts where an earlier run left off: its tab, its pages on each tab (each loads as it
    /// would when opened; one whose subject is gone from the catalog goes, saying so), its
    /// lists' searches. A page the state names wrongly is left out; the notice returned says so.
    public func restore(_ state: BrowserState) -> String? {
        var unreadable = 0
        for tab in Tab.allCases {
            let pages = state.stacks[tab.rawValue] ?? []
            let search = state.searches[tab.rawValue]
            guard !pages.isEmpty || search != nil else { continue }
            if stacks[tab]?.isEmpty ?? true { stacks[tab] = [makePage(tab.root)] }
            if let search, let list = stacks[tab]?.first as? IndexListPage { list.search(for: search) }
            // The newest pages only, as many as a stack holds: a state of thousands (edited, or
            // from a version without the bound) opens as fast as any. Only the top one is made
            // now; those beneath it are made as Esc comes back to them.
            var restored: [(route: Route, options: RecordingsOptions)] = []
            for saved in pages.suffix(Self.deepestStack) {
                guard let route = Route(savedName: saved.page) else {
                    unreadable += 1
                    continue
                }
                restored.append((route, saved.options))
            }
            restoredBeneath[tab] = restored
            revealRestored(tab)
        }
        select(Tab(rawValue: state.tab) ?? .songs)
        searchHistory = SearchHistory(state.searchHistory)
        guard unreadable > 0 else { return nil }
        return
            "\(GroupedNumber.text(unreadable)) saved page\(unreadable == 1 ? " was" : "s were") not understood and left out."
    }
}
