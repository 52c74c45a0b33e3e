import TestThreads
import Testing

@testable import Layout

/// Lazy stacks that declare nothing across, whose children measure nothing, or whose content
/// repeats an id: every row stays reachable and the work stays in proportion to the screen.
@Suite("Lazy stacks: cross extent, empty rows, duplicate ids", .testThreads)
struct LazyStackTests {
    /// Counts the rows a list makes.
    final class Made: @unchecked Sendable { var count = 0 }

    @Test("a lazy list beside a label, with no width declared, shows its rows at their width")
    func crossExtentFromWhatIsBuilt() {
        let engine = LayoutEngine(size: Size(width: 30, height: 4))
        let page = HStack(spacing: 1) {
            Text("Label")
            ScrollView(.vertical) {
                LazyVStack(estimatedItemExtent: 1) {
                    ForEach(Array(0..<1_000), id: \.self) { Text("Row \($0)").element }
                }
            }
        }
        #expect(engine.render(page).lines == ["Label Row 0", "      Row 1", "      Row 2", "      Row 3"])
        #expect(engine.diagnostics.isEmpty)
    }

    @Test("a list of rows that measure nothing builds a bounded number of them", arguments: [1_000, 10_000])
    func emptyRowsStayBounded(count: Int) {
        let made = Made()
        let engine = LayoutEngine(size: Size(width: 20, height: 10))
        engine.render(
            ScrollView(.vertical) {
                LazyVStack(estimatedItemExtent: 1) {
                    ForEach(Array(0..<count), id: \.self) { _ in
                        made.count += 1
                        return EmptyView().element
                    }
                }
            })
        // Rows that take no room cost no cell of the window (12: 10 visible rows and 2 of
        // margin), but at most four windows' worth and 64 more are built in a pass: the same
        // ones again in the second pass, which then settles.
        #expect(made.count == 4 * 12 + 64)
        #expect(engine.stats.passes == 2)
        #expect(engine.diagnostics.isEmpty)
    }

    @Test("forty empty rows at the top do not hide the rows after them")
    func emptyRowsThenContent() {
        let engine = LayoutEngine(size: Size(width: 20, height: 24))
        engine.render(
            ScrollView(.vertical) {
                LazyVStack(estimatedItemExtent: 1) {
                    ForEach(Array(0..<100), id: \.self) { row in
                        row < 40 ? EmptyView().element : Text("Row \(row)").element
                    }
                }
            })
        #expect(engine.canvas.lines == (40..<64).map { "Row \($0)" })
        #expect(engine.diagnostics.isEmpty)
    }

    @Test(
        "rows in a list of unknown width and 1,000 or 10,000 rows: the work follows the screen",
        arguments: [1_000, 10_000])
    func unknownWidthStaysBounded(count: Int) {
        let made = Made()
        let engine = LayoutEngine(size: Size(width: 40, height: 10))
        engine.render(
            HStack(spacing: 0) {
                LazyVStack(estimatedItemExtent: 1) {
                    ForEach(Array(0..<count), id: \.self) { row in
                        made.count += 1
                        return Text("Row \(row) has some words").element
                    }
                }
                Spacer()
            })
        #expect(engine.canvas.lines.first == "Row 0 has some words")
        #expect(engine.canvas.lines.last == "Row 9 has some words")
        // The 10 visible rows and 2 of margin; the sample row measured first is row 0 itself.
        #expect(made.count == 12)
    }

    @Test("two rows with one id are both shown and reported")
    func duplicateIDsInALazyStack() throws {
        let rows = ["a", "b", "a", "c"]
        let engine = LayoutEngine(size: Size(width: 10, height: 4))
        engine.render(
            ScrollView(.vertical) {
                LazyVStack(estimatedItemExtent: 1) {
                    ForEach(Array(rows.enumerated()), id: \.element) { Text("\($0.offset) \($0.element)").element }
                }
            })
        #expect(engine.canvas.lines == ["0 a", "1 b", "2 a", "3 c"])
        let diagnostic = try #require(engine.diagnostics.first)
        #expect(diagnostic.problem == .duplicateID("a", positions: [0, 2]))
        #expect(diagnostic.nodePath == "ScrollView[0]/LazyVStack[0]")
        #expect(engine.diagnostics.count == 1)
    }

    @Test("two children of an eager stack with one id are both shown, each its own node, and reported")
    func duplicateIDsInAnEagerStack() throws {
        final class Presses: @unchecked Sendable { var labels: [String] = [] }
        let presses = Presses()
        let engine = LayoutEngine(size: Size(width: 10, height: 3))
        let page = VStack(spacing: 0) {
            Button("first") { presses.labels.append("first") }.id("same")
            Button("second") { presses.labels.append("second") }.id("same")
            Text("end")
        }
        engine.render(page)
        #expect(engine.canvas.lines == ["first", "second", "end"])
        #expect(engine.diagnostics.map(\.problem) == [.duplicateID("same", positions: [0, 1])])
        engine.press(label: "second")
        engine.press(label: "first")
        #expect(presses.labels == ["second", "first"])
        engine.render(page)
        #expect(engine.diagnostics.count == 0, "an unchanged page is not evaluated again, so nothing new to report")
    }

    @Test("rows with a repeated id keep their own content when scrolled away and back")
    func duplicatesScrolledBack() {
        let rows = (0..<60).map { $0 % 20 == 5 ? "dup" : "row \($0)" }
        let page = ScrollView(.vertical) {
            LazyVStack(estimatedItemExtent: 1) {
                ForEach(Array(rows.indices), id: \.self) { index in
                    Text("\(index): \(rows[index])").id(rows[index])
                }
            }
        }
        let engine = LayoutEngine(size: Size(width: 20, height: 30))
        let first = engine.render(page).lines
        #expect(first[5] == "5: dup" && first[25] == "25: dup")
        engine.scroll(at: Point(x: 1, y: 1), axis: .vertical, by: 30)
        #expect(engine.render().lines.first == "30: row 30")
        engine.scroll(at: Point(x: 1, y: 1), axis: .vertical, by: -30)
        #expect(engine.render().lines == first)
        engine.scroll(at: Point(x: 1, y: 1), axis: .vertical, by: 30)
        #expect(engine.render(page).lines[15] == "45: dup")
    }

    @Test("a carousel scrolled off the screen and back reuses the cards it had built")
    func offScreenStackKeepsItsChildren() {
        let made = Made()
        let page = ScrollView(.vertical) {
            VStack(spacing: 0) {
                ScrollView(.horizontal) {
                    LazyHStack(spacing: 1, estimatedItemExtent: 6) {
                        ForEach(Array(0..<100), id: \.self) { card in
                            made.count += 1
                            return Text("card \(card)").frame(width: 6).element
                        }
                    }
                }
                ForEach(Array(0..<40), id: \.self) { Text("line \($0)").element }
            }
        }
        let engine = LayoutEngine(size: Size(width: 30, height: 5))
        engine.render(page)
        let cards = made.count
        #expect(cards == 5, "30 columns and a margin of 2 hold five 7-column cards")
        engine.scroll(at: Point(x: 1, y: 2), axis: .vertical, by: 10)
        engine.render()
        engine.scroll(at: Point(x: 1, y: 2), axis: .vertical, by: -10)
        engine.render()
        #expect(engine.canvas.lines.first?.hasPrefix("card 0") == true)
        #expect(made.count == cards, "the cards were kept aside, not made again")
    }
}

/// A scroll to a child of a long lazy stack: with its index given, the child is found there,
/// not by comparing every id from the content's start.
@Suite("Scrolling to a child by id, with its index")
struct ScrollToIndexedChildTests {
    /// An id whose comparisons are counted.
    struct CountedID: Hashable {
        final class Comparisons: @unchecked Sendable { var count = 0 }
        let value: Int
        let comparisons: Comparisons

        static func == (lhs: CountedID, rhs: CountedID) -> Bool {
            lhs.comparisons.count += 1
            return lhs.value == rhs.value
        }

        func hash(into hasher: inout Hasher) { hasher.combine(value) }
    }

    private static func carousel(_ comparisons: CountedID.Comparisons) -> some View {
        let ids = (0..<3_000).map { CountedID(value: $0, comparisons: comparisons) }
        return ScrollView(.horizontal) {
            LazyHStack(spacing: 1, estimatedItemExtent: 6) {
                ForEach(ids, id: \.self) { Text("c\($0.value)").frame(width: 6).element }
            }
        }
        .id("carousel")
    }

    @Test("the last cards of 3,000: tens of comparisons with the index, thousands without; the same screen")
    func indexed() {
        var screens: [[String]] = []
        var counts: [Int] = []
        for index in [nil, 2_990] as [Int?] {
            let comparisons = CountedID.Comparisons()
            let engine = LayoutEngine(size: Size(width: 40, height: 1))
            engine.render(Self.carousel(comparisons))
            comparisons.count = 0
            engine.scroll(
                "carousel", to: CountedID(value: 2_990, comparisons: comparisons), anchor: .leading, near: index)
            screens.append(engine.render(Self.carousel(comparisons)).lines)
            counts.append(comparisons.count)
        }
        #expect(screens[0] == screens[1])
        #expect(screens[1].first?.hasPrefix("c2990  c2991") == true, "\(screens[1])")
        #expect(counts[0] >= 2_990, "\(counts)")
        #expect(counts[1] < 100, "\(counts)")
    }
}
