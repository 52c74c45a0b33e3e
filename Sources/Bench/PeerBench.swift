import Browsing
import Catalog
import CommandSupport
import Layout
import Terminal
import TextFormatting

/// A comparison with the Rust immediate-mode peer (tui-rs), for anyone to repeat: the
/// peer's page (`PeerPage`) in the real run loop, its frames written to a pseudo-terminal, at the
/// two scenario sizes, each action timed from the moment it is taken to its frame's bytes
/// written; then the frame encoder alone, on a whole frame of truecolour and on one cell changed.
struct PeerBench {
    let data: PeerData
    let io: CommandIO
    let iterations: Int

    /// The two scenario sizes. The targets are the peer's own figures, measured beside it
    /// (`PeerComparison`); these are where the time of each frame goes.
    static let viewports = [Size(width: 200, height: 60), Size(width: 60, height: 50)]

    static let encoderSize = Size(width: 200, height: 60)

    func run() throws {
        try io.write(
            "Peer page (tui-rs draws the same): Louis Armstrong by song, \(data.shelves.count) shelves, "
                + "20×8 cards, frames written to a pseudo-terminal\n(\(iterations) runs each after one warm-up; "
                + "verdict on the median)\n" + BenchFigure.header)
        // What the process holds before the page is drawn (the binary, the catalog and its query
        // results): the part of the figures below that is not the page's.
        try write(
            BenchFigure(
                "resident memory before the page is drawn (VmRSS)",
                [ProcessStatus.megabytes(ProcessStatus.kilobytes("VmRSS") ?? 0)], unit: .megabytes))
        for size in Self.viewports { try measure(size) }
        try measureEncoder()
    }

    private func newPage(_ size: Size) throws -> PeerPageApplication {
        guard let page = PeerPageApplication(data: data, size: size) else {
            throw CommandError.failed("The bench needs Louis Armstrong's recordings in the demo catalog.")
        }
        return page
    }

    /// One session per run, in a new run loop on the same terminal: the page's first frame (from
    /// the loop's creation), every shelf opened, the page scrolled to its bottom, then (once the
    /// largest shelf is scrolled into view, untimed) its carousel scrolled to its end.
    private func measure(_ size: Size) throws {
        let terminal = try BenchPseudoTerminal(size: size)
        defer { terminal.close() }
        var times: [[Double]] = Array(repeating: [], count: 4)
        var splits: [[[Double]]] = Array(repeating: Array(repeating: [], count: Self.phases.count), count: 4)
        var bytes: [Int] = []
        var resident: [Double] = []
        var peak: [Double] = []
        let largest = data.shelves[try newPage(size).largest]
        var counts: [Frame] = []
        for run in 0...iterations {
            let session = try newPage(size)
            let allocated = AllocationCount.now()
            let start = BenchClock.now()
            let loop = MainLoop(
                backend: terminal.backend, encoder: FrameEncoder(colorDepth: .truecolor), handleSignals: false)
            session.attach(loop)
            loop.start(session)
            let first = try Self.frame(loop, since: start, allocated: allocated, "the first frame")
            let actions = try Self.actions(loop, on: session)
            let frames = [first, actions.expanded, actions.bottom, actions.end]
            guard run > 0 else { continue }
            for (index, frame) in frames.enumerated() {
                times[index].append(frame.milliseconds)
                for (phase, milliseconds) in frame.phases.enumerated() { splits[index][phase].append(milliseconds) }
            }
            bytes = frames.map(\.bytes)
            counts = frames
            resident.append(ProcessStatus.megabytes(ProcessStatus.kilobytes("VmRSS") ?? 0))
            peak.append(ProcessStatus.megabytes(ProcessStatus.kilobytes("VmHWM") ?? 0))
        }
        let label = "\(size.width)×\(size.height)"
        let labels = [
            "\(label): first frame, every shelf closed",
            "\(label): … expand all \(data.shelves.count) shelves",
            "\(label): … scroll to the bottom",
            "\(label): … \(largest.title)'s carousel (\(largest.cards.count) cards) to its end",
        ]
        for (index, label) in labels.enumerated() { try write(BenchFigure(label, times[index])) }
        try io.write(
            "    (bytes written: first frame \(bytes[0]), expand all \(bytes[1]), to the bottom \(bytes[2]), "
                + "carousel \(bytes[3]))\n")
        let split = zip(["first frame", "expand all", "to the bottom", "carousel"], splits).map { action, phases in
            action + " " + phases.map { Printf.string("%.2f", $0.sorted()[$0.count / 2]) }.joined(separator: " / ")
        }
        try io.write("    (medians of layout / encoding / write: " + split.joined(separator: ", ") + " ms)\n")
        // The work of each frame, the same in every run: what grows with the page, not the
        // screen, shows here first.
        let work = zip(["first frame", "expand all", "to the bottom", "carousel"], counts).map { action, frame in
            action + ": " + Self.counts(frame)
        }
        try io.write("    (nodes and allocations per frame: " + work.joined(separator: "; ") + ")\n")
        try write(BenchFigure("\(label): resident memory, every shelf open (VmRSS)", resident, unit: .megabytes))
        try write(BenchFigure("\(label): … the process's peak so far (VmHWM)", peak, unit: .megabytes))
    }

    /// The encoder alone, called as the run loop calls it: a frame whose every cell has colours
    /// of its own, from nothing (the most a frame can cost); then one cell changed, on a plain
    /// screen (a counter ticking: the least a frame can cost) and in that frame of colours.
    private func measureEncoder() throws {
        let encoder = FrameEncoder(colorDepth: .truecolor)
        let canvas = Self.distinctColors(Self.encoderSize)
        var samples: [Double] = []
        var frameBytes = 0
        for run in 0...iterations {
            let start = BenchClock.now()
            frameBytes = encoder.encode(canvas, previous: nil).count
            if run > 0 { samples.append(BenchClock.milliseconds(since: start)) }
        }
        let size = "\(Self.encoderSize.width)×\(Self.encoderSize.height)"
        try write(
            BenchFigure(
                "encode a whole \(size) frame, colours of its own per cell, from nothing", samples, target: 1,
                bound: .atMost))
        try io.write("    (\(frameBytes) bytes)\n")
        let middle = Point(x: Self.encoderSize.width / 2, y: Self.encoderSize.height / 2)
        let blank = Canvas(size: Self.encoderSize)
        var ticked = blank
        ticked.put("7", at: middle, style: .plain)
        try write(
            BenchFigure(
                "one cell of a plain screen changed: bytes written",
                [Double(encoder.encode(ticked, previous: blank).count)], unit: .bytes, target: 20, bound: .atMost))
        var recolored = canvas
        recolored.put("▀", at: middle, style: Style(foreground: .white, background: .black))
        try write(
            BenchFigure(
                "one cell of that frame of colours changed to others: bytes written",
                [Double(encoder.encode(recolored, previous: canvas).count)], unit: .bytes))
    }

    /// Every cell "▀" with a foreground and a background no other cell has.
    static func distinctColors(_ size: Size) -> Canvas {
        var canvas = Canvas(size: size)
        for y in 0..<size.height {
            for x in 0..<size.width {
                let index = y * size.width + x
                let (low, high) = (UInt8(truncatingIfNeeded: index), UInt8(truncatingIfNeeded: index >> 8))
                let style = Style(
                    foreground: Color(red: low, green: high, blue: 0x40),
                    background: Color(red: 0x40, green: high, blue: low))
                canvas.put("▀", at: Point(x: x, y: y), style: style)
            }
        }
        return canvas
    }

    private func write(_ figure: BenchFigure) throws { try io.write(figure.line) }

    /// One action's frame: the time from the action to its bytes written, how many there were,
    /// and the main thread's milliseconds in each of `phases`.
    struct Frame {
        let milliseconds: Double
        let bytes: Int
        let phases: [Double]
        /// The engine's counts of the frame's work.
        let work: FrameStats
        /// Blocks allocated from the action to the frame's bytes written; nil where not counted.
        let allocations: Int?
    }

    /// The run loop's phases as the bench splits a frame: layout (the page evaluated, laid out
    /// and drawn into the canvas), encoding, and the write to the terminal.
    static let phases: [[MainLoopPhase]] = [[.state, .layout], [.draw], [.flush]]

    /// The page's actions after its first frame, in order, each timed to its own frame: expand
    /// all, to the bottom, and the largest carousel to its end (its shelf scrolled into view
    /// first, untimed). The peer does the same. `drawn` sees each timed frame's name once it is
    /// drawn, for the screens a child keeps.
    static func actions(_ loop: MainLoop, on page: PeerPageApplication, drawn: (String) -> Void = { _ in }) throws
        -> (expanded: Frame, bottom: Frame, end: Frame)
    {
        let expanded = try frame(loop, "expand all") { page.expandAll(loop) }
        drawn("expanded")
        let bottom = try frame(loop, "scroll to the bottom") { page.scrollToBottom(loop) }
        drawn("bottom")
        _ = try frame(loop, "the largest shelf scrolled into view") { page.showLargest(loop) }
        let end = try frame(loop, "the carousel to its end") { page.scrollLargestToEnd(loop) }
        drawn("shelf end")
        return (expanded, bottom, end)
    }

    /// The frame after `start`, once the loop has drawn it; `allocated` is the count of blocks
    /// allocated at `start`.
    static func frame(_ loop: MainLoop, since start: UInt64, allocated: Int?, _ action: String) throws -> Frame {
        let drawn = loop.stats.framesDrawn
        let before = loop.stats.phaseMicroseconds
        loop.iterate(timeoutMilliseconds: 0)
        guard loop.stats.framesDrawn == drawn + 1, loop.isIdle else { throw BenchError.noFrame(action) }
        let after = loop.stats.phaseMicroseconds
        let phases = Self.phases.map { group in
            Double(group.reduce(0) { $0 + after[$1.name, default: 0] - before[$1.name, default: 0] }) / 1_000
        }
        return Frame(
            milliseconds: BenchClock.milliseconds(since: start, until: loop.stats.lastFrameFinished),
            bytes: loop.stats.lastFrameBytes, phases: phases, work: loop.stats.lastFrame,
            allocations: AllocationCount.between(allocated, AllocationCount.now()))
    }

    /// `action`, then its frame: timed from before the action.
    static func frame(_ loop: MainLoop, _ label: String, _ action: () -> Void) throws -> Frame {
        let allocated = AllocationCount.now()
        let start = BenchClock.now()
        action()
        return try frame(loop, since: start, allocated: allocated, label)
    }

    /// A frame's counts, as the bench prints them: "1 pass, built 12, measured 30 (41 sizes),
    /// placed 45, drawn 40, 310 allocations".
    static func counts(_ frame: Frame) -> String {
        "\(frame.work.passes) \(frame.work.passes == 1 ? "pass" : "passes"), built \(frame.work.nodesBuilt), "
            + "measured \(frame.work.nodesMeasured) (\(frame.work.measurements) sizes), "
            + "placed \(frame.work.nodesPlaced), drawn \(frame.work.nodesDrawn), "
            + (frame.allocations.map { "\(GroupedNumber.text($0)) allocations" } ?? "allocations not counted")
    }
}
