import Browsing
import Catalog
import CommandSupport
import FoundationEssentials
import Layout
import Screens
import TextFormatting

/// Scale: one artist's page of 1,000 to 1,000,000 recordings made up in memory
/// (`SyntheticArtist`), grouped and drawn by the artist page's own code with every shelf open,
/// at 200×60. By year its 12 decade shelves grow longer; by song its shelves grow in number.
/// Per size: the grouping alone, opening (grouping and the first complete frame), and the
/// frame after one wheel notch on the page and on a carousel, with what those frames built;
/// then the frames at 1,000,000 against 1.5 times those at 1,000.
enum ScaleBench {
    static let sizes = [1_000, 10_000, 100_000, 1_000_000]
    static let seed: UInt64 = 11
    static let sorts: [ArtistRecordingSort] = [.year, .song]
    /// The frame cost at the largest size may be this many times the cost at the smallest.
    static let frameCostBound = 1.5

    /// The frames timed: the first, in a new engine on the grouped page, and a wheel notch on
    /// the page and on a carousel.
    enum Frame: CaseIterable {
        case first
        case page
        case carousel

        var label: String {
            switch self {
            case .first: "first complete frame, page grouped"
            case .page: "frame per page notch (\(ScalePage.Target.page.notch) rows)"
            case .carousel: "frame per carousel notch (\(ScalePage.Target.carousel.notch) columns)"
            }
        }
    }

    /// One sort's frames at one size.
    struct Result {
        let count: Int
        let sort: ArtistRecordingSort
        let frames: [Frame: ScalePage.Sweep]
    }

    static func run(timer: BenchTimer) throws {
        let io = timer.io
        let frames = 10 * timer.iterations
        try io.write(
            "Scale: \(SyntheticArtist.name)'s recordings made up in memory (seed \(seed)), on the artist page's "
                + "shelves, every one open, at \(BenchScenarios.viewportLabel); \(frames) frames of each kind\n"
                + BenchFigure.header)
        var results: [Result] = []
        for count in sizes {
            let heapBefore = HeapUsage.bytesInUse()
            let start = BenchClock.now()
            let rows = SyntheticArtist.recordings(count: count, seed: seed)
            let made = BenchClock.milliseconds(since: start)
            let rowBytes = HeapUsage.bytesInUse() - heapBefore
            try io.write(
                "  \(GroupedNumber.text(count)) recordings: made in " + Printf.string("%.0f", made) + " ms, "
                    + NumberText.megabytes(rowBytes) + " in memory\n")
            // The million's grouping takes most of a second: three runs of it are enough.
            let repeats = max(3, min(timer.iterations, 2_000_000 / count))
            for sort in sorts {
                results.append(try measure(rows, sort: sort, repeats: repeats, frames: frames, io: io))
            }
        }
        try verdicts(results, io: io)
    }

    private static func measure(
        _ rows: [PerformerRecording], sort: ArtistRecordingSort, repeats: Int, frames: Int, io: CommandIO
    ) throws -> Result {
        let count = rows.count
        let section = ArtistRecordingsSection(sort: sort)
        let grouping = samples(repeats) { _ = section.content(of: rows) }
        let opening = samples(repeats) { _ = ScalePage(rows: rows, sort: sort) }
        let heapBefore = HeapUsage.bytesInUse()
        let page = ScalePage.page(of: rows, sort: sort)
        let heapGrouped = HeapUsage.bytesInUse()
        let scale = ScalePage(page)
        let engineBytes = HeapUsage.bytesInUse() - heapGrouped
        let measured: [Frame: ScalePage.Sweep] = [
            .first: ScalePage.firstFrames(of: page, count: frames),
            .carousel: try scale.sweep(.carousel, frames: frames),
            .page: try scale.sweep(.page, frames: frames),
        ]
        let label = "\(GroupedNumber.text(count)), by \(sort.label.lowercased())"
        var figures = [
            BenchFigure("\(label) (\(GroupedNumber.text(scale.shelfCount)) shelves): grouping", grouping),
            BenchFigure("\(label): grouping per 1,000 recordings", grouping.map { $0 * 1_000 / Double(count) }),
            BenchFigure("\(label): open (grouping, first complete frame)", opening),
        ]
        figures += Frame.allCases.map { BenchFigure("\(label): \($0.label)", measured[$0]?.milliseconds ?? []) }
        for figure in figures { try io.write(figure.line) }
        let counts = Frame.allCases.map { "\($0 == .first ? "first frame" : "\($0) notch") \(measured[$0]!.summary)" }
        try io.write(
            "    (\(counts.joined(separator: "; ")); grouped page "
                + "\(NumberText.megabytes(heapGrouped - heapBefore)), engine \(NumberText.megabytes(engineBytes)))\n"
        )
        withExtendedLifetime(scale) {}
        return Result(count: count, sort: sort, frames: measured)
    }

    /// The frames of the largest page against those of the smallest: the median frame within
    /// `frameCostBound` times, and the same nodes built frame for frame.
    private static func verdicts(_ results: [Result], io: CommandIO) throws {
        guard let smallest = sizes.first, let largest = sizes.last else { return }
        try io.write(
            "Frame cost at \(GroupedNumber.text(largest)) recordings within \(frameCostBound)× "
                + "the cost at \(GroupedNumber.text(smallest))\n")
        for sort in sorts {
            guard let small = results.first(where: { $0.count == smallest && $0.sort == sort }),
                let large = results.first(where: { $0.count == largest && $0.sort == sort })
            else { continue }
            for frame in Frame.allCases {
                guard let before = small.frames[frame], let after = large.frames[frame] else { continue }
                let base = BenchFigure("", before.milliseconds).median
                let ratio = BenchFigure("", after.milliseconds).median / base
                let nodes = before.nodesBuilt == after.nodesBuilt ? "same nodes built" : "OTHER NODES BUILT"
                try io.write(
                    BenchFigure(
                        "by \(sort.label.lowercased()), \(frame == .first ? "first frame" : "\(frame) notch"): "
                            + Printf.string("%.2f× ", ratio)
                            + "the one at \(GroupedNumber.text(smallest)), \(nodes)",
                        after.milliseconds, target: frameCostBound * base, bound: .atMost
                    ).line)
            }
        }
    }

    /// Times `body` `count` times after one run that is not timed.
    private static func samples(_ count: Int, _ body: () -> Void) -> [Double] {
        body()
        return (0..<count).map { _ in
            let start = BenchClock.now()
            body()
            return BenchClock.milliseconds(since: start)
        }
    }
}

/// A synthetic artist page in a layout engine of the bench's size, its first frame drawn, and
/// how the bench moves it: wheel notches on the page or on a carousel, as the run loop turns
/// them into scrolls, timed and counted frame by frame. The tests drive it as the bench does.
final class ScalePage {
    enum Target: String, CustomStringConvertible {
        case page
        case carousel

        /// A notch of the wheel: 3 rows on the page, 6 columns on a carousel (the run loop's).
        var notch: Int { self == .page ? 3 : 6 }
        var axis: Axis { self == .page ? .vertical : .horizontal }
        var description: String { rawValue }
    }

    /// Frames timed and counted one by one: a sweep's, or first frames.
    struct Sweep {
        var milliseconds: [Double] = []
        var nodesBuilt: [Int] = []
        var passes: [Int] = []
        var diagnostics = 0

        /// The frame `engine` has just drawn, begun at `start`.
        mutating func record(_ engine: LayoutEngine, since start: UInt64) {
            milliseconds.append(BenchClock.milliseconds(since: start))
            nodesBuilt.append(engine.stats.nodesBuilt)
            passes.append(engine.stats.passes)
            diagnostics += engine.diagnostics.count
        }

        /// "≤ 2 passes, 41.5 nodes built (at most 120)".
        var summary: String {
            let mean = Double(nodesBuilt.reduce(0, +)) / Double(max(1, nodesBuilt.count))
            return "≤ \(passes.max() ?? 0) passes, \(Printf.string("%.1f", mean)) nodes built "
                + "(at most \(nodesBuilt.max() ?? 0))" + (diagnostics == 0 ? "" : ", \(diagnostics) DIAGNOSTICS")
        }
    }

    /// A sweep turns round after this many notches, so it stays inside the smallest page.
    static let notchesPerTurn = 10

    let page: InMemoryArtistPage
    let engine = LayoutEngine(size: BenchScenarios.viewport)
    /// The shelf the sweeps start at, a third of the way down: on the smallest page, ten
    /// notches down still find shelves below it.
    let startShelf: RecordingShelf<PerformerRecording>

    /// Groups the rows as the artist page does, every shelf open.
    static func page(of rows: [PerformerRecording], sort: ArtistRecordingSort) -> InMemoryArtistPage {
        InMemoryArtistPage(rows: rows, sort: sort, expansion: .all, screenHeight: BenchScenarios.viewport.height)
    }

    /// Draws the page's first frame.
    init(_ page: InMemoryArtistPage) {
        self.page = page
        let shelves = page.content.shelves
        startShelf = shelves[shelves.count / 3]
        engine.render(page.body())
    }

    convenience init(rows: [PerformerRecording], sort: ArtistRecordingSort) {
        self.init(Self.page(of: rows, sort: sort))
    }

    /// The first frame of the page, `count` times, each in a new engine.
    static func firstFrames(of page: InMemoryArtistPage, count: Int) -> Sweep {
        var frames = Sweep()
        for _ in 0..<count {
            let start = BenchClock.now()
            let drawn = ScalePage(page)
            frames.record(drawn.engine, since: start)
        }
        return frames
    }

    var shelfCount: Int { page.content.shelves.count }

    /// `frames` wheel notches on `target`, turning round every `notchesPerTurn`, from the start
    /// shelf at the top of the screen: the page down from there, or that shelf's carousel back
    /// from its middle card. Throws if a notch did not move it (the page too small for the
    /// sweep).
    func sweep(_ target: Target, frames: Int) throws -> Sweep {
        engine.scroll(InMemoryArtistPage.scrollID, to: startShelf.key, anchor: .leading)
        engine.render()
        let card = page.cardSize
        // On a carousel, the start shelf's: under its header line, halfway down its cards.
        let point = Point(x: engine.size.width / 2, y: target == .page ? engine.size.height / 2 : 1 + card.height / 2)
        if target == .carousel {
            engine.scroll(at: point, axis: .horizontal, by: startShelf.count / 2 * (card.width + 1))
            engine.render()
        }
        var sweep = Sweep()
        for frame in 0..<frames {
            let forward = (frame / Self.notchesPerTurn % 2 == 0) == (target == .page)
            let start = BenchClock.now()
            let moved = engine.scroll(at: point, axis: target.axis, by: forward ? target.notch : -target.notch)
            engine.render()
            sweep.record(engine, since: start)
            guard moved else {
                throw CommandError.failed(
                    "The scale bench's \(target) notch \(frame + 1) did not move the page of \(shelfCount) shelves.")
            }
        }
        return sweep
    }
}
