import Browsing
import Catalog
import Foundation
import Layout
import Terminal

/// `approachnote bench`: times what the pages depend on, so speed is measured, never asserted
/// in tests. Each figure is the median (and the fastest) of N runs after one warm-up.
enum BenchCommand {
    static func run(_ arguments: [String], access: CatalogAccess, io: CommandIO) throws {
        let parsed = try Arguments(arguments, valued: ["iterations", "only"], flags: ["generation"])
        _ = try parsed.requirePositionals(
            0, usage: "approachnote bench [--iterations N] [--only catalog|layout|terminal|scale] [--generation]")
        let only = parsed.value("only")
        guard only == nil || ["catalog", "layout", "terminal", "scale"].contains(only) else {
            throw CommandError.usage("--only takes catalog, layout, terminal or scale.")
        }
        var iterations = 20
        if let text = parsed.value("iterations") {
            guard let number = Int(text), (1...10_000).contains(number) else {
                throw CommandError.usage("--iterations takes a whole number from 1 to 10000.")
            }
            iterations = number
        }
        if parsed.flag("generation") { try benchGeneration(io: io) }
        if only == "scale" {
            try ScaleBench.run(io: io) { label, body in try report(io, label, iterations, body) }
            return
        }

        let store = try access.open()
        guard let summertime = try store.songs(matching: "Summertime").first(where: { $0.title == "Summertime" }),
            let armstrong = try store.performers(matching: "Louis Armstrong").first(where: {
                $0.name == "Louis Armstrong"
            })
        else { throw CommandError.failed("The bench needs the demo catalog (Summertime, Louis Armstrong).") }

        if only == "layout" || only == "terminal" {
            let recordings = try store.performerRecordings(id: armstrong.id)!.recordings
            if only == "layout" {
                try benchLayout(io: io, recordings: recordings, iterations: iterations)
            } else {
                try benchTerminal(io: io, recordings: recordings, iterations: iterations)
            }
            return
        }
        try io.write("Catalog queries (\(iterations) runs each; median / fastest)\n")
        let shell = try store.songShell(id: summertime.id, sort: .year)!.recordings
        try report(io, "shell rows, Summertime (\(shell.count) rows)", iterations) {
            _ = try store.songShell(id: summertime.id, sort: .year)
        }
        let batch = Array(shell.prefix(50).map(\.id))
        try report(io, "batch hydration, \(batch.count) ids", iterations) { _ = try store.hydrate(ids: batch) }
        let recordings = try store.performerRecordings(id: armstrong.id)!.recordings
        try report(io, "performer recordings query, Louis Armstrong (\(recordings.count))", iterations) {
            _ = try store.performerRecordings(id: armstrong.id)
        }
        for sort in ArtistRecordingSort.allCases {
            let section = ArtistRecordingsSection(sort: sort)
            try report(io, "grouping \(recordings.count) recordings by \(sort.label.lowercased())", iterations) {
                _ = section.content(of: recordings)
            }
        }
        try report(io, "song grouping, Summertime by year (\(shell.count))", iterations) {
            _ = SongRecordingsSection(sort: .year).content(of: shell)
        }
        let performerCount = try store.performers().count
        try report(io, "performers index (\(performerCount) rows)", iterations) { _ = try store.performers() }
        try report(io, "performers index, search \"son\"", iterations) { _ = try store.performers(matching: "son") }
        try report(io, "songs index", iterations) { _ = try store.songs() }
        try report(io, "songs index, search \"ain’t\"", iterations) { _ = try store.songs(matching: "ain’t") }
        if only == nil {
            try benchLayout(io: io, recordings: recordings, iterations: iterations)
            try benchTerminal(io: io, recordings: recordings, iterations: iterations)
            try ScaleBench.run(io: io) { label, body in try report(io, label, iterations, body) }
        }
    }

    /// The run loop, headless at 200×60 on the same page: from a key to its frame written,
    /// the bytes a shelf toggle writes, and the CPU time of three idle seconds.
    private static func benchTerminal(io: CommandIO, recordings: [PerformerRecording], iterations: Int) throws {
        let shelves = ArtistRecordingsSection(sort: .song).content(of: recordings).shelves
        let terminal = HeadlessTerminal(size: Size(width: 200, height: 60))
        let loop = MainLoop(backend: terminal, encoder: FrameEncoder(colorDepth: .truecolor), handleSignals: false)
        let demo = ShelfDemo(name: "Louis Armstrong", total: recordings.count, shelves: shelves)
        loop.start(demo)
        loop.sampler.start()
        loop.iterate(timeoutMilliseconds: 0)
        try io.write("Terminal run loop, headless 200×60\n")
        var forward = true
        try report(io, "key to frame written (Tab, focus moves)", iterations) {
            loop.inject(Array((forward ? "\t" : "\u{1B}[Z").utf8))
            forward.toggle()
            loop.iterate(timeoutMilliseconds: 0)
        }
        loop.engine.focus(label: "\(shelves[0].key) (\(shelves[0].count))")
        try report(io, "key to frame written (Enter, a shelf toggles)", iterations) {
            loop.inject(Array("\r".utf8))
            loop.iterate(timeoutMilliseconds: 0)
        }
        loop.sampler.stop()
        let samples = loop.sampler.histogram
        let phases = MainLoopPhase.allCases.map { "\($0) \(samples[String(describing: $0)] ?? 0)" }
        try io.write("  main thread during those frames, 1 ms samples: " + phases.joined(separator: ", ") + "\n")
        usleep(5_000)
        let toggle = loop.stats.lastFrame
        try io.write(
            "  shelf toggle frame: \(toggle.cellsChanged) cells changed, \(loop.stats.lastFrameBytes) bytes written\n")
        loop.iterate(timeoutMilliseconds: 0)
        let framesBefore = loop.stats.framesDrawn
        let passesBefore = loop.stats.layoutPasses
        let cpuBefore = ProcessCPU.seconds()
        loop.iterate(timeoutMilliseconds: 3_000)
        let cpu = ProcessCPU.seconds() - cpuBefore
        try io.write(
            String(
                format: "  3 s idle: %d frames, %d layout passes, %.4f s of CPU\n",
                loop.stats.framesDrawn - framesBefore,
                loop.stats.layoutPasses - passesBefore, cpu))
    }

    /// The layout engine on Louis Armstrong's 99 song shelves, every shelf open, at 200×60.
    private static func benchLayout(io: CommandIO, recordings: [PerformerRecording], iterations: Int) throws {
        let shelves = ArtistRecordingsSection(sort: .song).content(of: recordings).shelves
        let allOpen = Set(shelves.map(\.key))
        let page = LayoutBenchPage(shelves: shelves, open: allOpen)
        let viewport = Size(width: 200, height: 60)
        try io.write(
            "Layout, \(shelves.count) shelves of \(recordings.count) cards, all open, \(viewport.width)×\(viewport.height)\n"
        )
        try report(io, "first frame (evaluate, lay out, draw)", iterations) {
            LayoutEngine(size: viewport).render(page)
        }
        let engine = LayoutEngine(size: viewport)
        engine.render(page)
        var step = 0
        try report(io, "frame after a one-row scroll", iterations) {
            step += 1
            engine.scroll(at: Point(x: 0, y: 0), axis: .vertical, by: step % 2 == 0 ? -1 : 1)
            engine.render()
        }
        var toggled = allOpen
        try report(io, "frame after a shelf toggle (re-evaluated page)", iterations) {
            if toggled.remove(shelves[1].key) == nil { toggled.insert(shelves[1].key) }
            engine.render(LayoutBenchPage(shelves: shelves, open: toggled))
        }
        let stats = engine.stats
        try io.write(
            "  last frame: \(stats.passes) passes, \(stats.nodesMeasured) measured, \(stats.nodesBuilt) built, "
                + "\(stats.nodesReused) reused, \(stats.cellsChanged) cells changed\n")
        let before = HeapUsage.bytesInUse()
        let retained = LayoutEngine(size: viewport)
        retained.render(page)
        let after = HeapUsage.bytesInUse()
        try io.write(String(format: "  retained tree and canvas: %.2f MB\n", Double(after - before) / 1_000_000))
        withExtendedLifetime(retained) {}
    }

    private static func benchGeneration(io: CommandIO) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("approachnote-bench-\(getpid())")
            .path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let location = CatalogLocation(path: directory + "/catalog.sqlite")
        let report = try DemoCatalogGenerator.generate(at: location, force: true)
        try io.write(
            String(
                format: "Demo catalog generation: %.2f s, %@\n", report.seconds, CatalogCommands.megabytes(report.bytes)
            ))
    }

    private static func report(_ io: CommandIO, _ label: String, _ iterations: Int, _ body: () throws -> Void) throws {
        try body()
        var samples: [Double] = []
        samples.reserveCapacity(iterations)
        for _ in 0..<iterations {
            let start = DispatchTime.now().uptimeNanoseconds
            try body()
            samples.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000)
        }
        samples.sort()
        let line =
            "  " + label.padding(toLength: max(58, label.count), withPad: " ", startingAt: 0)
            + String(format: " %9.3f ms  %9.3f ms\n", samples[samples.count / 2], samples[0])
        try io.write(line)
    }
}
