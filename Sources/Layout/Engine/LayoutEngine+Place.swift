extension LayoutEngine {
    /// Places `node` in `rect` (screen coordinates), given the proposal it was measured with.
    /// `visible` is the part of the screen its nearest scroll view shows; lazy stacks build only
    /// children that intersect it.
    func place(_ node: Node, in rect: Rect, proposal: Proposal, visible: Rect) {
        node.frame = rect
        node.placedProposal = proposal
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
        case .lazyStack(let axis, let spacing, let alignment, _):
            placeLazy(
                node, axis: axis, spacing: spacing, alignment: alignment, in: rect, across: proposal[axis.other],
                visible: visible)
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
        case .fixedSize, .background, .style, .control:
            let arranged = arrangement(node, proposal)
            place(
                node.children[0], in: Rect(origin: rect.origin, size: arranged.childSizes[0]),
                proposal: arranged.childProposals[0], visible: visible)
        }
    }

    /// Rule 2: the children to build come from the stack's visible window alone. Each built
    /// child is measured where it lands; its extent replaces the estimate (rule 3) and the
    /// cross extent can only grow (rule 4). Any such change asks for another pass.
    private func placeLazy(
        _ node: Node, axis: Axis, spacing: Int, alignment: Alignment, in rect: Rect, across: Int?, visible: Rect
    ) {
        guard let lazy = node.lazy else { return }
        var built: [AnyHashable: Node] = [:]
        defer { lazy.built = built }
        // Rule 2: the window comes from the visible extent along the stack's own axis. Across,
        // the stack only has to be on screen at all (its width may still be 0 before the first
        // child is measured).
        let crossStart = rect.origin[axis.other]
        let crossEnd = crossStart + max(1, rect.size[axis.other])
        let visibleCrossEnd = visible.origin[axis.other] + max(1, visible.size[axis.other])
        guard visible.origin[axis.other] < crossEnd, crossStart < visibleCrossEnd, visible.size[axis] > 0 else {
            return
        }
        let windowStart = visible.origin[axis] - rect.origin[axis] - Self.prefetchMargin
        let windowEnd = visible.origin[axis] + visible.size[axis] - rect.origin[axis] + Self.prefetchMargin
        var position = 0
        var changed = false
        for index in 0..<lazy.content.count {
            let estimate = lazy.extent(at: index)
            if position + estimate <= windowStart {
                position += estimate + spacing
                continue
            }
            if position >= windowEnd { break }
            let id = lazy.content.id(index)
            let child = lazy.built[id] ?? buildLazyChild(of: node, index: index, existing: nil)
            let childProposal = Proposal(axis, along: nil, across: across)
            let size = measure(child, childProposal)
            if lazy.indexExtents[index] != size[axis] {
                // Only a value that differs from the one positions were computed with (the
                // estimate, for a first measurement) moves anything and needs another pass.
                if lazy.extent(at: index) != size[axis] { changed = true }
                lazy.indexExtents[index] = size[axis]
                lazy.extents[id] = size[axis]
            }
            if size[axis.other] > lazy.crossExtent(for: across) {
                lazy.crossExtents[across] = size[axis.other]
                changed = true
            }
            var origin = rect.origin
            origin[axis] += position
            origin[axis.other] += alignment.offset(child: size[axis.other], container: rect.size[axis.other])
            place(child, in: Rect(origin: origin, size: size), proposal: childProposal, visible: visible)
            built[id] = child
            position += size[axis] + spacing
        }
        if changed {
            noteUnsettled(
                node,
                value: Size(axis, along: lazy.totalExtent(spacing: spacing), across: lazy.crossExtent(for: across))
                    .description)
            node.invalidateUpwards()
            needsAnotherPass = true
        }
    }

    /// Scrolls the content and places it. When placing the content changes its extent (lazy
    /// estimates replaced by measurements), the scroll view places it again at once, up to the
    /// pass bound: its own size along the axis does not depend on the content, so the content
    /// settles here instead of costing the whole tree a pass per correction.
    private func placeScroll(_ node: Node, axis: Axis, in rect: Rect, proposal: Proposal, visible: Rect) {
        guard let content = node.children.first else { return }
        let outerRequest = needsAnotherPass
        var contentChanged = false
        for _ in 1...Self.maxPassesPerFrame {
            needsAnotherPass = false
            let contentProposal = arrangement(node, proposal).childProposals[0]
            let contentSize = measure(content, contentProposal)
            var offset = scrollOffsets[node.identity] ?? 0
            if let target = pendingScrollTargets[node.identity],
                let range = position(of: target.child, in: content, axis: axis)
            {
                switch target.anchor {
                case .leading: offset = range.lowerBound
                case .center: offset = range.lowerBound - (rect.size[axis] - range.count) / 2
                case .trailing: offset = range.upperBound - rect.size[axis]
                }
            }
            offset = max(0, min(offset, contentSize[axis] - rect.size[axis]))
            scrollOffsets[node.identity] = offset
            placedScrollOffsets[node.identity] = offset
            var origin = rect.origin
            origin[axis] -= offset
            place(
                content, in: Rect(origin: origin, size: contentSize), proposal: contentProposal,
                visible: visible.intersection(rect))
            guard needsAnotherPass else { break }
            contentChanged = true
        }
        // The content settled inside; the rest of the tree needs another pass only if this
        // scroll view's own size changed with it (its extent across, or along when unbounded).
        needsAnotherPass = outerRequest || (contentChanged && measure(node, proposal) != rect.size)
    }

    /// Where a child with this id lies along the axis inside a scroll view's content: a child
    /// of a (lazy or eager) stack, possibly inside padding.
    func position(of id: AnyHashable, in content: Node, axis: Axis) -> Range<Int>? {
        switch content.element.kind {
        case .padding(let insets, _):
            let inset = axis == .vertical ? insets.top : insets.leading
            return position(of: id, in: content.children[0], axis: axis).map {
                ($0.lowerBound + inset)..<($0.upperBound + inset)
            }
        case .lazyStack(_, let spacing, _, _):
            guard let lazy = content.lazy, let index = lazy.indexOfID[id] else { return nil }
            var start = 0
            for before in 0..<index { start += lazy.extent(at: before) + spacing }
            return start..<(start + lazy.extent(at: index))
        case .stack(_, let spacing, _, _):
            var start = 0
            let sizes = content.placedProposal.flatMap { content.measurements[$0] }?.childSizes ?? []
            for (child, size) in zip(content.children, sizes) {
                if child.element.explicitID == id { return start..<(start + size[axis]) }
                start += size[axis] + spacing
            }
            return nil
        default:
            return nil
        }
    }
}
