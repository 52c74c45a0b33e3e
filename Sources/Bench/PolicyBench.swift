import Browsing
import Catalog
import CommandSupport
import Layout
import Synchronization
import TextFormatting
import UntrustedText

/// `bench --policy`: the bisection of the original app's wedge, reproduced. The four
/// combinations of an eager or lazy shelf list with eager or lazy carousels (`BisectionPage`),
/// each opened, then scrolled by wheel notches and by pages, under the chosen layout policy;
/// the naive policy is shown beside the default one, which is what it is measured against.
/// Counts, not times: which frames ran into the pass bound, how many passes they needed
/// without it, and what the engine blamed.
enum PolicyBench {
    struct Combination: Sendable {
        let lazyShelves: Bool
        let lazyCards: Bool

        var label: String { "\(lazyShelves ? "LazyVStack" : "VStack") × \(lazyCards ? "LazyHStack" : "HStack")" }
    }

    /// Fully eager first, then each stack made lazy alone, then both.
    static let combinations = [
        Combination(lazyShelves: false, lazyCards: false), Combination(lazyShelves: false, lazyCards: true),
        Combination(lazyShelves: true, lazyCards: false), Combination(lazyShelves: true, lazyCards: true),
    ]

    /// What the lazy shelf list assumes for a shelf it has not built, each wrong one way: every
    /// open shelf measures from 7 to 9 rows (a header over cards of 6 to 8).
    struct ShelfEstimate: Sendable {
        let rows: Int
        let note: String
    }

    static let shelfEstimates = [
        ShelfEstimate(rows: 1, note: "as in the application: short of every open shelf"),
        ShelfEstimate(rows: 12, note: "more than any shelf measures"),
    ]
    static let viewports = [Size(width: 200, height: 60), Size(width: 60, height: 50)]
    /// Frames of each way of scrolling, after the opening frame.
    static let framesPerScroll = 10
    /// Enough passes for a frame that only settles late to settle: one that reaches this goes
    /// on for ever.
    static let liftedBound = 1_000

    /// How a frame scrolls: as the application's wheel notch, or its PgDn.
    enum Scroll: CaseIterable, Sendable {
        case wheel, page

        func rows(viewport: Size) -> Int { self == .wheel ? 3 : max(1, viewport.height - 2) }
    }

    /// What one combination did under one policy.
    struct Outcome: Sendable {
        /// The most passes any frame took, the opening frame's included.
        var maxPasses = 0
        /// Per way of scrolling: the frames that reached the bound still changing (each
        /// recorded a diagnostic), and the frames that scrolled.
        var atBound: [Scroll: Int] = [:]
        var frames: [Scroll: Int] = [:]
        var openingAtBound = false
        var firstDiagnostic: LayoutDiagnostic?
        /// The most passes a frame took in the same run with the bound lifted to
        /// `liftedBound`; nil when a frame still had not settled there.
        var unboundedPasses: Int?

        var settled: Bool { !openingAtBound && atBound.values.allSatisfy { $0 == 0 } && firstDiagnostic == nil }
    }

    /// The page opened, then scrolled down `framesPerScroll` wheel notches, then as many pages
    /// (each way stopping early when the page can scroll no further), one frame each. A run that
    /// ran into the bound is run again with the bound lifted, to tell a frame that settles
    /// late from one that never does.
    static func outcome(
        shelves: [RecordingShelf<PerformerRecording>], combination: Combination, shelfEstimate: Int,
        policy: LayoutPolicy, viewport: Size
    ) -> Outcome {
        // Layout is deterministic: the same page, policy and size always give the same
        // outcome, which the table, the default policy's run and the bisection all ask for.
        let key =
            "\(combination.label)|\(shelfEstimate)|\(policy.rawValue)|\(viewport.width)x\(viewport.height)|"
            + shelves.map { "\($0.key)=\($0.count)" }.joined(separator: ",")
        if let kept = outcomes.withLock({ $0[key] }) { return kept }
        let outcome = measure(
            shelves: shelves, combination: combination, shelfEstimate: shelfEstimate, policy: policy, viewport: viewport
        )
        outcomes.withLock { $0[key] = outcome }
        return outcome
    }

    private static let outcomes = Mutex<[String: Outcome]>([:])

    private static func measure(
        shelves: [RecordingShelf<PerformerRecording>], combination: Combination, shelfEstimate: Int,
        policy: LayoutPolicy, viewport: Size
    ) -> Outcome {
        let page = BisectionPage(
            shelves: shelves, lazyShelves: combination.lazyShelves, lazyCards: combination.lazyCards,
            shelfEstimate: shelfEstimate)
        var outcome = run(page, policy: policy, viewport: viewport, bound: LayoutEngine.maxPassesPerFrame)
        outcome.unboundedPasses = outcome.maxPasses
        if !outcome.settled {
            let lifted = run(page, policy: policy, viewport: viewport, bound: liftedBound, stopsAtBound: true)
            outcome.unboundedPasses = lifted.maxPasses < liftedBound ? lifted.maxPasses : nil
        }
        return outcome
    }

    /// `stopsAtBound`: the run only asks whether any frame needs the bound's passes, so the
    /// first frame that does ends it (passes never exceed the bound).
    private static func run(
        _ page: BisectionPage, policy: LayoutPolicy, viewport: Size, bound: Int, stopsAtBound: Bool = false
    ) -> Outcome {
        let engine = LayoutEngine(size: viewport, policy: policy)
        engine.passBound = bound
        var outcome = Outcome()
        /// Whether the frame ran into the bound.
        func record() -> Bool {
            outcome.maxPasses = max(outcome.maxPasses, engine.stats.passes)
            outcome.firstDiagnostic = outcome.firstDiagnostic ?? engine.diagnostics.first
            return engine.diagnostics.contains { if case .unsettled = $0.problem { true } else { false } }
        }
        engine.render(page)
        outcome.openingAtBound = record()
        if stopsAtBound, outcome.maxPasses >= bound { return outcome }
        let middle = Point(x: viewport.width / 2, y: viewport.height / 2)
        for scroll in Scroll.allCases {
            outcome.frames[scroll] = 0
            outcome.atBound[scroll] = 0
            for _ in 0..<framesPerScroll {
                guard engine.scroll(at: middle, axis: .vertical, by: scroll.rows(viewport: viewport)) else { break }
                engine.render()
                outcome.frames[scroll]! += 1
                if record() { outcome.atBound[scroll]! += 1 }
                if stopsAtBound, outcome.maxPasses >= bound { return outcome }
            }
        }
        return outcome
    }

    /// The `--policy` value, if one was given: a policy's name, alone or with `--only layout`
    /// (whose engines then follow it).
    static func policy(_ text: String?, only: String?) throws(CommandError) -> LayoutPolicy? {
        guard let text else { return nil }
        guard let policy = LayoutPolicy(rawValue: text) else {
            throw .usage(
                "--policy takes \(LayoutPolicy.allCases.map(\.rawValue).joined(separator: " or ")), "
                    + "not '\(UntrustedText.forMessage(text))'.")
        }
        guard only == nil || only == "layout" else {
            throw .usage("--policy goes alone or with --only layout, not with --only \(only!).")
        }
        return policy
    }

    /// With `layout`, the layout part first, its engines under `policy`; then the bisection.
    static func run(
        policy: LayoutPolicy, layout: Bool, access: CatalogAccess, scenarios: BenchScenarios, timer: BenchTimer
    ) throws {
        if layout { try LayoutBench.run(access: access, scenarios: scenarios, timer: timer, policy: policy) }
        try table(policy: policy, shelves: scenarios.s4Shelves, io: timer.io)
    }

    /// The table for `policy` (the naive one beside the default), per shelf estimate and
    /// scenario size, then each first diagnostic in full.
    static func table(policy: LayoutPolicy, shelves: [RecordingShelf<PerformerRecording>], io: CommandIO) throws {
        let policies: [LayoutPolicy] = policy == .default ? [.default] : [.default, policy]
        try io.write(
            "Layout bisection (the original app's page): Louis Armstrong by song, \(shelves.count) shelves all open, "
                + "cards as tall as their words, carousels of no declared height\n"
                + "Each opened, then scrolled down up to \(framesPerScroll) frames of a wheel notch "
                + "(\(Scroll.wheel.rows(viewport: viewports[0])) rows) and \(framesPerScroll) of PgDn. wheel, PgDn: "
                + "the frames that ran into the bound of \(LayoutEngine.maxPassesPerFrame) passes, of those scrolled; "
                + "unbounded: the most passes a frame took in the same run allowed \(liftedBound), never if one "
                + "did not settle in them\n")
        var diagnosed: [String] = []
        var endedEarly = false
        for estimate in shelfEstimates {
            try io.write("Shelves estimated \(estimate.rows) row\(estimate.rows == 1 ? "" : "s"), \(estimate.note)\n")
            for viewport in viewports {
                try io.write(header(viewport: viewport, policies: policies))
                for combination in combinations {
                    var line = "  " + pad(combination.label, labelWidth)
                    for policy in policies {
                        let outcome = outcome(
                            shelves: shelves, combination: combination, shelfEstimate: estimate.rows,
                            policy: policy, viewport: viewport)
                        line += cells(outcome)
                        endedEarly = endedEarly || outcome.frames.values.contains { $0 < framesPerScroll }
                        if let diagnostic = outcome.firstDiagnostic {
                            diagnosed.append(
                                "  estimate \(estimate.rows), \(viewport), \(combination.label), \(policy): "
                                    + "\(diagnostic.nodePath) (\(diagnostic.values.joined(separator: " → ")))")
                        }
                    }
                    try io.write(line.trimmingTrailingSpaces() + "\n")
                }
            }
        }
        if endedEarly {
            try io.write(
                "Fewer frames scrolled: the page could scroll no further. Under the naive policy it seems to end "
                    + "early, since a shelf not built counts as the rows estimated.\n")
        }
        if !diagnosed.isEmpty {
            try io.write("First diagnostics: the node blamed, and the values it went through in that frame\n")
            try io.write(diagnosed.joined(separator: "\n") + "\n")
        }
    }

    private static let labelWidth = 25
    private static let columns = [
        ("settled", 8), ("max passes", 11), ("wheel", 6), ("PgDn", 6), ("unbounded", 10), ("first diagnostic", 17),
    ]

    private static func header(viewport: Size, policies: [LayoutPolicy]) -> String {
        let policyWidth = columns.map(\.1).reduce(0, +)
        var titles = "  " + pad("\(viewport)", labelWidth)
        var names = "  " + pad("outer × inner", labelWidth)
        for policy in policies {
            titles += pad("\(policy) policy", policyWidth)
            names += columns.map { pad($0.0, $0.1) }.joined()
        }
        return titles.trimmingTrailingSpaces() + "\n" + names.trimmingTrailingSpaces() + "\n"
    }

    private static func cells(_ outcome: Outcome) -> String {
        let node = outcome.firstDiagnostic.map { String($0.nodePath.split(separator: "/").last ?? "") } ?? "—"
        let bound = { (scroll: Scroll) in "\(outcome.atBound[scroll] ?? 0)/\(outcome.frames[scroll] ?? 0)" }
        let values = [
            outcome.settled ? "yes" : "no", "\(outcome.maxPasses)", bound(.wheel), bound(.page),
            outcome.unboundedPasses.map(String.init) ?? "never", node,
        ]
        return zip(values, columns).map { pad($0, $1.1) }.joined()
    }

    private static func pad(_ text: String, _ width: Int) -> String {
        text.padded(to: max(width, text.count + 1))
    }
}

extension String {
    fileprivate func trimmingTrailingSpaces() -> String {
        String(self[..<(lastIndex { $0 != " " }.map { index(after: $0) } ?? startIndex)])
    }
}
