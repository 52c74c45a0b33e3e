import Artwork
import Browsing
import Catalog
import Keys
import Layout
import Library
import Playback
import Screens
import Terminal

/// The browser on the run loop: its pages are the view, catalog results arrive as messages,
/// and the keys the loop did not take navigate, as `KeyMap`'s application bindings say (Esc
/// and Backspace go back, 1–5 pick a tab, `:` asks for a link, `r` retries what waits for the
/// server, `?` shows them all, `q` quits). In a text field the loop keeps what is typed and
/// the editing keys; the other keys still get here (Esc, Ctrl-O, Ctrl-L, Alt-?, Alt-:, Alt-G).
package final class BrowserApplication: MainLoopApplication {
    package private(set) var browser: Browser!
    /// Where background work (catalog results, covers, the library's watch) posts for the main
    /// thread; its posts wake the loop running the application.
    package let mailbox: Mailbox<BrowserMessage>
    private weak var loop: MainLoop?
    /// The latest request per debounce key: an older one that comes due does nothing.
    private var debounceGenerations: [String: Int] = [:]

    package init(
        loop: MainLoop, mailbox: Mailbox<BrowserMessage>? = nil, makeBrowser: (BrowserApplication) -> Browser
    ) {
        self.loop = loop
        self.mailbox = mailbox ?? Mailbox()
        browser = makeBrowser(self)
    }

    /// The browser over `store`: its results arrive through its mailbox, its debounces,
    /// scroll and focus requests go to the loop. `latencyMilliseconds` delays every catalog call.
    package convenience init(
        loop: MainLoop, store: any CatalogReading, catalogPath: String, latencyMilliseconds: Int = 0,
        artwork: ArtworkConfiguration = ArtworkConfiguration(),
        library: UserLibrary = UserLibrary(unavailable: "No library is open."), opener: LinkOpener = LinkOpener(),
        account: AccountSetup? = nil, mpv: MPVSetup? = nil
    ) {
        let mailbox = Mailbox<BrowserMessage>()
        let work = WorkLedger()
        let account = account.map { setup in
            AccountSyncing(setup: setup, executor: DispatchHydrationExecutor()) {
                mailbox.post(.account(AccountDelivery($0)))
            }
        }
        self.init(loop: loop, mailbox: mailbox) { application in
            Browser(
                keyMap: loop.keyMap,
                loader: CatalogLoader(store: store, latencyMilliseconds: latencyMilliseconds, work: work) {
                    mailbox.post($0)
                },
                covers: CoverArtwork(configuration: artwork, work: work.scope()) { mailbox.post($0) },
                library: library,
                settings: BrowserSettings(catalogPath: catalogPath),
                links: LinkFollower(
                    open: { [weak application] in application?.follow($0, with: opener) ?? false },
                    copy: { [weak application] text in application?.copyToClipboard(text) }),
                debounce: { [weak application] key, seconds, action in application?.debounce(key, seconds, action) },
                scroll: { [weak application] view, child in application?.scroll(view, to: child) },
                reveal: { [weak application] view, child in application?.reveal(view, child: child) },
                focus: { [weak application] label in application?.focus(label) },
                focusMemory: application.focusMemory, account: account,
                player: mpv.map { Player(path: $0.path, audioOutput: $0.audioOutput) { mailbox.post(.playback($0)) } })
        }
    }

    /// Covers drawn as well as the terminal allows: in its colours, and, once it has answered
    /// the graphics probe (`probes`, for a real terminal), with its image protocol at its cell
    /// size. Until then, and without an answer, they are symbols. Inside tmux, kitty is not
    /// asked about (`insideTmux`).
    package func drawCovers(colors: ColorDepth, probes: Bool, insideTmux: Bool = false) {
        let symbolColors: SymbolColors =
            switch colors {
            case .truecolor: .truecolor
            case .ansi256: .indexed256
            case .ansi16, .none: .indexed16
            }
        browser.coverDisplay.symbolColors = symbolColors
        guard probes, let loop else { return }
        loop.probeGraphics(askingKitty: !insideTmux) { [weak self, weak loop] graphics in
            guard let self else { return }
            browser.coverDisplay = CoverDisplay(
                kitty: graphics.kitty, sixel: graphics.sixel,
                cellPixels: graphics.cellPixels.map { PixelSize(width: $0.width, height: $0.height) },
                symbolColors: symbolColors)
            loop?.invalidate()
        }
    }

    /// Runs `action` after `seconds` unless `key` is debounced again first.
    package func debounce(_ key: String, _ seconds: Double, _ action: @escaping () -> Void) {
        let generation = debounceGenerations[key, default: 0] + 1
        debounceGenerations[key] = generation
        loop?.schedule(after: seconds) { [weak self] in
            guard let self, debounceGenerations[key] == generation else { return }
            action()
        }
    }

    package func scroll(_ scrollView: ScrollArea, to child: String) { loop?.engine.scroll(scrollView, to: child) }

    /// Starts the browser on `url`: one that draws in the terminal is given it until it ends;
    /// any other starts apart. False when there is none.
    package func follow(_ url: String, with opener: LinkOpener) -> Bool {
        guard let words = opener.command(for: url) else { return false }
        if opener.runsInTerminal(words), let loop, let started = loop.lendTerminal({ opener.runInTerminal(words) }) {
            return started
        }
        return opener.open(url)
    }

    /// Puts `text` on the clipboard through the terminal.
    package func copyToClipboard(_ text: String) { loop?.copyToClipboard(text) }

    package func reveal(_ scrollView: ScrollArea, child: String) { loop?.engine.reveal(scrollView, child: child) }

    /// The engine's focus, for the browser to give back to the control that opened a page.
    package var focusMemory: FocusMemory {
        FocusMemory(
            current: { [weak self] in self?.loop?.engine.focusedID },
            restore: { [weak self] in self?.loop?.engine.requestFocus(id: $0) })
    }

    package func focus(_ target: FocusTarget) { loop?.engine.requestFocus(id: target.controlID) }

    package func body() -> Element { browser.body(size: loop?.backend.size ?? Browser.smallestSize) }

    package func handle(_ event: InputEvent, loop: MainLoop) -> Bool {
        // A right-click marks the recording under the pointer ★, as `f` does the focused one.
        if case .mouse(let mouse) = event, mouse.kind == .press(button: 2) {
            let reports = loop.engine.hitTest(mouse.position).reports
            return reports.isEmpty ? false : browser.toggleFavorite(focused: reports)
        }
        guard case .key(let key, let modifiers) = event,
            let binding = loop.keyMap.binding(
                for: key, modifiers, editing: loop.engine.focusedTextCursor != nil, handler: .application)
        else { return false }
        switch binding.action {
        case .quit:
            // In the help, q closes it, as in a pager.
            if browser.showsHelp {
                browser.toggleHelp()
                return true
            }
            loop.quit()
            return false
        case .back:
            return browser.back()
        case .askForLink:
            browser.askForLink()
            // The field exists once the next frame lays it out; then it takes the keys.
            loop.engine.requestFocus(id: FocusTarget.linkPrompt)
            return true
        case .redraw:
            loop.redraw()
            return false
        case .toggleHelp:
            browser.toggleHelp()
            return true
        case .retry:
            return browser.retryNow()
        case .focusSearch:
            return loop.engine.focus(id: FocusTarget.search)
        case .focusEdge(let edge, let scope):
            return loop.engine.focusEdge(edge, of: scope)
        case .moveFocus(let direction):
            loop.engine.moveFocus(direction)
            return true
        case .selectTab:
            guard case .character(let character) = key, let digit = character.wholeNumberValue,
                (1...Tab.allCases.count).contains(digit)
            else { return false }
            browser.select(Tab.allCases[digit - 1])
            return true
        case .setAllShelves(let open):
            return browser.setAllShelves(open: open)
        case .toggleFavorite:
            return browser.toggleFavorite(focused: loop.engine.focusedReports)
        case .addToRepertoire:
            return browser.addToRepertoire()
        case .moveEntry(let later):
            return browser.moveEntry(later: later, focused: loop.engine.focusedReports)
        case .removeEntry:
            return browser.removeEntry(focused: loop.engine.focusedReports)
        case .undo:
            return browser.undo()
        case .playShelf:
            return browser.playShelf(focused: loop.engine.focusedReports)
        case .togglePause:
            return browser.playing { $0.togglePause() }
        case .seek(let forward):
            return browser.playing { $0.seek(by: forward ? KeyAction.seekSeconds : -KeyAction.seekSeconds) }
        case .skip(let forward):
            return browser.playing { _ = forward ? $0.next() : $0.previous() }
        case .stopPlaying:
            return browser.playing { $0.stop() }
        case .recallSearch(let older):
            guard loop.engine.focusedID == AnyHashable(FocusTarget.search), browser.recallSearch(older: older)
            else { return false }
            loop.engine.moveCursorToEnd()
            return true
        case .type, .suspend, .interrupt, .focusNext, .focusPrevious, .edit, .activate, .leaveSearch, .scrollPage:
            // The loop's: no application binding names one (KeyMapTableTests).
            return false
        }
    }

    package func open(link: String) -> String? { browser.open(link: link) ? nil : browser.message }

    package var isBusy: Bool { browser.isLoading }

    package var busyWith: [String] { browser.busyWith }

    package func didDraw(_ engine: LayoutEngine) { browser.didDraw(visibleKeys: engine.visibleKeys) }

    /// Catalog results for pages, finished covers, the library changed elsewhere: any may
    /// change what shows.
    package func receiveMessages(loop: MainLoop) -> Bool {
        var changed = false
        for message in mailbox.take() where browser.receive(message) { changed = true }
        return changed
    }

    package var inbox: (any MessageInbox)? { mailbox }
}

/// Where mpv is looked for (a `PATH`), and the audio output it is to use (nil: its own
/// choice; "null" plays to nothing, for tests).
package struct MPVSetup: Sendable {
    package let path: String?
    package let audioOutput: String?

    package init(path: String?, audioOutput: String?) {
        self.path = path
        self.audioOutput = audioOutput
    }
}
