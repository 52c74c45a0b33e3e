import TestThreads
import Testing

@testable import Layout

/// Four lazy stacks deep, every estimate 1 where every child is taller or wider: a list of 80
/// rows, each a row of columns, each a column of rows of cells. Whatever the estimates, the
/// lazy page draws what the same page with eager stacks draws, and anchoring holds at every
/// depth.
@Suite("Lazy stacks four deep", .testThreads)
struct DeepLazyNestingTests {
    static let size = Size(width: 120, height: 40)
    static let rows = 80
    /// A column: two rows of three cells of 8 columns with a space between, 2 lines tall.
    static let columnWidth = 3 * 8 + 2
    static let columnHeight = 2 * 2

    /// Row `row`'s columns; four fit the screen's width, more need a carousel.
    static func columns(_ count: Int, row: Int, lazy: Bool) -> Element {
        func cell(_ column: Int, _ item: Int, _ index: Int) -> Element {
            Text("\(row).\(column).\(item).\(index)").frame(width: 8, height: 2).id("cell\(index)")
        }
        func item(_ column: Int, _ item: Int) -> Element {
            let cells =
                lazy
                ? LazyHStack(estimatedItemExtent: 1, crossExtent: 2) {
                    ForEach(0..<3, id: \.self) { cell(column, item, $0) }
                }.element
                : HStack { ForEach(0..<3, id: \.self) { cell(column, item, $0) } }.frame(height: 2)
            return cells.frame(width: columnWidth).id("item\(item)")
        }
        func column(_ column: Int) -> Element {
            let items =
                lazy
                ? LazyVStack(estimatedItemExtent: 1, crossExtent: columnWidth) {
                    ForEach(0..<2, id: \.self) { item(column, $0) }
                }.element
                : VStack { ForEach(0..<2, id: \.self) { item(column, $0) } }.frame(width: columnWidth)
            return items.frame(height: columnHeight).id("column\(column)")
        }
        let ids = (0..<count).map { "column\($0)" }
        return lazy
            ? LazyHStack(estimatedItemExtent: 1, crossExtent: columnHeight) {
                ForEach(ids, id: \.self) { column(Int($0.dropFirst(6))!) }
            }.element
            : HStack { ForEach(ids, id: \.self) { column(Int($0.dropFirst(6))!) } }.frame(height: columnHeight)
    }

    /// The page: each row a title over its columns, in a carousel of 8 columns when
    /// `carousels`, else 4 columns that fit.
    static func page(lazy: Bool, carousels: Bool) -> Element {
        func row(_ index: Int) -> Element {
            let columns = Self.columns(carousels ? 8 : 4, row: index, lazy: lazy)
            return VStack {
                Text("Row \(index)")
                if carousels {
                    ScrollView(.horizontal) { columns }.id("carousel\(index)")
                } else {
                    columns
                }
            }
            .frame(width: size.width)
            .id("row\(index)")
        }
        // The lists' items are known by the ids a scroll request names, built or not.
        let ids = (0..<rows).map { "row\($0)" }
        let list =
            lazy
            ? LazyVStack(estimatedItemExtent: 1) { ForEach(ids, id: \.self) { row(Int($0.dropFirst(3))!) } }.element
            : VStack { ForEach(ids, id: \.self) { row(Int($0.dropFirst(3))!) } }.element
        return ScrollView(.vertical) { list }.id("page")
    }

    /// The lazy and the eager page, drawn through the same steps.
    final class Pair {
        let lazy = LayoutEngine(size: DeepLazyNestingTests.size)
        let eager = LayoutEngine(size: DeepLazyNestingTests.size)
        let lazyPage: Element
        let eagerPage: Element

        init(carousels: Bool) {
            lazyPage = DeepLazyNestingTests.page(lazy: true, carousels: carousels)
            eagerPage = DeepLazyNestingTests.page(lazy: false, carousels: carousels)
            render()
        }

        func step(_ change: (LayoutEngine) -> Void) {
            change(lazy)
            change(eager)
            render()
        }

        func render() {
            lazy.render(lazyPage)
            eager.render(eagerPage)
        }

        var lines: [String] { lazy.canvas.lines }
        var agree: Bool { lazy.canvas.lines == eager.canvas.lines }
    }

    @Test("after the last row, row 7 scrolled to the centre is in the centre, as eagerly")
    func centreAfterTheEnd() {
        let pair = Pair(carousels: false)
        pair.step { $0.scroll("page", to: "row79", anchor: .leading) }
        #expect(pair.agree)
        #expect(
            pair.lines.last(where: { !$0.isEmpty })
                == "79.0.1.0 79.0.1.1 79.0.1.2 79.1.1.0 79.1.1.1 79.1.1.2 79.2.1.0 79.2.1.1 79.2.1.2 79.3.1.0 79.3.1.1 79.3.1.2"
        )
        pair.step { $0.scroll("page", to: "row7", anchor: .center) }
        #expect(pair.agree, "lazy:\n\(pair.lines.joined(separator: "\n"))")
        // Row 7 is five lines tall: its middle line is the screen's.
        let title = pair.lines.firstIndex(of: "Row 7")
        #expect(title == (Self.size.height - 5) / 2)
    }

    @Test("row 7's carousel scrolled to its end shows its last column at the right edge, as eagerly")
    func carouselToItsEnd() {
        let pair = Pair(carousels: true)
        pair.step { $0.scroll("page", to: "row79", anchor: .leading) }
        pair.step { $0.scroll("page", to: "row7", anchor: .leading) }
        pair.step { $0.scroll("carousel7", to: "column7", anchor: .trailing) }
        #expect(pair.agree, "lazy:\n\(pair.lines.joined(separator: "\n"))")
        #expect(pair.lines[0] == "Row 7")
        // Lines end at their last character: the last cell's one blank column is cut.
        #expect(pair.lines[1].hasSuffix("7.6.0.2  7.7.0.0  7.7.0.1  7.7.0.2"))
        #expect(pair.lines[1].count == Self.size.width - 1)
        #expect(pair.lines[3].hasSuffix("7.6.1.2  7.7.1.0  7.7.1.1  7.7.1.2"))
    }

    @Test(
        "from the middle, each turn of the wheel up moves the page down by exactly one line", arguments: [false, true])
    func wheelUpOneLineAtATime(carousels: Bool) {
        let pair = Pair(carousels: carousels)
        pair.step { $0.scroll("page", to: "row40", anchor: .leading) }
        #expect(pair.lines[0] == "Row 40")
        for turn in 1...30 {
            let before = pair.lines
            pair.step { _ = $0.scroll(at: Point(x: 60, y: 20), axis: .vertical, by: -1) }
            #expect(pair.agree, "turn \(turn)")
            #expect(Array(pair.lines.dropFirst()) == Array(before.dropLast()), "turn \(turn)")
        }
        // Thirty lines is six rows of five: row 34 is at the top.
        #expect(pair.lines[0] == "Row 34")
    }
}
