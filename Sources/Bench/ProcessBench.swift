import Browsing
import CommandSupport
import Screens

/// approachnote run as a child, as a user or a script runs it: `render` from spawn to exit
/// (catalog opened, page loaded and settled, printed), the bare start and exit of the process
/// for comparison, and the peak memory of the biggest pages with every shelf open and
/// scrolled to the end (S6, no cover art).
struct ProcessBench {
    let access: CatalogAccess
    let scenarios: BenchScenarios
    let io: CommandIO
    let iterations: Int

    /// Peak memory hardly varies from run to run; a few runs show it (no more than the
    /// iterations asked for).
    static let memoryRuns = 3

    func run() throws {
        let catalog = ["--catalog", access.location.path]
        let size = ["--size", "\(BenchScenarios.viewport.width)x\(BenchScenarios.viewport.height)"]
        try write(BenchFigure("process start and exit (approachnote --version)", try times(catalog + ["--version"])))
        for page in [scenarios.s1, scenarios.s4] {
            let open = catalog + ["open", page.link] + Self.options(page.options)
            let header = page.shelfHeaders.first ?? ""
            var firstFrame: [Double] = []
            for run in 0...iterations {
                let time = try TerminalRun.firstShowing(header, arguments: open, size: BenchScenarios.viewport)
                if run > 0 { firstFrame.append(time) }
            }
            try write(
                BenchFigure("\(page.name): open in a terminal, spawn to first complete frame", firstFrame, target: 40))
            let render = catalog + ["render", page.link] + size + Self.options(page.options)
            try write(
                BenchFigure("\(page.name): render, spawn to settled page printed, exit", try times(render), target: 150)
            )
        }
        for page in [scenarios.s2, scenarios.s4] {
            let everyShelf = page.with(.all)
            var arguments = catalog + ["render", page.link] + size + Self.options(everyShelf.options)
            arguments += ["--scroll-to", page.shelfKeys.last ?? "", "--images", "off"]
            let peaks = try (0..<min(Self.memoryRuns, iterations)).map { _ in
                try ChildRun.run(arguments, watchingMemory: true).peakMegabytes ?? 0
            }
            try write(
                BenchFigure(
                    "\(page.name): peak memory, all \(page.shelfKeys.count) shelves open, at the end, no covers", peaks,
                    unit: .megabytes, target: 30))
        }
    }

    private func write(_ figure: BenchFigure) throws { try io.write(figure.line) }

    /// Spawn-to-exit times of `iterations` runs after a warm-up.
    private func times(_ arguments: [String]) throws -> [Double] {
        _ = try ChildRun.run(arguments)
        return try (0..<iterations).map { _ in try ChildRun.run(arguments).milliseconds }
    }

    /// `render`'s options for a page's starting options.
    static func options(_ options: RecordingsOptions) -> [String] {
        var arguments: [String] = []
        if let sort = options.sort { arguments += ["--sort", sort.rawValue] }
        if let playable = options.playableOnly { arguments += ["--playable-only", playable ? "on" : "off"] }
        switch options.expansion {
        case .first: break
        case .none: arguments += ["--expand", "none"]
        case .all: arguments += ["--expand", "all"]
        case .keys(let keys): arguments += ["--expand", keys.joined(separator: ",")]
        }
        return arguments
    }
}
