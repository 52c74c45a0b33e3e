/// The focus: which control has it, moving it in reading order or to a named control, and
/// acting on it.
extension LayoutEngine {
    /// Focusable controls on screen, in reading order (tree order). Found once per frame: keys
    /// that arrive between two frames (a fast typist, a paste without brackets) all ask.
    func focusableNodes() -> [Node] {
        if let cached = focusState.focusableCache, cached.frame == frameCount { return cached.nodes }
        let nodes = allNodes().filter(Self.isFocusable)
        focusState.focusableCache = (frameCount, nodes)
        return nodes
    }

    /// The control with the focus, found by walking to it rather than by listing every
    /// focusable control: each key and each text edit asks, and a frame that scrolls places
    /// hundreds.
    var focusedNode: Node? {
        guard let identity = focusState.identity else { return nil }
        return firstNode { $0.identity == identity && Self.isFocusable($0) }
    }

    private static func isFocusable(_ node: Node) -> Bool {
        if case .control(let control, _) = node.element.kind { return control.isEnabled }
        return false
    }

    /// The nodes the last layout placed, in tree (reading) order.
    func allNodes() -> [Node] {
        var result: [Node] = []
        walkPlacedNodes { node in
            result.append(node)
            return true
        }
        return result
    }

    /// The first node of `allNodes()` for which `predicate` holds, found without listing the
    /// nodes after it.
    func firstNode(where predicate: (Node) -> Bool) -> Node? {
        var found: Node?
        walkPlacedNodes { node in
            if predicate(node) { found = node }
            return found == nil
        }
        return found
    }

    /// Visits the placed nodes in tree order until `visit` returns false: the one walk of the
    /// tree as laid out (a lazy stack's built window, a node not placed left out with what is
    /// below it). A stack, not recursion: self-checks walk the whole tree every frame.
    func walkPlacedNodes(_ visit: (Node) -> Bool) {
        guard let root else { return }
        var pending = [root]
        while let node = pending.popLast() {
            guard node.isPlaced else { continue }
            guard visit(node) else { return }
            pending.append(contentsOf: node.laidOutChildren.reversed())
        }
    }

    public var focusedLabel: String? { focusedNode.flatMap(Self.controlLabel) }

    /// The id (`.id(_:)`) of the focused control, if it was given one.
    public var focusedID: AnyHashable? { focusedNode?.element.explicitID?.anyHashable }

    /// Tab / Shift-Tab: the next or previous control in reading order, wrapping around, among
    /// those in reach (in view, or within `prefetchMargin` of it): a control a lazy stack has
    /// not built is never next, so neither is one it happens to have built far away. A focus
    /// scrolled out of reach starts again from the first (or last) in reach. Inside a panel
    /// (`.focusSection(.panel)`), or with one on screen, the order is the panel's.
    public func moveFocus(forward: Bool) {
        var nodes = focusableNodes().filter(isWithinReach)
        if let panel = confiningSection(from: placedFocusedNode(), byTab: true) {
            nodes = nodes.filter { isInside($0, panel) }
        }
        guard !nodes.isEmpty else { return }
        let current = nodes.firstIndex { $0.identity == focusState.identity }
        let next: Int =
            if let current { (current + (forward ? 1 : nodes.count - 1)) % nodes.count } else {
                forward ? 0 : nodes.count - 1
            }
        focus(nodes[next])
    }

    /// Focuses the control with this label (automation's "focus").
    @discardableResult
    public func focus(label: String) -> Bool {
        guard let node = focusableNodes().first(where: { Self.controlLabel($0) == label }) else { return false }
        focus(node)
        return true
    }

    /// Focuses the control given this id (`.id(_:)`); false if none is on screen. An id, not
    /// the words a control shows: two controls may show the same words (a repertoire named
    /// like a button), never the same id.
    @discardableResult
    public func focus(id: some Hashable) -> Bool {
        let id = ElementID(id)
        guard let node = focusableNodes().first(where: { $0.element.explicitID == id }) else { return false }
        focus(node)
        return true
    }

    /// Focuses the control given this id once a frame lays it out, within
    /// `pendingFocusFrames` frames: a control that the state change just made appear (a prompt
    /// that opens), or one that a page coming back (Back) builds again, which its lazy stacks
    /// may build a frame later. Any other move of the focus meanwhile wins over the request.
    public func requestFocus(id: some Hashable) {
        focusState.pendingID = ElementID(id)
        focusState.pendingFrames = Self.pendingFocusFrames
    }

    /// Enough frames for a lazy stack to reach its restored window from estimates.
    static let pendingFocusFrames = 3

    /// Enter / Space, or automation's "press": activates the focused control; a search field
    /// (a field without a submit action) hands on to the next control instead. A control
    /// scrolled out of reach is not pressed: what cannot be seen is not acted on.
    @discardableResult
    public func activateFocused() -> Bool {
        guard let node = focusedNode, isWithinReach(node) else { return false }
        if !leaveSearchField() { send(.activate, to: node) }
        return true
    }

    /// Moves the focus from a focused search field (one that does not submit) to the next
    /// control, what the search found; returns false, doing nothing, anywhere else.
    public func leaveSearchField() -> Bool {
        guard let node = focusedNode, case .control(let control, _) = node.element.kind,
            case .textField(_, _, submits: false, _) = control.kind
        else { return false }
        moveFocus(forward: true)
        return true
    }

    /// Presses the control with this label.
    @discardableResult
    public func press(label: String) -> Bool {
        guard let node = focusableNodes().first(where: { Self.controlLabel($0) == label }) else { return false }
        holdFocus(node)
        send(.activate, to: node)
        return true
    }

    /// A move of the focus (a key, a request landing): it wins over any request still waiting.
    func focus(_ node: Node) {
        focusState.pendingID = nil
        holdFocus(node)
        scrollIntoView(node)
    }

    /// The focus changes hands: to `node`, which is kept as where it was last found.
    func holdFocus(_ node: Node) {
        focusState.identity = node.identity
        focusState.lastPlacedNode = node
        focusState.remadeSinceFound = false
    }

    /// Moves every scroll view around the node just enough that the node is inside it. The
    /// node's frame is from the last layout, so it is read against the offset of that layout;
    /// the move is a scroll like the wheel's, relative to the anchor.
    private func scrollIntoView(_ node: Node) {
        var ancestor = node.parent
        while let current = ancestor {
            if case .scroll(let axis, _) = current.element.kind {
                let state = scrollState(for: current)
                let start = node.frame.origin[axis] - current.frame.origin[axis] + state.offset
                let end = start + node.frame.size[axis]
                let viewport = current.frame.size[axis]
                var offset = state.offset + state.pendingDelta
                if end > offset + viewport { offset = end - viewport }
                if start < offset { offset = start }
                state.pendingDelta = offset - state.offset
            }
            ancestor = current.parent
        }
    }

    func send(_ event: ControlEvent, to node: Node) {
        guard case .control(let control, _) = node.element.kind, control.isEnabled else { return }
        control.action.run(event)
    }

    static func controlLabel(_ node: Node) -> String? {
        guard case .control(let control, _) = node.element.kind else { return nil }
        return node.element.accessibility.label ?? control.label
    }

    // MARK: What a control stands for

    /// The `.reportsVisibility` keys of the focused control and of what holds it, innermost
    /// first: what the focus is on, in the application's terms (a card's recording), for a key
    /// that acts on it. Those under a point are its `hitTest`'s `reports`.
    public var focusedReports: [AnyHashable] {
        var keys: [AnyHashable] = []
        var current = placedFocusedNode()
        while let node = current {
            if let key = node.element.visibilityKey { keys.append(key) }
            current = node.parent
        }
        return keys
    }
}

// MARK: A focus that follows its control

extension LayoutEngine {
    /// After an evaluation: when the focused control left the tree (an identity is its place
    /// among its siblings, and a row made above it moved it), the control given its id
    /// (`.id(_:)`) nearest where it was takes the focus. A control a lazy stack only stopped
    /// building (scrolled away) keeps it: it is still the page's.
    func keepFocusByID() {
        guard let identity = focusState.identity, let last = focusState.lastPlacedNode, last.identity == identity,
            let id = last.element.explicitID, let root, !last.isLive(under: root, orOnlyUnbuilt: true)
        else { return }
        // Found afresh: the frame's list may be from before the evaluation.
        focusState.focusableCache = nil
        let focusable = focusableNodes()
        guard !focusable.contains(where: { $0.identity == identity }) else { return }
        let distance = { (node: Node) in
            abs(node.frame.minX - last.frame.minX) + abs(node.frame.minY - last.frame.minY)
        }
        guard let nearest = focusable.filter({ $0.element.explicitID == id }).min(by: { distance($0) < distance($1) })
        else { return }
        holdFocus(nearest)
    }
}
