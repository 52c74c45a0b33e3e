import Layout

/// The layout engine against item count: one lazy list of plain rows, at 1,000 and at
/// 1,000,000 items, with and without a border around the list. Per-frame cost should follow
/// the viewport, not the count, so the two columns should match.
enum ScaleBench {
    /// A page of `count` numbered rows in a scroll view; the border, when asked for, wraps the
    /// whole list (so it is as tall as the content, not the viewport).
    struct Page: View {
        let rows: [Int]
        let bordered: Bool

        var body: some View {
            ScrollView(.vertical) {
                if bordered {
                    list.border()
                } else {
                    list
                }
            }
            .id("rows")
        }

        private var list: Element {
            LazyVStack(estimatedItemExtent: 1) {
                ForEach(rows, id: \.self) { row in Text("Row \(row)").element }
            }
            .element
        }
    }

    static func run(timer: BenchTimer) throws {
        let viewport = Size(width: 200, height: 60)
        for count in [1_000, 1_000_000] {
            let rows = Array(0..<count)
            for bordered in [false, true] {
                let page = Page(rows: rows, bordered: bordered)
                let label = "\(count) rows\(bordered ? ", bordered" : "")"
                try timer.io.write("Layout at scale: \(label), \(viewport.width)×\(viewport.height)\n")
                try timer.report("first frame") { LayoutEngine(size: viewport).render(page) }
                let engine = LayoutEngine(size: viewport)
                engine.render(page)
                try timer.report("re-evaluated page, same data") { engine.render(Page(rows: rows, bordered: bordered)) }
                engine.scroll("rows", to: count / 2)
                engine.render()
                var step = 0
                try timer.report("frame after a one-row scroll, mid-list") {
                    step += 1
                    engine.scroll(at: Point(x: 1, y: 1), axis: .vertical, by: step % 2 == 0 ? -1 : 1)
                    engine.render()
                }
            }
        }
    }
}
