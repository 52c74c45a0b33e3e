import Layout

/// What the run loop has done, for `stats` over automation and for the bench.
public struct MainLoopStats: Sendable, Codable, Equatable {
    public var framesDrawn = 0
    public var layoutPasses = 0
    public var diagnostics = 0
    public var bytesWritten = 0
    public var loopIterations = 0
    /// Bytes read from the terminal, its answers to the loop's questions included.
    public var inputBytesRead = 0
    /// Keys, pastes, mouse reports and focus changes read from the terminal, not counting its
    /// answers to the loop's questions: automation knows by it that keys it sent have been read
    /// (a late answer to the graphics question is no key of its).
    public var inputEventsRead = 0
    /// Frames drawn although nothing had happened (should stay 0).
    public var idleFrames = 0
    /// Microseconds spent in each phase since the start.
    public var phaseMicroseconds: [String: Int] = [:]
    /// Microseconds spent in every phase but sleeping, since the start.
    public var busyMicroseconds: Int { phaseMicroseconds.values.reduce(0, +) }
    /// The engine's counts for the last frame drawn.
    public var lastFrame = FrameStats()
    /// What the last frame wrote to the terminal.
    public var lastFrameBytes = 0
    /// When the last frame was written (uptime in nanoseconds): the bench times up to a frame,
    /// not up to the end of the sleep that followed it.
    public var lastFrameFinished: UInt64 = 0
    /// The main thread's time in every phase when the last frame was written, in
    /// microseconds: the bench counts a frame's time up to it, and what the same wake-up
    /// handled after the frame (messages, input) toward the next.
    public var busyMicrosecondsAtLastFrame = 0
    /// When a scheduled action (a debounce) last ran (uptime in nanoseconds): the bench times
    /// a search from its debounce firing.
    public var lastDeadlineFired: UInt64 = 0

    public init() {}
}

/// The main thread's phases, as the run loop marks them and the sampler counts them.
public enum MainLoopPhase: UInt8, CaseIterable, Sendable {
    case idle, input, state, layout, draw, flush

    /// Spelled out: `String(describing:)` reflects on the value, and the loop names a phase
    /// several times per wake-up.
    public var name: String {
        switch self {
        case .idle: "idle"
        case .input: "input"
        case .state: "state"
        case .layout: "layout"
        case .draw: "draw"
        case .flush: "flush"
        }
    }
}
