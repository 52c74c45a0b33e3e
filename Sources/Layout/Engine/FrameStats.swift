/// Deterministic counts of the work one frame did; tests assert them, the bench reports them.
public struct FrameStats: Equatable, Sendable, Codable {
    /// Placement passes this frame needed (1 when nothing had to be re-placed).
    public var passes = 0
    /// Nodes whose size had to be computed (a cache miss), counted once per node per frame.
    public var nodesMeasured = 0
    /// Nodes created from elements this frame.
    public var nodesBuilt = 0
    /// Existing nodes whose element was unchanged and whose subtree was kept as it was.
    public var nodesReused = 0
    /// Nodes placed on screen this frame.
    public var nodesPlaced = 0
    /// Cells that differ from the previous frame's canvas.
    public var cellsChanged = 0

    public init() {}
}

/// A layout that did not settle within the pass bound: which node, and the sizes it went
/// through, so whoever wrote the view can see what fed back.
public struct LayoutDiagnostic: Equatable, Sendable, CustomStringConvertible {
    public let nodePath: String
    public let values: [String]
    public let passes: Int

    public var description: String {
        "Layout did not settle within \(passes) passes: \(nodePath) kept changing size (\(values.joined(separator: " → "))). "
            + "The last layout was kept. A view's size must depend only on its content and the proposal, "
            + "never on where it is placed; measure once and store the result, or give it a fixed frame."
    }
}
