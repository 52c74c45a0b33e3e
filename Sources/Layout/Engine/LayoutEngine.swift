/// Turns an element tree into a laid-out, drawn frame, and keeps what must survive between
/// frames: the retained nodes, scroll positions, focus, measured extents.
///
/// ## The convergence contract
///
/// 1. Proposals go down, sizes come up, parents place. A node's size is a function of its
///    content and the proposal, cached by (identity, proposal) until its content changes.
/// 2. A lazy stack chooses which children to build from its own viewport extent and scroll
///    offset only, and builds at most one child per cell of that window.
/// 3. An unbuilt child's extent is an estimate; once measured it is remembered with its id, per
///    cross-axis proposal, and does not fall back to the estimate when the child scrolls away
///    (a change of count carries it to where its id went).
/// 4. A lazy stack's cross-axis extent is declared, or the largest measured so far.
/// 5. A scroll view keeps its anchor (the first visible child) where it was in the viewport;
///    only an explicit scroll moves it. One its content's length by the estimates cuts short
///    has its lazy stacks build as far past the screen as it was cut (`scrollShortfall`).
/// 6. So a re-placement within a frame only replaces estimates with measurements, grows a
///    bound or moves a scroll offset onto its anchor, and converges. `passBound` backs
///    this up for the whole tree: every pass, wherever it happens, counts towards it. A frame
///    that reaches it keeps its last layout and records a `LayoutDiagnostic` for every node
///    still changing, naming it and the values it went through.
///
/// Under `LayoutPolicy.naive` rules 3, 4 and 5 are off, as they were in the SwiftUI app whose
/// failure this engine answers: sizes can move back, nothing holds the screen still, and only
/// the bound ends a frame that feeds back.
public final class LayoutEngine {
    /// The most measure-and-place passes one frame may take, over the whole tree.
    public static let maxPassesPerFrame = 8
    /// The bound this engine holds its frames to: `maxPassesPerFrame`, unless lifted to see
    /// what a frame that ran into it would have done with more passes (settled late, or gone
    /// on for ever), as the bench does for the naive policy.
    public var passBound = LayoutEngine.maxPassesPerFrame
    /// Rows (or columns) beyond a lazy stack's visible window that are built in advance.
    public static let prefetchMargin = 2

    public private(set) var size: Size
    /// Whether rules 3, 4 and 5 hold (`.default`) or not, to model the original app's failure
    /// (`.naive`); fixed for the engine's life, since what a stack remembers under one policy
    /// is not what the other expects.
    public let policy: LayoutPolicy
    public private(set) var canvas: Canvas
    /// The canvas of the frame before `canvas`, whose grid the next frame draws into once
    /// nothing else holds it (the run loop keeps the frame on screen until the next is
    /// written): two grids serve every frame, rather than a new one touched each time.
    private var spareCanvas: Canvas?
    /// Where the last frame's canvas differs from the one before it (frame `frameCount - 1`).
    public private(set) var damage = CanvasDamage(spans: [], changedCells: 0)
    public internal(set) var stats = FrameStats()
    /// The diagnostics of the last frame (empty when it settled and nothing was amiss).
    public internal(set) var diagnostics: [LayoutDiagnostic] = []
    /// Diagnostics recorded since the engine started.
    public internal(set) var diagnosticCount = 0
    public private(set) var frameCount = 0
    /// The keys of the `.reportsVisibility` elements the last frame drew, in drawing order
    /// (for a column of rows, top to bottom).
    public internal(set) var visibleKeys: [AnyHashable] = []

    var root: Node?
    var focusState = FocusState()
    var textEditing = TextEditingState()
    var scrollRequests = ScrollRequests()

    // Per-frame bookkeeping.
    var needsAnotherPass = false
    /// Counts frames begun, so per-node "already done this frame" marks need no set.
    var frameNumber = 0
    /// Counts evaluations of the page: a kept lazy child made since the last one is current.
    var evaluationNumber = 0
    var pass = 0
    /// Nodes that changed in this frame, for the diagnostic.
    var unsettledNodes = UnsettledNodes()
    /// Scroll views placed this frame: their anchors are taken from the final layout.
    var scrollViewsPlaced: [Node] = []
    /// Whether this frame leaves a node where the last frame placed it, when it is given the
    /// same rectangle, proposal and visible area and nothing below it was marked since
    /// (`prepareToKeepLastPlacement()`). Tests turn `keepsPlacementAcrossFrames` off to place every
    /// frame whole and compare.
    var keepsPlacement = false
    var keepsPlacementAcrossFrames = true
    /// The screen's size and the focused control when the last frame placed its nodes.
    var lastPlacement: (size: Size, focus: Int?)?
    /// For the lazy stacks holding a scroll view's anchor or target, while that scroll view
    /// places its content: the index to lay the window out from.
    var lazyWindowAnchors: [ObjectIdentifier: Int] = [:]
    /// While a scroll view places its content: how much further it was asked to scroll than
    /// the content's length by the extents so far let it (a request for a shelf near the end,
    /// whose shelves below are estimated short), along its axis. The lazy stacks along that
    /// axis build that much past the screen, so that the next pass knows the length the
    /// request needs, rather than learning it a child a pass.
    var scrollShortfall: (axis: Axis, rows: Int)?
    /// Duplicate ids already reported this frame, by stack identity and id.
    var reportedDuplicates: Set<DuplicateKey> = []

    struct DuplicateKey: Hashable {
        let stack: Int
        let id: ElementID
    }

    public init(size: Size, policy: LayoutPolicy = .default) {
        self.size = size
        self.policy = policy
        canvas = Canvas(size: size)
    }

    /// A new terminal size: everything is measured again for the new proposals.
    public func resize(to newSize: Size) {
        size = newSize
    }

    /// Reconciles `element` with the retained tree, lays it out within the pass bound, and
    /// draws it. Returns the new canvas.
    @discardableResult
    public func render(_ view: some View) -> Canvas {
        beginFrame()
        evaluationNumber += 1
        textEditing.editedTexts.removeAll()
        let element = view.element
        root = reconcile(root, with: element, identity: 0, position: 0, parent: nil)
        return layoutAndDraw(evaluated: true)
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
        unsettledNodes.removeAll()
        scrollViewsPlaced.removeAll()
        reportedDuplicates.removeAll()
    }

    private func layoutAndDraw(evaluated: Bool = false) -> Canvas {
        guard let root else { return canvas }
        let screen = Rect(origin: .zero, size: size)
        var settled = false
        keepsPlacement = !evaluated && prepareToKeepLastPlacement()
        lastPlacement = (size, focusState.identity)
        for passNumber in 1...max(1, passBound) {
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
        if !settled { reportUnsettled() }
        if evaluated { keepFocusByID() }
        resolveEdgeFocus()
        finishScrollViews()
        if let id = focusState.pendingID {
            focusState.focusableCache = nil
            focusState.pendingFrames -= 1
            if focus(id: id) || focusState.pendingFrames <= 0 { focusState.pendingID = nil }
        }
        var next: Canvas
        if var spare = spareCanvas, spare.size == size {
            spareCanvas = nil
            spare.clear(linksOf: canvas)
            next = spare
        } else {
            next = Canvas(size: size, linksOf: canvas)
        }
        visibleKeys.removeAll(keepingCapacity: true)
        draw(root, into: &next, style: .plain)
        damage = next.damage(since: canvas)
        stats.cellsChanged = damage.changedCells
        spareCanvas = canvas
        canvas = next
        frameCount += 1
        checkInvariants()
        return canvas
    }

    /// Records that a node's layout changed in this pass (a size, an offset), for the
    /// diagnostic if the frame runs out of passes.
    func noteUnsettled(_ node: Node, _ value: UnsettledNodes.Value) {
        unsettledNodes.note(node, value, pass: pass)
    }

    /// Enough values to show an oscillation, few enough to read.
    static let maxRecordedValues = 2 * maxPassesPerFrame

    /// Every node that still changed in the last pass, by its path.
    private func reportUnsettled() {
        let blamed = unsettledNodes.blamed(in: pass).map { (path: $0.node.path, values: $0.values) }
        for (path, values) in blamed.sorted(by: { $0.path < $1.path }) {
            report(LayoutDiagnostic(nodePath: path, problem: .unsettled(values: values, passes: pass)))
        }
    }

    func report(_ diagnostic: LayoutDiagnostic) {
        diagnostics.append(diagnostic)
        diagnosticCount += 1
    }

    /// Children of `stack` share `id`: reported once per frame.
    func reportDuplicate(in stack: Node, id: ElementID, positions: [Int]) {
        guard reportedDuplicates.insert(DuplicateKey(stack: stack.identity, id: id)).inserted else { return }
        report(LayoutDiagnostic(nodePath: stack.path, problem: .duplicateID(id.description, positions: positions)))
    }
}
