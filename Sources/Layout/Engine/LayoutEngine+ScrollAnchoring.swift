import Platform

/// Placing a scroll view: the offset that keeps what the person was looking at in place, and
/// the scroll-to requests and focus it answers.
extension LayoutEngine {
    /// Scrolls the content and places it. The offset comes from, in order: a scroll-to-id
    /// request; the anchor (the first visible child when the last frame ended) kept where it
    /// was in the viewport, moved by what the user scrolled since; the last offset. After
    /// placing, the same rule is applied to the new layout: if it gives another offset (the
    /// anchor moved because measurements replaced estimates, or the content changed), the
    /// scroll view asks for another pass (rule 5).
    func placeScroll(_ node: Node, axis: Axis, in rect: Rect, proposal: Proposal, visible: Rect) {
        guard let content = node.children.first else { return }
        let state = scrollState(for: node)
        if state.preparedFrame != frameNumber {
            // A request carried over is given up when the user scrolls, or moves the focus
            // after a frame that showed this scroll view: one that was not laid out meanwhile
            // (a carousel off screen, built again) still owes it.
            let shownLastFrame = state.shownFrame == frameNumber - 1
            state.preparedFrame = frameNumber
            scrollViewsPlaced.append(node)
            let focusMoved = focusState.identity != state.focusAtLastFrame
            if state.target?.carriedOver == true, (focusMoved && shownLastFrame) || state.pendingDelta != 0 {
                state.target = nil
            }
            if !scrollRequests.unplacedTargets.isEmpty, let target = takeUnplacedTarget(for: node) {
                state.target = target
            }
            if focusMoved, let focused = placedFocusedNode(), isInside(focused, node) {
                // Keys typed ahead of this frame: the control focused now is kept in view.
                state.focusInView = focused
            } else if state.pendingDelta != 0, !focusMoved {
                // The user scrolled: the focus may go out of view.
                state.focusInView = nil
            }
            // What the user scrolled since the last frame moves the anchor, not the offset: a
            // one-row scroll moves the content one row whatever was measured meanwhile.
            // The offset moves too, for when no anchor can be found any more.
            if state.target != nil {
                state.target!.delta = state.pendingDelta
            } else {
                for index in state.anchors.indices { state.anchors[index].viewportOffset -= state.pendingDelta }
            }
            state.offset += state.pendingDelta
            state.pendingDelta = 0
        }
        let contentProposal = arrangement(node, proposal).children[0].proposal
        let contentSize = measure(content, contentProposal)
        let viewport = rect.size[axis]
        state.maxOffset = max(0, contentSize[axis] - viewport)
        let asked = wantedOffset(state, content: content, axis: axis, viewport: viewport)
        let offset = clamp(asked, state)
        state.offset = offset
        var origin = rect.origin
        origin[axis] -= offset
        let windowAnchors = lazyAnchors(state, content: content, axis: axis)
        for (stack, index) in windowAnchors { lazyWindowAnchors[ObjectIdentifier(stack)] = index }
        let outerShortfall = scrollShortfall
        // At most a screen further a pass: a jump far past the estimates goes on in the next.
        scrollShortfall = policy.anchorsScroll && asked > offset ? (axis, min(asked - offset, size[axis])) : nil
        place(
            content, in: Rect(origin: origin, size: contentSize), proposal: contentProposal,
            visible: window(of: rect, axis: axis, visible: visible))
        scrollShortfall = outerShortfall
        for (stack, _) in windowAnchors { lazyWindowAnchors.removeValue(forKey: ObjectIdentifier(stack)) }
        // A scroll so long that the anchor was meant to leave the screen went there by
        // estimates: what it reached becomes the anchor. What the content's estimated length cut
        // off the scroll (a page down past children not measured yet) is still owed, from the
        // new anchor, so the next pass, which knows more of the content, goes on; the frame's
        // end takes the anchors from what shows, and nothing is owed past the frame.
        if state.target == nil, let anchored = anchoredRange(state, content: content, axis: axis),
            anchored.anchor.viewportOffset >= viewport || anchored.anchor.viewportOffset + anchored.range.count <= 0
        {
            let owed = asked - offset
            state.anchors = anchors(in: content, viewportStart: rect.origin[axis], axis: axis)
            for index in state.anchors.indices { state.anchors[index].viewportOffset -= owed }
        }
        let wanted = wantedOffset(state, content: content, axis: axis, viewport: viewport)
        let settled = clamp(wanted, state)
        // Off screen, a lazy carousel builds nothing: a request met there was met by
        // estimates, so it is honoured again once the scroll view shows.
        let shown = !visible.intersection(rect).isEmpty
        if shown { state.shownFrame = frameNumber }
        if state.target != nil {
            state.target!.isUnmet =
                wanted != settled || (state.target!.node == nil && state.target!.stack == nil) || !shown
        }
        if settled != offset {
            noteUnsettled(node, .offset(settled))
            state.offset = settled
            node.markNeedsPlacement()
            needsAnotherPass = true
        }
    }

    /// What the content's lazy stacks build for: the part of the scroll view on screen, but for a
    /// vertical one partly off screen, its whole height (if no taller than the screen), so that
    /// it knows from what it measured whether its content reaches past its viewport, and
    /// whether the wheel can move it never rests on estimates. A carousel cut by the screen's
    /// side builds only what shows: it does not take the vertical wheel, and building its
    /// hidden cards would cost every frame of the page.
    private func window(of rect: Rect, axis: Axis, visible: Rect) -> Rect {
        let shown = visible.intersection(rect)
        guard axis == .vertical, shown.size[axis] < rect.size[axis], shown.size[axis.other] > 0, shown.size[axis] > 0,
            rect.size[axis] <= size[axis]
        else { return shown }
        var window = shown
        window.origin[axis] = rect.origin[axis]
        window.size[axis] = rect.size[axis]
        return window
    }

    /// The lazy stacks along the axis that hold this scroll view's target or anchors, with the
    /// index each should lay its window out from.
    private func lazyAnchors(_ state: ScrollState, content: Node, axis: Axis) -> [(Node, Int)] {
        func runsAlong(_ stack: Node) -> Bool {
            if case .lazyStack(let stackAxis, _, _, _) = stack.element.kind { return stackAxis == axis }
            return false
        }
        if let target = state.target, let stack = target.stack, runsAlong(stack), stack.isLive(under: content) {
            return [(stack, target.index)]
        }
        // A target elsewhere (the content's start, a node laid out) places the view by its
        // own frame: the windows follow the extents, not the anchors the target moves away from.
        if state.target != nil { return [] }
        return state.anchors.compactMap { anchor in
            guard let (stack, index) = locate(anchor, in: content), runsAlong(stack) else { return nil }
            return (stack, index)
        }
    }

    /// A request made before this scroll view was laid out, under its id or the id of a wrapper
    /// around it alone.
    private func takeUnplacedTarget(for node: Node) -> ScrollTarget? {
        var current: Node? = node
        while let candidate = current {
            if let id = candidate.element.explicitID,
                let target = scrollRequests.unplacedTargets.removeValue(forKey: id)
            {
                return target
            }
            guard let parent = candidate.parent, parent.children.count == 1 else { return nil }
            current = parent
        }
        return nil
    }

    func scrollState(for node: Node) -> ScrollState {
        if let state = scrollRequests.states[node.identity] {
            if state.node !== node { state.node = node }
            return state
        }
        let state = ScrollState()
        state.node = node
        scrollRequests.states[node.identity] = state
        return state
    }

    private func clamp(_ offset: Int, _ state: ScrollState) -> Int { max(0, min(offset, state.maxOffset)) }

    /// The offset the scroll view's rules ask for, given the content's current layout.
    private func wantedOffset(_ state: ScrollState, content: Node, axis: Axis, viewport: Int) -> Int {
        if state.target != nil, let range = targetRange(&state.target!, in: content, axis: axis) {
            let delta = state.target!.delta
            switch state.target!.placement {
            case .aligned(.leading): return range.lowerBound + delta
            case .aligned(.center): return range.lowerBound - (viewport - range.count) / 2 + delta
            case .aligned(.trailing): return range.upperBound - viewport + delta
            case .wholeInView:
                let offset = max(anchoredOffset(state, content: content, axis: axis), range.upperBound - viewport)
                return min(offset, range.lowerBound) + delta
            }
        }
        var offset = anchoredOffset(state, content: content, axis: axis)
        // The anchor keeps what is at the top still; the focused control, if it was in view,
        // stays in view (a shorter terminal, content growing above it), moved as little as
        // possible.
        if let focused = state.focusInView, focused.isLive(under: content),
            let range = shownRange(of: focused, in: content, axis: axis)
        {
            if range.upperBound > offset + viewport { offset = range.upperBound - viewport }
            if range.lowerBound < offset { offset = range.lowerBound }
        }
        return offset
    }

    /// The offset that keeps the anchor where it was in the viewport; the last offset without one.
    private func anchoredOffset(_ state: ScrollState, content: Node, axis: Axis) -> Int {
        guard let anchored = anchoredRange(state, content: content, axis: axis) else { return state.offset }
        return anchored.range.lowerBound - anchored.anchor.viewportOffset
    }

    /// The innermost anchor still laid out, and where it lies inside the content now.
    private func anchoredRange(_ state: ScrollState, content: Node, axis: Axis) -> (
        anchor: ScrollAnchor, range: Range<Int>
    )? {
        for anchor in state.anchors.reversed() {
            if let range = contentRange(of: anchor, in: content, axis: axis) { return (anchor, range) }
        }
        return nil
    }

    /// A lazy anchor's stack and the index its child has now, if the stack is still laid out
    /// under the content and the child is where it was (or where a change of count moved it).
    private func locate(_ anchor: ScrollAnchor, in content: Node) -> (stack: Node, index: Int)? {
        guard let stack = anchor.stack, let id = anchor.id, stack.isLive(under: content),
            let index = stack.lazy?.nearbyIndex(of: id, near: anchor.index)
        else { return nil }
        return (stack, index)
    }

    /// Where an anchor lies inside the content now: a lazy child from its stack's extents
    /// (built or not), any other node from its frame, provided it is still laid out.
    private func contentRange(of anchor: ScrollAnchor, in content: Node, axis: Axis) -> Range<Int>? {
        if anchor.stack != nil {
            return locate(anchor, in: content).map { range(of: $0.index, in: $0.stack, content: content, axis: axis) }
        }
        guard let node = anchor.node, node.isLive(under: content) else { return nil }
        return frameRange(of: node, in: content, axis: axis)
    }

    /// A laid-out node's range along the axis inside the content.
    private func frameRange(of node: Node, in content: Node, axis: Axis) -> Range<Int> {
        let start = node.frame.origin[axis] - content.frame.origin[axis]
        return start..<(start + node.frame.size[axis])
    }

    /// A laid-out node's range along the axis inside the content, cut to what the scroll views
    /// between them show of it; nil when one of them has scrolled it out of sight. A focused
    /// control that a nested list scrolled away is not chased by the page around it: the page
    /// could not bring it into view, and whether it is laid out at all is the nested list's
    /// laziness, which must not change what the page does.
    private func shownRange(of node: Node, in content: Node, axis: Axis) -> Range<Int>? {
        var shown = node.frame
        var ancestor = node.parent
        while let current = ancestor, current !== content {
            if case .scroll = current.element.kind {
                shown = shown.intersection(current.frame)
                if shown.isEmpty { return nil }
            }
            ancestor = current.parent
        }
        let start = shown.origin[axis] - content.frame.origin[axis]
        return start..<(start + shown.size[axis])
    }

    /// Where the scroll target lies along the axis inside the content, wherever it is: a
    /// laid-out node with that id, or a child with that id of a laid-out lazy stack, built or
    /// not, below headers, padding, borders or other stacks. What is found is remembered, so
    /// later passes do not search again; each search reads each lazy stack's ids at most once.
    private func targetRange(_ target: inout ScrollTarget, in content: Node, axis: Axis) -> Range<Int>? {
        if let node = target.node, node.isLive(under: content) {
            return frameRange(of: node, in: content, axis: axis)
        }
        if let stack = target.stack, stack.isLive(under: content), let lazy = stack.lazy,
            let index = lazy.nearbyIndex(of: target.id, near: target.index)
        {
            target.index = index
            return range(of: index, in: stack, content: content, axis: axis)
        }
        guard !target.searchedEverywhere else { return nil }
        // Searched once per request: found or not, later passes use what this search found.
        target.searchedEverywhere = true
        var pending: [Node] = [content]
        while let node = pending.popLast() {
            if node.element.explicitID == target.id {
                target.node = node
                return frameRange(of: node, in: content, axis: axis)
            }
            if let lazy = node.lazy, let index = lazy.index(of: target.id, near: target.hint) {
                target.stack = node
                target.index = index
                return range(of: index, in: node, content: content, axis: axis)
            }
            if node !== content, case .scroll(let nested, _) = node.element.kind, nested == axis { continue }
            pending.append(contentsOf: node.laidOutChildren.reversed())
        }
        return nil
    }

    /// A lazy child's range along `axis` inside `content`: from the stack's extents when the
    /// stack runs along the axis, else the stack's own range.
    private func range(of index: Int, in stack: Node, content: Node, axis: Axis) -> Range<Int> {
        let base = stack.frame.origin[axis] - content.frame.origin[axis]
        guard case .lazyStack(let stackAxis, _, _, _) = stack.element.kind, stackAxis == axis, let lazy = stack.lazy
        else { return base..<(base + stack.frame.size[axis]) }
        let extents = lazy.extents(for: stack.placedProposal?[axis.other])
        let start = base + extents.start(of: index)
        return start..<(start + extents.extent(at: index))
    }

    /// After the last pass: each scroll view placed this frame takes its anchors from what it
    /// now shows, and scroll requests are done, but for one left unmet (its child not there
    /// yet, or the content too short), which is honoured again in later frames until met or
    /// the user scrolls.
    func finishScrollViews() {
        let focused = scrollViewsPlaced.isEmpty ? nil : placedFocusedNode()
        for node in scrollViewsPlaced {
            guard case .scroll(let axis, _) = node.element.kind, let content = node.children.first else { continue }
            let state = scrollState(for: node)
            // One that a later pass left out (its row left a lazy window) was placed by a layout
            // that no longer holds, as one off screen is: it was not shown, its request is still
            // owed, and its anchors stay those of the last frame that showed it.
            guard let root, node.isLive(under: root) else {
                if state.target != nil {
                    state.target!.carriedOver = true
                    state.target!.searchedEverywhere = false
                }
                state.shownFrame = -1
                state.focusAtLastFrame = focusState.identity
                state.focusInView = nil
                continue
            }
            if let target = state.target, target.isUnmet, target.delta == 0 {
                state.target!.carriedOver = true
                // Searched again in the next frame, which may hold what this one did not.
                state.target!.searchedEverywhere = false
            } else {
                state.target = nil
            }
            // Rule 5: without anchors (the naive policy), the next frame starts from the offset
            // alone, and sizes changing above the viewport move what is on screen.
            state.anchors =
                policy.anchorsScroll ? anchors(in: content, viewportStart: node.frame.origin[axis], axis: axis) : []
            state.focusAtLastFrame = focusState.identity
            state.focusInView = focused.flatMap { isWhollyInView($0, node, axis: axis) ? $0 : nil }
        }
        // Scroll views come and go with the rows that hold them; those off screen at their
        // start are forgotten (they would start there anyway), so the table stays the size of
        // what was scrolled, not of everything ever shown.
        if scrollRequests.states.count > Self.scrollStatesKeptFreely {
            scrollRequests.states = scrollRequests.states.filter { _, state in
                state.preparedFrame == frameNumber || state.offset != 0 || state.target != nil
                    || state.pendingDelta != 0
            }
        }
    }

    static let scrollStatesKeptFreely = 256

    /// The focused control as the latest layout placed it. The tree is searched only when a
    /// node was made for the focused place since it was last found, not in every frame.
    func placedFocusedNode() -> Node? {
        guard let identity = focusState.identity, let root else { return nil }
        if let known = focusState.lastPlacedNode, known.identity == identity {
            if known.isPlaced, known.isLive(under: root) { return known }
            if !focusState.remadeSinceFound {
                SelfChecks.require(
                    firstNode(where: { $0.identity == identity }) == nil,
                    "A node of the focused identity was made without LayoutEngine.reconcile noting it.")
                return nil
            }
        }
        let moment = FocusWalkMoment(frame: frameNumber, placements: stats.nodesPlaced, identity: identity)
        guard focusState.missedWalk != moment else { return nil }
        stats.focusWalks += 1
        guard let found = firstNode(where: { $0.identity == identity }) else {
            focusState.missedWalk = moment
            return nil
        }
        focusState.lastPlacedNode = found
        focusState.remadeSinceFound = false
        return found
    }

    /// Whether `node` lies inside `scrollView` and wholly within its viewport along `axis`.
    private func isWhollyInView(_ node: Node, _ scrollView: Node, axis: Axis) -> Bool {
        let start = node.frame.origin[axis]
        let viewportStart = scrollView.frame.origin[axis]
        return isInside(node, scrollView) && start >= viewportStart
            && start + node.frame.size[axis] <= viewportStart + scrollView.frame.size[axis]
    }

    func isInside(_ node: Node, _ ancestor: Node) -> Bool {
        var parent = node.parent
        while let current = parent {
            if current === ancestor { return true }
            parent = current.parent
        }
        return false
    }

    /// The first visible child along the axis, going down through stacks and wrappers: each
    /// lazy stack's first visible child on the way is an anchor (outermost first); without any,
    /// the deepest eager node reached is.
    private func anchors(in content: Node, viewportStart: Int, axis: Axis) -> [ScrollAnchor] {
        var result: [ScrollAnchor] = []
        var node = content
        func reaches(_ child: Node) -> Bool { child.frame.origin[axis] + child.frame.size[axis] > viewportStart }
        while true {
            var next: Node?
            switch node.element.kind {
            case .stack(let stackAxis, _, _, _) where stackAxis == axis:
                next = node.children.first(where: reaches)
            case .lazyStack(let stackAxis, _, _, _) where stackAxis == axis:
                if let lazy = node.lazy, let child = lazy.built.first(where: reaches), let index = child.lazyIndex {
                    result.append(
                        ScrollAnchor(
                            stack: node, index: index, id: lazy.content.id(index), node: nil,
                            viewportOffset: child.frame.origin[axis] - viewportStart))
                    next = child
                }
            case .padding, .border, .frame, .fixedSize, .background, .style, .colorScheme, .control:
                next = node.children.first.flatMap { reaches($0) ? $0 : nil }
            default:
                break
            }
            guard let child = next else { break }
            node = child
        }
        if result.isEmpty {
            result.append(
                ScrollAnchor(
                    stack: nil, index: 0, id: nil, node: node, viewportOffset: node.frame.origin[axis] - viewportStart))
        }
        return result
    }
}
