import TestThreads
import Testing

@testable import Layout

/// Per-frame work does not grow with the number of items: a list of a million rows costs a
/// frame what a list of a thousand does. Counted, not timed: the rows each frame reads, the
/// nodes it measures and places.
@Suite("A million rows", .testThreads)
struct ScaleTests {
    /// The numbers 0..<count, counting every element read.
    struct CountedRows: RandomAccessCollection {
        final class Reads: @unchecked Sendable { var count = 0 }
        let count: Int
        let reads: Reads
        var startIndex: Int { 0 }
        var endIndex: Int { count }
        subscript(position: Int) -> Int {
            reads.count += 1
            return position
        }
    }

    static func page(_ rows: CountedRows, bordered: Bool) -> Element {
        let list = LazyVStack(estimatedItemExtent: 1) {
            ForEach(rows, id: \.self) { Text("Row \($0)").element }
        }
        .element
        return ScrollView(.vertical) { bordered ? list.border() : list }.id("rows").element
    }

    /// The work of each step, for one list size.
    struct Work: Equatable {
        var reads: [Int] = []
        var stats: [FrameStats] = []
        var screens: [[String]] = []
    }

    func work(count: Int, bordered: Bool) -> Work {
        let reads = CountedRows.Reads()
        let rows = CountedRows(count: count, reads: reads)
        let engine = LayoutEngine(size: Size(width: 40, height: 20))
        var work = Work()
        func step(_ body: () -> Void) {
            reads.count = 0
            body()
            work.reads.append(reads.count)
            var stats = engine.stats
            stats.cellsChanged = 0
            work.stats.append(stats)
            work.screens.append(engine.canvas.lines.map { $0.replacingRowNumbers() })
        }
        step { engine.render(Self.page(rows, bordered: bordered)) }
        step { engine.render(Self.page(rows, bordered: bordered)) }
        engine.scroll("rows", to: count / 2, anchor: .leading)
        step { engine.render() }
        for delta in [1, 1, -1, 5] {
            engine.scroll(at: Point(x: 2, y: 2), axis: .vertical, by: delta)
            step { engine.render() }
        }
        step { engine.render(Self.page(rows, bordered: bordered)) }
        return work
    }

    @Test(
        "first frame, re-evaluation and scrolling read the same rows at 1,000 and 1,000,000", arguments: [false, true])
    func workIsIndependentOfCount(bordered: Bool) {
        let thousand = work(count: 1_000, bordered: bordered)
        let million = work(count: 1_000_000, bordered: bordered)
        // Every frame reads the same rows whatever the count, except one: scrolling to an id is
        // an explicit request, which searches the ids up to the one asked for.
        var searchless = million.reads
        searchless[2] -= 1_000_000 / 2 - 1_000 / 2
        #expect(searchless == thousand.reads)
        #expect(thousand.reads.allSatisfy { $0 < 1_000 / 2 + 200 })
        #expect(million.stats == thousand.stats)
        #expect(million.screens == thousand.screens)
        #expect(million.screens[3].first?.contains("Row #") == true)
    }
}

extension String {
    /// "Row 500001" and "Row 501" read alike: the screens of the two sizes compare equal.
    func replacingRowNumbers() -> String {
        var result = ""
        var inNumber = false
        for character in self {
            if character.isNumber {
                if !inNumber { result.append("#") }
                inNumber = true
            } else {
                inNumber = false
                result.append(character)
            }
        }
        return result
    }
}
