/// What the run loop has done, for `stats` over automation and for the bench.
public struct RunLoopStats: Sendable, Codable, Equatable {
    public var framesDrawn = 0
    public var layoutPasses = 0
    public var diagnostics = 0
    public var bytesWritten = 0
    public var loopIterations = 0
    /// Microseconds spent in each phase since the start.
    public var phaseMicroseconds: [String: Int] = [:]
    public var lastFrame = LastFrame()

    public struct LastFrame: Sendable, Codable, Equatable {
        public var passes = 0
        public var nodesMeasured = 0
        public var nodesBuilt = 0
        public var nodesReused = 0
        public var cellsChanged = 0
        public var bytesWritten = 0
    }

    public init() {}
}

/// The main thread's phases, as the run loop marks them and the sampler counts them.
public enum RunLoopPhase: UInt8, CaseIterable, Sendable {
    case idle, input, state, layout, draw, flush

    var name: String { String(describing: self) }
}
