import TestThreads
import Testing

@testable import Layout

/// `Element`: what a page's evaluation makes many of, and the layout copies often.
@Suite("Elements", .testThreads)
struct ElementTests {
    @Test(
        "an element is six words: its kind, its id (the group flag in the id's last word), its attributes and its hash")
    func size() {
        #expect(MemoryLayout<Element>.stride == 6 * MemoryLayout<Int>.size)
    }
}
