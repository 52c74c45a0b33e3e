import Catalog
import Layout
import Screens

/// The layout engine on the application's own page: Louis Armstrong by song (S4), every one
/// of its 99 shelves open, at 200×60. The page's view is taken from the application once its
/// loads have arrived, then laid out by engines of the bench's own.
enum LayoutBench {
    static let viewport = Size(width: 200, height: 60)

    static func run(access: CatalogAccess, scenarios: BenchScenarios, timer: BenchTimer) throws {
        let keys = scenarios.s4.shelfKeys
        let allOpen = try loadedPage(scenarios.s4.with(.all), access: access)
        let oneClosed = try loadedPage(scenarios.s4.with(.keys(keys.filter { $0 != keys[1] })), access: access)
        try timer.io.write(
            "Layout, the artist page of \(scenarios.s4.name): \(keys.count) shelves, all open, "
                + "\(viewport.width)×\(viewport.height)\n")
        try timer.report("first frame (evaluate, lay out, draw)") {
            LayoutEngine(size: viewport).render(allOpen.application.body())
        }
        let engine = LayoutEngine(size: viewport)
        engine.render(allOpen.application.body())
        let middle = Point(x: viewport.width / 2, y: viewport.height / 2)
        var step = 0
        try timer.report("frame after a one-row scroll") {
            step += 1
            engine.scroll(at: middle, axis: .vertical, by: step % 2 == 0 ? -1 : 1)
            engine.render()
        }
        let toggled = [oneClosed.application, allOpen.application]
        var toggles = 0
        try timer.report("frame after a shelf toggle (re-evaluated page)") {
            engine.render(toggled[toggles % 2].body())
            toggles += 1
        }
        let stats = engine.stats
        try timer.io.write(
            "  last frame: \(stats.passes) passes, \(stats.nodesMeasured) measured, \(stats.nodesBuilt) built, "
                + "\(stats.nodesReused) reused, \(stats.cellsChanged) cells changed\n")
        try timer.io.write(
            String(format: "  retained tree and canvas: %.2f MB\n", retainedMegabytes(allOpen.application)))
    }

    /// What an engine holds on to once it has drawn the page: its node tree and its canvas.
    private static func retainedMegabytes(_ application: BrowserApplication) -> Double {
        let before = HeapUsage.bytesInUse()
        let retained = LayoutEngine(size: viewport)
        retained.render(application.body())
        let after = HeapUsage.bytesInUse()
        withExtendedLifetime(retained) {}
        return Double(after - before) / 1_000_000
    }

    /// The application showing `page` with its loads arrived.
    static func loadedPage(
        _ page: BenchScenarios.Page, access: CatalogAccess, size: Size = viewport
    ) throws -> HeadlessBrowser {
        let headless = HeadlessBrowser(store: try access.open(), catalogPath: access.location.path, size: size)
        headless.browser.open(link: page.link, options: page.options)
        guard headless.runUntilIdle() != nil else { throw BenchError.unsettled(page.name) }
        return headless
    }
}
