import Application
import Catalog
import CommandSupport
import Layout
import Screens
import TextFormatting

/// The layout engine on the application's own page: Louis Armstrong by song
/// (`BenchScenarios.s4`), every one of its shelves open, at 200×60. The page's view is taken
/// from the application once its loads have arrived, then laid out by engines of the bench's
/// own, under `policy`.
enum LayoutBench {
    static func run(
        access: CatalogAccess, scenarios: BenchScenarios, timer: BenchTimer, policy: LayoutPolicy = .default
    ) throws {
        let keys = scenarios.s4.shelfKeys
        let allOpen = try scenarios.s4.with(.all).loaded(access: access)
        let oneClosed = try scenarios.s4.with(.keys(keys.filter { $0 != keys[1] })).loaded(access: access)
        try timer.io.write(
            "Layout, the artist page of \(scenarios.s4.name): \(keys.count) shelves, all open, "
                + "\(BenchScenarios.viewportLabel)\(policy == .default ? "" : ", \(policy) layout policy")\n")
        try timer.report("first frame (evaluate, lay out, draw)") {
            LayoutEngine(size: BenchScenarios.viewport, policy: policy).render(allOpen.application.body())
        }
        let engine = LayoutEngine(size: BenchScenarios.viewport, policy: policy)
        engine.render(allOpen.application.body())
        var step = 0
        try timer.report("frame after a one-row scroll") {
            step += 1
            engine.scroll(at: BenchScenarios.middle, axis: .vertical, by: step % 2 == 0 ? -1 : 1)
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
                + "\(stats.nodesReused) reused, \(stats.cellsChanged) cells changed, "
                + "\(engine.diagnostics.count) diagnostics\n")
        try timer.io.write(
            "  retained tree and canvas: "
                + Printf.string("%.2f", retainedMegabytes(allOpen.application, policy: policy))
                + " MB\n")
    }

    /// What an engine holds on to once it has drawn the page: its node tree and its canvas.
    private static func retainedMegabytes(_ application: BrowserApplication, policy: LayoutPolicy) -> Double {
        let before = HeapUsage.bytesInUse()
        let retained = LayoutEngine(size: BenchScenarios.viewport, policy: policy)
        retained.render(application.body())
        let after = HeapUsage.bytesInUse()
        withExtendedLifetime(retained) {}
        return Double(after - before) / 1_000_000
    }
}
