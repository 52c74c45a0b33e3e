import Application
import Artwork
import CommandSupport
import FoundationEssentials
import Glibc
import Layout
import Screens
import Terminal

/// Covers in the running application, made afresh in an empty cover cache of the bench's own
/// so that every cover is really drawn, encoded and decoded: Louis Armstrong's Tiger Rag shelf
/// (`BenchScenarios.s5`) scrolled end to end by Right held down at 60 presses a second while
/// the pipeline works on its threads (the main thread's time per frame, and how long after the
/// last press every card on screen shows its cover), then the largest pages, every shelf open,
/// paged through to their ends with covers on (the memory cache against its budget).
struct CoverBench {
    let access: CatalogAccess
    let scenarios: BenchScenarios
    let io: CommandIO
    let iterations: Int

    /// A run makes its covers afresh, which takes seconds: a few runs show the spread.
    static let scrollRuns = 3
    /// A key held down repeats about this fast; a frame at 60 Hz lasts as long.
    static let pressesPerSecond: UInt64 = 60
    static let right = Array("\u{1B}[C".utf8)
    static let pageDown = Array("\u{1B}[6~".utf8)
    /// The memory cache's budget and what it holds, in the budget's unit (2^20 bytes).
    static let bytesPerMegabyte = Double(1 << 20)

    /// One scroll from the shelf's first card to its last.
    private struct ScrollRun {
        /// The main thread's time between one frame and the next, frame by frame.
        var frames: [Double] = []
        /// From the last press to the frame with every card on screen showing its cover.
        var covered: Double = 0
        /// What the pipeline did from the first press on: the counters' change over the run.
        var counters = ArtworkCounters()
        /// The main thread's phases, sampled every millisecond from the first press on.
        var phases: [String: Int] = [:]
    }

    func run() throws {
        let workers = ArtworkConfiguration().workerCount
        try io.write(
            "Cover art in the application at \(BenchScenarios.viewportLabel) (covers made afresh, "
                + "\(workers) worker thread\(workers == 1 ? "" : "s"))\n" + BenchFigure.header)
        try scroll()
        try memory()
    }

    private func write(_ figure: BenchFigure) throws { try io.write(figure.line) }

    private func scroll() throws {
        let page = scenarios.s5
        var runs: [ScrollRun] = []
        for _ in 0..<min(iterations, Self.scrollRuns) { runs.append(try scrollOnce(page)) }
        let presses = scenarios.s5Cards - 1
        let frames = runs.flatMap(\.frames)
        try write(
            BenchFigure(
                "\(page.name): Right held (\(presses) at \(Self.pressesPerSecond)/s), main thread per frame", frames,
                target: 2, judged: .p99))
        try write(
            BenchFigure("\(page.name): … last press to every card on screen drawn", runs.map(\.covered), target: 200))
        let last = runs[runs.count - 1]
        try io.write(
            "    (\(runs.count) runs of \(frames.count / runs.count) frames; the last: covers asked for "
                + "\(last.counters.requested), made \(last.counters.decoded) (\(last.counters.decodedOnMainThread) on "
                + "the main thread), cancelled \(last.counters.cancelled), shared \(last.counters.shared), failed "
                + "\(last.counters.failed))\n")
        let phases = MainLoopPhase.allCases.map { "\($0.name) \(last.phases[$0.name] ?? 0)" }
        try io.write("    main thread during the last run, 1 ms samples: " + phases.joined(separator: ", ") + "\n")
    }

    /// Opens the page with covers made into an empty folder, then holds Right from the shelf's
    /// first card to its last. Every frame's main-thread time counts: the presses' frames and
    /// those that show covers as they arrive, until the last cover on screen is drawn.
    private func scrollOnce(_ page: BenchScenarios.Page) throws -> ScrollRun {
        let folder = try Self.emptyFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let headless = HeadlessBrowser(
            store: try access.open(), catalogPath: access.location.path, size: BenchScenarios.viewport,
            artwork: ArtworkConfiguration(diskCache: CoverDiskCache(directory: folder)))
        headless.browser.open(link: page.link, options: page.options)
        guard headless.runUntilIdle() != nil, let covers = headless.browser.covers else {
            throw BenchError.unsettled(page.name)
        }
        let loop = headless.loop
        let engine = headless.engine
        guard let shelf = page.options.scrollTo,
            let first = engine.accessibilityTree.flattened.first(where: {
                $0.role == .button && $0.label.contains(" · \(shelf) · ")
            }), engine.focus(label: first.label)
        else { throw BenchError.missingFrame("the first card of \(page.name)") }

        let before = covers.counters
        var run = ScrollRun()
        // Pressing a key is handled outside the loop's phases; its time is added by hand.
        var pressing = 0
        var sinceLastFrame = loop.stats.busyMicroseconds
        /// One iteration; true when it drew a frame, whose main-thread time is then recorded.
        func iterate(timeoutMilliseconds: Int32 = 1) -> Bool {
            let frames = loop.stats.framesDrawn
            loop.iterate(timeoutMilliseconds: timeoutMilliseconds)
            guard loop.stats.framesDrawn != frames else { return false }
            let busy = loop.stats.busyMicroseconds + pressing
            run.frames.append(Double(busy - sinceLastFrame) / 1_000)
            sinceLastFrame = busy
            return true
        }
        let period = 1_000_000_000 / Self.pressesPerSecond
        loop.sampler.start()
        defer { loop.sampler.stop() }
        let start = BenchClock.now()
        var lastPress = start
        for press in 0..<UInt64(scenarios.s5Cards - 1) {
            // Asleep in the loop's poll until the press is due, as the verification's fast
            // scroll does: waking every millisecond would count those wake-ups into a frame.
            while true {
                let now = BenchClock.now()
                let due = start + press * period
                guard now < due else { break }
                _ = iterate(timeoutMilliseconds: Int32((due - now + 999_999) / 1_000_000))
            }
            lastPress = BenchClock.now()
            loop.inject(Self.right)
            pressing += Int((BenchClock.now() - lastPress) / 1_000)
        }
        let deadline = BenchClock.now() + 30_000_000_000
        while true {
            guard BenchClock.now() < deadline else { throw BenchError.missingFrame("every cover of \(page.name)") }
            if iterate(), covers.counters.inFlight == 0, Self.everyCardDrawn(engine) { break }
        }
        run.covered = BenchClock.milliseconds(since: lastPress, until: loop.stats.lastFrameFinished)
        guard Self.isAtEnd(engine) else { throw BenchError.missingFrame("the last card of \(page.name)") }
        let after = covers.counters
        run.counters.requested = after.requested - before.requested
        run.counters.decoded = after.decoded - before.decoded
        run.counters.cancelled = after.cancelled - before.cancelled
        run.counters.shared = after.shared - before.shared
        run.counters.failed = after.failed - before.failed
        run.counters.decodedOnMainThread = after.decodedOnMainThread - before.decodedOnMainThread
        loop.sampler.stop()
        run.phases = loop.sampler.histogram
        return run
    }

    /// Whether the focused card's carousel is at its end: the presses went all the way.
    private static func isAtEnd(_ engine: LayoutEngine) -> Bool {
        guard let focused = engine.accessibilityTree.flattened.first(where: { $0.states.contains(.focused) }) else {
            return false
        }
        return !engine.scroll(at: focused.frame.origin, axis: .horizontal, by: 1)
    }

    /// Every card on screen shows its cover, or that it has none.
    private static func everyCardDrawn(_ engine: LayoutEngine) -> Bool {
        engine.accessibilityTree.flattened.allSatisfy { element in
            guard element.role == .button, element.label.contains(" · ") else { return true }
            return element.value == "no art" || element.value?.hasPrefix("cover") == true
        }
    }

    /// The largest pages with covers on: "All of Me" by name with every shelf open, paged
    /// through to its end a screen at a time with each screen's covers arriving, then Louis
    /// Armstrong's by song, in one application; the memory cache at the end and at its fullest
    /// against its budget.
    private func memory() throws {
        let folder = try Self.emptyFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let configuration = ArtworkConfiguration(diskCache: CoverDiskCache(directory: folder))
        let headless = HeadlessBrowser(
            store: try access.open(), catalogPath: access.location.path, size: BenchScenarios.viewport,
            artwork: configuration)
        var screens = 0
        for page in [scenarios.s2.with(.all), scenarios.s4.with(.all)] {
            headless.browser.open(link: page.link, options: page.options)
            guard headless.runUntilIdle() != nil else { throw BenchError.unsettled(page.name) }
            while true {
                let frames = headless.loop.stats.framesDrawn
                headless.loop.inject(Self.pageDown)
                guard headless.runUntilIdle() != nil else { throw BenchError.unsettled(page.name) }
                guard headless.loop.stats.framesDrawn != frames else { break }
                screens += 1
            }
        }
        guard let counters = headless.browser.covers?.counters else { throw BenchError.unsettled("S6") }
        let budget = Double(configuration.memoryBudget) / Self.bytesPerMegabyte
        try write(
            BenchFigure(
                "S6 with covers (\(screens) screens paged): memory cache at the end, \(counters.coversInMemory) covers",
                [Double(counters.bytesInMemory) / Self.bytesPerMegabyte], unit: .megabytes, target: budget))
        try write(
            BenchFigure(
                "S6 with covers: … at its fullest (\(counters.decoded) made, \(counters.evicted) evicted)",
                [Double(counters.peakBytesInMemory) / Self.bytesPerMegabyte], unit: .megabytes, target: budget))
    }

    /// A new folder for a run's covers, so that none is on disk yet.
    static func emptyFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "approachnote-bench-covers-\(getpid())-\(UUID().uuidString)", isDirectory: true)
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw CommandError.failed("The bench could not make a folder for covers at \(folder.path): \(error)")
        }
        return folder
    }
}
