import TestThreads
import Testing

@testable import Layout

@Suite("Convergence, diagnostics and reuse", .testThreads)
struct ConvergenceTests {
    /// A leaf whose width depends on where it lands: 5 wide at an even column, 6 at an odd one.
    /// After a spacer in a 20-wide row it is pushed to 15 (odd) → 6 wide → 14 (even) → 5 → …
    static let feedback = CustomLeaf(name: "feedback") { _, origin in
        Size(width: (origin?.x ?? 0) % 2 == 0 ? 5 : 6, height: 1)
    }

    @Test("a view that feeds back ends the frame at the bound, keeps the last layout, and is named")
    func feedbackIsDiagnosed() throws {
        let engine = LayoutEngine(size: Size(width: 20, height: 2))
        let canvas = engine.render(
            VStack {
                Text("Shelf")
                HStack(spacing: 0) {
                    Spacer()
                    CustomView(Self.feedback)
                }
            })
        #expect(engine.stats.passes == LayoutEngine.maxPassesPerFrame)
        let diagnostic = try #require(engine.diagnostics.first { $0.nodePath.hasSuffix("Custom(feedback)[1]") })
        #expect(diagnostic.values.count >= 2)
        #expect(Set(diagnostic.values) == ["5×1", "6×1"])
        #expect(diagnostic.description.contains("must depend only on its content and the proposal"))
        #expect(canvas.text.hasPrefix("Shelf"))

        engine.render(Text("calm"))
        #expect(engine.stats.passes == 1, "the next frame starts afresh")
    }

    @Test("a lifted bound lets a feedback frame run to it, and the diagnostic says how many passes it took")
    func liftedBound() throws {
        let engine = LayoutEngine(size: Size(width: 20, height: 2))
        engine.passBound = 30
        engine.render(
            HStack(spacing: 0) {
                Spacer()
                CustomView(Self.feedback)
            })
        #expect(engine.stats.passes == 30)
        let diagnostic = try #require(engine.diagnostics.first)
        // The values stay capped at what is readable, however many passes went by.
        let flips = Array(repeating: ["5×1", "6×1"], count: LayoutEngine.maxRecordedValues / 2).flatMap { $0 }
        #expect(diagnostic.problem == .unsettled(values: flips, passes: 30))
    }

    @Test("a stable custom leaf settles in one pass")
    func stableLeaf() {
        let engine = LayoutEngine(size: Size(width: 20, height: 1))
        engine.render(
            HStack(spacing: 0) {
                Spacer()
                CustomView(CustomLeaf(name: "fixed") { _, _ in Size(width: 4, height: 1) })
            })
        #expect(engine.stats.passes == 1 && engine.diagnostics.isEmpty)
    }

    @Test("an unchanged page reuses everything: nothing is measured or built again")
    func unchangedPage() {
        let engine = LayoutEngine(size: Size(width: 200, height: 60))
        let page = ShelfPage(
            shelves: ShelfPageFixture.shelves, open: Set(ShelfPageFixture.shelves.map(\.key)), lazyShelves: true,
            lazyCards: true)
        engine.render(page)
        let drawn = engine.stats.nodesDrawn
        engine.render(page)
        // What is on screen is drawn again, the same nodes: drawing is the canvas's, not the
        // layout's, and costs the screen.
        #expect(drawn > 0 && engine.stats.nodesDrawn == drawn)
        #expect(engine.stats.nodesMeasured == 0)
        #expect(engine.stats.nodesBuilt == 0)
        #expect(engine.stats.passes == 1)
        #expect(engine.stats.cellsChanged == 0)
    }

    @Test("toggling one shelf re-measures only that shelf and what its size change moves")
    func toggleReuse() {
        let engine = LayoutEngine(size: Size(width: 200, height: 60))
        var open = Set(ShelfPageFixture.shelves.map(\.key))
        engine.render(ShelfPage(shelves: ShelfPageFixture.shelves, open: open, lazyShelves: true, lazyCards: true))
        open.remove("Song 2")
        engine.render(ShelfPage(shelves: ShelfPageFixture.shelves, open: open, lazyShelves: true, lazyCards: true))
        let stats = engine.stats
        // Re-measured existing nodes: in the toggled shelf its stack, the header control, the
        // header's frame and row, and the chevron text; above it the lazy stack and the scroll
        // view. Everything else measured now is a shelf that moved into view, built fresh.
        #expect(stats.nodesMeasured - stats.nodesBuilt == 7, "\(stats)")
        #expect(stats.nodesBuilt > 0 && stats.nodesBuilt < 150, "\(stats)")
        #expect(engine.canvas.text.contains("Song 2 (46)"))
        // The closed shelf is shorter than the extent recorded for it: the second pass places
        // the stack with its new length (and moves nothing on screen a second time).
        #expect(stats.passes == 2 && engine.diagnostics.isEmpty)
        #expect(stats.cellsChanged < 200 * 60)
    }

    @Test(
        "opening every shelf at once builds what the new window shows, not the last window's shelves",
        arguments: [Size(width: 60, height: 50), Size(width: 200, height: 60)])
    func openEveryShelf(size: Size) {
        let engine = LayoutEngine(size: size)
        let shelves = ShelfPageFixture.shelves
        engine.render(ShelfPage(shelves: shelves, open: [], lazyShelves: true, lazyCards: true))
        #expect(engine.stats.nodesPlaced > size.height, "a header on every row of the first frame")
        engine.render(ShelfPage(shelves: shelves, open: Set(shelves.map(\.key)), lazyShelves: true, lazyCards: true))
        let stats = engine.stats
        // Every node built in the frame is placed in it: the closed shelves of the last
        // window that the open ones push out of sight are not made again to be thrown away.
        #expect(stats.nodesBuilt <= stats.nodesPlaced, "\(stats)")
        #expect(stats.nodesMeasured <= stats.nodesPlaced, "\(stats)")
        #expect(engine.diagnostics.isEmpty)
        #expect(engine.canvas.text.contains("Song 1 ("))
    }

    @Test("a re-evaluated lazy stack makes each child it places once, whether or not it had built it before")
    func everyChildMadeOnce() {
        final class Made: @unchecked Sendable { var counts: [Int: Int] = [:] }
        let made = Made()
        func page(open: Bool) -> Element {
            ScrollView(.vertical) {
                LazyVStack(estimatedItemExtent: open ? 3 : 1) {
                    ForEach(Array(0..<100), id: \.self) { index in
                        made.counts[index, default: 0] += 1
                        return VStack(spacing: 0) {
                            Text("Shelf \(index)")
                            if open {
                                Text("first card")
                                Text("second card")
                            }
                        }
                        .element
                    }
                }
            }
            .id("page")
        }
        let engine = LayoutEngine(size: Size(width: 20, height: 10))
        engine.render(page(open: false))
        made.counts = [:]
        engine.render(page(open: true))
        // Ten rows and a margin of two hold four open shelves of three rows: those are made,
        // once each; the last window's other eight closed shelves, pushed out of sight, are not
        // made to learn they changed.
        #expect(made.counts == Dictionary(uniqueKeysWithValues: (0..<4).map { ($0, 1) }), "\(made.counts)")
        #expect(
            engine.canvas.lines
                == [
                    "Shelf 0", "first card", "second card", "Shelf 1", "first card", "second card", "Shelf 2",
                    "first card", "second card", "Shelf 3",
                ])
        #expect(engine.diagnostics.isEmpty)
    }

    @Test("a new estimate replaces the extents measured under the old one: the end is where the estimate says")
    func newEstimateDropsMeasurements() {
        func page(rows: Int) -> Element {
            ScrollView(.vertical) {
                LazyVStack(estimatedItemExtent: rows) {
                    ForEach(Array(0..<100), id: \.self) { index in
                        VStack(spacing: 0) {
                            Text("row \(index)")
                            ForEach(Array(1..<rows), id: \.self) { Text("  line \($0)").element }
                        }
                        .element
                    }
                }
            }
            .id("page")
        }
        let engine = LayoutEngine(size: Size(width: 20, height: 10))
        engine.render(page(rows: 1))
        engine.scroll(at: Point(x: 1, y: 1), axis: .vertical, by: 40)
        engine.render()
        #expect(engine.canvas.lines.first == "row 40")
        // Every row grows to three lines, and the estimate says so. The rows measured at one
        // line, most of them out of sight and not made again, count as three: the end of the
        // list is at 300 lines, and a scroll to the last row lands there.
        engine.render(page(rows: 3))
        engine.scroll("page", to: 99, anchor: .trailing)
        engine.render()
        #expect(engine.scrollOffset(of: "page") == 290)
        #expect(Array(engine.canvas.lines.suffix(3)) == ["row 99", "  line 1", "  line 2"])
        #expect(engine.diagnostics.isEmpty)
    }

    /// A feedback leaf wrapped in `depth` scroll views, each around a VStack that offsets it.
    static func nested(_ depth: Int, leaf: CustomLeaf) -> Element {
        var element = HStack(spacing: 0) {
            Spacer()
            CustomView(leaf)
        }
        .element
        for level in 0..<depth {
            let inner = element
            element = ScrollView(.vertical) {
                VStack(spacing: 0) {
                    Text("level \(level)")
                    inner
                }
            }
            .id("scroll-\(level)")
        }
        return element
    }

    @Test("a feedback leaf inside a scroll view is diagnosed there too, within the same bound")
    func feedbackInScrollView() throws {
        let engine = LayoutEngine(size: Size(width: 20, height: 4))
        engine.render(Self.nested(1, leaf: Self.feedback))
        #expect(engine.stats.passes == LayoutEngine.maxPassesPerFrame)
        let diagnostic = try #require(engine.diagnostics.first { $0.nodePath.hasSuffix("Custom(feedback)[1]") })
        #expect(diagnostic.nodePath.hasPrefix("ScrollView[id: scroll-0]/"))
        #expect(Set(diagnostic.values) == ["5×1", "6×1"])
    }

    @Test("four nested scroll views share one bound: every pass counts, none multiplies another")
    func nestedScrollViewsShareTheBound() throws {
        final class Calls: @unchecked Sendable { var count = 0 }
        let calls = Calls()
        let counting = CustomLeaf(name: "feedback") { _, origin in
            calls.count += 1
            return Size(width: (origin?.x ?? 0) % 2 == 0 ? 5 : 6, height: 1)
        }
        let engine = LayoutEngine(size: Size(width: 20, height: 8))
        engine.render(Self.nested(4, leaf: counting))
        #expect(engine.stats.passes == LayoutEngine.maxPassesPerFrame)
        #expect(engine.diagnostics.contains { $0.nodePath.hasSuffix("Custom(feedback)[1]") })
        // Per pass the leaf is asked by the HStack's three probes and checked once where it is
        // placed: 4 × 8, not 8 to the power of the nesting depth.
        #expect(calls.count == 4 * LayoutEngine.maxPassesPerFrame)
    }

    @Test("an unsettled node's values are recorded in place and capped")
    func valuesAreCapped() throws {
        final class Growth: @unchecked Sendable { var width = 1 }
        let growth = Growth()
        // A leaf that is wider every time it is asked: it never settles.
        let growing = CustomLeaf(name: "growing") { _, _ in
            growth.width += 1
            return Size(width: growth.width % 50, height: 1)
        }
        let engine = LayoutEngine(size: Size(width: 60, height: 2))
        engine.render(HStack(spacing: 0) { CustomView(growing) })
        let diagnostic = try #require(engine.diagnostics.first)
        #expect(diagnostic.values.count == LayoutEngine.maxRecordedValues)
        #expect(engine.diagnostics.count == 1)
    }

    @Test("only what still changed in the last pass is blamed")
    func onlyTheUnsettledAreBlamed() {
        let engine = LayoutEngine(size: Size(width: 20, height: 6))
        engine.render(
            VStack(spacing: 0) {
                ScrollView(.vertical) {
                    LazyVStack(estimatedItemExtent: 1) {
                        ForEach(Array(0..<20), id: \.self) { row in Text("row \(row) of many words").element }
                    }
                }
                .frame(height: 3)
                HStack(spacing: 0) {
                    Spacer()
                    CustomView(Self.feedback)
                }
            })
        #expect(
            engine.diagnostics.map(\.nodePath).map { $0.split(separator: "/").last ?? "" } == ["Custom(feedback)[1]"])
    }
}
