import TestThreads
import Testing

@testable import Layout

/// The naive policy, which models the original app's failure by switching rules 3, 4 and 5
/// off: each rule's absence on its own, the original report's bisection on the 99-shelf page
/// (the lazy shelf list stops settling, the eager one settles, and under the default policy
/// all four combinations settle), wrong estimates and odd shapes. Exact counts throughout.
@Suite("The naive policy", .testThreads)
struct NaivePolicyTests {
    static let outerStack = "ScrollView[id: page]/LazyVStack[0]"

    /// The passes of each frame and the first diagnostic of each (its node and values): the
    /// page opened, then scrolled down by `rows` a frame until it can scroll no further or
    /// `frames` have been drawn.
    struct Run {
        var passes: [Int] = []
        var blamed: [String?] = []
        var values: [[String]] = []
    }

    static func run(
        _ page: some View, policy: LayoutPolicy, viewport: Size, rows: Int, frames: Int = 10,
        bound: Int = LayoutEngine.maxPassesPerFrame
    ) -> Run {
        let engine = LayoutEngine(size: viewport, policy: policy)
        engine.passBound = bound
        var run = Run()
        func record() {
            run.passes.append(engine.stats.passes)
            run.blamed.append(engine.diagnostics.first?.nodePath)
            run.values.append(engine.diagnostics.first?.values ?? [])
        }
        engine.render(page)
        record()
        let middle = Point(x: viewport.width / 2, y: viewport.height / 2)
        for _ in 0..<frames {
            guard engine.scroll(at: middle, axis: .vertical, by: rows) else { break }
            engine.render()
            record()
        }
        return run
    }

    static let ipad = Size(width: 200, height: 60)
    static let iphone = Size(width: 60, height: 50)

    @Test(
        "naive, lazy shelf list: every page scrolled runs into the bound, blaming the outer stack, its height going back and forth",
        arguments: [true, false])
    func lazyShelvesWedge(lazyCards: Bool) {
        let page = NaiveShelfPage(lazyShelves: true, lazyCards: lazyCards)
        let run = Self.run(page, policy: .naive, viewport: Self.ipad, rows: Self.ipad.height - 2)
        // The opening frame settles (the top of the page holds still without an anchor); the
        // three pages after it each stop at the bound. The page then cannot scroll further:
        // its unbuilt shelves count as the one row estimated, so it seems 155 rows long.
        #expect(run.passes == [2, 8, 8, 8])
        #expect(run.blamed == [nil, Self.outerStack, Self.outerStack, Self.outerStack])
        #expect(run.values[1] == ["200×155", "200×162", "200×155"])
    }

    @Test("naive, lazy shelf list estimated short: given 1,000 passes, each page settles late, in up to 21")
    func shortEstimatesSettleLate() {
        let run = Self.run(
            NaiveShelfPage(lazyShelves: true, lazyCards: true), policy: .naive, viewport: Self.ipad,
            rows: Self.ipad.height - 2, bound: 1_000)
        // A walk, not a cycle: with the offset held, each pass drops the shelves that slid above
        // the window, which shrink to their one-row estimate and pull the next ones up into
        // it, until the window starts on a shelf that stays.
        #expect(run.passes == [2, 21, 18, 6])
        #expect(run.blamed.allSatisfy { $0 == nil })
    }

    @Test("naive, lazy shelf list at 60×50: the first three pages run into the bound, the next two settle late")
    func lazyShelvesWedgeOnAPhone() {
        let run = Self.run(
            NaiveShelfPage(lazyShelves: true, lazyCards: true), policy: .naive, viewport: Self.iphone,
            rows: Self.iphone.height - 2)
        #expect(run.passes == [2, 8, 8, 8, 5, 4])
        #expect(run.blamed == [nil, Self.outerStack, Self.outerStack, Self.outerStack, nil, nil])
        #expect(run.values[1] == ["60×155", "60×148", "60×155", "60×148", "60×155", "60×148", "60×155"])
    }

    @Test("naive, lazy shelf list, a wheel notch a frame: it settles, but in up to five passes where default takes two")
    func wheelSettlesLate() {
        let page = NaiveShelfPage(lazyShelves: true, lazyCards: true)
        let naive = Self.run(page, policy: .naive, viewport: Self.ipad, rows: 3)
        #expect(naive.passes == [2, 2, 1, 1, 5, 5, 5, 5, 5, 5, 5])
        #expect(naive.blamed.allSatisfy { $0 == nil })
        let standard = Self.run(page, policy: .default, viewport: Self.ipad, rows: 3)
        #expect(standard.passes == [2, 2, 1, 1, 2, 1, 1, 2, 1, 2, 1])
    }

    @Test(
        "naive, eager shelf list: every frame settles in one pass, with lazy carousels or not",
        arguments: [Self.ipad, Self.iphone], [true, false])
    func eagerShelvesSettle(viewport: Size, lazyCards: Bool) {
        let page = NaiveShelfPage(lazyShelves: false, lazyCards: lazyCards)
        for rows in [3, viewport.height - 2] {
            let run = Self.run(page, policy: .naive, viewport: viewport, rows: rows)
            #expect(run.passes == Array(repeating: 1, count: 11), "\(rows) rows a frame")
            #expect(run.blamed.allSatisfy { $0 == nil })
        }
    }

    @Test(
        "default: all four combinations settle, a lazy shelf list in two passes to its end, with no diagnostic",
        arguments: [Self.ipad, Self.iphone], [(false, false), (false, true), (true, false), (true, true)])
    func defaultSettlesAllFour(viewport: Size, combination: (lazyShelves: Bool, lazyCards: Bool)) {
        let page = NaiveShelfPage(lazyShelves: combination.lazyShelves, lazyCards: combination.lazyCards)
        let run = Self.run(page, policy: .default, viewport: viewport, rows: viewport.height - 2)
        // An eager shelf list measures every shelf at once; a lazy one replaces the estimates
        // of the shelves it builds in a second pass. Where the list's estimated length ends
        // short of the scroll, the first pass builds as far past the screen as the scroll was
        // cut short, so the second lands where the eager one does.
        #expect(run.passes == Array(repeating: combination.lazyShelves ? 2 : 1, count: 11))
        #expect(run.blamed.allSatisfy { $0 == nil })
    }

    /// The lazy stack of the first (only) lazy list in the engine's tree.
    private func lazyStack(in engine: LayoutEngine) -> Node? { engine.allNodes().first { $0.lazy != nil } }

    @Test(
        "rule 3: a row that leaves the window keeps its measurement by default, and counts as its estimate when naive")
    func forgottenExtents() throws {
        for policy in LayoutPolicy.allCases {
            let engine = LayoutEngine(size: Size(width: 24, height: 5), policy: policy)
            let list = TallRowList(count: 50) { _ in 3 }
            engine.render(list)
            engine.scroll("list", to: 49, anchor: .trailing)
            #expect(engine.render(list).lines.last == "Item 49 line 2")
            let stack = try #require(lazyStack(in: engine))
            let extents = try #require(stack.lazy?.extents(for: stack.placedProposal?.width))
            #expect(extents.extent(at: 0) == (policy == .default ? 3 : 1), "\(policy)")
            #expect(extents.extent(at: 49) == 3)
        }
    }

    @Test(
        "rule 4: a lazy row of columns keeps the height of its tallest by default, and shrinks to what is built when naive"
    )
    func crossExtentOfWhatIsBuilt() {
        // Three columns 5 lines tall, then columns of one line.
        let page = VStack(spacing: 0) {
            ScrollView(.horizontal) {
                LazyHStack(spacing: 1, estimatedItemExtent: 4) {
                    ForEach(Array(0..<40), id: \.self) { column in
                        Text(column < 3 ? "tall tall tall tall tall" : "c\(column)").frame(width: 4).element
                    }
                }
            }
            .id("row")
            Text("below")
        }
        for policy in LayoutPolicy.allCases {
            let engine = LayoutEngine(size: Size(width: 20, height: 8), policy: policy)
            #expect(engine.render(page).lines.firstIndex(of: "below") == 5)
            engine.scroll(at: Point(x: 1, y: 0), axis: .horizontal, by: 60)
            #expect(engine.render().lines.firstIndex(of: "below") == (policy == .default ? 5 : 1), "\(policy)")
            #expect(engine.diagnostics.isEmpty)
        }
    }

    @Test("rule 5: a row above the screen growing moves nothing by default, and pushes the screen down when naive")
    func noAnchor() {
        for policy in LayoutPolicy.allCases {
            let engine = LayoutEngine(size: Size(width: 24, height: 10), policy: policy)
            engine.render(TallRowList(count: 100) { _ in 2 })
            engine.scroll("list", to: 40, anchor: .leading)
            let before = engine.render(TallRowList(count: 100) { _ in 2 }).lines
            #expect(before.first == "Item 40 line 0")
            // Row 39 is built (it is within the prefetch margin) and grows from 2 lines to 6.
            let after = engine.render(TallRowList(count: 100) { $0 == 39 ? 6 : 2 }).lines
            #expect(after.first == (policy == .default ? "Item 40 line 0" : "Item 39 line 2"), "\(policy)")
        }
    }

    @Test("exact estimates and declared carousel heights leave the naive policy nothing to get wrong")
    func exactEstimatesAgree() {
        let allOpen = Set(ShelfPageFixture.shelves.map(\.key))
        for (lazyShelves, lazyCards) in [(false, false), (false, true), (true, false), (true, true)] {
            let page = ShelfPage(
                shelves: ShelfPageFixture.shelves, open: allOpen, lazyShelves: lazyShelves, lazyCards: lazyCards)
            let runs = LayoutPolicy.allCases.map { policy in
                let engine = LayoutEngine(size: Self.ipad, policy: policy)
                var screens = [engine.render(page).text]
                var passes = [engine.stats.passes]
                for _ in 0..<5 {
                    engine.scroll(at: Point(x: 100, y: 30), axis: .vertical, by: 58)
                    screens.append(engine.render().text)
                    passes.append(engine.stats.passes)
                }
                engine.scroll("carousel-Song 20", to: "Song 20 #10", anchor: .leading)
                screens.append(engine.render().text)
                passes.append(engine.stats.passes)
                return (screens, passes, engine.diagnosticCount)
            }
            #expect(runs[0].0 == runs[1].0, "lazy shelves \(lazyShelves), lazy cards \(lazyCards)")
            #expect(runs[1].1 == Array(repeating: 1, count: 7))
            #expect(runs[1].2 == 0)
        }
    }

    @Test("a lone lazy list estimated too tall cycles when naive: the row at the top edge leaves and comes back")
    func overestimateCycles() {
        let list = TallRowList(count: 100, estimate: 20) { _ in 2 }
        let viewport = Size(width: 24, height: 10)
        let naive = Self.run(list, policy: .naive, viewport: viewport, rows: 8, frames: 6)
        #expect(naive.passes == [2, 8, 8, 8, 8, 8, 8])
        let stack = "ScrollView[id: list]/LazyVStack[0]"
        #expect(naive.blamed == [nil] + Array(repeating: stack, count: 6))
        // Two heights, alternating: the top row measured (2), then estimated again (20).
        #expect(Set(naive.values[1]) == ["13×1874", "13×1820"] && naive.values[1].count == 8)
        let standard = Self.run(list, policy: .default, viewport: viewport, rows: 8, frames: 6)
        #expect(standard.passes == [2, 2, 2, 2, 2, 2, 2])
        #expect(standard.blamed.allSatisfy { $0 == nil })
        // For ever: given 1,000 passes, no scrolled frame settles either.
        let unbounded = Self.run(list, policy: .naive, viewport: viewport, rows: 8, frames: 6, bound: 1_000)
        #expect(unbounded.passes == [2] + Array(repeating: 1_000, count: 6))
        #expect(unbounded.blamed == [nil] + Array(repeating: stack, count: 6))
    }

    @Test("naive keeps a declared carousel height, however short the cards built")
    func declaredCrossExtentHolds() {
        let page = VStack(spacing: 0) {
            ScrollView(.horizontal) {
                LazyHStack(spacing: 1, estimatedItemExtent: 4, crossExtent: 3) {
                    ForEach(Array(0..<40), id: \.self) { Text("c\($0)").frame(width: 4).element }
                }
            }
            Text("below")
        }
        let engine = LayoutEngine(size: Size(width: 20, height: 8), policy: .naive)
        #expect(engine.render(page).lines.firstIndex(of: "below") == 3)
        engine.scroll(at: Point(x: 1, y: 0), axis: .horizontal, by: 60)
        #expect(engine.render().lines.firstIndex(of: "below") == 3)
        #expect(engine.stats.passes == 1 && engine.diagnostics.isEmpty)
    }

    @Test("naive: an empty lazy stack, rows of nothing and lazy stacks in no scroll view settle, showing the same")
    func oddShapesSettle() {
        let page = VStack(spacing: 0) {
            LazyVStack(estimatedItemExtent: 3) { ForEach([Int](), id: \.self) { Text("\($0)").element } }
            LazyHStack(estimatedItemExtent: 2) {
                ForEach(Array(0..<30), id: \.self) { $0 % 2 == 0 ? EmptyView().element : Text("\($0)").element }
            }
            LazyVStack(estimatedItemExtent: 5) { ForEach(Array(0..<30), id: \.self) { Text("row \($0)").element } }
        }
        let expected = [" 1  3  5  7  9  11  13  15  17", "row 0", "row 1", "row 2", "row 3", "row 4"]
        for policy in LayoutPolicy.allCases {
            let engine = LayoutEngine(size: Size(width: 30, height: 6), policy: policy)
            #expect(engine.render(page).lines == expected, "\(policy)")
            // One naive pass more: the second pass moves the last list down a line (the row of
            // numbers gets its height), its window holds one row fewer, and the row it drops
            // counts as its estimate (5 lines) again, which the third pass places.
            #expect(engine.stats.passes == (policy == .default ? 2 : 3), "\(policy)")
            #expect(engine.diagnostics.isEmpty)
        }
    }

    @Test("1,000 random trees, naive: a frame that does not settle takes exactly the bound and names what changed")
    func randomTrees() {
        var atBound: [LayoutPolicy: Int] = [:]
        for policy in LayoutPolicy.allCases {
            for seed in 0..<1_000 {
                var random = RandomTreeTests.Random(state: UInt64(seed) &* 0x2545_F491_4F6C_DD1D)
                let root = RandomTreeTests.tree(&random, depth: 0, maxDepth: 6)
                let size = Size(width: 1 + random.below(200), height: 1 + random.below(60))
                let engine = LayoutEngine(size: size, policy: policy)
                engine.render(root)
                for turn in 0..<4 {
                    if turn > 0 {
                        let point = Point(x: random.below(size.width), y: random.below(size.height))
                        let axis: Axis = random.below(2) == 0 ? .vertical : .horizontal
                        engine.scroll(at: point, axis: axis, by: random.below(200))
                        engine.render(root)
                    }
                    let unsettled = engine.diagnostics.filter {
                        if case .unsettled = $0.problem { true } else { false }
                    }
                    guard !unsettled.isEmpty else { continue }
                    atBound[policy, default: 0] += 1
                    #expect(engine.stats.passes == LayoutEngine.maxPassesPerFrame, "seed \(seed), turn \(turn)")
                    #expect(unsettled.allSatisfy { !$0.values.isEmpty }, "seed \(seed), turn \(turn)")
                }
            }
        }
        #expect(atBound[.default] == nil)
        #expect(atBound[.naive] == 43, "of 4,000 frames")
    }
}
