/// Placing a lazy stack: which children its visible window builds, measured where they land.
extension LayoutEngine {
    /// Rule 2: the children to build come from the stack's visible window alone, found from
    /// the extents so far, and at most one child per cell of the window (children that
    /// measure nothing cost no cell, up to a hard limit). Each built child is measured where it
    /// lands; its extent replaces the estimate (rule 3) and the cross extent can only grow
    /// (rule 4). Any such change asks for another pass. Under the naive policy a child that
    /// leaves the window takes its estimate again and the cross extent is the window's, so a
    /// change can also undo an earlier one: only the pass bound guarantees that the frame ends.
    func placeLazy(
        _ node: Node, axis: Axis, alignment: Alignment, in rect: Rect, across: Int?, visible: Rect
    ) {
        guard let lazy = node.lazy else { return }
        let previous = LazyWindow(start: lazy.builtStart, nodes: lazy.built)
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
                node, .size(Size(axis, along: lazy.extents(for: across).total, across: lazy.crossExtent(for: across))))
            node.invalidateUpwards()
            needsAnotherPass = true
        }
    }

    /// Builds, measures and places the children of the stack's window; returns whether an
    /// extent or the cross extent changed.
    private func layOutWindow(
        _ node: Node, lazy: LazyStackState, previous: LazyWindow, axis: Axis, alignment: Alignment,
        in rect: Rect, across: Int?, visible: Rect
    ) -> Bool {
        // Across, the stack only has to be on screen at all (its width may still be 0 before
        // the first child is measured).
        let crossStart = rect.origin[axis.other]
        let crossEnd = crossStart + max(1, rect.size[axis.other])
        let visibleCrossEnd = visible.origin[axis.other] + max(1, visible.size[axis.other])
        let windowStart = max(0, visible.origin[axis] - rect.origin[axis] - Self.prefetchMargin)
        let windowEnd =
            visible.origin[axis] + visible.size[axis] - rect.origin[axis] + Self.prefetchMargin
            + (scrollShortfall.map { $0.axis == axis ? $0.rows : 0 } ?? 0)
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
        // With an anchor in or near the window (rule 5), the window is laid out from the
        // anchor, so the anchor lands where its scroll view put it however wrong the estimates
        // around it were: the children above it are measured on the way back up; when the view
        // moved down past it (a page down), those between it and the window are measured on
        // the way there, up to a screen away (a page down in a small scroll view asks for a
        // screen's height). Further away (a long jump), the window goes by the estimates.
        // The children measured before the window is laid out, by index: those above the
        // anchor, or the one the way there ends on; the window takes them up as it reaches them.
        var measuredFirst: [Int: Node] = [:]
        var measuredOnTheWay: [Node] = []
        var changed = false
        if let anchor = lazyWindowAnchors[ObjectIdentifier(node)], anchor < lazy.content.count {
            let (anchorStart, anchorExtent) = {
                let extents = lazy.extents(for: across)
                return (extents.start(of: anchor), extents.extent(at: anchor))
            }()
            let near = budget + size[axis] + Self.prefetchMargin
            if anchorStart < windowEnd + near, anchorStart + anchorExtent > windowStart {
                index = anchor
                position = anchorStart
                while index > 0, position > windowStart, measuredFirst.count < hardLimit {
                    index -= 1
                    let child = lazyChild(of: node, at: index, previous: previous, duplicate: false)
                    measuredFirst[index] = child
                    position -= measure(child, childProposal)[axis] + lazy.spacing
                }
            } else if anchorStart + anchorExtent <= windowStart, anchorStart + near > windowStart {
                index = anchor
                position = anchorStart
                while index < lazy.content.count, measuredOnTheWay.count < hardLimit {
                    let child = lazyChild(of: node, at: index, previous: previous, duplicate: false)
                    let extent = measure(child, childProposal)[axis]
                    guard position + extent + lazy.spacing <= windowStart else {
                        // The first child that reaches the window: the window starts with it.
                        measuredFirst[index] = child
                        break
                    }
                    if lazy.record(extent, at: index, id: lazy.content.id(index), across: across) != 0 {
                        changed = true
                    }
                    measuredOnTheWay.append(child)
                    position += extent + lazy.spacing
                    index += 1
                }
            }
        }
        // Room for the children the estimate fits in the window, from the start, in the window
        // and the table of its ids: grown a child at a time, each would be made again at each
        // doubling. Room for one per cell would be many times too much for children wider than
        // a cell. The table is made at that size rather than reserved after, which asked the
        // runtime for its storage type at every call.
        let expected = min(
            budget / max(1, lazy.content.estimatedExtent + lazy.spacing) + 2, lazy.content.count - index)
        lazy.built.reserveCapacity(expected)
        var idsInWindow = [ElementID: Int](minimumCapacity: expected)
        lazy.builtStart = index
        while index < lazy.content.count, position < windowEnd, budget > 0, hardLimit > 0 {
            let id = lazy.content.id(index)
            let duplicateOf = idsInWindow.updateValue(index, forKey: id)
            if let duplicateOf { reportDuplicate(in: node, id: id, positions: [duplicateOf, index]) }
            let child =
                (duplicateOf == nil ? measuredFirst.removeValue(forKey: index) : nil)
                ?? lazyChild(of: node, at: index, previous: previous, duplicate: duplicateOf != nil)
            let size = measure(child, childProposal)
            if lazy.record(size[axis], at: index, id: id, across: across) != 0 { changed = true }
            if policy.crossExtentOnlyGrows {
                if size[axis.other] > lazy.crossExtent(for: across) {
                    lazy.crossExtents[across] = size[axis.other]
                    changed = true
                }
                if !Self.wasBuilt(child, at: index, in: previous),
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
        lazy.retire(Array(measuredFirst.values) + measuredOnTheWay)
        return changed
    }

    /// Without rule 3: the children that left the window take their estimates again. Returns
    /// whether that moved any extent (a size the stack answered is then out of date).
    private func forgetLeavers(_ lazy: LazyStackState, previous: LazyWindow) -> Bool {
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
        of stack: Node, at index: Int, previous: LazyWindow, duplicate: Bool
    ) -> Node {
        guard let lazy = stack.lazy else { preconditionFailure("lazyChild on a node without lazy state") }
        let identity = Self.lazyChildIdentity(
            stack: stack.identity, id: lazy.content.id(index), index: index, disambiguate: duplicate)
        let existing = previous.node(at: index)
        let kept = existing?.identity == identity ? existing : lazy.takeRetired(identity)
        if let kept, kept.madeInEvaluation == evaluationNumber, kept.lazyIndex == index { return kept }
        return buildLazyChild(of: stack, index: index, existing: kept, disambiguate: duplicate)
    }

    /// Whether `child`, now at `index`, was at `index` in the stack's last window. A child of
    /// that window taken up at another index (its id moved in the content, or came first
    /// among repeated ids) counts as new: its width is checked once more, never once less.
    private static func wasBuilt(_ child: Node, at index: Int, in previous: LazyWindow) -> Bool {
        previous.node(at: index) === child
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
}
