/// Turns an element tree into a laid-out, drawn frame, and keeps what must survive between
/// frames: the retained nodes, scroll offsets, focus, measured extents.
///
/// ## The convergence contract
///
/// 1. Proposals go down, sizes come up, parents place. A node's size is a function of its
///    content and the proposal, cached by (identity, proposal) until its content changes.
/// 2. A lazy stack chooses which children to build from its own viewport extent and scroll
///    offset only.
/// 3. An unbuilt child's extent is an estimate; once measured it is remembered by identity and
///    never falls back to the estimate.
/// 4. A lazy stack's cross-axis extent is declared, or the largest measured so far.
/// 5. So a re-placement within a frame only replaces estimates with measurements or grows a
///    bound, and converges. `maxPassesPerFrame` backs this up: a frame that reaches it keeps
///    its last layout and records a `LayoutDiagnostic` naming the node and its values.
public final class LayoutEngine {
    /// The most placement passes one frame may take. Real trees settle in two or three.
    public static let maxPassesPerFrame = 8
    /// Rows (or columns) beyond a lazy stack's visible window that are built in advance.
    public static let prefetchMargin = 2

    public private(set) var size: Size
    public private(set) var canvas: Canvas
    public internal(set) var stats = FrameStats()
    /// The convergence diagnostics of the last frame (empty when it settled).
    public private(set) var diagnostics: [LayoutDiagnostic] = []
    /// Diagnostics recorded since the engine started.
    public private(set) var diagnosticCount = 0
    public private(set) var frameCount = 0

    var root: Node?
    var scrollOffsets: [Int: Int] = [:]
    /// The offset each scroll view was last placed with: what on-screen frames correspond to.
    var placedScrollOffsets: [Int: Int] = [:]
    var pendingScrollTargets: [Int: (child: AnyHashable, anchor: Alignment)] = [:]
    var focusedIdentity: Int?
    var textCursors: [Int: Int] = [:]

    // Per-frame bookkeeping.
    var needsAnotherPass = false
    /// Counts frames begun, so per-node "already counted this frame" marks need no set.
    var frameNumber = 0
    var unsettled: [ObjectIdentifier: (node: Node, values: [String])] = [:]
    var pass = 0

    public init(size: Size) {
        self.size = size
        canvas = Canvas(size: size)
    }

    /// A new terminal size: everything is measured again for the new proposals.
    public func resize(to newSize: Size) {
        size = newSize
    }

    /// Evaluates nothing itself: reconciles `element` with the retained tree, lays it out
    /// within the pass bound, and draws it. Returns the new canvas.
    @discardableResult
    public func render(_ view: some View) -> Canvas {
        beginFrame()
        let element = view.element
        root = reconcile(root, with: element, identity: 0, name: Self.name(of: element, position: 0), parent: nil)
        return layoutAndDraw()
    }

    /// A frame without re-evaluating the page: for what only the engine's own state changed
    /// (a scroll, focus, a resize), the retained tree is laid out and drawn again.
    @discardableResult
    public func render() -> Canvas {
        beginFrame()
        return layoutAndDraw()
    }

    private func beginFrame() {
        stats = FrameStats()
        diagnostics.removeAll()
        frameNumber += 1
        unsettled.removeAll()
    }

    private func layoutAndDraw() -> Canvas {
        guard let root else { return canvas }
        let screen = Rect(origin: .zero, size: size)
        var settled = false
        for passNumber in 1...Self.maxPassesPerFrame {
            pass = passNumber
            needsAnotherPass = false
            stats.passes = passNumber
            _ = measure(root, Proposal(size))
            place(root, in: screen, proposal: Proposal(size), visible: screen)
            if !needsAnotherPass {
                settled = true
                break
            }
        }
        if !settled {
            for entry in unsettled.values.sorted(by: { $0.node.path < $1.node.path }) {
                let diagnostic = LayoutDiagnostic(
                    nodePath: entry.node.path, values: entry.values, passes: Self.maxPassesPerFrame)
                diagnostics.append(diagnostic)
                diagnosticCount += 1
            }
        }
        settleScrollRequests()
        var next = Canvas(size: size)
        draw(root, into: &next, style: .plain)
        stats.cellsChanged = next.changedCells(since: canvas)
        canvas = next
        frameCount += 1
        return canvas
    }

    /// Records that a node's measured value changed during this frame, for the diagnostic.
    func noteUnsettled(_ node: Node, value: String) {
        let key = ObjectIdentifier(node)
        var entry = unsettled[key] ?? (node, [])
        if entry.values.last != value { entry.values.append(value) }
        unsettled[key] = entry
    }
}
