/// What the mouse is over: the innermost control, and the innermost scroll view (for the
/// wheel) on that path.
public struct HitTarget: Equatable {
    public let control: String?
    public let controlFrame: Rect?
    let controlIdentity: Int?
    /// The scroll views on the path to the point, outermost first.
    let scrollViews: [ScrollViewRef]
    /// The `.reportsVisibility` keys on the path to the point, innermost first: what a click
    /// other than the primary one acts on.
    public let reports: [AnyHashable]

    struct ScrollViewRef: Equatable, Sendable {
        let identity: Int
        let axis: Axis
        /// The rows it shows.
        let height: Int
    }
}

/// The mouse and the wheel: what is under a point, a click on it, and a scroll of the scroll
/// view under it.
extension LayoutEngine {
    public func hitTest(_ point: Point) -> HitTarget {
        var control: Node?
        var scrolls: [HitTarget.ScrollViewRef] = []
        var reports: [AnyHashable] = []
        var node = root
        var clip = Rect(origin: .zero, size: size)
        while let current = node, current.element.hitTesting, current.frame.intersection(clip).contains(point) {
            if let key = current.element.visibilityKey { reports.insert(key, at: 0) }
            switch current.element.kind {
            case .control: control = current
            case .scroll(let axis, _):
                scrolls.append(
                    HitTarget.ScrollViewRef(identity: current.identity, axis: axis, height: current.frame.size.height))
                clip = clip.intersection(current.frame)
            default: break
            }
            node = current.laidOutChildren.last { $0.isPlaced && $0.frame.intersection(clip).contains(point) }
        }
        return HitTarget(
            control: control.flatMap(Self.controlLabel), controlFrame: control?.frame,
            controlIdentity: control?.identity,
            scrollViews: scrolls, reports: reports)
    }

    /// A click: focuses and activates the control under the point. Returns whether one was hit.
    @discardableResult
    public func click(at point: Point) -> Bool {
        let target = hitTest(point)
        guard let identity = target.controlIdentity,
            let node = focusableNodes().first(where: { $0.identity == identity })
        else { return false }
        holdFocus(node)
        send(.activate, to: node)
        return true
    }

    /// The wheel: scrolls the innermost scroll view on `axis` under the point that can move
    /// that way by `delta` cells; one that is already at its end passes the wheel on to the
    /// next one out. Returns whether any could move.
    @discardableResult
    public func scroll(at point: Point, axis: Axis, by delta: Int) -> Bool {
        scrolled(at: point, axis: axis, by: delta) != nil
    }

    /// PgDn / PgUp: scrolls a page as the wheel does, and the focus moves with the view. A page
    /// is the height the scroll view shows, less the row kept from the last page (`page`, when
    /// given, in its place), whatever lines are around it. When the focused control was in the
    /// scroll view that moved and is no longer wholly in view after the frame, the first
    /// (`down`) or last control wholly in view there takes the focus, as in a list view; focus
    /// elsewhere (a search field above) stays.
    @discardableResult
    public func scrollPage(at point: Point, down: Bool, by page: Int? = nil) -> Bool {
        guard
            let identity = scrolled(
                at: point, axis: .vertical,
                by: { view in
                    let rows = page ?? max(1, view.height - 1)
                    return down ? rows : -rows
                })
        else { return false }
        if let node = firstNode(where: { $0.identity == identity }) {
            focusState.pendingEdge = EdgeFocusRequest(
                scrollView: node, edge: down ? .start : .end, keepsFocusInView: true)
        }
        return true
    }

    /// The identity of the scroll view that takes the scroll, nil when none could move.
    private func scrolled(at point: Point, axis: Axis, by delta: Int) -> Int? {
        scrolled(at: point, axis: axis, by: { _ in delta })
    }

    /// As `scrolled(at:axis:by:)`, the distance chosen for the scroll view that would take it.
    private func scrolled(
        at point: Point, axis: Axis, by distance: (HitTarget.ScrollViewRef) -> Int
    ) -> Int? {
        for candidate in hitTest(point).scrollViews.reversed() where candidate.axis == axis {
            let delta = distance(candidate)
            guard delta != 0, let state = scrollRequests.states[candidate.identity] else { continue }
            let wanted = state.offset + state.pendingDelta
            if delta < 0 ? wanted > 0 : wanted < state.maxOffset {
                // However far the wheel (or automation) asks, the sum stays far from overflow.
                let limit = Self.largestScroll
                state.pendingDelta = max(-limit, min(limit, state.pendingDelta + max(-limit, min(limit, delta))))
                return candidate.identity
            }
        }
        return nil
    }

    /// More than any content can hold: a scroll request is cut to this.
    static let largestScroll = 1 << 40
}
