/// Focus sections (`.focusSection(_:)`): which controls a move of the focus may reach.
extension LayoutEngine {
    /// The section a move from `node` stays in: the panel around it, else a panel on screen
    /// (one just opened takes the moves before its focus lands), else, for an arrow, the
    /// innermost section around it. Nil when the move may go anywhere.
    func confiningSection(from node: Node?, byTab: Bool) -> Node? {
        var enclosing: [Node] = []
        var ancestor = node?.parent
        while let current = ancestor {
            if current.element.focusSection != nil { enclosing.append(current) }
            ancestor = current.parent
        }
        if let panel = enclosing.first(where: { $0.element.focusSection == .panel })
            ?? firstNode(where: { $0.element.focusSection == .panel })
        {
            return panel
        }
        return byTab ? nil : enclosing.first
    }

    /// Whether an arrow may scroll `scrollView` toward `direction` on behalf of `section`:
    /// always when the section holds the scroll view (the page); when the scroll view holds
    /// the section (a panel on the page), only while the section reaches past the viewport
    /// that way, so that a panel's last control stays the last stop.
    func section(_ section: Node?, mayScroll scrollView: Node, _ direction: FocusDirection) -> Bool {
        guard let section, isInside(section, scrollView) else { return true }
        let frame = section.frame
        let viewport = scrollView.frame
        switch direction {
        case .down: return frame.maxY > viewport.maxY
        case .up: return frame.minY < viewport.minY
        case .right: return frame.maxX > viewport.maxX
        case .left: return frame.minX < viewport.minX
        }
    }

    /// The first scroll view along `axis` of `section` or inside it: what an arrow scrolls in
    /// a panel without controls (a page of help).
    func firstScrollView(in section: Node, along axis: Axis) -> Node? {
        var queue = [section]
        while !queue.isEmpty {
            let node = queue.removeFirst()
            if case .scroll(let scrollAxis, _) = node.element.kind, scrollAxis == axis { return node }
            queue.append(contentsOf: node.laidOutChildren)
        }
        return nil
    }
}
