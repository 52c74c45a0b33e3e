/// Deterministic counts of the work one frame did; tests assert them, the bench reports them.
public struct FrameStats: Equatable, Sendable, Codable {
    /// Measure-and-place passes over the tree this frame, wherever they happened (1 when
    /// nothing had to be placed again). A pass after the first places only what changed.
    public var passes = 0
    /// Nodes whose size had to be computed (a cache miss), counted once per node per frame.
    public var nodesMeasured = 0
    /// Sizes computed this frame, all nodes and proposals together: how often the engine
    /// had to ask a node anything it had not cached.
    public var measurements = 0
    /// The most sizes any one node computed this frame: deep nesting must not multiply it.
    public var mostMeasurementsOfOneNode = 0
    /// Nodes created from elements this frame.
    public var nodesBuilt = 0
    /// Existing nodes whose element was unchanged and whose subtree was kept as it was.
    public var nodesReused = 0
    /// Node placements this frame (a node placed in two passes counts twice).
    public var nodesPlaced = 0
    /// Nodes drawn into the canvas this frame: those placed and on screen, or of no size.
    public var nodesDrawn = 0
    /// Cells that differ from the previous frame's canvas.
    public var cellsChanged = 0
    /// Walks of the laid-out tree to find the focused control, whose cost grows with the page:
    /// at most one a frame while it is not on screen.
    public var focusWalks = 0

    public init() {}
}
