import TestThreads
import Testing

@testable import Layout

/// Lists whose estimates are wrong, by a lot: what is asked for lands on screen, and what is
/// on screen stays still while measurements, toggles, resizes and data change what is above.
@Suite("Scroll anchoring with wrong estimates", .testThreads)
struct ScrollAnchoringTests {
    /// The label of global line `index` in a list of rows `height` lines tall.
    private func label(_ index: Int, height: Int) -> String { "Item \(index / height) line \(index % height)" }

    @Test("jumping to the last row lands on it though every row was estimated at 1 and is 8")
    func jumpToLast() {
        let engine = LayoutEngine(size: Size(width: 24, height: 10))
        let list = TallRowList(count: 100) { _ in 8 }
        engine.render(list)
        engine.scroll("list", to: 99, anchor: .trailing)
        let lines = engine.render(list).lines
        #expect(lines == (790..<800).map { label($0, height: 8) })
        #expect(engine.diagnostics.isEmpty)
        #expect(engine.stats.passes == 2)
    }

    @Test("scrolling to an id in the middle shows that row at the top, whatever was estimated above it")
    func jumpToMiddle() {
        let engine = LayoutEngine(size: Size(width: 24, height: 10))
        let list = TallRowList(count: 100) { $0 % 3 == 0 ? 8 : 2 }
        engine.render(list)
        engine.scroll("list", to: 50, anchor: .leading)
        let lines = engine.render(list).lines
        #expect(lines.first == "Item 50 line 0")
        #expect(lines[2] == "Item 51 line 0")
        #expect(engine.diagnostics.isEmpty)
    }

    @Test("one row up moves one row, through rows estimated at 1 and 40 tall")
    func oneRowUp() {
        let engine = LayoutEngine(size: Size(width: 24, height: 10))
        let list = TallRowList(count: 100) { _ in 40 }
        engine.render(list)
        engine.scroll("list", to: 50, anchor: .leading)
        var previous = engine.render(list).lines
        #expect(previous.first == "Item 50 line 0")
        for step in 1...90 {
            engine.scroll(at: Point(x: 1, y: 1), axis: .vertical, by: -1)
            let lines = engine.render().lines
            #expect(lines.first == label(2_000 - step, height: 40), "step \(step)")
            #expect(Array(lines.dropFirst()) == Array(previous.dropLast()), "step \(step)")
            #expect(engine.diagnostics.isEmpty)
            previous = lines
        }
    }

    @Test("one row down moves one row through rows of varying, unestimated heights")
    func oneRowDown() {
        let heights = { (item: Int) in 1 + (item * 7) % 5 }
        let engine = LayoutEngine(size: Size(width: 24, height: 6))
        let list = TallRowList(count: 200, estimate: 3, height: heights)
        var previous = engine.render(list).lines
        let labels = (0..<200).flatMap { item in (0..<heights(item)).map { "Item \(item) line \($0)" } }
        for step in 1...100 {
            engine.scroll(at: Point(x: 1, y: 1), axis: .vertical, by: 1)
            let lines = engine.render().lines
            #expect(lines == Array(labels[step..<(step + 6)]), "step \(step)")
            #expect(Array(lines.dropLast()) == Array(previous.dropFirst()))
            previous = lines
        }
    }

    @Test("after a resize the first visible row stays at the top, and one row of scrolling moves one row")
    func resize() {
        let engine = LayoutEngine(size: Size(width: 30, height: 8))
        // Rows whose height depends on the width: the same words wrap to more lines when narrower.
        let list = ScrollView(.vertical) {
            LazyVStack(estimatedItemExtent: 1) {
                ForEach(Array(0..<60), id: \.self) { item in
                    Text("Row \(item) " + String(repeating: "word ", count: 3 + item % 4)).element
                }
            }
        }
        .id("list")
        engine.render(list)
        engine.scroll("list", to: 30, anchor: .leading)
        #expect(engine.render(list).lines.first?.hasPrefix("Row 30 ") == true)
        engine.resize(to: Size(width: 12, height: 8))
        let resized = engine.render(list).lines
        #expect(resized.first?.hasPrefix("Row 30") == true, "\(resized)")
        engine.scroll(at: Point(x: 1, y: 1), axis: .vertical, by: 1)
        let down = engine.render().lines
        #expect(Array(down.dropLast()) == Array(resized.dropFirst()))
        engine.scroll(at: Point(x: 1, y: 1), axis: .vertical, by: -1)
        #expect(engine.render().lines == resized)
        #expect(engine.diagnostics.isEmpty)
    }

    /// Rows that are one line, or eight when open.
    private func shelves(open: Set<Int>) -> some View {
        TallRowList(count: 100) { open.contains($0) ? 8 : 1 }
    }

    @Test("a shelf opening or closing above the first visible row moves nothing on screen")
    func toggleAbove() {
        let engine = LayoutEngine(size: Size(width: 24, height: 10))
        engine.render(shelves(open: [48, 49, 50]))
        engine.scroll("list", to: 50, anchor: .leading)
        let before = engine.render(shelves(open: [48, 49, 50])).lines
        #expect(before.first == "Item 50 line 0")
        #expect(engine.render(shelves(open: [10, 48, 49, 50])).lines == before)
        #expect(engine.render(shelves(open: [10, 50])).lines == before)
        #expect(engine.diagnostics.isEmpty)
    }

    @Test("a row above the screen growing when its data arrives moves nothing on screen")
    func dataArrivesAbove() {
        let engine = LayoutEngine(size: Size(width: 24, height: 10))
        engine.render(TallRowList(count: 100) { _ in 2 })
        engine.scroll("list", to: 40, anchor: .leading)
        engine.scroll(at: Point(x: 1, y: 1), axis: .vertical, by: 1)
        let before = engine.render(TallRowList(count: 100) { _ in 2 }).lines
        #expect(before.first == "Item 40 line 1")
        // Row 39 is built (it is within the prefetch margin) and grows from 2 lines to 6.
        let after = engine.render(TallRowList(count: 100) { $0 == 39 ? 6 : 2 }).lines
        #expect(after == before)
        #expect(engine.diagnostics.isEmpty)
    }

    @Test("a long wheel scroll goes by estimates, then holds what it reached")
    func longScroll() {
        let engine = LayoutEngine(size: Size(width: 24, height: 10))
        let list = TallRowList(count: 1_000) { _ in 8 }
        engine.render(list)
        engine.scroll(at: Point(x: 1, y: 1), axis: .vertical, by: 500)
        let lines = engine.render().lines
        #expect(engine.diagnostics.isEmpty)
        #expect(lines.first?.hasPrefix("Item 4") == true, "\(lines)")
        engine.scroll(at: Point(x: 1, y: 1), axis: .vertical, by: 1)
        let next = engine.render().lines
        #expect(Array(next.dropLast()) == Array(lines.dropFirst()))
    }

    @Test("a hundred rows added above the first visible row move nothing on screen")
    func rowsPrepended() {
        func list(_ first: Int) -> some View {
            ScrollView(.vertical) {
                LazyVStack(estimatedItemExtent: 1) {
                    ForEach(Array(first..<500), id: \.self) { Text("Message \($0)").element }
                }
            }
            .id("list")
        }
        let engine = LayoutEngine(size: Size(width: 20, height: 5))
        engine.render(list(200))
        engine.scroll("list", to: 250, anchor: .leading)
        let before = engine.render(list(200)).lines
        #expect(before.first == "Message 250")
        #expect(engine.render(list(100)).lines == before)
        #expect(engine.diagnostics.isEmpty)
    }
}
