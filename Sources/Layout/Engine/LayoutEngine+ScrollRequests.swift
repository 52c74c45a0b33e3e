/// Scroll requests by id: a scroll view, named by its id, brought to a child named by its id
/// in the next frame, whether either is laid out yet or not.
extension LayoutEngine {
    /// Scrolls the scroll view with this identity (its explicit id) so the child with `child`
    /// id is at `anchor`. The child may be any laid-out node of the content, or any child of a
    /// laid-out lazy stack, built or not (not one inside a lazy row that is not built). Takes
    /// effect in the next frame.
    ///
    /// `index`, when the caller knows it, is where the child is in its lazy stack's content:
    /// the child is looked for there first, rather than from the content's start.
    public func scroll<ScrollID: Hashable, ChildID: Hashable>(
        _ scrollView: ScrollID, to child: ChildID, anchor: Alignment = .leading, near index: Int? = nil
    ) {
        var target = ScrollTarget(id: ElementID(child), placement: .aligned(anchor))
        target.hint = index
        request(target, of: ElementID(scrollView))
    }

    /// Scrolls the scroll view with this identity as little as possible to show the child with
    /// `child` id whole, or its start when it is longer than the viewport: what a disclosure
    /// does with what it opened. Takes effect in the next frame.
    public func reveal<ScrollID: Hashable, ChildID: Hashable>(_ scrollView: ScrollID, child: ChildID) {
        request(ScrollTarget(id: ElementID(child), placement: .wholeInView), of: ElementID(scrollView))
    }

    /// A scroll view not laid out yet takes the request when it first is.
    private func request(_ target: ScrollTarget, of scrollView: ElementID) {
        guard let node = scrollViewNode(scrollView) else {
            scrollRequests.unplacedTargets[scrollView] = target
            return
        }
        scrollRequests.unplacedTargets[scrollView] = nil
        scrollState(for: node).target = target
    }

    /// The scroll offset of the scroll view with this explicit id, if it is on screen.
    public func scrollOffset<ScrollID: Hashable>(of scrollView: ScrollID) -> Int? {
        scrollViewNode(ElementID(scrollView)).flatMap { scrollRequests.states[$0.identity]?.offset }
    }

    /// The scroll view an id names: the node with that id, or the scroll view it wraps (an id
    /// given after a frame or padding modifier).
    private func scrollViewNode(_ id: ElementID) -> Node? {
        if let known = scrollRequests.knownViews[id]?.node, known.isPlaced, let root, known.isLive(under: root),
            Self.scrollView(known, isNamed: id)
        {
            return known
        }
        var node = firstNode { $0.element.explicitID == id }
        while let current = node {
            if case .scroll = current.element.kind {
                scrollRequests.knownViews[id] = ScrollRequests.WeakNode(node: current)
                return current
            }
            guard current.children.count == 1 else { return nil }
            node = current.children.first
        }
        return nil
    }

    /// Whether `id` names the scroll view: its own id, or that of a wrapper with it alone inside.
    private static func scrollView(_ node: Node, isNamed id: ElementID) -> Bool {
        var current: Node? = node
        while let wrapper = current {
            if wrapper.element.explicitID == id { return true }
            guard let parent = wrapper.parent, parent.children.count == 1 else { return false }
            current = parent
        }
        return false
    }
}
