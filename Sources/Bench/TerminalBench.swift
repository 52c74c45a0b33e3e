import CommandSupport
import FoundationEssentials
import Layout
import Terminal
import TextFormatting

/// The run loop of the application itself, headless at 200×60 on Louis Armstrong's artist
/// page by song, the first shelf open: from a key to its frame written, the bytes a shelf
/// toggle writes, and what three idle seconds cost.
enum TerminalBench {
    static func run(access: CatalogAccess, scenarios: BenchScenarios, timer: BenchTimer) throws {
        let headless = try scenarios.s4.loaded(access: access)
        let loop = headless.loop
        loop.sampler.start()
        try timer.io.write("Terminal run loop, the application headless at 200×60 on \(scenarios.s4.name)\n")
        var forward = true
        try timer.report("key to frame written (Tab, focus moves)") {
            loop.inject(Array((forward ? "\t" : "\u{1B}[Z").utf8))
            forward.toggle()
            loop.iterate(timeoutMilliseconds: 0)
        }
        let firstShelf = try shelfHeader(of: scenarios.s4.shelfKeys[0], in: headless.engine)
        guard headless.engine.focus(label: firstShelf) else { throw BenchError.missingFrame("the first shelf") }
        try timer.report("key to frame written (Enter, a shelf toggles)") {
            loop.inject(Array("\r".utf8))
            loop.iterate(timeoutMilliseconds: 0)
        }
        loop.sampler.stop()
        let samples = loop.sampler.histogram
        let phases = MainLoopPhase.allCases.map { "\($0.name) \(samples[$0.name] ?? 0)" }
        try timer.io.write("  main thread during those frames, 1 ms samples: " + phases.joined(separator: ", ") + "\n")
        let toggle = loop.stats.lastFrame
        try timer.io.write(
            "  shelf toggle frame: \(toggle.cellsChanged) cells changed, \(loop.stats.lastFrameBytes) bytes written\n")
        loop.iterate(timeoutMilliseconds: 0)
        let framesBefore = loop.stats.framesDrawn
        let passesBefore = loop.stats.layoutPasses
        let cpuBefore = ProcessCPU.seconds()
        loop.iterate(timeoutMilliseconds: 3_000)
        let cpu = ProcessCPU.seconds() - cpuBefore
        try timer.io.write(
            "  3 s idle: \(loop.stats.framesDrawn - framesBefore) frames, "
                + "\(loop.stats.layoutPasses - passesBefore) layout passes, " + Printf.string("%.4f", cpu)
                + " s of CPU\n")
    }

    /// The label of the shelf header for `key` on screen ("Ain't Misbehavin' (81)").
    static func shelfHeader(of key: String, in engine: LayoutEngine) throws -> String {
        guard
            let header = engine.accessibilityTree.flattened.first(where: {
                $0.role == .button && $0.label.hasPrefix(key + " (")
            })
        else { throw BenchError.missingFrame("the shelf \(key)") }
        return header.label
    }
}
