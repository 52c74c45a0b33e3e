import TestThreads
import Testing

@testable import Layout

@Suite("Extent index", .testThreads)
struct ExtentIndexTests {
    @Test("starts, totals and lookups from the estimate alone")
    func estimates() {
        let index = ExtentIndex(count: 1_000_000, estimate: 3, spacing: 1)
        #expect(index.start(of: 0) == 0)
        #expect(index.start(of: 10) == 40)
        #expect(index.total == 1_000_000 * 4 - 1)
        #expect(index.index(at: 0) == 0)
        #expect(index.index(at: 3) == 0, "the spacing after a child belongs to it")
        #expect(index.index(at: 4) == 1)
        #expect(index.index(at: 3_999_998) == 999_999)
        #expect(index.index(at: 9_999_999) == 999_999)
    }

    @Test("measurements move what follows them, and only that")
    func measurements() {
        var index = ExtentIndex(count: 100, estimate: 1, spacing: 0)
        #expect(index.record(8, at: 10, id: ElementID(10)) == 7)
        #expect(index.record(8, at: 10, id: ElementID(10)) == 0, "the same value again moves nothing")
        #expect(index.record(0, at: 20, id: ElementID(20)) == -1)
        #expect(index.start(of: 10) == 10)
        #expect(index.start(of: 11) == 18)
        #expect(index.start(of: 21) == 27)
        #expect(index.total == 106)
        #expect(index.extent(at: 10) == 8)
        #expect(index.measured[10]?.id == ElementID(10), "a measurement keeps the id it was taken from")
        #expect(index.index(at: 17) == 10)
        #expect(index.index(at: 18) == 11)
        #expect(index.record(1, at: 10, id: ElementID(10)) == -7)
        #expect(index.start(of: 11) == 11)
    }

    @Test("children that measure nothing are found where they are, not skipped")
    func emptyChildren() {
        var index = ExtentIndex(count: 10, estimate: 1, spacing: 0)
        for child in 0..<5 { index.record(0, at: child, id: ElementID(child)) }
        #expect(index.index(at: 0) == 0)
        #expect(index.start(of: 5) == 0)
        #expect(index.index(at: 1) == 6)
        #expect(index.total == 5)
    }
}
