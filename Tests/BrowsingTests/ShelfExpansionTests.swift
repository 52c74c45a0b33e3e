import TestThreads
import Testing

@testable import Browsing

@Suite("Shelf expansion", .testThreads)
struct ShelfExpansionTests {
    @Test("the first shelf opens once per visit; later first shelves do not open by themselves")
    func autoExpandOnce() {
        var expansion = ShelfExpansion()
        expansion.shelvesAppeared(firstKey: nil)
        #expect(expansion.expanded.isEmpty)
        expansion.shelvesAppeared(firstKey: "1930s")
        #expect(expansion.expanded == ["1930s"])
        expansion.toggle("1930s")
        expansion.shelvesAppeared(firstKey: "1940s")
        #expect(expansion.expanded.isEmpty)
    }

    @Test("filters keep open shelves open; a sort change closes all and nothing reopens")
    func sortAndFilters() {
        var expansion = ShelfExpansion()
        expansion.shelvesAppeared(firstKey: "1930s")
        expansion.toggle("1950s")
        expansion.shelvesAppeared(firstKey: "1950s")
        #expect(expansion.isExpanded("1930s") && expansion.isExpanded("1950s"))
        expansion.sortChanged()
        expansion.shelvesAppeared(firstKey: "Billie Holiday")
        #expect(expansion.expanded.isEmpty)
    }
}
