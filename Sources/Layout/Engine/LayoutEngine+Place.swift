extension LayoutEngine {
    /// Places `node` in `rect` (screen coordinates), given the proposal it was measured with.
    /// `visible` is the part of the screen its nearest scroll view shows; lazy stacks build only
    /// children that intersect it.
    func place(_ node: Node, in rect: Rect, proposal: Proposal, visible: Rect) {
        if node.placedInFrame == frameNumber, !node.needsPlacement, node.frame == rect,
            node.placedProposal == proposal, node.placedVisible == visible
        {
            return
        }
        node.frame = rect
        node.placedProposal = proposal
        node.placedVisible = visible
        node.placedInFrame = frameNumber
        // Cleared before the children are placed: whatever they change below from here on
        // marks this node again, and the next pass comes back to it.
        node.needsPlacement = false
        node.isPlaced = true
        stats.nodesPlaced += 1
        switch node.element.kind {
        case .empty, .text, .spacer, .divider, .image:
            break
        case .custom(let leaf):
            let settledSize = leaf.measure(Proposal(rect.size), rect.origin)
            if settledSize != rect.size {
                noteUnsettled(node, value: rect.size.description)
                noteUnsettled(node, value: settledSize.description)
                node.invalidateUpwards()
                needsAnotherPass = true
            }
        case .stack(let axis, let spacing, let alignment, _):
            let arranged = arrangement(node, proposal)
            var along = rect.origin[axis]
            for (index, child) in node.children.enumerated() {
                let size = arranged.childSizes[index]
                var origin = rect.origin
                origin[axis] = along
                origin[axis.other] += alignment.offset(child: size[axis.other], container: rect.size[axis.other])
                place(
                    child, in: Rect(origin: origin, size: size), proposal: arranged.childProposals[index],
                    visible: visible)
                along += size[axis] + spacing
            }
        case .lazyStack(let axis, _, let alignment, _):
            placeLazy(node, axis: axis, alignment: alignment, in: rect, across: proposal[axis.other], visible: visible)
        case .zstack(let horizontal, let vertical, _):
            let arranged = arrangement(node, proposal)
            for (index, child) in node.children.enumerated() {
                let size = arranged.childSizes[index]
                let origin = Point(
                    x: rect.minX + horizontal.offset(child: size.width, container: rect.size.width),
                    y: rect.minY + vertical.offset(child: size.height, container: rect.size.height))
                place(
                    child, in: Rect(origin: origin, size: size), proposal: arranged.childProposals[index],
                    visible: visible)
            }
        case .scroll(let axis, _):
            placeScroll(node, axis: axis, in: rect, proposal: proposal, visible: visible)
        case .padding(let insets, _):
            let arranged = arrangement(node, proposal)
            let size = arranged.childSizes[0]
            place(
                node.children[0],
                in: Rect(
                    x: rect.minX + insets.leading, y: rect.minY + insets.top, width: size.width, height: size.height),
                proposal: arranged.childProposals[0], visible: visible)
        case .border:
            let arranged = arrangement(node, proposal)
            let size = arranged.childSizes[0]
            place(
                node.children[0], in: Rect(x: rect.minX + 1, y: rect.minY + 1, width: size.width, height: size.height),
                proposal: arranged.childProposals[0], visible: visible)
        case .frame(let spec, _):
            let arranged = arrangement(node, proposal)
            let size = arranged.childSizes[0]
            let origin = Point(
                x: rect.minX + spec.horizontalAlignment.offset(child: size.width, container: rect.size.width),
                y: rect.minY + spec.verticalAlignment.offset(child: size.height, container: rect.size.height))
            place(
                node.children[0], in: Rect(origin: origin, size: size), proposal: arranged.childProposals[0],
                visible: visible)
        case .fixedSize, .background, .style, .colorScheme, .control:
            let arranged = arrangement(node, proposal)
            place(
                node.children[0], in: Rect(origin: rect.origin, size: arranged.childSizes[0]),
                proposal: arranged.childProposals[0], visible: visible)
        }
    }

    /// Rule 2: the children to build come from the stack's visible window alone, found from
    /// the extents so far, and at most one child per cell of the window (children that
    /// measure nothing cost no cell, up to a hard limit). Each built child is measured where it
    /// lands; its extent replaces the estimate (rule 3) and the cross extent can only grow
    /// (rule 4). Any such change asks for another pass. Under the naive policy a child that
    /// leaves the window takes its estimate again and the cross extent is the window's, so a
    /// change can also undo an earlier one: only the pass bound guarantees that the frame ends.
    private func placeLazy(
        _ node: Node, axis: Axis, alignment: Alignment, in rect: Rect, across: Int?, visible: Rect
    ) {
        guard let lazy = node.lazy else { return }
        let previous = (start: lazy.builtStart, nodes: lazy.built)
        lazy.built = []
        var changed = layOutWindow(
            node, lazy: lazy, previous: previous, axis: axis, alignment: alignment, in: rect, across: across,
            visible: visible)
        // Children that leave the window are kept aside for a while.
        lazy.retire(previous.nodes.filter { !$0.isLive(under: node) })
        if !policy.remembersExtents, forgetLeavers(lazy, previous: previous) { changed = true }
        if !policy.crossExtentOnlyGrows, crossAnswersMoved(node, lazy: lazy, axis: axis) { changed = true }
        if changed {
            noteUnsettled(
                node,
                value: Size(axis, along: lazy.extents(for: across).total, across: lazy.crossExtent(for: across))
                    .description)
            node.invalidateUpwards()
            needsAnotherPass = true
        }
    }

    /// Builds, measures and places the children of the stack's window; returns whether an
    /// extent or the cross extent changed.
    private func layOutWindow(
        _ node: Node, lazy: LazyStackState, previous: (start: Int, nodes: [Node]), axis: Axis, alignment: Alignment,
        in rect: Rect, across: Int?, visible: Rect
    ) -> Bool {
        // Across, the stack only has to be on screen at all (its width may still be 0 before
        // the first child is measured).
        let crossStart = rect.origin[axis.other]
        let crossEnd = crossStart + max(1, rect.size[axis.other])
        let visibleCrossEnd = visible.origin[axis.other] + max(1, visible.size[axis.other])
        let windowStart = max(0, visible.origin[axis] - rect.origin[axis] - Self.prefetchMargin)
        let windowEnd = visible.origin[axis] + visible.size[axis] - rect.origin[axis] + Self.prefetchMargin
        // Read before anything is recorded: a copy of the extents kept alive across `record`
        // would make the first change copy every measurement.
        let (firstIndex, firstStart, total) = {
            let extents = lazy.extents(for: across)
            let first = extents.index(at: windowStart)
            return (first, extents.start(of: first), extents.total)
        }()
        guard visible.origin[axis.other] < crossEnd, crossStart < visibleCrossEnd, visible.size[axis] > 0,
            lazy.content.count > 0, windowEnd > 0, windowStart < max(1, total)
        else { return false }

        lazy.lastPlacedCrossProposal = across
        let childProposal = Proposal(axis, along: nil, across: across)
        var index = firstIndex
        var position = firstStart
        // One child per cell of the window; children that measure nothing take no cell, but
        // no more than a few windows' worth of them are built in one pass.
        var budget = windowEnd - windowStart
        var hardLimit = 4 * budget + 64
        // With an anchor in the window (rule 5), the window is laid out from the anchor: the
        // children above it are measured on the way back up, so the anchor lands where its
        // scroll view put it however wrong their estimates were.
        var measuredAbove: [Int: Node] = [:]
        if let anchor = lazyWindowAnchors[ObjectIdentifier(node)], anchor < lazy.content.count {
            let (anchorStart, anchorExtent) = {
                let extents = lazy.extents(for: across)
                return (extents.start(of: anchor), extents.extent(at: anchor))
            }()
            if anchorStart < windowEnd, anchorStart + anchorExtent > windowStart {
                index = anchor
                position = anchorStart
                while index > 0, position > windowStart, measuredAbove.count < hardLimit {
                    index -= 1
                    let child = lazyChild(of: node, at: index, previous: previous, duplicate: false)
                    measuredAbove[index] = child
                    position -= measure(child, childProposal)[axis] + lazy.spacing
                }
            }
        }
        var changed = false
        let previouslyBuilt = Set(previous.nodes.map(ObjectIdentifier.init))
        var idsInWindow: [AnyHashable: Int] = [:]
        lazy.builtStart = index
        while index < lazy.content.count, position < windowEnd, budget > 0, hardLimit > 0 {
            let id = lazy.content.id(index)
            let duplicateOf = idsInWindow.updateValue(index, forKey: id)
            if let duplicateOf { reportDuplicate(in: node, id: id, positions: [duplicateOf, index]) }
            let child =
                (duplicateOf == nil ? measuredAbove.removeValue(forKey: index) : nil)
                ?? lazyChild(of: node, at: index, previous: previous, duplicate: duplicateOf != nil)
            let size = measure(child, childProposal)
            if lazy.record(size[axis], at: index, id: id, across: across) != 0 { changed = true }
            if policy.crossExtentOnlyGrows {
                if size[axis.other] > lazy.crossExtent(for: across) {
                    lazy.crossExtents[across] = size[axis.other]
                    changed = true
                }
                if !previouslyBuilt.contains(ObjectIdentifier(child)),
                    growsAnotherAnswer(lazy, child: child, axis: axis, except: across)
                {
                    changed = true
                }
            }
            var origin = rect.origin
            origin[axis] += position
            origin[axis.other] += alignment.offset(child: size[axis.other], container: rect.size[axis.other])
            lazy.built.append(child)
            place(child, in: Rect(origin: origin, size: size), proposal: childProposal, visible: visible)
            position += size[axis] + lazy.spacing
            if size[axis] + lazy.spacing > 0 { budget -= 1 }
            hardLimit -= 1
            index += 1
        }
        lazy.retire(Array(measuredAbove.values))
        return changed
    }

    /// Without rule 3: the children that left the window take their estimates again. Returns
    /// whether that moved any extent (a size the stack answered is then out of date).
    private func forgetLeavers(_ lazy: LazyStackState, previous: (start: Int, nodes: [Node])) -> Bool {
        var moved = false
        let window = lazy.builtStart..<(lazy.builtStart + lazy.built.count)
        for offset in previous.nodes.indices where !window.contains(previous.start + offset) {
            if lazy.forget(at: previous.start + offset) { moved = true }
        }
        return moved
    }

    /// Without rule 4: for every cross-axis proposal the stack was asked about, its answer
    /// becomes what the children built now claim (the sample child when none is built, as
    /// measuring does), smaller as well as larger. Returns whether any answer moved.
    private func crossAnswersMoved(_ node: Node, lazy: LazyStackState, axis: Axis) -> Bool {
        var moved = false
        let claimants = lazy.built.isEmpty ? sampleChild(of: node).map { [$0] } ?? [] : lazy.built
        for proposal in lazy.measuredCrossProposals {
            let answer = claimants.reduce(lazy.content.declaredCrossExtent ?? 0) {
                max($0, measure($1, Proposal(axis, along: nil, across: proposal))[axis.other])
            }
            if lazy.crossExtents[proposal] != answer {
                lazy.crossExtents[proposal] = answer
                moved = true
            }
        }
        return moved
    }

    /// The stack's child at `index`: the one the last window built there, else one kept aside
    /// with the same identity. Either is made again from the content unless it was made for
    /// this index since the page was last evaluated.
    private func lazyChild(
        of stack: Node, at index: Int, previous: (start: Int, nodes: [Node]), duplicate: Bool
    ) -> Node {
        guard let lazy = stack.lazy else { preconditionFailure("lazyChild on a node without lazy state") }
        let identity = Self.lazyChildIdentity(
            stack: stack.identity, id: lazy.content.id(index), index: index, disambiguate: duplicate)
        let offset = index - previous.start
        let existing = previous.nodes.indices.contains(offset) ? previous.nodes[offset] : nil
        let kept = existing?.identity == identity ? existing : lazy.takeRetired(identity)
        if let kept, kept.madeInEvaluation == evaluationNumber, kept.lazyIndex == index { return kept }
        return buildLazyChild(of: stack, index: index, existing: kept, disambiguate: duplicate)
    }

    /// Whether a newly built child is wider than what the stack answered for another cross-axis
    /// proposal it was asked about (a parent probing its smallest and largest size): that
    /// answer grows (rule 4), and the parent must ask again.
    private func growsAnotherAnswer(_ lazy: LazyStackState, child: Node, axis: Axis, except current: Int?) -> Bool {
        var grew = false
        for proposal in lazy.measuredCrossProposals where proposal != current {
            let extent = measure(child, Proposal(axis, along: nil, across: proposal))[axis.other]
            if extent > lazy.crossExtent(for: proposal) {
                lazy.crossExtents[proposal] = extent
                grew = true
            }
        }
        return grew
    }

    /// Scrolls the content and places it. The offset comes from, in order: a scroll-to-id
    /// request; the anchor (the first visible child when the last frame ended) kept where it
    /// was in the viewport, moved by what the user scrolled since; the last offset. After
    /// placing, the same rule is applied to the new layout: if it gives another offset (the
    /// anchor moved because measurements replaced estimates, or the content changed), the
    /// scroll view asks for another pass (rule 5).
    private func placeScroll(_ node: Node, axis: Axis, in rect: Rect, proposal: Proposal, visible: Rect) {
        guard let content = node.children.first else { return }
        let state = scrollState(for: node)
        if state.preparedFrame != frameNumber {
            state.preparedFrame = frameNumber
            scrollViewsPlaced.append(node)
            let focusMoved = focusedIdentity != state.focusAtLastFrame
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
        let contentProposal = arrangement(node, proposal).childProposals[0]
        let contentSize = measure(content, contentProposal)
        let viewport = rect.size[axis]
        state.maxOffset = max(0, contentSize[axis] - viewport)
        let offset = clamp(wantedOffset(state, content: content, axis: axis, viewport: viewport), state)
        state.offset = offset
        var origin = rect.origin
        origin[axis] -= offset
        let windowAnchors = lazyAnchors(state, content: content, axis: axis)
        for (stack, index) in windowAnchors { lazyWindowAnchors[ObjectIdentifier(stack)] = index }
        place(
            content, in: Rect(origin: origin, size: contentSize), proposal: contentProposal,
            visible: visible.intersection(rect))
        for (stack, _) in windowAnchors { lazyWindowAnchors.removeValue(forKey: ObjectIdentifier(stack)) }
        // A scroll so long that the anchor was meant to leave the screen went there by
        // estimates; what it reached is what must now hold still.
        if state.target == nil, let anchored = anchoredRange(state, content: content, axis: axis),
            anchored.anchor.viewportOffset >= viewport || anchored.anchor.viewportOffset + anchored.range.count <= 0
        {
            state.anchors = anchors(in: content, viewportStart: rect.origin[axis], axis: axis)
        }
        let settled = clamp(wantedOffset(state, content: content, axis: axis, viewport: viewport), state)
        if settled != offset {
            noteUnsettled(node, value: "offset \(settled)")
            state.offset = settled
            node.markNeedsPlacement()
            needsAnotherPass = true
        }
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
        return state.anchors.compactMap { anchor in
            guard let (stack, index) = locate(anchor, in: content), runsAlong(stack) else { return nil }
            return (stack, index)
        }
    }

    func scrollState(for node: Node) -> ScrollState {
        if let state = scrollStates[node.identity] { return state }
        let state = ScrollState()
        scrollStates[node.identity] = state
        return state
    }

    private func clamp(_ offset: Int, _ state: ScrollState) -> Int { max(0, min(offset, state.maxOffset)) }

    /// The offset the scroll view's rules ask for, given the content's current layout.
    private func wantedOffset(_ state: ScrollState, content: Node, axis: Axis, viewport: Int) -> Int {
        if state.target != nil, let range = targetRange(&state.target!, in: content, axis: axis) {
            let delta = state.target!.delta
            switch state.target!.alignment {
            case .leading: return range.lowerBound + delta
            case .center: return range.lowerBound - (viewport - range.count) / 2 + delta
            case .trailing: return range.upperBound - viewport + delta
            }
        }
        var offset = state.offset
        if let anchored = anchoredRange(state, content: content, axis: axis) {
            offset = anchored.range.lowerBound - anchored.anchor.viewportOffset
        }
        // The anchor keeps what is at the top still; the focused control, if it was in view,
        // stays in view (a shorter terminal, content growing above it), moved as little as
        // possible.
        if let focused = state.focusInView, focused.isLive(under: content) {
            let range = frameRange(of: focused, in: content, axis: axis)
            if range.upperBound > offset + viewport { offset = range.upperBound - viewport }
            if range.lowerBound < offset { offset = range.lowerBound }
        }
        return offset
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
            if let lazy = node.lazy, let index = lazy.index(of: target.id, near: nil) {
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
    /// now shows, and scroll requests are done.
    func finishScrollViews() {
        let focused = scrollViewsPlaced.isEmpty ? nil : placedFocusedNode()
        for node in scrollViewsPlaced {
            guard case .scroll(let axis, _) = node.element.kind, let content = node.children.first else { continue }
            let state = scrollState(for: node)
            state.target = nil
            // Rule 5: without anchors (the naive policy), the next frame starts from the offset
            // alone, and sizes changing above the viewport move what is on screen.
            state.anchors =
                policy.anchorsScroll ? anchors(in: content, viewportStart: node.frame.origin[axis], axis: axis) : []
            state.focusAtLastFrame = focusedIdentity
            state.focusInView = focused.flatMap { isWhollyInView($0, node, axis: axis) ? $0 : nil }
        }
        // Scroll views come and go with the rows that hold them; those off screen at their
        // start are forgotten (they would start there anyway), so the table stays the size of
        // what was scrolled, not of everything ever shown.
        if scrollStates.count > Self.scrollStatesKeptFreely {
            scrollStates = scrollStates.filter { _, state in
                state.preparedFrame == frameNumber || state.offset != 0 || state.target != nil
                    || state.pendingDelta != 0
            }
        }
    }

    static let scrollStatesKeptFreely = 256

    /// The focused control as the latest layout placed it. The tree is searched only when the
    /// focus moved or its node left the tree, not in every frame.
    private func placedFocusedNode() -> Node? {
        guard let focusedIdentity, let root else { return nil }
        if let known = lastFocusedNode, known.identity == focusedIdentity, known.isPlaced, known.isLive(under: root) {
            return known
        }
        lastFocusedNode = allNodes().first { $0.identity == focusedIdentity }
        return lastFocusedNode
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
