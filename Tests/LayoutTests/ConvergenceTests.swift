import Testing

@testable import Layout

@Suite("Convergence, diagnostics and reuse")
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
        engine.render(page)
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
        #expect(stats.passes <= LayoutEngine.maxPassesPerFrame && engine.diagnostics.isEmpty)
        #expect(stats.cellsChanged < 200 * 60)
    }
}
