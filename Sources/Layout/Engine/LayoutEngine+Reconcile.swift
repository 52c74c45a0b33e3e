extension LayoutEngine {
    static func name(of element: Element, position: Int) -> String {
        let kind: String
        switch element.kind {
        case .empty: kind = "Empty"
        case .text: kind = "Text"
        case .spacer: kind = "Spacer"
        case .image: kind = "Image"
        case .stack(let axis, _, _, _): kind = axis == .vertical ? "VStack" : "HStack"
        case .lazyStack(let axis, _, _, _): kind = axis == .vertical ? "LazyVStack" : "LazyHStack"
        case .zstack: kind = "ZStack"
        case .scroll: kind = "ScrollView"
        case .padding: kind = "Padding"
        case .frame: kind = "Frame"
        case .fixedSize: kind = "FixedSize"
        case .background: kind = "Background"
        case .border: kind = "Border"
        case .style: kind = "Style"
        case .colorScheme: kind = "ColorScheme"
        case .control(let control, _): kind = "Control(\(control.label))"
        case .custom(let leaf): kind = "Custom(\(leaf.name))"
        case .focusHints: kind = "FocusHints"
        }
        if let id = element.explicitID { return "\(kind)[id: \(id)]" }
        return "\(kind)[\(position)]"
    }

    static func sameKind(_ lhs: Element.Kind, _ rhs: Element.Kind) -> Bool {
        switch (lhs, rhs) {
        case (.empty, .empty), (.text, .text), (.spacer, .spacer), (.image, .image),
            (.zstack, .zstack), (.padding, .padding), (.frame, .frame), (.fixedSize, .fixedSize),
            (.background, .background), (.border, .border), (.style, .style), (.colorScheme, .colorScheme),
            (.control, .control),
            (.custom, .custom), (.focusHints, .focusHints):
            return true
        case (.stack(let a, _, _, _), .stack(let b, _, _, _)), (.lazyStack(let a, _, _, _), .lazyStack(let b, _, _, _)),
            (.scroll(let a, _), .scroll(let b, _)):
            return a == b
        default:
            return false
        }
    }

    static func childIdentity(parent: Int, element: Element, position: Int) -> Int {
        var hasher = Hasher()
        hasher.combine(parent)
        if let id = element.explicitID {
            hasher.combine(1)
            hasher.combine(id)
        } else {
            hasher.combine(0)
            hasher.combine(position)
        }
        return hasher.finalize()
    }

    /// Matches a new element with the node that had its identity. An unchanged element keeps
    /// the whole subtree (and its measurements); a changed one keeps the node but re-measures.
    func reconcile(_ existing: Node?, with element: Element, identity: Int, position: Int, parent: Node?) -> Node {
        if let node = existing, node.identity == identity, Self.sameKind(node.element.kind, element.kind) {
            if node.element.contentHash == element.contentHash {
                refreshElements(node, with: element)
                stats.nodesReused += 1
                return node
            }
            node.element = element
            node.clearMeasurements()
            node.textLines = nil
            reconcileChildren(of: node)
            return node
        }
        let node = Node(element: element, identity: identity, position: position, parent: parent)
        stats.nodesBuilt += 1
        if identity == focusState.identity {
            if node.isControl {
                focusState.remadeSinceFound = true
            } else {
                // The focused control gave its place to something else (a Retry button to
                // the content it loaded, a panel to the page): the focus goes, rather than
                // naming what cannot have it.
                focusState.identity = nil
            }
        }
        reconcileChildren(of: node)
        return node
    }

    private func reconcileChildren(of node: Node) {
        if case .lazyStack(_, let spacing, _, let content) = node.element.kind {
            if node.lazy != nil {
                giveContent(content, spacing: spacing, to: node)
            } else {
                node.lazy = LazyStackState(content: content, spacing: spacing)
            }
            node.children = []
            return
        }
        node.lazy = nil
        if let child = node.element.modifiedChild {
            let identity = Self.childIdentity(parent: node.identity, element: child, position: 0)
            let existing = node.children.first { $0.identity == identity }
            let reconciled = reconcile(existing, with: child, identity: identity, position: 0, parent: node)
            reconciled.parentAxis = nil
            node.children = [reconciled]
            return
        }
        let old = node.children
        // Most children are where they were: each is looked for at its position first, and only
        // when one is not there are the old children put in a table by identity.
        var byIdentity: [Int: Node]?
        let axis: Axis? =
            if case .stack(let axis, _, _, _) = node.element.kind { axis } else { nil }
        // Explicit ids must be unique among siblings; a repeated one is reported, and the child
        // is told apart by its position too, so that no child is lost or shares another's node.
        var explicitIdentities: [Int: Int] = [:]
        let elements = node.element.stackedChildren
        var children: [Node] = []
        children.reserveCapacity(elements.count)
        for (position, child) in elements.enumerated() {
            var identity = Self.childIdentity(parent: node.identity, element: child, position: position)
            if let id = child.explicitID {
                if let first = explicitIdentities[identity] {
                    reportDuplicate(in: node, id: id, positions: [first, position])
                    identity = Self.disambiguated(identity, position: position)
                } else {
                    explicitIdentities[identity] = position
                }
            }
            var existing: Node?
            if position < old.count, old[position].identity == identity {
                existing = old[position]
            } else if !old.isEmpty {
                if byIdentity == nil {
                    byIdentity = Dictionary(old.lazy.map { ($0.identity, $0) }, uniquingKeysWith: { first, _ in first })
                }
                existing = byIdentity?[identity]
            }
            let reconciled = reconcile(existing, with: child, identity: identity, position: position, parent: node)
            reconciled.parentAxis = axis
            children.append(reconciled)
        }
        node.children = children
    }

    /// A lazy child's identity: its stack's and its id, and its index when the id repeats.
    static func lazyChildIdentity(stack: Int, id: ElementID, index: Int, disambiguate: Bool) -> Int {
        var hasher = Hasher()
        hasher.combine(stack)
        hasher.combine(1)
        hasher.combine(id)
        let identity = hasher.finalize()
        return disambiguate ? disambiguated(identity, position: index) : identity
    }

    static func disambiguated(_ identity: Int, position: Int) -> Int {
        var hasher = Hasher()
        hasher.combine(identity)
        hasher.combine(position)
        return hasher.finalize()
    }

    /// Gives an unchanged subtree its new elements (fresh closures for actions) without
    /// touching any measurement. A lazy stack's built children are evaluated again when placed
    /// (`giveContent`): what they show may depend on more than the stack's own element (an
    /// open shelf).
    private func refreshElements(_ node: Node, with element: Element) {
        node.element = element
        if case .lazyStack(_, let spacing, _, let content) = element.kind, node.lazy != nil {
            giveContent(content, spacing: spacing, to: node)
            return
        }
        if let child = element.modifiedChild {
            if let node = node.children.first { refreshElements(node, with: child) }
            return
        }
        for (child, childElement) in zip(node.children, element.stackedChildren) {
            refreshElements(child, with: childElement)
        }
    }

    /// The stack's content given again (`LazyStackState.update`). Its built children are left
    /// as they were made: each is made again and compared when placed (`lazyChild`), so an
    /// evaluation costs the new window, however many children the last one held (every shelf
    /// opened at once leaves room for a few). Nothing reads a built child before then: an evaluation is laid
    /// out in the same frame (`render(_:)`), before any key or click is taken, measuring asks
    /// only children made in this evaluation, and a child the new window leaves out is set
    /// aside, to be made again if it comes back. Its extent stays what it measured: a change
    /// is found, and its extent recorded, when it is built. Children past the content's end
    /// are set aside now; a child whose id is no longer at its index tells the stack its
    /// content was replaced under the same count (its id may have moved: it is found again
    /// when that index is built).
    private func giveContent(_ content: LazyContent, spacing: Int, to stack: Node) {
        guard let lazy = stack.lazy else { return }
        lazy.update(content, spacing: spacing)
        let count = lazy.content.count
        let kept = max(0, min(lazy.built.count, count - lazy.builtStart))
        if kept < lazy.built.count {
            lazy.retire(Array(lazy.built[kept...]))
            lazy.built.removeSubrange(kept...)
        }
        for (offset, child) in lazy.built.enumerated() {
            let index = lazy.builtStart + offset
            let plain = Self.lazyChildIdentity(
                stack: stack.identity, id: lazy.content.id(index), index: index, disambiguate: false)
            if child.identity != plain, child.identity != Self.disambiguated(plain, position: index) {
                lazy.contentReplaced()
                return
            }
        }
    }

    /// Builds (or re-evaluates) the lazy stack's child at `index`. `disambiguate` tells a child
    /// whose id repeats an earlier child's apart by its index.
    func buildLazyChild(of stack: Node, index: Int, existing: Node?, disambiguate: Bool = false) -> Node {
        guard let lazy = stack.lazy else { preconditionFailure("buildLazyChild on a node without lazy state") }
        let element = lazy.content.make(index)
        let identity = Self.lazyChildIdentity(
            stack: stack.identity, id: lazy.content.id(index), index: index, disambiguate: disambiguate)
        let child = reconcile(
            existing, with: element, identity: identity, position: index, parent: stack)
        if case .lazyStack(let axis, _, _, _) = stack.element.kind { child.parentAxis = axis }
        child.lazyIndex = index
        child.madeInEvaluation = evaluationNumber
        return child
    }
}
