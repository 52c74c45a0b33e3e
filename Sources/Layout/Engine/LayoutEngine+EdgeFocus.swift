/// The two ends of a scroll view's content.
public enum ScrollEdge: Sendable {
    case start, end
}

/// Which scroll view an edge jump applies to.
public enum EdgeScope: Equatable, Sendable {
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
    /// A page's move: the focus changes only when it was in the scroll view and left the view.
    var keepsFocusInView = false
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
        var target = ScrollTarget(
            id: ElementID(content.identity), placement: .aligned(edge == .start ? .leading : .trailing))
        target.node = content
        target.searchedEverywhere = true
        // When a lazy stack's last child ends the content, the end lies past children it has
        // only estimated: the target is that child, so the stack lays its window out from it up
        // and one pass measures what fills the viewport, where the content's own end, placed
        // from the last pass's estimates, would have it measure one more child per pass.
        if edge == .end, case .scroll(let axis, _) = node.element.kind,
            let stack = lazyStack(endingWith: content, axis: axis), let lazy = stack.lazy, lazy.content.count > 0
        {
            target = ScrollTarget(id: lazy.content.id(lazy.content.count - 1), placement: .aligned(.trailing))
            target.stack = stack
            target.index = lazy.content.count - 1
            target.searchedEverywhere = true
        }
        let state = scrollState(for: node)
        state.target = target
        state.pendingDelta = 0
        focusState.pendingEdge = EdgeFocusRequest(scrollView: node, edge: edge)
        return true
    }

    /// The lazy stack along `axis` whose last child's end is the end of `node`, found through
    /// stacks along the axis and wrappers that add nothing after their child; nil when
    /// something else ends it.
    private func lazyStack(endingWith node: Node, axis: Axis) -> Node? {
        var current = node
        while true {
            switch current.element.kind {
            case .lazyStack(let stackAxis, _, _, _):
                return stackAxis == axis ? current : nil
            case .stack(let stackAxis, _, _, _) where stackAxis == axis:
                guard let last = current.children.last else { return nil }
                current = last
            case .padding(let insets, _) where (axis == .vertical ? insets.bottom : insets.trailing) == 0:
                guard current.children.count == 1 else { return nil }
                current = current.children[0]
            case .background, .style, .colorScheme:
                guard current.children.count == 1 else { return nil }
                current = current.children[0]
            default:
                return nil
            }
        }
    }

    func scrollView(in scope: EdgeScope) -> Node? {
        switch scope {
        case .focused(let axis):
            // A focus scrolled out of reach holds no carousel: what cannot be seen is not moved.
            var ancestor = focusableNodes().first { $0.identity == focusState.identity && isWithinReach($0) }?.parent
            while let current = ancestor {
                if case .scroll(let scrollAxis, _) = current.element.kind, scrollAxis == axis { return current }
                ancestor = current.parent
            }
            return nil
        case .outermost(let axis):
            // On screen: one in reading order before it but scrolled away is no page's.
            return firstNode { node in
                if case .scroll(let scrollAxis, _) = node.element.kind { return scrollAxis == axis && isOnScreen(node) }
                return false
            }
        }
    }

    /// After the frame that scrolled: the first or last control fully in view inside the
    /// scroll view (and inside every scroll view between them) takes the focus. It runs before
    /// the scroll views note the frame's focus, so the choice counts as seen: the next frame
    /// does not bring it into view, and a scroll asked before that frame (the next PgDn) is
    /// not undone by it.
    func resolveEdgeFocus() {
        guard let request = focusState.pendingEdge else { return }
        focusState.pendingEdge = nil
        guard let scrollView = request.scrollView, scrollView.isPlaced else { return }
        focusState.focusableCache = nil
        let focusable = focusableNodes()
        // A focus out of reach (scrolled far off, and in a lazy tree not even built) is no
        // focus to keep: the page's controls in view take it, as they would from none.
        if request.keepsFocusInView,
            let focused = focusable.first(where: { $0.identity == focusState.identity && isWithinReach($0) })
        {
            guard isInside(focused, scrollView), !isFullyVisible(focused, inside: scrollView) else { return }
        }
        let inView = focusable.filter { !isTextField($0) && isFullyVisible($0, inside: scrollView) }
        let chosen = request.edge == .start ? inView.min(by: readsBefore) : inView.max(by: readsBefore)
        if let chosen { holdFocus(chosen) }
    }

    /// Reading order by position: top to bottom, then left to right.
    private func readsBefore(_ lhs: Node, _ rhs: Node) -> Bool {
        (lhs.frame.minY, lhs.frame.minX) < (rhs.frame.minY, rhs.frame.minX)
    }

    /// Whether the node lies inside `scrollView` and neither the screen nor a scroll view on
    /// the way there clips it.
    private func isFullyVisible(_ node: Node, inside scrollView: Node) -> Bool {
        guard Rect(origin: .zero, size: size).intersection(node.frame) == node.frame else { return false }
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
