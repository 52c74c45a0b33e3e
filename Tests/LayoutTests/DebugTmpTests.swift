import Testing

@testable import Layout

@Suite struct DebugTmp {
    func screens(_ ls: Bool, _ lc: Bool, _ v: Size) -> [String] {
        let engine = LayoutEngine(size: v)
        let page = ShelfPage(
            shelves: ShelfPageFixture.shelves, open: Set(ShelfPageFixture.shelves.map(\.key)), lazyShelves: ls, lazyCards: lc)
        var out: [String] = []
        func frame(_ l: String) { let c = engine.render(page); print(l, ls, lc, engine.stats.passes, engine.diagnostics); out.append(c.text) }
        frame("top")
        engine.scroll("page", to: ShelfPageFixture.shelves[49].key, anchor: .leading)
        frame("middle")
        engine.scroll("page", to: ShelfPageFixture.shelves[98].key, anchor: .trailing)
        frame("bottom")
        engine.scroll("page", to: "Tiger Rag", anchor: .leading)
        frame("tiger")
        engine.scroll("carousel-Tiger Rag", to: "Tiger Rag #146", anchor: .trailing)
        frame("last")
        return out
    }
    @Test func middle() {
        let v = Size(width: 60, height: 50)
        let r = screens(false, false, v)
        for (a, b) in [(true, true), (true, false), (false, true)] {
            let s = screens(a, b, v)
            for i in 0..<5 where s[i] != r[i] { print("DIFF", a, b, i); print(r[i]); print("----"); print(s[i]) }
        }
    }
}
