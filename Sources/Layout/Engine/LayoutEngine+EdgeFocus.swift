/// The two ends of a scroll view's content.
public enum ScrollEdge: Sendable {
    case start, end
}

/// Which scroll view an edge jump applies to.
public enum EdgeScope: Sendable {
    /// The innermost scroll view along the axis that holds the focus (a carousel: Home / End).
    case focused(Axis)
    /// The outermost scroll view along the axis on screen (the page: g / G).
    case outermost(Axis)
}

/// A jump to an end of a scroll view: it scrolls there in the next frame, and that frame
/// focuses the first (or last) control fully in view inside it — a card a lazy stack builds
/// only once it is scrolled to can be focused.
struct EdgeFocusRequest {
    weak var scrollView: Node?
    let edge: ScrollEdge
}

extension LayoutEngine {
    /// Home / End, g / G: scrolls the scroll view in `scope` to its start or end and, in the
    /// next frame, focuses its first or last control in reading order there. Returns false
    /// when there is no such scroll view.
    @discardableResult
    public func focusEdge(_ edge: ScrollEdge, of scope: EdgeScope) -> Bool {
        guard let node = scrollView(in: scope), let content = node.children.first else { return false }
        // The content itself is the target: its start or its end is brought to the viewport's,
        // in every pass of the frame, whatever measurements replace estimates meanwhile.
        var target = ScrollTarget(id: AnyHashable(content.identity), alignment: edge == .start ? .leading : .trailing)
        target.node = content
        target.searchedEverywhere = true
        let state = scrollState(for: node)
        state.target = target
        state.pendingDelta = 0
        pendingEdgeFocus = EdgeFocusRequest(scrollView: node, edge: edge)
        return true
    }

    private func scrollView(in scope: EdgeScope) -> Node? {
        switch scope {
        case .focused(let axis):
            var ancestor = focusableNodes().first { $0.identity == focusedIdentity }?.parent
            while let current = ancestor {
                if case .scroll(let scrollAxis, _) = current.element.kind, scrollAxis == axis { return current }
                ancestor = current.parent
            }
            return nil
        case .outermost(let axis):
            return allNodes().first { node in
                if case .scroll(let scrollAxis, _) = node.element.kind { return scrollAxis == axis }
                return false
            }
        }
    }

    /// After the frame that scrolled: the first or last control fully in view inside the
    /// scroll view (and inside every scroll view between them) takes the focus.
    func resolveEdgeFocus() {
        guard let request = pendingEdgeFocus else { return }
        pendingEdgeFocus = nil
        guard let scrollView = request.scrollView, scrollView.isPlaced else { return }
        focusableCache = nil
        let inView = focusableNodes().filter { isFullyVisible($0, inside: scrollView) }
        let chosen = request.edge == .start ? inView.min(by: readsBefore) : inView.max(by: readsBefore)
        if let chosen { focusedIdentity = chosen.identity }
    }

    /// Reading order by position: top to bottom, then left to right.
    private func readsBefore(_ lhs: Node, _ rhs: Node) -> Bool {
        (lhs.frame.minY, lhs.frame.minX) < (rhs.frame.minY, rhs.frame.minX)
    }

    /// Whether the node lies inside `scrollView` and no scroll view on the way there clips it.
    private func isFullyVisible(_ node: Node, inside scrollView: Node) -> Bool {
        var ancestor = node.parent
        while let current = ancestor {
            if case .scroll = current.element.kind {
                guard current.frame.intersection(node.frame) == node.frame else { return false }
                if current === scrollView { return true }
            }
            ancestor = current.parent
        }
        return false
    }
}
