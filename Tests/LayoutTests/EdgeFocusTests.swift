import TestThreads
import Testing

@testable import Layout

/// Home / End and g / G: a jump to an end of a scroll view scrolls there and focuses the
/// control at that end, including controls a lazy stack had not built before the jump.
@Suite("Jumps to the ends of scroll views", .testThreads)
struct EdgeFocusTests {
    /// A heading, a carousel of 100 five-column cards, and 50 rows two lines high (estimated
    /// at one, so the page's length is only known once it is scrolled through).
    static func page() -> Element {
        ScrollView(.vertical) {
            VStack(spacing: 0) {
                Text("HEADING")
                ScrollView(.horizontal) {
                    LazyHStack(spacing: 1, estimatedItemExtent: 5, crossExtent: 1) {
                        ForEach(Array(0..<100), id: \.self) { index in
                            Button("C\(index)") {}.frame(width: 5).element
                        }
                    }
                }
                .id("carousel")
                LazyVStack(estimatedItemExtent: 1) {
                    ForEach(Array(0..<50), id: \.self) { index in
                        Button(title: "Row \(index)", action: {}) {
                            VStack(spacing: 0) {
                                Text("Row \(index)")
                                Text("detail")
                            }
                        }
                        .element
                    }
                }
            }
        }
        .id("page")
    }

    @Test("End focuses the carousel's last card and scrolls it into view; Home its first")
    func carouselEnds() {
        let engine = LayoutEngine(size: Size(width: 20, height: 6))
        engine.render(Self.page())
        #expect(engine.focus(label: "C1"))
        #expect(engine.focusEdge(.end, of: .focused(.horizontal)))
        engine.render(Self.page())
        #expect(engine.focusedLabel == "C99")
        // 100 cards of 5 columns with 1 between: 599 columns, the last 20 on screen.
        #expect(engine.scrollOffset(of: "carousel") == 579)
        #expect(engine.canvas.lines[1] == "   C97   C98   C99")
        #expect(engine.focusEdge(.start, of: .focused(.horizontal)))
        engine.render(Self.page())
        #expect(engine.focusedLabel == "C0")
        #expect(engine.scrollOffset(of: "carousel") == 0)
        #expect(engine.canvas.lines[1] == "C0    C1    C2    C3")
    }

    @Test("without a carousel around the focus, Home and End do nothing")
    func noCarousel() {
        let engine = LayoutEngine(size: Size(width: 20, height: 6))
        engine.render(Self.page())
        #expect(engine.focus(label: "Row 0"))
        #expect(!engine.focusEdge(.end, of: .focused(.horizontal)))
        engine.render(Self.page())
        #expect(engine.focusedLabel == "Row 0")
        #expect(engine.scrollOffset(of: "carousel") == 0)
    }

    @Test("the end of the page is reached through estimates and its last control focused; the start shows the top")
    func pageEnds() {
        let engine = LayoutEngine(size: Size(width: 20, height: 6))
        engine.render(Self.page())
        #expect(engine.focusEdge(.end, of: .outermost(.vertical)))
        engine.render(Self.page())
        #expect(engine.focusedLabel == "Row 49")
        #expect(Array(engine.canvas.lines.suffix(2)) == ["Row 49", "detail"])
        #expect(!engine.scroll(at: Point(x: 0, y: 3), axis: .vertical, by: 1), "nothing further down")
        #expect(engine.focusEdge(.start, of: .outermost(.vertical)))
        engine.render(Self.page())
        #expect(engine.scrollOffset(of: "page") == 0)
        #expect(engine.canvas.lines[0] == "HEADING")
        #expect(engine.focusedLabel == "C0", "the first control in reading order, below the heading")
    }

    @Test("the end of a page of tall rows estimated at one line is reached in one frame, without a diagnostic")
    func pageEndPastTallRows() {
        // Shelves of 14 lines each, estimated at one: the viewport's worth of them at the end is
        // measured in one pass, not one more shelf per pass until the bound.
        let page = ScrollView(.vertical) {
            VStack(spacing: 0) {
                Text("HEADING")
                LazyVStack(estimatedItemExtent: 1) {
                    ForEach(Array(0..<40), id: \.self) { index in
                        Button(title: "Shelf \(index)", action: {}) {
                            VStack(spacing: 0) {
                                Text("Shelf \(index)")
                                ForEach(Array(0..<13), id: \.self) { line in Text("line \(line)").element }
                            }
                        }
                        .element
                    }
                }
            }
        }
        .id("page")
        let engine = LayoutEngine(size: Size(width: 20, height: 30))
        engine.render(page)
        #expect(engine.focusEdge(.end, of: .outermost(.vertical)))
        engine.render(page)
        #expect(engine.diagnostics.isEmpty, "\(engine.diagnostics)")
        #expect(engine.stats.passes <= 2, "\(engine.stats)")
        #expect(engine.focusedLabel == "Shelf 39")
        #expect(engine.canvas.lines.last == "line 12")
        #expect(!engine.scroll(at: Point(x: 0, y: 15), axis: .vertical, by: 1), "nothing further down")
    }

    @Test("with no scroll view on screen there is nothing to jump in")
    func noScrollView() {
        let engine = LayoutEngine(size: Size(width: 20, height: 3))
        let page = VStack { Button("Only") {} }
        engine.render(page)
        #expect(!engine.focusEdge(.end, of: .outermost(.vertical)))
        engine.render(page)
        #expect(engine.focusedLabel == nil)
    }
}
