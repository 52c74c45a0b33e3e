/// The children a lazy stack built in one placement: its window, in index order from `start`.
struct LazyWindow {
    let start: Int
    let nodes: [Node]

    /// The child built at `index`, if the window reached it.
    func node(at index: Int) -> Node? {
        let offset = index - start
        return nodes.indices.contains(offset) ? nodes[offset] : nil
    }
}
