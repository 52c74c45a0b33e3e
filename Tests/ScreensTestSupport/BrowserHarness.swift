import Application
import Artwork
import Browsing
import Catalog
import CatalogTestSupport
import Foundation
import Layout
import Library
import Playback
import Screens
import Terminal

/// The application in-process on a headless terminal over the shared demo catalog: keys and
/// presses go in, and `settle` runs the loop until every load has arrived and been drawn.
package final class BrowserHarness {
    package let loop: MainLoop
    package let application: BrowserApplication
    package let loader: CatalogLoader
    package let covers: CoverArtwork
    /// The harness's own library file, empty at the start, in the run's scratch folder.
    package let libraryPath: String

    /// `store` replaces the shared demo catalog; `hydrate` stands in for the catalog's batch call (to log or fail batches); `policy`
    /// shortens the pipeline's waits; `executor` runs the catalog calls (a `HeldExecutor` to
    /// choose their order); `retryExecutor` keeps the retries' countdowns apart from it (a
    /// `ManualClockExecutor` the test moves); `links` follows the links pressed; `artwork` replaces the cover
    /// pipeline's configuration; `account` offers accounts, given the harness's library path;
    /// `plays` gives the browser a player, which looks for mpv in `playerPath` (else our `PATH`)
    /// and runs it in `playerEnvironment` when given.
    package init(
        size: Size = Size(width: 200, height: 60), latency: Int = 0, policy: HydrationPolicy = HydrationPolicy(),
        store: (any CatalogReading)? = nil, executor: any HydrationExecutor = DispatchHydrationExecutor(),
        retryExecutor: (any HydrationExecutor)? = nil, links: LinkFollower = .showOnly,
        hydrate: (@Sendable (any CatalogReading, [String]) throws -> [RecordingPayload])? = nil,
        artwork: ArtworkConfiguration? = nil, account: ((_ libraryPath: String) -> AccountSetup)? = nil,
        plays: Bool = false, playerPath: String? = nil, playerEnvironment: [String]? = nil
    ) throws {
        libraryPath = NSTemporaryDirectory() + "approachnote-library-\(UUID().uuidString.prefix(8)).sqlite"
        let library = try UserLibrary(store: try LibraryStore(path: libraryPath))
        let store: any CatalogReading = try store ?? SharedDemoCatalog.store()
        loop = MainLoop(
            backend: HeadlessTerminal(size: size), encoder: FrameEncoder(colorDepth: .none), handleSignals: false)
        let mailbox = Mailbox<BrowserMessage>()
        var batchCall: (@Sendable ([String]) throws -> [RecordingPayload])?
        if let hydrate { batchCall = { ids in try hydrate(store, ids) } }
        let loader = CatalogLoader(
            store: store, latencyMilliseconds: latency, executor: executor, retryExecutor: retryExecutor,
            hydrationPolicy: policy, hydrate: batchCall
        ) { mailbox.post($0) }
        self.loader = loader
        // Covers are made into this run's scratch folder, never the user's cache.
        let covers = CoverArtwork(
            configuration: artwork
                ?? ArtworkConfiguration(
                    diskCache: CoverDiskCache(
                        directory: URL(fileURLWithPath: NSTemporaryDirectory() + "approachnote-covers"))),
            work: loader.work.scope()
        ) { mailbox.post($0) }
        self.covers = covers
        let path = libraryPath
        let accountSyncing = account.map { setup in
            AccountSyncing(setup: setup(path), executor: executor) { mailbox.post(.account(AccountDelivery($0))) }
        }
        application = BrowserApplication(loop: loop, mailbox: mailbox) { application in
            Browser(
                loader: loader, covers: covers, library: library,
                settings: BrowserSettings(catalogPath: SharedDemoCatalog.path),
                links: links,
                debounce: { [weak application] key, seconds, action in application?.debounce(key, seconds, action) },
                scroll: { [weak application] view, child in application?.scroll(view, to: child) },
                reveal: { [weak application] view, child in application?.reveal(view, child: child) },
                focus: { [weak application] label in application?.focus(label) },
                focusMemory: application.focusMemory, account: accountSyncing,
                player: plays
                    ? Player(
                        path: playerPath ?? ProcessInfo.processInfo.environment["PATH"], audioOutput: "null",
                        environment: playerEnvironment
                    ) {
                        mailbox.post(.playback($0))
                    } : nil)
        }
        application.browser.account?.start()
        loop.start(application)
        settle()
    }

    package var browser: Browser { application.browser }

    /// What plays stops with the harness: no mpv outlives its test.
    deinit { application.browser.player?.shutdown() }
    package var engine: LayoutEngine { loop.engine }
    package var lines: [String] { engine.canvas.lines }
    package var screen: String { lines.joined(separator: "\n") }

    /// Runs the loop until nothing is pending (loads arrived, deadlines done, frame drawn).
    package func settle(seconds: Double = 120) {
        let deadline = Date().addingTimeInterval(seconds)
        repeat { loop.iterate(timeoutMilliseconds: 50) } while !loop.isIdle && Date() < deadline
    }

    package func keys(_ text: String) {
        loop.inject(Array(text.utf8))
        settle()
    }

    @discardableResult
    package func press(_ label: String) -> Bool {
        let done = engine.press(label: label)
        loop.invalidate()
        settle()
        return done
    }

    package func open(_ link: String, options: RecordingsOptions = RecordingsOptions()) {
        browser.open(link: link, options: options)
        loop.invalidate()
        settle()
    }

    /// Scrolls the page to a shelf (or any id in it) and lets the frame settle.
    package func scroll(to id: String, anchor: Alignment = .leading) {
        engine.scroll(ScrollArea.page, to: id, anchor: anchor)
        loop.invalidateLayout()
        settle()
    }

    /// Opens a link without waiting for it to load.
    package func startOpening(_ link: String, options: RecordingsOptions = RecordingsOptions()) {
        browser.open(link: link, options: options)
        loop.invalidate()
    }

    /// Runs the loop until the screen shows `text`; false if it did not within `seconds`.
    @discardableResult
    package func iterate(until text: String, seconds: Double = 120) -> Bool {
        iterate(seconds: seconds) { screen.contains(text) }
    }

    /// Iterates the loop until `condition` holds, or `seconds` pass; returns whether it holds.
    package func iterate(seconds: Double = 120, until condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while !condition() && Date() < deadline { loop.iterate(timeoutMilliseconds: 10) }
        return condition()
    }

    /// The recording cards on screen, top to bottom and left to right.
    package var cards: [AccessibilityElement] {
        engine.accessibilityTree.flattened.filter { $0.role == .button && $0.label.contains(" · ") }
    }

    /// The shelf headers on screen ("1930s (122)"), in order.
    package var shelfHeaders: [String] {
        engine.accessibilityTree.flattened.filter {
            $0.role == .button && $0.states.contains { [.expanded, .collapsed].contains($0) }
        }
        .map(\.label)
    }
}
