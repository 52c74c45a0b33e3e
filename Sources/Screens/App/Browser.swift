import Artwork
import Browsing
import Catalog
import Keys
import Layout
import Playback
import UntrustedText

/// The application's state: five tabs, each a navigation stack of pages; a sheet with a
/// stack of its own for pages opened by a link; a message line for what went wrong. It draws
/// the page on top of the active stack above the tab bar.
public final class Browser {
    /// The smallest terminal the pages are laid out for; below it a notice says so.
    public static let smallestSize = Size(width: 40, height: 12)
    /// The narrowest screen whose tab bar pads the tabs, with room for a search field's hints
    /// beside them; a narrower one sets them a space apart.
    public static let paddedTabsWidth = 90

    public internal(set) var tab: Tab = .songs
    var stacks: [Tab: [Page]] = [:]
    /// The pages a saved state put beneath each tab's top page, oldest first: each is made, and
    /// loads, only when Esc comes back to it, so a start restores one page a tab, not sixteen.
    var restoredBeneath: [Tab: [(route: Route, options: RecordingsOptions)]] = [:]
    /// The sheet's stack; empty when no sheet is shown.
    var sheet: [Page] = []
    /// A message for the user (a bad link, an unknown id), shown until the next navigation.
    public internal(set) var message: String?
    /// What the last change to the library did, and the key that takes it back; shown, as
    /// done and not as a problem, until the next navigation.
    public internal(set) var notice: String?
    /// What became of the last link followed, shown until the next navigation or Esc.
    var linkNotice: LinkNotice?
    let links: LinkFollower
    let focusMemory: FocusMemory
    /// The id of the control that opened the page above each page of a stack: Back focuses it
    /// again.
    var openers: [ObjectIdentifier: AnyHashable] = [:]
    public private(set) var settings: BrowserSettings
    /// The link or name being typed after `:`, while the prompt is open.
    var linkPrompt: String?
    /// What the last name typed after `:` found, offered to choose from until one is chosen,
    /// Esc or the next navigation.
    var nameChoices: NameChoices?
    /// The catalog look-ups of names typed after `:`, cancelled by the next.
    let lookups: PageLoads
    /// Whether the `?` panel of keys is shown in place of the page.
    public internal(set) var showsHelp = false
    /// Whether the message line's whole text is shown in place of the page (a message too long
    /// for its quarter of the screen), until Esc.
    public internal(set) var showsWholeMessage = false
    /// Whether the help or the whole message is shown in place of the page: the page's own keys
    /// wait.
    var coversPage: Bool { showsHelp || showsWholeMessage }
    public static let linkPromptLabel = "A link, or a song or artist name"
    let context: PageContext
    /// A number per page made, for its view's identity: a page keeps its layout state (scroll
    /// offsets, focus) however the rows above it change (a message line, "‹ Back").
    var pageSerials: [ObjectIdentifier: Int] = [:]
    var nextPageSerial = 0
    /// The searches that led somewhere (a page opened from their results), and Ctrl-P's and
    /// Ctrl-N's place in them.
    var searchHistory = SearchHistory()

    /// `debounce`, `scroll`, `reveal` and `focus` come from the run loop (its deadlines and its
    /// layout engine); `links` from the application (the desktop's browser, the terminal's
    /// clipboard).
    package init(
        keyMap: KeyMap = .standard, loader: CatalogLoader, covers: CoverArtwork? = nil,
        library: UserLibrary = UserLibrary(unavailable: "No library is open."), settings: BrowserSettings,
        links: LinkFollower = .showOnly,
        debounce: @escaping (String, Double, @escaping () -> Void) -> Void = { _, _, action in action() },
        scroll: @escaping (ScrollArea, String) -> Void = { _, _ in },
        reveal: @escaping (ScrollArea, String) -> Void = { _, _ in },
        focus: @escaping (FocusTarget) -> Void = { _ in },
        focusMemory: FocusMemory = .none, account: AccountSyncing? = nil, player: Player? = nil
    ) {
        self.player = player
        self.focusMemory = focusMemory
        context = PageContext(loader: loader, covers: covers, library: library, keyMap: keyMap)
        context.account = account
        lookups = PageLoads(loader: loader)
        self.settings = settings
        self.links = links
        context.debounce = debounce
        context.scroll = scroll
        context.reveal = reveal
        context.focus = focus
        context.push = { [unowned self] route in push(route) }
        context.openLink = { [unowned self] url in follow(link: url) }
        context.tell = { [unowned self] in message = $0 }
        context.play = { [unowned self] items, start in play(items, from: start) }
        library.failed = { [unowned self] in message = $0 }
        library.changed = { [unowned self] notice, undoable in
            self.notice = undoable ? "\(notice) — \(context.keyMap.hintKeys(for: .undo)) to undo." : notice
            context.account?.localChange()
        }
        account?.notice = { [unowned self] in notice = $0 }
        account?.tell = { [unowned self] in message = $0 }
        account?.libraryWritten = { [unowned self] in _ = context.library.refreshIfChangedElsewhere() }
        account?.signedIn = { [unowned self] in context.focus(.syncNow) }
        // Pages restored from the last run may each find their subject gone: each is named.
        context.notFound = { [unowned self] route, text in
            if message?.contains(text) != true { message = [message, text].compactMap { $0 }.joined(separator: " ") }
            remove(route)
        }
        context.close = { [unowned self] in remove($0) }
        stacks[.songs] = [makePage(.songs)]
    }

    /// The cards' covers, for the bench to read the pipeline's counters.
    public var covers: CoverArtwork? { context.covers }

    /// Why the page on screen could not load what it cannot do without, while it says so.
    public var loadFailure: String? { activeStack.last?.loadFailure?.description }
    /// What the page's starting options named that it does not have.
    public var startProblem: String? { activeStack.last?.startProblem }

    /// Whether the page on screen still waits for the catalog, or its covers for the pipeline.
    public var isLoading: Bool {
        (activeStack.last?.isLoading ?? false) || (context.covers?.isLoading ?? false) || lookups.isLoading
    }

    /// What `isLoading` waits for, in words: for automation's `stats` when a wait runs long.
    public var busyWith: [String] {
        var parts: [String] = []
        if let page = activeStack.last, page.isLoading { parts.append("the page \(page.route)") }
        if let covers = context.covers, covers.isLoading {
            parts.append("covers (\(covers.pipeline.busyDescription ?? "reported busy, but the pipeline is idle"))")
        }
        if lookups.isLoading { parts.append("a name lookup") }
        return parts
    }

    /// The route of the page on screen, and whether it is in the sheet.
    public var current: (route: Route, inSheet: Bool)? {
        activeStack.last.map { ($0.route, !sheet.isEmpty) }
    }

    /// `+` or `-`: every shelf of the page on screen opened, or closed, in one state change (the
    /// verification bench times the frame that takes it). Returns false when the page has no
    /// shelves.
    @discardableResult
    public func setAllShelves(open: Bool) -> Bool {
        guard !coversPage, let page = activeStack.last as? ShelvedPage else { return false }
        page.setAllShelves(open: open)
        return true
    }

    /// The user's repertoires and favourites.
    public var library: UserLibrary { context.library }

    /// Plays through mpv; nil where nothing is played (tests of other things).
    public let player: Player?

    /// Plays `items` from `start`; without mpv, or with nothing playable, the message line says
    /// why and the link at `start` opens as it did before.
    func play(_ items: [PlayItem], from start: Int) {
        guard let player else {
            if items.indices.contains(start) { follow(link: items[start].url) }
            return
        }
        do throws(PlaybackError) {
            try player.play(items, from: start)
            clearNotices()
        } catch {
            if items.indices.contains(start) { follow(link: items[start].url) }
            message = error.description
        }
    }

    /// `P`: the focused shelf's recordings that have a YouTube link, played in order. Returns
    /// false on a page without shelves; with the focus in no shelf, the message line says
    /// where to put it.
    public func playShelf(focused: [AnyHashable]) -> Bool {
        guard !coversPage, let page = activeStack.last as? ShelvedPage else { return false }
        if !page.playShelf(focused: focused) { message = Self.playShelfWhere }
        return true
    }

    package static let playShelfWhere = "Put the focus on a shelf's heading or one of its cards to play the shelf."

    /// A key of what plays (pause, seek, skip, stop): false, for the page, when nothing plays.
    public func playing(_ command: (Player) -> Void) -> Bool {
        guard let player, player.nowPlaying != nil else { return false }
        command(player)
        return true
    }

    /// The signed-in account and the library's syncs, where accounts are offered.
    package var account: AccountSyncing? { context.account }

    /// `f`, or a right-click: the recording the focus is on (a card's, or the page's own) is
    /// marked ★, or its ★ is taken off. `focused` is the focused control's reports, innermost
    /// first. Where there is no recording to mark, the message line says what to do.
    @discardableResult
    public func toggleFavorite(focused: [AnyHashable]) -> Bool {
        guard !coversPage, let favorite = activeStack.last?.favorite(focused: focused) else {
            message = "Put the focus on a recording's card (or open its page) to mark it ★."
            return true
        }
        clearNotices()
        context.library.toggleFavorite(favorite)
        return true
    }

    /// `a`: the song page's "Add to repertoire…" panel. Returns false on any other page.
    public func addToRepertoire() -> Bool {
        guard !coversPage, let page = activeStack.last else { return false }
        return page.addToRepertoire()
    }

    /// `K`, `J`: the focused entry of a list the user orders moves up, or down.
    public func moveEntry(later: Bool, focused: [AnyHashable]) -> Bool {
        guard !coversPage, let page = activeStack.last as? OrderedListPage else { return false }
        return page.moveEntry(later: later, focused: focused)
    }

    /// `d`: the focused entry of a list the user keeps is taken out.
    public func removeEntry(focused: [AnyHashable]) -> Bool {
        guard !coversPage, let page = activeStack.last as? OrderedListPage else { return false }
        return page.removeEntry(focused: focused)
    }

    /// `u`: the last change to the library taken back, or the message line says there is none.
    public func undo() -> Bool {
        guard !coversPage else { return false }
        if !context.library.undoLast() { notice = "Nothing to undo." }
        return true
    }

    /// `r`: every part of a page waiting to retry by itself (the server away) retries now.
    /// Returns whether any was waiting.
    @discardableResult
    public func retryNow() -> Bool { context.loader.retryClock.runAllNow() }

    /// `?`: shows the keys in place of the page, or hides them.
    public func toggleHelp() { showsHelp.toggle() }

    /// What the hint line offers beside the focused control's keys.
    private var pageKeys: KeyHints.PageKeys {
        KeyHints.PageKeys(
            showsHelp: showsHelp, hasSearch: !coversPage && activeStack.last is SearchablePage,
            hasShelves: !coversPage && activeStack.last is ShelvedPage,
            ordersEntries: !coversPage && activeStack.last is OrderedListPage)
    }

    /// Ctrl-P (older) or Ctrl-N (newer) in a list's search field: the search field shows a
    /// search of the history in place of the one typed. Returns false at either end.
    /// Past the newest, the field shows again what was typed before the first Ctrl-P.
    public func recallSearch(older: Bool) -> Bool {
        guard let list = activeStack.last as? IndexListPage,
            let shown = searchHistory.recall(older: older, typed: list.searchText)
        else { return false }
        list.search(for: shown)
        return true
    }

    /// Changes the settings (the Settings tab, `--images`); covers follow the cover-art mode.
    public func changeSettings(_ change: (inout BrowserSettings) -> Void) {
        change(&settings)
        context.covers?.output = settings.coverArt.output(on: coverDisplay)
    }

    /// Keeps a choice made on the Settings tab beyond this run, given the settings before it
    /// and after; returns why it could not.
    public var keepSettings: ((_ before: BrowserSettings, _ after: BrowserSettings) -> String?)?

    /// A choice on the Settings tab: made, then kept.
    func chooseSettings(_ change: (inout BrowserSettings) -> Void) {
        let before = settings
        changeSettings(change)
        if let problem = keepSettings?(before, settings) { message = "The setting is not kept: " + problem }
    }

    /// Things the user should know as the application starts (a config file's problems),
    /// after what the message line says already.
    public func tell(_ notice: String) { message = [message, notice].compactMap { $0 }.joined(separator: " ") }

    /// What the terminal shows covers with; covers follow when it is found out.
    public var coverDisplay = CoverDisplay() {
        didSet { context.covers?.output = settings.coverArt.output(on: coverDisplay) }
    }

    /// A frame is on screen: the page on top hydrates the cards it showed first, and their
    /// covers are made first.
    public func didDraw(visibleKeys: [AnyHashable]) {
        var cards: [VisibleCard] = []
        var awaited: [VisibleCover] = []
        for key in visibleKeys {
            if let card = key.base as? VisibleCard {
                cards.append(card)
            } else if let cover = key.base as? VisibleCover {
                awaited.append(cover)
            }
        }
        activeStack.last?.show(visibleCards: cards.filter(\.hydrates).map(\.id))
        context.covers?.show(cards.compactMap(\.coverURL), awaited: awaited, geometry: context.card.art)
    }

    /// A catalog result arrived: the page that asked (if it is still there) takes it; a cover
    /// arrived: the page is evaluated again only when a card on screen waits for it (others
    /// show it when they come back into view, `CoverArtwork.show`). A tick of the retry clock
    /// changes the screen only when the page on it counts down (before the tick, or after it:
    /// a retry that has just started shows as under way); pages under it or in other tabs
    /// retry all the same, without a frame.
    public func receive(_ message: BrowserMessage) -> Bool {
        switch message {
        case .cover:
            return context.covers?.checkAwaited() ?? true
        case .libraryChanged:
            return context.library.refreshIfChangedElsewhere()
        case .account(let delivery):
            return context.account?.receive(delivery.event) ?? false
        case .playback(let event):
            guard let player else { return false }
            let (changed, problem) = player.receive(event)
            if let problem { self.message = problem }
            return changed || problem != nil
        case .catalog(let delivery) where delivery.ticket == context.loader.clockTicket:
            let countedDown = shownPageCountsDown
            return context.loader.deliver(delivery) && (countedDown || shownPageCountsDown)
        case .catalog(let delivery):
            return context.loader.deliver(delivery)
        }
    }

    /// Whether the page on screen (not covered by the help) shows a countdown.
    private var shownPageCountsDown: Bool { !coversPage && activeStack.last?.isCountingDown == true }

    /// The screen in the chosen colour theme: the message line if any, the page (with
    /// "‹ Back" on pushed pages and "‹ Close" in a sheet) or the help, and the tab bar on the
    /// bottom line.
    public func body(size: Size) -> Element {
        context.screenWidth = size.width
        context.card = CardGeometry.shelf(
            forScreenHeight: size.height, cellPixels: coverDisplay.cellPixels,
            showsArt: settings.coverArt.output(on: coverDisplay) != nil)
        return screen(size: size).frame(maxWidth: Proposal.unlimited, maxHeight: Proposal.unlimited)
            .colorScheme(settings.theme.colorScheme)
    }

    /// The message line: whole up to a quarter of the screen (a config's conflicts, every one),
    /// so that a server's long error text never takes the page's place; past that, cut, with a
    /// button that shows it whole in the page's place, where it scrolls.
    private func messageLines(_ message: String, size: Size) -> Element {
        let text = "⚠ " + message
        let limit = max(2, size.height / 4)
        let count = TextLayout.lines(text, width: size.width, lineLimit: nil).count
        guard count > limit else { return Text(text).bold().lineLimit(limit).element }
        return VStack(spacing: 0) {
            Text(text).bold().lineLimit(limit - 1)
            Button("Show the whole message (\(count) lines)") { [unowned self] in showsWholeMessage = true }
                .id("whole-message")
        }
        .element
    }

    private func screen(size: Size) -> Element {
        guard size.width >= Self.smallestSize.width, size.height >= Self.smallestSize.height else {
            return Text(
                "The terminal is \(size.width)×\(size.height); ApproachNote needs at least "
                    + "\(Self.smallestSize.width)×\(Self.smallestSize.height). Make the window larger."
            )
            .element
        }
        let stack = activeStack
        return VStack(spacing: 0) {
            VStack(spacing: 0) {
                if let linkPrompt { linkPromptLine(typed: linkPrompt) }
                if let nameChoices { nameChoicesPanel(nameChoices) }
                if let message, !showsWholeMessage { messageLines(message, size: size) }
                if let notice { Text("✓ " + notice).lineLimit(2) }
                if let linkNotice { linkNoticeLines(linkNotice) }
                if !sheet.isEmpty {
                    HStack(spacing: 2) {
                        Button(sheet.count > 1 ? "‹ Back" : "‹ Close") { [unowned self] in back() }
                        Text("Opened from a link").dim()
                    }
                } else if stack.count > 1 {
                    Button("‹ Back") { [unowned self] in back() }
                }
                if showsHelp {
                    KeyHelp(keyMap: context.keyMap).element.frame(maxHeight: Proposal.unlimited)
                } else if showsWholeMessage, let message {
                    WholeMessage(text: message).element.frame(maxHeight: Proposal.unlimited)
                } else if let page = stack.last {
                    page.body().frame(maxHeight: Proposal.unlimited).id(
                        "page-\(pageSerials[ObjectIdentifier(page)] ?? 0)")
                } else {
                    EmptyView().element.frame(maxHeight: Proposal.unlimited)
                }
            }
            .frame(maxHeight: Proposal.unlimited)
            // The arrows stop at the page's end: the tabs are for Tab, a click or a number.
            .focusSection(.arrows)
            // Under shelves, the focused card's words whole: a card has room for "The Louis…".
            if pageKeys.hasShelves {
                FocusLine { focus in
                    focus?.reports.lazy.compactMap { $0.base as? VisibleCard }.first?.detail ?? ""
                }
                .padding(horizontal: 1, vertical: 0)
                .id("focus-detail")
            }
            if let playing = player?.nowPlaying {
                NowPlayingLine(playing: playing, keyMap: context.keyMap).element.padding(horizontal: 1, vertical: 0)
                    .id("now-playing")
            }
            TabBar(selected: tab, keys: pageKeys, keyMap: context.keyMap, compact: size.width < Self.paddedTabsWidth) {
                [unowned self] in
                select($0)
            }
            .id("tab-bar")
        }
        .element
    }
}
