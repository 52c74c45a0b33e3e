import Application
import Artwork
import CommandSupport
import FoundationEssentials
import Layout
import Screens
import Terminal

/// One scenario at one viewport, every phase in order, in this process: the application
/// headless, driven as a user drives it (a link, keys, the wheel), its loop one iteration at a
/// time. A child of the verification runs one; the tests run them with short windows.
struct VerificationRun {
    /// What every phase object names.
    struct Identity {
        let scenario: String
        let page: String
        let viewport: String
        let covers: Bool
    }

    let scenario: VerificationScenario
    let viewport: VerificationViewport
    /// Covers drawn (as colour symbols, made afresh in an empty cache of the run's own), or off.
    let covers: Bool
    var idleSeconds = 3.0
    var fastScrollSeconds = 3.0
    static let wheelEventsPerSecond = 60

    private var identity: Identity {
        Identity(scenario: scenario.id, page: scenario.name, viewport: viewport.argument, covers: covers)
    }

    /// Every phase's figures, in order. `spawnedAt` is when the process was started (uptime in
    /// nanoseconds), which the first frame is timed from; by default, from the run's start.
    func run(access: CatalogAccess, spawnedAt: UInt64? = nil) throws -> [VerificationPhase] {
        let start = BenchClock.now()
        let folder = try CoverBench.emptyFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let headless = HeadlessBrowser(
            store: try access.open(), catalogPath: access.location.path, size: viewport.size,
            artwork: ArtworkConfiguration(diskCache: CoverDiskCache(directory: folder)))
        if !covers { headless.browser.changeSettings { $0.coverArt = .off } }
        var phases = [try open(headless, start: start, spawnedAt: spawnedAt ?? start)]
        if !scenario.opensEveryShelf { phases.append(try expandAll(headless)) }
        phases.append(try scrollToBottom(headless))
        phases.append(try largestShelfToEnd(headless))
        phases.append(Self.idleWindow(headless.loop, seconds: idleSeconds, identity: identity))
        phases.append(try fastScroll(headless))
        return phases
    }

    /// The link followed: to the first complete frame, and on to settled (the shell loaded, the
    /// rows on screen hydrated, their covers drawn).
    private func open(_ headless: HeadlessBrowser, start: UInt64, spawnedAt: UInt64) throws -> VerificationPhase {
        let recorder = LoopRecorder(headless.loop, started: start)
        recorder.outside(.state) { headless.browser.open(link: scenario.link, options: scenario.options) }
        let firstFrame = try recorder.runUntilFrame("the first complete frame of \(scenario.name)") {
            scenario.isComplete($0)
        }
        let settled = try recorder.runUntilIdle(scenario.name)
        var phase = recorder.measure(.open, of: identity)
        phase.firstFrameMs = BenchClock.milliseconds(since: spawnedAt, until: firstFrame)
        phase.wallMs = BenchClock.milliseconds(since: spawnedAt, until: settled)
        return phase
    }

    /// Every shelf opened in one state change; each opened shelf then hydrates whole.
    private func expandAll(_ headless: HeadlessBrowser) throws -> VerificationPhase {
        let recorder = LoopRecorder(headless.loop)
        guard recorder.outside(.state, { headless.browser.setAllShelves(open: true) }) else {
            throw BenchError.missingFrame("the shelves of \(scenario.name)")
        }
        headless.loop.invalidate()
        try recorder.runUntilIdle(scenario.name)
        var phase = recorder.measureAction(.expandAll, of: identity)
        phase.shelves = scenario.shelfCount
        return phase
    }

    /// `G`: the page to its end.
    private func scrollToBottom(_ headless: HeadlessBrowser) throws -> VerificationPhase {
        let recorder = LoopRecorder(headless.loop)
        recorder.inject("G")
        try recorder.runUntilIdle(scenario.name)
        var phase = recorder.measureAction(.scrollToBottom, of: identity)
        let middle = Point(x: viewport.size.width / 2, y: viewport.size.height / 2)
        phase.reachedEnd = !Self.canScrollFurther(headless.engine, at: middle, axis: .vertical)
        return phase
    }

    /// `End` in the largest shelf's carousel: to its last card. Getting there is not timed: the
    /// page scrolled to the shelf, its header focused, Down to its first card.
    private func largestShelfToEnd(_ headless: HeadlessBrowser) throws -> VerificationPhase {
        let engine = headless.engine
        let setup = LoopRecorder(headless.loop)
        engine.scroll(ScrollArea.page, to: scenario.largestShelf)
        headless.loop.invalidateLayout()
        try setup.runUntilIdle(scenario.name)
        guard engine.focus(label: scenario.largestShelfHeader) else {
            throw BenchError.missingFrame("the header of \(scenario.largestShelfHeader)")
        }
        setup.inject(Self.down)
        try setup.runUntilIdle(scenario.name)
        guard let card = Self.focused(engine), card.label.contains(" · ") else {
            throw BenchError.missingFrame("the first card of \(scenario.largestShelfHeader)")
        }

        let recorder = LoopRecorder(headless.loop)
        recorder.inject(Self.end)
        try recorder.runUntilIdle(scenario.name)
        var phase = recorder.measureAction(.largestShelfToEnd, of: identity)
        phase.shelf = scenario.largestShelf
        let last = Self.focused(engine)
        phase.reachedEnd =
            last.map {
                $0.label != card.label && !Self.canScrollFurther(engine, at: $0.frame.origin, axis: .horizontal)
            }
            ?? false
        return phase
    }

    /// `seconds` of nothing happening: the frames drawn, the passes laid out and the CPU the
    /// whole process used meanwhile (held to none, none and at most a tick of CPU time:
    /// `VerificationPhase.judged(at:)`).
    static func idleWindow(_ loop: MainLoop, seconds: Double, identity: Identity) -> VerificationPhase {
        let recorder = LoopRecorder(loop)
        let cpu = ProcessCPU.seconds()
        let end = recorder.started + UInt64(seconds * 1e9)
        // The loop is looked at once at least, however late a loaded machine lets the window start.
        repeat {
            let now = BenchClock.now()
            recorder.iterate(timeoutMilliseconds: now < end ? Int32((end - now + 999_999) / 1_000_000) : 0)
        } while BenchClock.now() < end
        var phase = recorder.measure(.idle, of: identity)
        phase.idleSeconds = seconds
        phase.cpuMs = (ProcessCPU.seconds() - cpu) * 1_000
        return phase
    }

    /// Wheel events at 60 a second under the middle of the screen, turn about: the page (three
    /// rows, turning back at either end) and the carousel under the pointer (six columns, ten
    /// events one way, then ten the other), while hydration and covers follow on their threads.
    private func fastScroll(_ headless: HeadlessBrowser) throws -> VerificationPhase {
        let loop = headless.loop
        let coversBefore = headless.browser.covers?.counters
        let sampledBefore = loop.sampler.histogram
        loop.sampler.start()
        defer { loop.sampler.stop() }
        let recorder = LoopRecorder(loop)
        let events = Int(fastScrollSeconds * Double(Self.wheelEventsPerSecond))
        let period = 1_000_000_000 / UInt64(Self.wheelEventsPerSecond)
        let middle = Point(x: viewport.size.width / 2, y: viewport.size.height / 2)
        var down = true
        var right = false
        var lastOffset: Int?
        for event in 0..<events {
            // Asleep in the loop's poll until the next event is due, as between a person's
            // wheel notches: waking every millisecond to look at the clock would count its own
            // wake-ups into the next frame's main-thread time.
            let due = recorder.started + UInt64(event) * period
            while true {
                let now = BenchClock.now()
                guard now < due else { break }
                recorder.iterate(timeoutMilliseconds: Int32((due - now + 999_999) / 1_000_000))
            }
            if event % 2 == 0 {
                let offset = headless.engine.scrollOffset(of: ScrollArea.page)
                if offset == lastOffset { down.toggle() }
                lastOffset = offset
                recorder.inject(Self.wheel(down ? 65 : 64, at: middle))
            } else {
                if event / 2 % 10 == 0 { right.toggle() }
                recorder.inject(Self.wheel(right ? 67 : 66, at: middle))
            }
        }
        try recorder.runUntilIdle(scenario.name)
        loop.sampler.stop()
        var phase = recorder.measure(.fastScroll, of: identity)
        phase.events = events
        let frames = BenchFigure("frames", recorder.frameMilliseconds)
        phase.frameP50Ms = frames.median
        phase.frameP99Ms = frames.p99
        if let before = coversBefore, let after = headless.browser.covers?.counters {
            phase.coversDecoded = after.decoded - before.decoded
            phase.coversDecodedOnMainThread = after.decodedOnMainThread - before.decodedOnMainThread
        }
        phase.sampled = loop.sampler.histogram.merging(sampledBefore) { after, before in after - before }
        phase.peakMemoryMB = ProcessStatus.kilobytes("VmHWM").map(ProcessStatus.megabytes)
        return phase
    }

    static let down = "\u{1B}[B"
    static let end = "\u{1B}[F"

    /// An SGR mouse report of `button` (64 wheel up, 65 down, 66 left, 67 right) at `point`.
    static func wheel(_ button: Int, at point: Point) -> String { "\u{1B}[<\(button);\(point.x + 1);\(point.y + 1)M" }

    static func focused(_ engine: LayoutEngine) -> AccessibilityElement? {
        engine.accessibilityTree.flattened.first { $0.states.contains(.focused) }
    }

    /// Whether the scroll view the wheel would turn at `point` could still move forward along
    /// `axis`: asked as the wheel asks, and the step taken back at once.
    static func canScrollFurther(_ engine: LayoutEngine, at point: Point, axis: Axis) -> Bool {
        guard engine.scroll(at: point, axis: axis, by: 1) else { return false }
        engine.scroll(at: point, axis: axis, by: -1)
        return true
    }
}
