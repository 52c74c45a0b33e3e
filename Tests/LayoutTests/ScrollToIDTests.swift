import TestThreads
import Testing

@testable import Layout

/// `scroll(_:to:anchor:)` finds the child wherever it sits inside the scroll view's content:
/// the song page's shape is a header and controls above a lazy list, all inside padding.
@Suite("Scrolling to an id anywhere in the content", .testThreads)
struct ScrollToIDTests {
    static func rows(_ count: Int) -> Element {
        LazyVStack(estimatedItemExtent: 1) {
            ForEach(Array(0..<count), id: \.self) { row in
                VStack(spacing: 0) {
                    Text("Row \(row)")
                    if row % 2 == 0 { Text("  more of \(row)") }
                }
                .element
            }
        }
        .element
    }

    static var shapes: [(name: String, page: Element)] {
        [
            (
                "below a header",
                ScrollView(.vertical) {
                    VStack(spacing: 0) {
                        Text("HEADER")
                        rows(300)
                    }
                }
                .id("page")
            ),
            ("in padding", ScrollView(.vertical) { rows(300).padding(2) }.id("page")),
            ("in a border", ScrollView(.vertical) { rows(300).border() }.id("page")),
            (
                "below a stack of controls, all in padding",
                ScrollView(.vertical) {
                    VStack(spacing: 0) {
                        Text("ALL RECORDINGS (300)")
                        HStack(spacing: 2) {
                            Button("Filter") {}
                            Button("Sort: Year") {}
                        }
                        Toggle("Playable only?", isOn: true) { _ in }
                        rows(300)
                    }
                    .padding(horizontal: 1, vertical: 1)
                }
                .id("page")
            ),
        ]
    }

    @Test("the row lands at the top, centre or bottom as asked, in every shape", arguments: 0..<4)
    func landsWhereAsked(shape: Int) {
        let (name, page) = Self.shapes[shape]
        let engine = LayoutEngine(size: Size(width: 24, height: 9))
        engine.render(page)
        engine.scroll("page", to: 201, anchor: .leading)
        var lines = engine.render(page).lines.map { $0.trimmingCharacters(in: " │") }
        #expect(lines.first == "Row 201", "\(name): \(lines)")
        #expect(lines[1] == "Row 202")
        engine.scroll("page", to: 150, anchor: .trailing)
        lines = engine.render(page).lines.map { $0.trimmingCharacters(in: " │") }
        #expect(lines.last == "more of 150", "\(name): \(lines)")
        engine.scroll("page", to: 99, anchor: .center)
        lines = engine.render(page).lines.map { $0.trimmingCharacters(in: " │") }
        #expect(lines[4] == "Row 99", "\(name): \(lines)")
        #expect(engine.diagnostics.isEmpty)
    }

    @Test("an id that is nowhere leaves the page where it was")
    func unknownID() {
        let page = Self.shapes[3].page
        let engine = LayoutEngine(size: Size(width: 24, height: 9))
        engine.render(page)
        engine.scroll(at: Point(x: 1, y: 1), axis: .vertical, by: 5)
        let before = engine.render(page).lines
        engine.scroll("page", to: "no such row", anchor: .leading)
        #expect(engine.render(page).lines == before)
    }
}

extension String {
    func trimmingCharacters(in set: String) -> String {
        var scalars = Substring(self)
        while let first = scalars.first, set.contains(first) { scalars.removeFirst() }
        while let last = scalars.last, set.contains(last) { scalars.removeLast() }
        return String(scalars)
    }
}
