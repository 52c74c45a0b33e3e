/// Placing a node where its parent put it: stacks, layers, padding, borders and frames. Lazy
/// stacks and scroll views are placed by the rules of their own files.
extension LayoutEngine {
    /// Places `node` in `rect` (screen coordinates), given the proposal it was measured with.
    /// `visible` is the part of the screen its nearest scroll view shows; lazy stacks build only
    /// children that intersect it.
    func place(_ node: Node, in rect: Rect, proposal: Proposal, visible: Rect) {
        if !node.needsPlacement, node.frame == rect, node.placedProposal == proposal, node.placedVisible == visible,
            node.placedInFrame == frameNumber || (keepsPlacement && node.placedInFrame == frameNumber - 1)
        {
            node.placedInFrame = frameNumber
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
        case .empty, .text, .spacer, .image, .focusHints:
            break
        case .custom(let leaf):
            let settledSize = leaf.measure(Proposal(rect.size), rect.origin)
            if settledSize != rect.size {
                noteUnsettled(node, .size(rect.size))
                noteUnsettled(node, .size(settledSize))
                node.invalidateUpwards()
                needsAnotherPass = true
            }
        case .stack(let axis, let spacing, let alignment, _):
            let arranged = arrangement(node, proposal)
            var along = rect.origin[axis]
            for (index, child) in node.children.enumerated() {
                let size = arranged.children[index].size
                var origin = rect.origin
                origin[axis] = along
                origin[axis.other] += alignment.offset(child: size[axis.other], container: rect.size[axis.other])
                place(
                    child, in: Rect(origin: origin, size: size), proposal: arranged.children[index].proposal,
                    visible: visible)
                along += size[axis] + spacing
            }
        case .lazyStack(let axis, _, let alignment, _):
            placeLazy(node, axis: axis, alignment: alignment, in: rect, across: proposal[axis.other], visible: visible)
        case .zstack(let horizontal, let vertical, _):
            let arranged = arrangement(node, proposal)
            for (index, child) in node.children.enumerated() {
                let size = arranged.children[index].size
                let origin = Point(
                    x: rect.minX + horizontal.offset(child: size.width, container: rect.size.width),
                    y: rect.minY + vertical.offset(child: size.height, container: rect.size.height))
                place(
                    child, in: Rect(origin: origin, size: size), proposal: arranged.children[index].proposal,
                    visible: visible)
            }
        case .scroll(let axis, _):
            placeScroll(node, axis: axis, in: rect, proposal: proposal, visible: visible)
        case .padding(let insets, _):
            let arranged = arrangement(node, proposal)
            let size = arranged.children[0].size
            place(
                node.children[0],
                in: Rect(
                    x: rect.minX + insets.leading, y: rect.minY + insets.top, width: size.width, height: size.height),
                proposal: arranged.children[0].proposal, visible: visible)
        case .border:
            let arranged = arrangement(node, proposal)
            let size = arranged.children[0].size
            place(
                node.children[0], in: Rect(x: rect.minX + 1, y: rect.minY + 1, width: size.width, height: size.height),
                proposal: arranged.children[0].proposal, visible: visible)
        case .frame(let spec, _):
            let arranged = arrangement(node, proposal)
            let size = arranged.children[0].size
            let origin = Point(
                x: rect.minX + spec.horizontalAlignment.offset(child: size.width, container: rect.size.width),
                y: rect.minY + spec.verticalAlignment.offset(child: size.height, container: rect.size.height))
            place(
                node.children[0], in: Rect(origin: origin, size: size), proposal: arranged.children[0].proposal,
                visible: visible)
        case .fixedSize, .background, .style, .colorScheme, .control:
            let arranged = arrangement(node, proposal)
            place(
                node.children[0], in: Rect(origin: rect.origin, size: arranged.children[0].size),
                proposal: arranged.children[0].proposal, visible: visible)
        }
    }

    /// Marks each scroll view asked to move since the last frame (by the wheel, a key or a
    /// request) to be placed again, with the nodes above it, and returns whether this frame,
    /// which evaluated nothing, may leave every other node where the last frame placed it: the
    /// screen is the same size, the focus has not moved, and each scroll view asked to move is
    /// in the tree to be marked. A node placed in the last frame with nothing changed below it
    /// would be placed exactly as it was: this makes a frame that scrolls one carousel cost
    /// that carousel, not the page.
    func prepareToKeepLastPlacement() -> Bool {
        guard policy.keepsSettledPlacement, keepsPlacementAcrossFrames, let root, let last = lastPlacement,
            last.size == size, last.focus == focusState.identity, focusState.pendingID == nil,
            focusState.pendingEdge == nil, scrollRequests.unplacedTargets.isEmpty
        else { return false }
        for state in scrollRequests.states.values where state.pendingDelta != 0 || state.target != nil {
            guard let node = state.node, node.isLive(under: root) else { return false }
            node.markNeedsPlacement()
        }
        return true
    }
}
