import Application
import CommandSupport
import FoundationEssentials
import Layout
import Screens
import Terminal

/// The application's own figures, as a table against their targets: from `open LINK` to the
/// first complete frame and to settled, opening every shelf of Louis Armstrong's page by song
/// and scrolling to its bottom, searching and scrolling the Songs and Artists lists, and, as
/// child processes, the first frame in a terminal, the whole run of `render` and the peak
/// memory of the biggest pages.
struct AppBench {
    let access: CatalogAccess
    let scenarios: BenchScenarios
    let io: CommandIO
    let iterations: Int

    func run() throws {
        try io.write(
            "Application at \(BenchScenarios.viewportLabel) (\(iterations) runs each after one warm-up; "
                + "verdict on the median)\n" + BenchFigure.header)
        for page in [scenarios.s1, scenarios.s4] { try startup(page) }
        try pageActions(scenarios.s4)
        try ListBench(access: access, io: io, iterations: iterations).run()
        try HostileTextBench(access: access, io: io, iterations: iterations).run()
        try ProcessBench(access: access, scenarios: scenarios, io: io, iterations: iterations).run()
    }

    func write(_ figure: BenchFigure) throws { try io.write(figure.line) }

    /// From nothing (no catalog open, no application) to the page's first complete frame (its
    /// header and its shelves drawn), and on to settled (every load arrived, nothing pending):
    /// what `approachnote open LINK` does after the process has started.
    private func startup(_ page: BenchScenarios.Page) throws {
        var firstFrame: [Double] = []
        var settled: [Double] = []
        for run in 0...iterations {
            let start = BenchClock.now()
            let headless = HeadlessBrowser(
                store: try access.open(), catalogPath: access.location.path, size: BenchScenarios.viewport)
            headless.browser.open(link: page.link, options: page.options)
            guard let shown = headless.runUntilFrame(shows: { Self.shows(page, on: $0) }) else {
                throw BenchError.missingFrame("the first complete frame of \(page.name)")
            }
            guard let idle = headless.runUntilIdle() else { throw BenchError.unsettled(page.name) }
            guard run > 0 else { continue }
            firstFrame.append(BenchClock.milliseconds(since: start, until: shown))
            settled.append(BenchClock.milliseconds(since: start, until: idle))
        }
        try write(BenchFigure("\(page.name): open catalog and page to first complete frame", firstFrame, target: 50))
        try write(BenchFigure("\(page.name): … to settled (every load arrived, loop idle)", settled, target: 150))
    }

    /// The page's header and the header of its first shelf are on screen.
    static func shows(_ page: BenchScenarios.Page, on engine: LayoutEngine) -> Bool {
        let screen = engine.canvas.lines.joined(separator: "\n")
        guard page.loadedTexts.allSatisfy(screen.contains), let first = page.shelfHeaders.first else { return false }
        return engine.accessibilityTree.flattened.contains { $0.role == .button && $0.label == first }
    }

    /// Every shelf of the page opening at once, then the page scrolled to its bottom, in the
    /// running application: the main thread's time from the change to the loop idle again.
    /// No control opens every shelf, so the page with all of them open is a second copy of it,
    /// loaded alongside; the loop switching to that copy is the frame that opening them costs.
    private func pageActions(_ page: BenchScenarios.Page) throws {
        let firstOpen = try page.loaded(access: access)
        let allOpen = try page.with(.all).loaded(access: access)
        let loop = firstOpen.loop
        let engine = firstOpen.engine
        guard let last = page.shelfKeys.last else { throw BenchError.missingFrame("the shelves of \(page.name)") }
        var expand: [Double] = []
        var bottom: [Double] = []
        var expandFrame = FrameStats()
        var bottomFrame = FrameStats()
        for run in 0...iterations {
            loop.start(allOpen.application)
            let expanded = try Self.mainThreadTime(loop)
            expandFrame = loop.stats.lastFrame
            engine.scroll(ScrollArea.page, to: last, anchor: .trailing)
            loop.invalidateLayout()
            let scrolled = try Self.mainThreadTime(loop)
            bottomFrame = loop.stats.lastFrame
            if run == 0 { _ = try TerminalBench.shelfHeader(of: last, in: engine) }
            engine.scroll(at: BenchScenarios.middle, axis: .vertical, by: -Int(Int32.max))
            loop.invalidateLayout()
            _ = try Self.mainThreadTime(loop)
            loop.start(firstOpen.application)
            _ = try Self.mainThreadTime(loop)
            guard run > 0 else { continue }
            expand.append(expanded)
            bottom.append(scrolled)
        }
        let shelves = page.shelfKeys.count
        try write(BenchFigure("\(page.name): open all \(shelves) shelves, main thread", expand, target: 5))
        try write(BenchFigure("\(page.name): … then scroll to the bottom, main thread", bottom, target: 5))
        try io.write(
            "    (open all: \(expandFrame.passes) passes, \(expandFrame.nodesBuilt) nodes built; "
                + "to the bottom: \(bottomFrame.passes) passes, \(bottomFrame.nodesBuilt) nodes built)\n")
    }

    /// The main thread's time (milliseconds) from now until the loop is idle again: every
    /// phase of every iteration but its sleeps, so loads that finish on other threads meanwhile
    /// count only for what handling their results costs.
    static func mainThreadTime(_ loop: MainLoop) throws -> Double {
        let before = loop.stats.busyMicroseconds
        let deadline = BenchClock.now() + 30_000_000_000
        repeat { loop.iterate(timeoutMilliseconds: 1) } while !loop.isIdle && BenchClock.now() < deadline
        guard loop.isIdle else { throw BenchError.missingFrame("the loop to become idle") }
        return Double(loop.stats.busyMicroseconds - before) / 1_000
    }
}
