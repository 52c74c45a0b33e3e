import TestThreads
import Testing

@testable import Layout

/// `.reportsVisibility`: the keys of the elements a frame drew, inside every clip, in drawing
/// order — what a loader fetches first.
@Suite("Visible keys", .testThreads)
struct VisibilityTests {
    private func rows(_ count: Int) -> Element {
        ScrollView(.vertical) {
            LazyVStack(estimatedItemExtent: 1) {
                ForEach(Array(0..<count), id: \.self) { Text("Row \($0)").reportsVisibility($0) }
            }
        }
        .id("list")
    }

    @Test("a list reports the rows on screen, not those built in its margin, and follows a scroll")
    func listRows() {
        let engine = LayoutEngine(size: Size(width: 20, height: 10))
        engine.render(rows(1_000))
        #expect(engine.visibleKeys == (0..<10).map { AnyHashable($0) })
        _ = engine.scroll(at: Point(x: 0, y: 0), axis: .vertical, by: 25)
        engine.render()
        #expect(engine.visibleKeys == (25..<35).map { AnyHashable($0) })
    }

    @Test("cards of a carousel in a list are reported only where both clips show them")
    func nestedClips() {
        let engine = LayoutEngine(size: Size(width: 12, height: 4))
        let page = ScrollView(.vertical) {
            VStack(spacing: 0) {
                ForEach(["0", "1", "2"], id: \.self) { shelf in
                    ScrollView(.horizontal) {
                        LazyHStack(spacing: 1, estimatedItemExtent: 3) {
                            ForEach(Array(0..<50), id: \.self) { card in
                                Text("c\(card)").frame(width: 3, height: 2).reportsVisibility("\(shelf)-\(card)")
                            }
                        }
                    }
                }
            }
        }
        engine.render(page)
        // Two shelves of two rows fit; each shows three whole cards (4 columns each).
        #expect(engine.visibleKeys == ["0-0", "0-1", "0-2", "1-0", "1-1", "1-2"].map { AnyHashable($0) })
        engine.scroll("1", to: 40, anchor: .leading)
        engine.render()
        #expect(engine.visibleKeys == ["0-0", "0-1", "0-2", "1-40", "1-41", "1-42"].map { AnyHashable($0) })
    }

    @Test("an element cut by the edge of the screen is reported; one just outside is not")
    func partlyVisible() {
        let engine = LayoutEngine(size: Size(width: 20, height: 5))
        let page = VStack(spacing: 0) {
            Text("a\nb\nc").reportsVisibility("three lines")
            Text("d\ne\nx").reportsVisibility("cut")
            Text("f").reportsVisibility("outside")
        }
        engine.render(page)
        #expect(engine.visibleKeys == ["three lines", "cut"].map { AnyHashable($0) })
    }
}
