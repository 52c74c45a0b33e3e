extension LayoutEngine {
    /// The node's size for a proposal: from the cache when the node measured this proposal
    /// before and its content did not change (rule 1), computed otherwise.
    func measure(_ node: Node, _ proposal: Proposal) -> Size {
        var proposal = proposal
        switch node.element.kind {
        case .custom:
            return computeMeasurement(node, proposal).size
        case .text:
            // Text wraps to the width and takes the lines it needs: the height offered does
            // not change it, so every height shares one cache entry.
            proposal.height = nil
        default:
            break
        }
        if let cached = node.measurements.size(for: proposal) { return cached }
        let measurement = computeMeasurement(node, proposal)
        node.measurements[proposal] = measurement
        return measurement.size
    }

    /// How the node arranged its children for the proposal its parent placed it with (the
    /// same one it was measured with), so placing costs no new measuring.
    func arrangement(_ node: Node, _ proposal: Proposal) -> Node.Measurement {
        if let cached = node.measurements[proposal] { return cached }
        _ = measure(node, proposal)
        return node.measurements[proposal] ?? computeMeasurement(node, proposal)
    }

    private func computeMeasurement(_ node: Node, _ proposal: Proposal) -> Node.Measurement {
        stats.measurements += 1
        if node.measuredInFrame != frameNumber {
            node.measuredInFrame = frameNumber
            node.measurementsInFrame = 0
            stats.nodesMeasured += 1
        }
        node.measurementsInFrame += 1
        stats.mostMeasurementsOfOneNode = max(stats.mostMeasurementsOfOneNode, node.measurementsInFrame)
        switch node.element.kind {
        case .empty:
            return .init(size: .zero)
        case .text(let string, _, let lineLimit, _, let oneCellScalars):
            return .init(
                size: TextLayout.size(
                    string, width: proposal.width, lineLimit: lineLimit, oneCellScalars: oneCellScalars))
        case .spacer(let minLength):
            guard let axis = node.parentAxis else {
                return .init(size: Size(width: proposal.width ?? 0, height: proposal.height ?? 0))
            }
            return .init(size: Size(axis, along: max(minLength, proposal[axis] ?? minLength), across: 0))
        case .image(let slot):
            return .init(size: slot.size)
        case .focusHints:
            // The width offered, one row: what it says depends on the focus, which changes
            // without a layout.
            return .init(size: Size(width: proposal.width ?? 0, height: 1))
        case .custom(let leaf):
            return .init(size: leaf.measure(proposal, node.isPlaced ? node.frame.origin : nil))
        case .stack(let axis, let spacing, _, _):
            return measureStack(node, axis: axis, spacing: spacing, proposal: proposal)
        case .lazyStack(let axis, _, _, _):
            // Along, every child's extent so far (O(1) however long the content). Across, the
            // widest of the built children at this proposal, never less than the extent
            // recorded before (rule 4; under the naive policy, never less than the declared
            // extent alone). Only built children are asked: measuring never builds (rule 2);
            // placement asks again when a new child is wider.
            guard let lazy = node.lazy else { return .init(size: .zero) }
            let acrossProposal = proposal[axis.other]
            lazy.measuredCrossProposals.insert(acrossProposal)
            var across =
                policy.crossExtentOnlyGrows
                ? lazy.crossExtent(for: acrossProposal) : lazy.content.declaredCrossExtent ?? 0
            // The built children's extents are recorded as they are measured here, so a change
            // deep inside reaches every lazy stack above it in the same pass, not one level
            // per pass.
            // A built child not made again since the page was last evaluated is not asked: it is
            // made again when placed (`lazyChild`), and might measure what it showed before.
            // With none current, the first child stands for them.
            let isCurrent = { (child: Node) in child.madeInEvaluation == self.evaluationNumber }
            // Most frames have every built child current: no new array for them.
            let current = lazy.built.allSatisfy(isCurrent) ? lazy.built : lazy.built.filter(isCurrent)
            let measured = current.isEmpty ? sampleChild(of: node).map { [$0] } ?? [] : current
            for child in measured {
                let size = measure(child, Proposal(axis, along: nil, across: acrossProposal))
                if let index = child.lazyIndex, index < lazy.content.count {
                    lazy.record(size[axis], at: index, id: lazy.content.id(index), across: acrossProposal)
                }
                across = max(across, size[axis.other])
            }
            // The answer for a proposal only grows while the content is unchanged, so a parent
            // probing the stack sees the same or a larger size in every later pass. Under the
            // naive policy it is the answer last given, which placement compares its window with.
            lazy.crossExtents[acrossProposal] = across
            return .init(size: Size(axis, along: lazy.extents(for: acrossProposal).total, across: across))
        case .zstack:
            let answers = node.children.map { Node.ChildAnswer(proposal: proposal, size: measure($0, proposal)) }
            return .init(
                size: Size(
                    width: answers.map(\.size.width).max() ?? 0, height: answers.map(\.size.height).max() ?? 0),
                children: answers)
        case .scroll(let axis, _):
            guard let content = node.children.first else { return .init(size: .zero) }
            let contentProposal = Proposal(axis, along: nil, across: proposal[axis.other])
            let contentSize = measure(content, contentProposal)
            let along = proposal[axis] ?? contentSize[axis]
            return .init(
                size: Size(axis, along: along, across: contentSize[axis.other]),
                children: [.init(proposal: contentProposal, size: contentSize)])
        case .padding(let insets, _):
            let inner = Proposal(
                width: proposal.width.map { max(0, $0 - insets.horizontal) },
                height: proposal.height.map { max(0, $0 - insets.vertical) })
            let child = measure(node.children[0], inner)
            return .init(
                size: Size(width: child.width + insets.horizontal, height: child.height + insets.vertical),
                children: [.init(proposal: inner, size: child)])
        case .border:
            let inner = Proposal(
                width: proposal.width.map { max(0, $0 - 2) }, height: proposal.height.map { max(0, $0 - 2) })
            let child = measure(node.children[0], inner)
            return .init(
                size: Size(width: child.width + 2, height: child.height + 2),
                children: [.init(proposal: inner, size: child)])
        case .frame(let spec, _):
            return measureFrame(node, spec: spec, proposal: proposal)
        case .fixedSize(let horizontal, let vertical, _):
            let inner = Proposal(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
            let child = measure(node.children[0], inner)
            return .init(size: child, children: [.init(proposal: inner, size: child)])
        case .background, .style, .colorScheme, .control:
            let child = measure(node.children[0], proposal)
            return .init(size: child, children: [.init(proposal: proposal, size: child)])
        }
    }

    /// Before a lazy stack has built anything (or while every child it built has changed), its
    /// first child stands in for the others across (rule 4): one child, built once and kept for
    /// placement to take up, so that a stack does not claim nothing across while its parent
    /// sizes it.
    func sampleChild(of stack: Node) -> Node? {
        guard let lazy = stack.lazy, lazy.content.count > 0 else { return nil }
        let identity = Self.lazyChildIdentity(
            stack: stack.identity, id: lazy.content.id(0), index: 0, disambiguate: false)
        // The first child of the last window, changed since: made again where it is, for
        // placement to take up, not built a second time beside it.
        if lazy.builtStart == 0, let first = lazy.built.first, first.identity == identity {
            if first.madeInEvaluation != evaluationNumber {
                lazy.built[0] = buildLazyChild(of: stack, index: 0, existing: first)
            }
            return lazy.built[0]
        }
        if let kept = lazy.retiredChild(identity), kept.madeInEvaluation == evaluationNumber, kept.lazyIndex == 0 {
            return kept
        }
        let child = buildLazyChild(of: stack, index: 0, existing: lazy.takeRetired(identity))
        lazy.retire([child])
        return child
    }

    /// Eager stacks distribute the space along their axis like SwiftUI: every child first gets
    /// its smallest size; what is left is shared out starting with the least flexible children
    /// (smallest difference between their largest and smallest size), each offered its
    /// smallest size plus an equal share of the rest. Spacers share what the others leave.
    private func measureStack(_ node: Node, axis: Axis, spacing: Int, proposal: Proposal) -> Node.Measurement {
        let children = node.children
        guard !children.isEmpty else { return .init(size: .zero) }
        let across = proposal[axis.other]
        let totalSpacing = spacing * (children.count - 1)
        // Made by mapping, not `Array(repeating:count:)`, whose allocation the standard library
        // keeps unspecialized: it looked the array's storage type up at run time, once per
        // array and measurement.
        var answers = children.map { _ in
            Node.ChildAnswer(proposal: Proposal(axis, along: nil, across: across), size: .zero)
        }
        if let available = proposal[axis] {
            // Each child's smallest and largest extent along the stack, in one array, put in the
            // order the children are offered space: a frame measures many stacks, and each
            // array made here is an allocation per stack.
            var spacers = 0
            var probes = children.indices.map { index in
                let child = children[index]
                let isSpacer = if case .spacer = child.element.kind { true } else { false }
                if isSpacer { spacers += 1 }
                return StackProbe(
                    index: index, smallest: measure(child, Proposal(axis, along: 0, across: across))[axis],
                    largest: measure(child, Proposal(axis, along: Proposal.unlimited, across: across))[axis],
                    isSpacer: isSpacer)
            }
            var remaining = max(0, available - totalSpacing - probes.reduce(0) { $0 + $1.smallest })
            // Spacers come last and share only what the others leave: a title beside a spacer
            // takes the width it needs, up to all there is, before the spacer takes the rest.
            probes.sort { $0.sharingOrder < $1.sharingOrder }
            for (done, probe) in probes.enumerated() {
                let index = probe.index
                // An offer at or below a child's smallest size gets that size, and one at or
                // above its largest gets that: asked as the probes were, whose answers are
                // cached. Without this, every level of nesting would ask its children about
                // new sizes, and a leaf ten levels down would be measured a hundred times.
                let sharing = probe.isSpacer ? children.count - done : max(1, children.count - spacers - done)
                let share = probe.smallest + remaining / sharing
                let along = share <= probe.smallest ? 0 : share >= probe.largest ? Proposal.unlimited : share
                answers[index].proposal = Proposal(axis, along: along, across: across)
                answers[index].size = measure(children[index], answers[index].proposal)
                remaining = max(0, remaining - max(0, answers[index].size[axis] - probe.smallest))
            }
        } else {
            for index in children.indices {
                answers[index].size = measure(children[index], answers[index].proposal)
            }
        }
        let along = answers.reduce(0) { $0 + $1.size[axis] } + totalSpacing
        let crossExtent = answers.reduce(0) { max($0, $1.size[axis.other]) }
        return .init(size: Size(axis, along: along, across: crossExtent), children: answers)
    }

    /// What a stack learns of its child at `index` before sharing out its space: its smallest
    /// and largest extent along the stack, and whether it is a spacer.
    private struct StackProbe {
        let index: Int
        let smallest: Int
        let largest: Int
        let isSpacer: Bool

        /// The order children are offered space in: spacers last, then the least flexible
        /// first, then by position.
        var sharingOrder: (Int, Int, Int) { (isSpacer ? 1 : 0, largest - smallest, index) }
    }

    private func measureFrame(_ node: Node, spec: FrameSpec, proposal: Proposal) -> Node.Measurement {
        func axisProposal(_ fixed: Int?, _ minimum: Int?, _ maximum: Int?, _ offered: Int?) -> Int? {
            if let fixed { return fixed }
            guard minimum != nil || maximum != nil, let offered else { return offered }
            return max(minimum ?? 0, min(offered, maximum ?? Int.max))
        }
        let inner = Proposal(
            width: axisProposal(spec.width, spec.minWidth, spec.maxWidth, proposal.width),
            height: axisProposal(spec.height, spec.minHeight, spec.maxHeight, proposal.height))
        let child = measure(node.children[0], inner)
        func axisSize(_ fixed: Int?, _ minimum: Int?, _ maximum: Int?, _ offered: Int?, _ childExtent: Int) -> Int {
            if let fixed { return fixed }
            guard minimum != nil || maximum != nil else { return childExtent }
            return max(minimum ?? 0, min(offered ?? childExtent, maximum ?? Int.max))
        }
        let size = Size(
            width: axisSize(spec.width, spec.minWidth, spec.maxWidth, proposal.width, child.width),
            height: axisSize(spec.height, spec.minHeight, spec.maxHeight, proposal.height, child.height))
        return .init(size: size, children: [.init(proposal: inner, size: child)])
    }
}
