import Browsing
import Catalog

/// The tabs' stacks and the sheet's: which page is on screen, what opens a page and where,
/// and what Esc takes away.
extension Browser {
    var activeStack: [Page] { sheet.isEmpty ? stacks[tab] ?? [] : sheet }

    public func select(_ tab: Tab) {
        clearNotices()
        showsHelp = false
        closeSheet()
        self.tab = tab
        if stacks[tab]?.isEmpty ?? true { stacks[tab] = [makePage(tab.root)] }
    }

    /// Opens a page on the active stack (the sheet's, when one is shown). A page opened from a
    /// list's search results makes that search the latest of the history.
    public func push(_ route: Route) {
        if let list = activeStack.last as? IndexListPage, !list.searchText.isEmpty {
            searchHistory.remember(list.searchText)
        }
        if let opener = activeStack.last, let id = focusMemory.current() { openers[ObjectIdentifier(opener)] = id }
        clearNotices()
        showsHelp = false
        let page = makePage(route)
        if sheet.isEmpty {
            stacks[tab, default: []].append(page)
            keepBounded(tab)
        } else {
            sheet.append(page)
            while sheet.count > Self.deepestStack { retire(sheet.removeFirst()) }
        }
    }

    /// The most pages a stack holds above its tab's own: each page holds its rows and covers,
    /// so an unbounded stack (pages opened from pages for hours, or a saved state of thousands)
    /// would hold memory without end. Past it, the oldest page above the tab's own goes.
    package static let deepestStack = 16

    func keepBounded(_ tab: Tab) {
        let beneath = restoredBeneath[tab]?.count ?? 0
        let built = (stacks[tab]?.count ?? 1) - 1
        if beneath > 0, beneath + built > Self.deepestStack {
            restoredBeneath[tab]?.removeFirst(min(beneath, beneath + built - Self.deepestStack))
        }
        guard var stack = stacks[tab], stack.count > Self.deepestStack + 1 else { return }
        let oldest = 1..<(stack.count - Self.deepestStack)
        for page in stack[oldest] { retire(page) }
        stack.removeSubrange(oldest)
        stacks[tab] = stack
    }

    /// Makes the restored page beneath when nothing above the tab's own page is left to show.
    func revealRestored(_ tab: Tab) {
        guard stacks[tab]?.count == 1, let next = restoredBeneath[tab]?.popLast() else { return }
        stacks[tab]?.append(makePage(next.route, options: next.options))
    }

    /// Follows a link: its page opens as a sheet over the current tab. A link that cannot be
    /// followed leaves everything as it was and says why.
    @discardableResult
    public func open(link: String, options: RecordingsOptions = RecordingsOptions()) -> Bool {
        do {
            let parsed = try DeepLink.parse(link)
            closeSheet()
            clearNotices()
            showsHelp = false
            sheet = [makePage(Route(parsed), options: options)]
            return true
        } catch {
            message = error.description
            return false
        }
    }

    func openSheet(_ route: Route) {
        closeSheet()
        clearNotices()
        showsHelp = false
        sheet = [makePage(route)]
    }

    /// Esc, Backspace or "‹ Back": the page under this one; the sheet closes after its last
    /// page. Returns false at the root of a tab (nothing to go back to). An open link prompt,
    /// the help and a page's panel close first; then a search empties.
    @discardableResult
    public func back() -> Bool {
        if linkPrompt != nil {
            linkPrompt = nil
            return true
        }
        if nameChoices != nil {
            nameChoices = nil
            return true
        }
        if linkNotice != nil {
            linkNotice = nil
            return true
        }
        if showsHelp {
            showsHelp = false
            return true
        }
        if showsWholeMessage {
            showsWholeMessage = false
            return true
        }
        if let page = activeStack.last as? PanelPage, page.closePanel() { return true }
        // A search empties before its page is left, and the field takes the focus to type anew.
        if let page = activeStack.last as? SearchablePage, page.clearSearch() {
            context.focus(.search)
            return true
        }
        if !sheet.isEmpty {
            retire(sheet.removeLast())
        } else {
            guard var stack = stacks[tab], stack.count > 1 else { return false }
            retire(stack.removeLast())
            stacks[tab] = stack
            revealRestored(tab)
        }
        if let page = activeStack.last, let opener = openers.removeValue(forKey: ObjectIdentifier(page)) {
            focusMemory.restore(opener)
        }
        return true
    }

    /// Takes every page with this route off the sheet and the tabs' stacks; a tab's own page
    /// stays.
    func remove(_ route: Route) {
        for page in sheet where page.route == route { retire(page) }
        sheet.removeAll { $0.route == route }
        for (tab, stack) in stacks where stack.count > 1 {
            for page in stack.dropFirst() where page.route == route { retire(page) }
            stacks[tab] = [stack[0]] + stack.dropFirst().filter { $0.route != route }
            restoredBeneath[tab]?.removeAll { $0.route == route }
            revealRestored(tab)
        }
    }

    func closeSheet() {
        for page in sheet { retire(page) }
        sheet.removeAll()
    }

    func makePage(_ route: Route, options: RecordingsOptions = RecordingsOptions()) -> Page {
        let page = makePageOfRoute(route, options: options)
        nextPageSerial += 1
        pageSerials[ObjectIdentifier(page)] = nextPageSerial
        return page
    }

    /// A page leaves every stack: its loads stop and its identity is forgotten.
    func retire(_ page: Page) {
        page.left()
        pageSerials[ObjectIdentifier(page)] = nil
        openers[ObjectIdentifier(page)] = nil
    }

    private func makePageOfRoute(_ route: Route, options: RecordingsOptions) -> Page {
        switch route {
        case .songs: IndexListPage(kind: .songs, context: context)
        case .artists: IndexListPage(kind: .artists, context: context)
        case .settings:
            SettingsPage(
                settings: { [unowned self] in settings }, change: { [unowned self] in chooseSettings($0) },
                coverOutput: { [unowned self] in settings.coverArt.output(on: coverDisplay) }, context: context)
        case .about: AboutPage(context: context)
        case .library: LibraryPage(context: context)
        case .repertoire(let id): RepertoirePage(id: id, context: context)
        case .song(let id, let anchor): SongPage(id: id, anchor: anchor, context: context, options: options)
        case .artist(let id, let anchor): ArtistPage(id: id, anchor: anchor, context: context, options: options)
        case .recording(let id): RecordingPage(id: id, context: context)
        }
    }

    /// What the message line and the link notice said goes with the next navigation.
    func clearNotices() {
        message = nil
        showsWholeMessage = false
        notice = nil
        linkNotice = nil
        nameChoices = nil
    }
}
