import TestThreads
import Testing

@testable import Layout

/// A child reaches its parent while the parent lives, and finds none once it has gone, as a
/// weak reference would: the engine's lists of the last frame may hold a child the tree
/// dropped, and walk up from it.
@Suite("A child's way to its parent", .testThreads)
struct ParentLinkTests {
    @Test("every child of a parent reaches it; once the parent goes, each child that is left has no parent")
    func clearedWithTheParent() {
        var parent: Node? = Node(element: Text("parent").element, identity: 1, position: 0, parent: nil)
        let first = Node(element: Text("first").element, identity: 2, position: 0, parent: parent)
        let second = Node(element: Text("second").element, identity: 3, position: 1, parent: parent)
        let grandchild = Node(element: Text("grandchild").element, identity: 4, position: 0, parent: first)
        parent?.children = [first, second]
        #expect(first.parent === parent && second.parent === parent)
        #expect(grandchild.parent === first)
        #expect(parent?.parent == nil)
        parent = nil
        #expect(first.parent == nil && second.parent == nil, "the parent is gone")
        #expect(grandchild.parent === first, "its own parent lives on")
    }
}
