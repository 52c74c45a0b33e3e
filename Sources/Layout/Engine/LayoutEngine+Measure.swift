extension LayoutEngine {
    /// The node's size for a proposal: from the cache when the node measured this proposal
    /// before and its content did not change (rule 1), computed otherwise.
    func measure(_ node: Node, _ proposal: Proposal) -> Size {
        if case .custom = node.element.kind {
            return computeMeasurement(node, proposal).size
        }
        if let cached = node.measurements[proposal] { return cached.size }
        let measurement = computeMeasurement(node, proposal)
        node.measurements[proposal] = measurement
        if measuredThisFrame.insert(ObjectIdentifier(node)).inserted { stats.nodesMeasured += 1 }
        return measurement.size
    }

    /// How the node arranges its children at the size its parent settled on: the measurement
    /// that produced that size when there is one, so placing costs no new measuring.
    func arrangement(_ node: Node, fitting size: Size) -> Node.Measurement {
        if let match = node.measurements.values.first(where: { $0.size == size }) { return match }
        let proposal = Proposal(size)
        _ = measure(node, proposal)
        return node.measurements[proposal] ?? computeMeasurement(node, proposal)
    }

    private func computeMeasurement(_ node: Node, _ proposal: Proposal) -> Node.Measurement {
        switch node.element.kind {
        case .empty:
            return .init(size: .zero, childSizes: [])
        case .text(let string, _, let lineLimit):
            return .init(size: TextLayout.size(string, width: proposal.width, lineLimit: lineLimit), childSizes: [])
        case .spacer(let minLength):
            guard let axis = node.parentAxis else {
                return .init(size: Size(width: proposal.width ?? 0, height: proposal.height ?? 0), childSizes: [])
            }
            return .init(size: Size(axis, along: max(minLength, proposal[axis] ?? minLength), across: 0), childSizes: [])
        case .divider:
            let axis = node.parentAxis ?? .vertical
            return .init(size: Size(axis, along: 1, across: proposal[axis.other] ?? 1), childSizes: [])
        case .image(let slot):
            return .init(size: slot.size, childSizes: [])
        case .custom(let leaf):
            node.measuredAtOrigin = node.isPlaced ? node.frame.origin : nil
            return .init(size: leaf.measure(proposal, node.measuredAtOrigin), childSizes: [])
        case .stack(let axis, let spacing, _, _):
            return measureStack(node, axis: axis, spacing: spacing, proposal: proposal)
        case .lazyStack(let axis, let spacing, _, _):
            guard let lazy = node.lazy else { return .init(size: .zero, childSizes: []) }
            return .init(size: Size(axis, along: lazy.totalExtent(spacing: spacing), across: lazy.crossExtent), childSizes: [])
        case .zstack:
            let sizes = node.children.map { measure($0, proposal) }
            return .init(
                size: Size(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).max() ?? 0),
                childSizes: sizes)
        case .scroll(let axis, _):
            guard let content = node.children.first else { return .init(size: .zero, childSizes: []) }
            let contentSize = measure(content, Proposal(axis, along: nil, across: proposal[axis.other]))
            let along = proposal[axis] ?? contentSize[axis]
            return .init(size: Size(axis, along: along, across: contentSize[axis.other]), childSizes: [contentSize])
        case .padding(let insets, _):
            let inner = Proposal(
                width: proposal.width.map { max(0, $0 - insets.horizontal) },
                height: proposal.height.map { max(0, $0 - insets.vertical) })
            let child = measure(node.children[0], inner)
            return .init(
                size: Size(width: child.width + insets.horizontal, height: child.height + insets.vertical), childSizes: [child])
        case .border:
            let inner = Proposal(width: proposal.width.map { max(0, $0 - 2) }, height: proposal.height.map { max(0, $0 - 2) })
            let child = measure(node.children[0], inner)
            return .init(size: Size(width: child.width + 2, height: child.height + 2), childSizes: [child])
        case .frame(let spec, _):
            return measureFrame(node, spec: spec, proposal: proposal)
        case .fixedSize(let horizontal, let vertical, _):
            let inner = Proposal(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
            let child = measure(node.children[0], inner)
            return .init(size: child, childSizes: [child])
        case .background, .style, .control:
            let child = measure(node.children[0], proposal)
            return .init(size: child, childSizes: [child])
        }
    }

    /// Eager stacks distribute the space along their axis like SwiftUI: the least flexible
    /// children (smallest difference between their largest and smallest size) are sized first,
    /// each offered an equal share of what is left.
    private func measureStack(_ node: Node, axis: Axis, spacing: Int, proposal: Proposal) -> Node.Measurement {
        let children = node.children
        guard !children.isEmpty else { return .init(size: .zero, childSizes: []) }
        let across = proposal[axis.other]
        let totalSpacing = spacing * (children.count - 1)
        var sizes = Array(repeating: Size.zero, count: children.count)
        if let available = proposal[axis] {
            let flexibility = children.map { child in
                measure(child, Proposal(axis, along: Proposal.unlimited, across: across))[axis]
                    - measure(child, Proposal(axis, along: 0, across: across))[axis]
            }
            var remaining = max(0, available - totalSpacing)
            let order = children.indices.sorted { (flexibility[$0], $0) < (flexibility[$1], $1) }
            for (done, index) in order.enumerated() {
                let share = remaining / (children.count - done)
                sizes[index] = measure(children[index], Proposal(axis, along: share, across: across))
                remaining = max(0, remaining - sizes[index][axis])
            }
        } else {
            for index in children.indices {
                sizes[index] = measure(children[index], Proposal(axis, along: nil, across: across))
            }
        }
        let along = sizes.reduce(0) { $0 + $1[axis] } + totalSpacing
        let crossExtent = sizes.map { $0[axis.other] }.max() ?? 0
        return .init(size: Size(axis, along: along, across: crossExtent), childSizes: sizes)
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
        return .init(size: size, childSizes: [child])
    }
}
