import CatalogTestSupport
import Foundation
import Testing

/// The real `approachnote` in a pseudo-terminal (tmux) on the shared demo catalog, driven by
/// keys through the terminal and read from the screen and, where the screen is not enough,
/// from the accessibility tree over the automation socket (read only: every change goes in
/// as keys or mouse reports through the terminal).
///
/// Nothing waits a fixed time: every step waits for the screen or the tree to show its effect.
package final class LiveApplication {
    package let terminal: TerminalSession
    package let control: ControlClient
    private let socket: String
    private(set) var columns: Int
    private(set) var rows: Int

    /// Starts `approachnote ARGUMENTS --catalog SHARED --control SOCKET` at this size (without
    /// `--catalog` when `catalog` is nil: the arguments name a server); returns once the first
    /// frame is on screen.
    package init(
        _ arguments: [String] = [], catalog: String? = SharedDemoCatalog.path, columns: Int, rows: Int,
        environment: [String: String?] = [:]
    ) throws {
        self.columns = columns
        self.rows = rows
        let directory = NSTemporaryDirectory() + "approachnote-live-" + UUID().uuidString.prefix(8)
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let socket = directory + "/control.sock"
        self.socket = socket
        terminal = try TerminalSession(
            arguments: arguments + (catalog.map { ["--catalog", $0] } ?? []) + ["--control", socket], columns: columns,
            rows: rows, environment: environment)
        do {
            control = try ControlClient(path: socket)
        } catch {
            let status = terminal.file("status") ?? "running"
            let errors = terminal.file("stderr") ?? ""
            Issue.record(
                Comment(
                    rawValue: "the application never listened on \(socket); screen:\n\(terminal.screen())\n"
                        + "status: \(status), standard error:\n\(errors)"))
            throw error
        }
        try? FileManager.default.removeItem(atPath: directory)
        // The socket takes connections before the loop runs; its first answer comes from the
        // loop, once the terminal is in raw mode, so no key sent after this is lost.
        guard waitForTree(seconds: 120, { _ in true }) != nil else {
            Issue.record(Comment(rawValue: "the application never answered on \(socket); screen:\n\(screen)"))
            throw ControlClient.Failure.noAnswer
        }
    }

    deinit { terminal.close() }

    // MARK: Keys

    /// tmux key names: "Tab", "Enter", "Down", "PageDown", "End", "q"…
    package func press(_ keys: [String]) throws { try terminal.tmux(["send-keys", "-t", terminal.session] + keys) }

    package func press(_ keys: String...) throws { try press(keys) }

    /// Text as typed, character by character.
    package func type(_ text: String) throws { try terminal.tmux(["send-keys", "-t", terminal.session, "-l", text]) }

    /// Bytes exactly as a terminal would send them (mouse reports).
    package func sendRaw(_ bytes: String) throws { try type(bytes) }

    // MARK: Reading

    package var screen: String { terminal.screen() }
    /// The screen's lines, one per row.
    /// The screen with its attributes (bold, underline, reverse), as tmux shows it.
    package var styledScreen: StyledScreen { terminal.styledScreen() }

    /// Waits until the styled screen satisfies `condition`; returns the last one.
    @discardableResult
    package func waitForStyledScreen(seconds: Double = 120, _ condition: (StyledScreen) -> Bool) -> StyledScreen {
        let deadline = Date().addingTimeInterval(seconds)
        var last = styledScreen
        while !condition(last), Date() < deadline {
            usleep(20_000)
            last = styledScreen
        }
        return last
    }

    package var lines: [String] {
        Array(screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init).prefix(rows))
    }

    package func tree() -> AccessibilityNode? { control.tree().map(AccessibilityNode.init) }

    /// Waits until the application has nothing left to load or draw (the automation's `wait`).
    package func waitForIdle() {
        if !control.waitForIdle() {
            // The first connection still waits; a second one asks what the loop waits for.
            let pending = (try? ControlClient(path: socket).stats())?.pending.description ?? "no answer"
            Issue.record("the application never became idle, waiting for \(pending); screen:\n\(screen)")
        }
    }

    /// The screen once the application is idle and tmux has stopped changing what it shows: the
    /// application writes nothing more once idle, so what still changes is tmux catching up.
    package func settledScreen() -> String {
        waitForIdle()
        return terminal.waitForSteadyScreen()
    }

    /// The keys (and pastes, mouse reports) the application has read from its terminal so
    /// far; the terminal's answers to its questions are not counted, so one arriving late is
    /// never taken for a key.
    package var inputEventsRead: Int? { control.stats()?.inputEvents }

    /// Presses `keys`, then waits until the application has read them and done all they led to:
    /// what shows then is their whole effect, however slow the machine.
    package func pressAndSettle(
        _ keys: String..., sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let before = try #require(inputEventsRead, "the application answers stats", sourceLocation: sourceLocation)
        try press(keys)
        let deadline = Date().addingTimeInterval(120)
        while (inputEventsRead ?? before) <= before {
            guard Date() < deadline else {
                Issue.record("the application never read \(keys); screen:\n\(screen)", sourceLocation: sourceLocation)
                return
            }
            usleep(10_000)
        }
        waitForIdle()
    }

    /// Waits (up to `seconds`) until the tree satisfies `condition`; returns the last tree read.
    /// A deadline reached is a failure of the test: the wait is for a condition, never for time.
    @discardableResult
    package func waitForTree(
        seconds: Double = 120, sourceLocation: SourceLocation = #_sourceLocation,
        _ condition: (AccessibilityNode) -> Bool
    ) -> AccessibilityNode? {
        let deadline = Date().addingTimeInterval(seconds)
        var last = tree()
        while !(last.map(condition) ?? false) {
            guard Date() < deadline else {
                Issue.record(
                    "the tree never showed what was waited for; screen:\n\(screen)", sourceLocation: sourceLocation)
                return last
            }
            usleep(20_000)
            last = tree()
        }
        return last
    }

    /// Waits until `text` is on screen; returns the screen.
    @discardableResult
    package func waitForScreen(
        containing text: String, seconds: Double = 120, sourceLocation: SourceLocation = #_sourceLocation
    ) -> String {
        terminal.waitForScreen(seconds: seconds, sourceLocation: sourceLocation) { $0.contains(text) }
    }

    @discardableResult
    package func waitForScreen(
        seconds: Double = 120, sourceLocation: SourceLocation = #_sourceLocation, _ condition: (String) -> Bool
    ) -> String {
        terminal.waitForScreen(seconds: seconds, sourceLocation: sourceLocation, condition)
    }

    package var focusedLabel: String? { tree()?.focused?.label }

    // MARK: Focus by keys

    /// Presses `key` once and waits until the application has read it and settled; returns the
    /// tree with the new focus, or nil when the focus did not move (nor its carousel scroll).
    @discardableResult
    package func step(_ key: String) throws -> AccessibilityNode? {
        // A tree that does not come is a failure, never a focus that did not move.
        let first: AccessibilityNode = try #require(tree(), "the application answers tree")
        let before = FocusSignature(first)
        try pressAndSettle(key)
        let after = try #require(tree(), "the application answers tree after \(key)")
        return FocusSignature(after) != before && FocusSignature(after) != nil ? after : nil
    }

    /// Presses `key` until the focused control is `label` (at most `limit` presses); returns
    /// whether it got there.
    @discardableResult
    package func moveFocus(to label: String, with key: String = "Tab", limit: Int = 60) throws -> Bool {
        if focusedLabel == label { return true }
        var waitedForLabel = false
        for _ in 0..<limit {
            guard let tree = try step(key) else {
                // A page still loading may hold a single control, so nothing moves; once the
                // control sought is drawn, the keys mean what the caller meant.
                guard !waitedForLabel else { return false }
                waitedForLabel = true
                guard waitForTree(seconds: 120, { $0.first(label: label) != nil })?.first(label: label) != nil
                else { return false }
                continue
            }
            if tree.focused?.label == label { return true }
        }
        return false
    }

    /// Focuses `label` with `key` presses, then presses Enter.
    package func activate(_ label: String, with key: String = "Tab", limit: Int = 60) throws {
        let reached = try moveFocus(to: label, with: key, limit: limit)
        #expect(reached, "focus reached “\(label)” with \(key)")
        try press("Enter")
    }

    // MARK: The page

    /// A shelf header as the screen shows it: "1930s (122)" and its chevron (˄ open, ˅ closed).
    package struct ShelfLine: Equatable, CustomStringConvertible {
        package let header: String
        package let isOpen: Bool

        package init(header: String, isOpen: Bool) {
            self.header = header
            self.isOpen = isOpen
        }

        package var description: String { header + (isOpen ? " ˄" : " ˅") }
    }

    /// Every shelf header of the page, read from the screen while paging down with PageDown
    /// from where the page is to its end; the tree says only which lines are headers.
    package func shelfLinesOnScreen() throws -> [ShelfLine] {
        var seen: [ShelfLine] = []
        while true {
            let snapshot = try #require(tree())
            let list = try #require(snapshot.shelfList, "the page shows shelves")
            let page = try #require(snapshot.page)
            let screen = lines
            for header in snapshot.shelfHeaders where header.minY >= page.minY && header.maxY <= page.maxY {
                let line = screen[header.minY].trimmingCharacters(in: .whitespaces)
                let shelf = ShelfLine(
                    header: String(line.dropLast()).trimmingCharacters(in: .whitespaces), isOpen: line.hasSuffix("˄"))
                if !seen.contains(where: { $0.header == shelf.header }) { seen.append(shelf) }
            }
            if list.maxY <= page.maxY { return seen }
            try press("PageDown")
            let moved = waitForTree { $0.shelfList?.minY != list.minY }
            try #require(moved?.shelfList?.minY != list.minY, "PageDown scrolls the page")
        }
    }

    /// Pages down until the carousel under `header` is wholly on the page.
    package func revealCarousel(under header: String) throws {
        for _ in 0..<3 {
            let snapshot = try #require(tree())
            let page = try #require(snapshot.page)
            if let carousel = snapshot.carousel(under: header), carousel.maxY <= page.maxY { return }
            let list = try #require(snapshot.shelfList)
            try press("PageDown")
            waitForTree { $0.shelfList?.minY != list.minY }
        }
        Issue.record("the carousel under “\(header)” comes into view")
    }

    /// Pages back to the top with PageUp until the page's first line shows.
    package func pageToTop() throws {
        while let tree = tree(), let page = tree.page, let first = page.children.first, first.minY < page.minY {
            try press("PageUp")
            waitForTree { $0.page?.children.first?.minY != first.minY }
        }
    }

    // MARK: Ending

    /// q quits with status 0 and puts the terminal back.
    package func quit() throws {
        try press("q")
        #expect(terminal.waitForExit() == 0, "q quits with status 0")
        #expect(terminal.file("stty.before") == terminal.file("stty.after"), "the terminal mode is restored")
    }

    package func resize(columns: Int, rows: Int) throws {
        self.columns = columns
        self.rows = rows
        try terminal.tmux(["resize-window", "-t", terminal.session, "-x", String(columns), "-y", String(rows)])
    }
}

// MARK: Getting around, by keys

extension LiveApplication {
    /// In the Songs or Artists tab: Tab to the search field, type `query`, wait for the list to
    /// show only matches, Tab to `entry` and open it with Enter.
    package func search(_ field: String, for query: String, open entry: String) throws {
        try #require(try moveFocus(to: field), "Tab reaches the search field “\(field)”")
        try type(query)
        let filtered = waitForTree { tree in
            let entries = (tree.page?.flattened ?? []).filter { $0.role == "button" }
            return !entries.isEmpty && entries.allSatisfy { $0.label.localizedCaseInsensitiveContains(query) }
        }
        try #require(filtered?.page?.first(label: entry) != nil, "the search for “\(query)” lists “\(entry)”")
        try activate(entry)
    }

    /// Opens every shelf of the page with keys, from the last one up: Enter opens the focused
    /// shelf, Up reaches the one above (still closed, so right above it). `headers` are the
    /// page's shelves in order, all closed, with focus on a control above the first.
    ///
    /// Keys go a screenful at a time when every shelf they reach was on screen in the last frame
    /// (so they mean the same whether the application reads them together or one by one), else
    /// one Enter and Up at a time; each batch is checked before the next is sent.
    package func openEveryShelf(_ headers: [String]) throws {
        try #require(try moveFocus(to: headers[0], with: "Down", limit: 8), "Down reaches the first shelf")
        var index = 0
        while index < headers.count - 1 {
            let target = min(headers.count - 1, index + max(1, try headersInView(below: true)))
            try press(Array(repeating: "Down", count: target - index))
            let moved = waitForTree { $0.focused?.label == headers[target] }
            try #require(moved?.focused?.label == headers[target], "Down reaches “\(headers[target])”")
            index = target
        }
        while index > 0 {
            let target = max(0, index - max(1, try headersInView(below: false)))
            try press(Array(repeating: ["Enter", "Up"], count: index - target).flatMap { $0 })
            let moved = waitForTree {
                $0.focused?.label == headers[target] && $0.first(label: headers[target + 1])?.isExpanded == true
            }
            try #require(moved?.focused?.label == headers[target], "Enter and Up reach “\(headers[target])”")
            index = target
        }
        try press("Enter")
        let opened = waitForTree { $0.first(label: headers[0])?.isExpanded == true }
        try #require(opened?.first(label: headers[0])?.isExpanded == true, "Enter opens “\(headers[0])”")
    }

    /// How many shelf headers the page shows wholly below (or above) the focused one.
    private func headersInView(below: Bool) throws -> Int {
        let snapshot = try #require(tree())
        let page = try #require(snapshot.page)
        let focused = try #require(snapshot.focused)
        return snapshot.shelfHeaders.filter { header in
            header.minY >= page.minY && header.maxY <= page.maxY
                && (below ? header.minY > focused.minY : header.minY < focused.minY)
        }.count
    }
}
