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
    public func moveFocus(_ direction: FocusDirection) {
        let nodes = focusableNodes()
        guard let current = nodes.first(where: { $0.identity == focusedIdentity }) else {
            if let first = nodes.first(where: { !isTextField($0) }) { focus(first) }
            return
        }
        var pool = nodes.filter {
            $0 !== current && !isTextField($0) && lies($0.frame, direction, of: current.frame)
        }
        if let scrollView = enclosingScrollView(of: current, along: direction.axis) {
            let inside = pool.filter { isInside($0, scrollView) }
            if !inside.isEmpty { pool = inside }
        }
        let onScreen = pool.filter(isOnScreen)
        if !onScreen.isEmpty { pool = onScreen }
        let best = pool.min { lhs, rhs in
            rank(lhs.frame, from: current.frame, direction) < rank(rhs.frame, from: current.frame, direction)
        }
        if let best { focus(best) }
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
    private func isOnScreen(_ node: Node) -> Bool {
        var visible = node.frame.intersection(Rect(origin: .zero, size: size))
        var ancestor = node.parent
        while let current = ancestor, !visible.isEmpty {
            if case .scroll = current.element.kind { visible = visible.intersection(current.frame) }
            ancestor = current.parent
        }
        return !visible.isEmpty
    }

    private func center(_ rect: Rect) -> Point {
        Point(x: rect.minX + rect.size.width / 2, y: rect.minY + rect.size.height / 2)
    }
}

extension FocusDirection {
    var axis: Axis { self == .up || self == .down ? .vertical : .horizontal }
}
