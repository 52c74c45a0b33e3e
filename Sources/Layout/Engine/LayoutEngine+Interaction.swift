/// What the mouse is over: the innermost control, and the innermost scroll view (for the
/// wheel) on that path.
public struct HitTarget: Equatable {
    public let control: String?
    public let controlFrame: Rect?
    let controlIdentity: Int?
    /// The scroll views on the path to the point, outermost first.
    let scrollViews: [ScrollViewRef]
    /// The `.reportsVisibility` keys on the path to the point, innermost first: what a click
    /// other than the primary one acts on.
    public let reports: [AnyHashable]

    struct ScrollViewRef: Equatable, Sendable {
        let identity: Int
        let axis: Axis
    }
}

public enum FocusDirection: Sendable {
    case up, down, left, right
}

extension LayoutEngine {
    // MARK: Hit testing

    public func hitTest(_ point: Point) -> HitTarget {
        var control: Node?
        var scrolls: [HitTarget.ScrollViewRef] = []
        var reports: [AnyHashable] = []
        var node = root
        var clip = Rect(origin: .zero, size: size)
        while let current = node, current.element.hitTesting, current.frame.intersection(clip).contains(point) {
            if let key = current.element.visibilityKey { reports.insert(key, at: 0) }
            switch current.element.kind {
            case .control: control = current
            case .scroll(let axis, _):
                scrolls.append(HitTarget.ScrollViewRef(identity: current.identity, axis: axis))
                clip = clip.intersection(current.frame)
            default: break
            }
            node = current.laidOutChildren.last { $0.isPlaced && $0.frame.intersection(clip).contains(point) }
        }
        return HitTarget(
            control: control.flatMap(Self.controlLabel), controlFrame: control?.frame,
            controlIdentity: control?.identity,
            scrollViews: scrolls, reports: reports)
    }

    /// A click: focuses and activates the control under the point. Returns whether one was hit.
    @discardableResult
    public func click(at point: Point) -> Bool {
        let target = hitTest(point)
        guard let identity = target.controlIdentity,
            let node = focusableNodes().first(where: { $0.identity == identity })
        else { return false }
        focusedIdentity = identity
        send(.activate, to: node)
        return true
    }

    /// The wheel: scrolls the innermost scroll view on `axis` under the point that can move
    /// that way by `delta` cells; one that is already at its end passes the wheel on to the
    /// next one out. Returns whether any could move.
    @discardableResult
    public func scroll(at point: Point, axis: Axis, by delta: Int) -> Bool {
        scrolled(at: point, axis: axis, by: delta) != nil
    }

    /// PgDn / PgUp: scrolls a page as the wheel does, and the focus moves with the view. When
    /// the focused control was in the scroll view that moved and is no longer wholly in view
    /// after the frame, the first (`down`) or last control wholly in view there takes the
    /// focus, as in a list view; focus elsewhere (a search field above) stays.
    @discardableResult
    public func scrollPage(at point: Point, down: Bool, by page: Int) -> Bool {
        guard let identity = scrolled(at: point, axis: .vertical, by: down ? page : -page) else { return false }
        if let node = allNodes().first(where: { $0.identity == identity }) {
            pendingEdgeFocus = EdgeFocusRequest(scrollView: node, edge: down ? .start : .end, keepsFocusInView: true)
        }
        return true
    }

    /// The identity of the scroll view that takes the scroll, nil when none could move.
    private func scrolled(at point: Point, axis: Axis, by delta: Int) -> Int? {
        guard delta != 0 else { return nil }
        for candidate in hitTest(point).scrollViews.reversed() where candidate.axis == axis {
            guard let state = scrollStates[candidate.identity] else { continue }
            let wanted = state.offset + state.pendingDelta
            if delta < 0 ? wanted > 0 : wanted < state.maxOffset {
                // However far the wheel (or automation) asks, the sum stays far from overflow.
                let limit = Self.largestScroll
                state.pendingDelta = max(-limit, min(limit, state.pendingDelta + max(-limit, min(limit, delta))))
                return candidate.identity
            }
        }
        return nil
    }

    /// More than any content can hold: a scroll request is cut to this.
    static let largestScroll = 1 << 40

    /// Scrolls the scroll view with this identity (its explicit id) so the child with `child`
    /// id is at `anchor`. The child may be any laid-out node of the content, or any child of a
    /// laid-out lazy stack, built or not (not one inside a lazy row that is not built). Takes
    /// effect in the next frame.
    public func scroll<ScrollID: Hashable, ChildID: Hashable>(
        _ scrollView: ScrollID, to child: ChildID, anchor: Alignment = .leading
    ) {
        request(ScrollTarget(id: AnyHashable(child), placement: .aligned(anchor)), of: AnyHashable(scrollView))
    }

    /// Scrolls the scroll view with this identity as little as possible to show the child with
    /// `child` id whole, or its start when it is longer than the viewport: what a disclosure
    /// does with what it opened. Takes effect in the next frame.
    public func reveal<ScrollID: Hashable, ChildID: Hashable>(_ scrollView: ScrollID, child: ChildID) {
        request(ScrollTarget(id: AnyHashable(child), placement: .wholeInView), of: AnyHashable(scrollView))
    }

    /// A scroll view not laid out yet takes the request when it first is.
    private func request(_ target: ScrollTarget, of scrollView: AnyHashable) {
        guard let node = scrollViewNode(scrollView) else {
            unplacedScrollTargets[scrollView] = target
            return
        }
        unplacedScrollTargets[scrollView] = nil
        scrollState(for: node).target = target
    }

    /// The scroll offset of the scroll view with this explicit id, if it is on screen.
    public func scrollOffset<ScrollID: Hashable>(of scrollView: ScrollID) -> Int? {
        scrollViewNode(AnyHashable(scrollView)).flatMap { scrollStates[$0.identity]?.offset }
    }

    /// The scroll view an id names: the node with that id, or the scroll view it wraps (an id
    /// given after a frame or padding modifier).
    private func scrollViewNode(_ id: AnyHashable) -> Node? {
        if let known = knownScrollViews[id]?.node, known.isPlaced, let root, known.isLive(under: root),
            Self.scrollView(known, isNamed: id)
        {
            return known
        }
        var node = allNodes().first { $0.element.explicitID == id }
        while let current = node {
            if case .scroll = current.element.kind {
                knownScrollViews[id] = WeakNode(node: current)
                return current
            }
            guard current.children.count == 1 else { return nil }
            node = current.children.first
        }
        return nil
    }

    /// Whether `id` names the scroll view: its own id, or that of a wrapper with it alone inside.
    private static func scrollView(_ node: Node, isNamed id: AnyHashable) -> Bool {
        var current: Node? = node
        while let wrapper = current {
            if wrapper.element.explicitID == id { return true }
            guard let parent = wrapper.parent, parent.children.count == 1 else { return false }
            current = parent
        }
        return false
    }

    // MARK: Focus

    /// Focusable controls on screen, in reading order (tree order). Found once per frame: keys
    /// that arrive between two frames (a fast typist, a paste without brackets) all ask.
    func focusableNodes() -> [Node] {
        if let cached = focusableCache, cached.frame == frameCount { return cached.nodes }
        let nodes = allNodes().filter { node in
            if case .control(let control, _) = node.element.kind { return control.isEnabled }
            return false
        }
        focusableCache = (frameCount, nodes)
        return nodes
    }

    private var focusedNode: Node? { focusableNodes().first { $0.identity == focusedIdentity } }

    func allNodes() -> [Node] {
        var result: [Node] = []
        func visit(_ node: Node) {
            guard node.isPlaced else { return }
            result.append(node)
            for child in node.laidOutChildren { visit(child) }
        }
        if let root { visit(root) }
        return result
    }

    public var focusedLabel: String? { focusedNode.flatMap(Self.controlLabel) }

    /// The id (`.id(_:)`) of the focused control, if it was given one.
    public var focusedID: AnyHashable? { focusedNode?.element.explicitID }

    /// Tab / Shift-Tab: the next or previous control in reading order, wrapping around, among
    /// those in reach (in view, or within `prefetchMargin` of it): a control a lazy stack has
    /// not built is never next, so neither is one it happens to have built far away. A focus
    /// scrolled out of reach starts again from the first (or last) in reach.
    public func moveFocus(forward: Bool) {
        let nodes = focusableNodes().filter(isWithinReach)
        guard !nodes.isEmpty else { return }
        let current = nodes.firstIndex { $0.identity == focusedIdentity }
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
        let id = AnyHashable(id)
        guard let node = focusableNodes().first(where: { $0.element.explicitID == id }) else { return false }
        focus(node)
        return true
    }

    /// Focuses the control given this id in the next frame, once it is laid out: for a control
    /// that the state change just made appears (a prompt that opens).
    public func requestFocus(id: some Hashable) { pendingFocusID = AnyHashable(id) }

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
            case .textField(_, _, submits: false) = control.kind
        else { return false }
        moveFocus(forward: true)
        return true
    }

    /// Presses the control with this label.
    @discardableResult
    public func press(label: String) -> Bool {
        guard let node = focusableNodes().first(where: { Self.controlLabel($0) == label }) else { return false }
        focusedIdentity = node.identity
        send(.activate, to: node)
        return true
    }

    /// Types into the focused text field at its cursor: the new text is reported through the
    /// field's callback. Pasted line breaks become spaces; control characters become symbols.
    @discardableResult
    public func type(_ text: String) -> Bool { edit(.insert(text)) }

    /// Applies an editing key to the focused text field. The cursor is kept per field identity.
    /// Keys that arrive before the page is evaluated again edit the text the previous key made,
    /// not the (older) text the page last showed: no keystroke is lost between frames.
    @discardableResult
    public func edit(_ key: TextEditKey) -> Bool {
        guard let node = focusedNode, let current = fieldText(of: node) else { return false }
        var editor = TextFieldEditor(text: current, cursor: textCursors[node.identity] ?? current.count)
        editor.apply(key)
        textCursors[node.identity] = editor.cursor
        if editor.text != current {
            editedFieldTexts[node.identity] = editor.text
            send(.textChanged(editor.text), to: node)
        }
        return true
    }

    /// Puts the focused field's cursor after its text, whatever the text becomes when the page
    /// is next evaluated (a search recalled in place of what was typed).
    public func moveCursorToEnd() {
        guard let node = focusedNode else { return }
        textCursors[node.identity] = nil
    }

    /// The cursor position (in characters) of the focused text field.
    public var focusedTextCursor: Int? {
        guard let node = focusedNode, let current = fieldText(of: node) else { return nil }
        return min(textCursors[node.identity] ?? current.count, current.count)
    }

    func isTextField(_ node: Node) -> Bool {
        guard case .control(let control, _) = node.element.kind, case .textField = control.kind else { return false }
        return true
    }

    /// A text field's text: as last edited, until the page is evaluated again.
    private func fieldText(of node: Node) -> String? {
        guard case .control(let control, _) = node.element.kind, case .textField(let shown, _, _) = control.kind else {
            return nil
        }
        return editedFieldTexts[node.identity] ?? shown
    }

    func focus(_ node: Node) {
        focusedIdentity = node.identity
        lastFocusedNode = node
        scrollIntoView(node)
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

    private func send(_ event: ControlEvent, to node: Node) {
        guard case .control(let control, _) = node.element.kind, control.isEnabled else { return }
        control.action.run(event)
    }

    static func controlLabel(_ node: Node) -> String? {
        guard case .control(let control, _) = node.element.kind else { return nil }
        return node.element.accessibility.label ?? control.label
    }
}

extension LayoutEngine {
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
