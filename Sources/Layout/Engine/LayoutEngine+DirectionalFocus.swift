/// An arrow key: the direction the focus moves in.
public enum FocusDirection: Sendable {
    case up, down, left, right
}

extension LayoutEngine {
    /// Arrow keys: the nearest control in that direction.
    ///
    /// "Nearest" is chosen the way a reader scans a page of shelves:
    /// - controls in the same scroll view as the focus come first, so Down from the last
    ///   shelf header on screen reaches its cards just below the screen (built, not yet
    ///   shown) rather than the tab bar;
    /// - among those, controls on screen come before those built just outside it;
    /// - then the shortest step along the direction, then the least sideways gap, then the
    ///   widest sideways overlap (the segment under a toggle), then reading order (Down from a
    ///   full-width header overlaps every card alike, and reaches the first on screen).
    ///
    /// An arrow never lands in a text field: typing there is asked for (Tab onto it, `/`, a
    /// click), not stumbled into on the way past.
    ///
    /// An arrow reaches only what is in view or just beyond it: a control at most
    /// `prefetchMargin` lines past the edge ahead (the cards below the last header on screen),
    /// never one hidden across the axis (Up to a card the row above has scrolled sideways out
    /// of view) or further away. Lazy stacks build every child that reaches that far, so which
    /// children happen to be built never decides where the focus goes. With nothing in reach
    /// ahead in the scroll view that holds the focus, the arrow scrolls it `arrowScrollStep`
    /// lines that way, as a reader's arrow does, until a control comes in reach or the content
    /// ends; with no focus in reach, the first control in reach takes it, or the page scrolls.
    ///
    /// A focus section (`.focusSection(_:)`) keeps the move inside it: a panel's, or the page's
    /// above a tab bar, so that Down at the end of the page stops there.
    public func moveFocus(_ direction: FocusDirection) {
        let section = confiningSection(from: placedFocusedNode(), byTab: false)
        var nodes = focusableNodes()
        if let section { nodes = nodes.filter { isInside($0, section) } }
        guard let current = nodes.first(where: { $0.identity == focusState.identity && isWithinReach($0) }) else {
            if let first = nodes.first(where: { !isTextField($0) && isWithinReach($0) }) {
                focus(first)
            } else if let page = section.flatMap({ firstScrollView(in: $0, along: direction.axis) })
                ?? scrollView(in: .outermost(direction.axis))
            {
                _ = scrollAhead(page, direction)
            }
            return
        }
        var pool = nodes.filter {
            $0 !== current && !isTextField($0) && lies($0.frame, direction, of: current.frame)
                && isInView($0, on: direction.axis.other)
                && isInView($0, on: direction.axis, within: Self.prefetchMargin)
        }
        if let scrollView = enclosingScrollView(of: current, along: direction.axis) {
            let inside = pool.filter { isInside($0, scrollView) }
            if !inside.isEmpty {
                pool = inside
            } else if self.section(section, mayScroll: scrollView, direction), scrollAhead(scrollView, direction) {
                return
            }
        }
        let onScreen = pool.filter(isOnScreen)
        if !onScreen.isEmpty { pool = onScreen }
        let best = pool.min { lhs, rhs in
            rank(lhs.frame, from: current.frame, direction) < rank(rhs.frame, from: current.frame, direction)
        }
        if let best { focus(best) }
    }

    /// How far an arrow scrolls when nothing is in reach ahead: past the margin, so what was
    /// just out of reach comes in reach, and never past a line unseen.
    static let arrowScrollStep = prefetchMargin + 1

    /// Scrolls `scrollView` an arrow's step toward `direction`; false when it is at that end.
    private func scrollAhead(_ scrollView: Node, _ direction: FocusDirection) -> Bool {
        guard let state = scrollRequests.states[scrollView.identity] else { return false }
        let forward = direction == .down || direction == .right
        let wanted = state.offset + state.pendingDelta
        guard forward ? wanted < state.maxOffset : wanted > 0 else { return false }
        state.pendingDelta += forward ? Self.arrowScrollStep : -Self.arrowScrollStep
        return true
    }

    /// Whether `frame` lies in `direction` from `origin`: its centre beyond the origin's, and,
    /// for a sideways move, on the same rows.
    private func lies(_ frame: Rect, _ direction: FocusDirection, of origin: Rect) -> Bool {
        let from = center(origin)
        let to = center(frame)
        let sameRows = to.y == from.y || gap(frame, origin, across: .vertical) == 0
        switch direction {
        case .up: return to.y < from.y
        case .down: return to.y > from.y
        case .left: return sameRows && (to.x < from.x && to.y == from.y || frame.maxX <= origin.minX)
        case .right: return sameRows && (to.x > from.x && to.y == from.y || frame.minX >= origin.maxX)
        }
    }

    /// Step along the direction, sideways gap, sideways overlap, then reading position:
    /// smaller is nearer.
    private func rank(_ frame: Rect, from origin: Rect, _ direction: FocusDirection) -> (Int, Int, Int, Int, Int) {
        let axis = direction.axis
        let along = abs(center(frame)[axis] - center(origin)[axis])
        let sideways = overlap(frame, origin, across: axis.other)
        return (along, max(0, -sideways), -max(0, sideways), frame.minY, frame.minX)
    }

    /// How far two frames' ranges overlap on `axis`; negative, the gap between them.
    private func overlap(_ a: Rect, _ b: Rect, across axis: Axis) -> Int {
        let lower = max(a.origin[axis], b.origin[axis])
        let upper = min(a.origin[axis] + a.size[axis], b.origin[axis] + b.size[axis])
        return upper - lower
    }

    private func gap(_ a: Rect, _ b: Rect, across axis: Axis) -> Int { max(0, -overlap(a, b, across: axis)) }

    private func enclosingScrollView(of node: Node, along axis: Axis) -> Node? {
        var ancestor = node.parent
        while let current = ancestor {
            if case .scroll(let scrollAxis, _) = current.element.kind, scrollAxis == axis { return current }
            ancestor = current.parent
        }
        return nil
    }

    /// Whether any of the node shows: inside the screen and inside every scroll view around it.
    func isOnScreen(_ node: Node) -> Bool {
        isInView(node, on: .horizontal) && isInView(node, on: .vertical)
    }

    /// Whether the node shows, or would with every viewport `prefetchMargin` larger.
    func isWithinReach(_ node: Node) -> Bool {
        isInView(node, on: .horizontal, within: Self.prefetchMargin)
            && isInView(node, on: .vertical, within: Self.prefetchMargin)
    }

    /// Whether some of the node's span on `axis` shows, or lies within `margin` of what shows:
    /// of the span that the screen and every scroll view around the node leave in view. Lazy
    /// stacks build for that span and `prefetchMargin` beyond it, and nothing when it is empty.
    private func isInView(_ node: Node, on axis: Axis, within margin: Int = 0) -> Bool {
        var start = 0
        var end = size[axis]
        var ancestor = node.parent
        while let current = ancestor, start < end {
            if case .scroll = current.element.kind {
                start = max(start, current.frame.origin[axis])
                end = min(end, current.frame.origin[axis] + current.frame.size[axis])
            }
            ancestor = current.parent
        }
        let nodeStart = node.frame.origin[axis]
        let nodeEnd = nodeStart + node.frame.size[axis]
        return start < end && nodeStart < end + margin && nodeEnd > start - margin && nodeStart < nodeEnd
    }

    private func center(_ rect: Rect) -> Point {
        Point(x: rect.minX + rect.size.width / 2, y: rect.minY + rect.size.height / 2)
    }
}

extension FocusDirection {
    var axis: Axis { self == .up || self == .down ? .vertical : .horizontal }
}
