import Glibc
import Layout
import Terminal
import TextFormatting

/// One phase of one scenario at one viewport, as measured: what `bench --json` prints, one
/// object a line. Figures that belong to one kind of phase only are absent from the others.
struct VerificationPhase: Codable, Equatable {
    enum Kind: String, Codable, CaseIterable {
        case open
        case expandAll = "expand all"
        case scrollToBottom = "scroll to bottom"
        case largestShelfToEnd = "largest shelf to end"
        case idle = "idle window"
        case fastScroll = "fast scroll"
    }

    /// The loop's phases the main thread's time is split into (it sleeps in the others).
    static let loopPhases: [MainLoopPhase] = [.input, .state, .layout, .draw, .flush]

    let scenario: String
    let page: String
    /// "200x60".
    let viewport: String
    let covers: Bool
    let phase: Kind
    /// From the phase's start (for open, the spawn) to the loop idle again.
    var wallMs: Double
    /// The main thread's busy time over the phase, by loop phase.
    var mainThreadMs: [String: Double]
    var frames: Int
    var layoutPasses: Int
    var maxPassesPerFrame: Int
    var passBound: Int
    var nodesBuilt: Int
    var bytesWritten: Int
    var diagnostics: Int
    var firstDiagnostic: String?
    /// Whether the action got where it aims (the page's end, the carousel's last card).
    var reachedEnd: Bool?
    /// Open: from the spawn (in-process, from the start) to the first complete frame.
    var firstFrameMs: Double?
    /// The action's own frame: the main thread from the action to that frame written.
    var actionFrameMs: Double?
    /// The main thread's CPU time over the same span: less than `actionFrameMs` when the
    /// thread waited for a core (the application's own workers run beside it).
    var actionFrameCPUMs: Double?
    /// Expand all: the shelves opened; largest shelf to end: its key.
    var shelves: Int?
    var shelf: String?
    /// Idle window: its length and the process's CPU time over it.
    var idleSeconds: Double?
    var cpuMs: Double?
    /// Fast scroll: the wheel events sent, the main thread per frame, the covers made meanwhile
    /// and where, what the sampler saw (1 ms samples by phase), the process's peak memory
    /// (with the covers this run drew, and in a run without covers).
    var events: Int?
    var frameP50Ms: Double?
    var frameP99Ms: Double?
    var coversDecoded: Int?
    var coversDecodedOnMainThread: Int?
    var sampled: [String: Int]?
    var peakMemoryMB: Double?
    var peakMemoryNoCoversMB: Double?
    /// The targets the figures are held to, each with its verdict.
    var targets: [VerificationTarget] = []

    var mainThreadTotalMs: Double { mainThreadMs.values.reduce(0, +) }

    var misses: [VerificationTarget] { targets.filter { !$0.met } }

    /// The phase with the targets it is held to set beside its figures (no layout diagnostics,
    /// passes within the bound, the first complete frame and each action's frame in time, an
    /// idle window that draws nothing, fast scrolling's frames in time with no cover decoded on
    /// the main thread, peak memory without covers): the main-thread targets of the page
    /// actions hold at 200×60.
    func judged(at viewport: VerificationViewport) -> VerificationPhase {
        var judged = self
        var targets: [VerificationTarget] = []
        if phase != .idle {
            targets.append(.exactly("layout diagnostics", Double(diagnostics), 0))
            targets.append(.atMost("most layout passes in a frame", Double(maxPassesPerFrame), Double(passBound)))
        }
        switch phase {
        case .open:
            if let firstFrameMs {
                targets.append(.atMost("first complete frame from spawn", firstFrameMs, 50, unit: "ms"))
            }
        case .expandAll, .scrollToBottom, .largestShelfToEnd:
            if let actionFrameMs, viewport.size == VerificationViewport.ipad.size {
                targets.append(.atMost("the action's frame, main thread", actionFrameMs, 5, unit: "ms"))
            }
            if let reachedEnd { targets.append(.reached(reachedEnd)) }
        case .idle:
            targets.append(.exactly("frames drawn", Double(frames), 0))
            targets.append(.exactly("layout passes", Double(layoutPasses), 0))
            if let cpuMs {
                targets.append(.atMost("CPU time (1 tick)", cpuMs, Self.tickMilliseconds, unit: "ms"))
            }
        case .fastScroll:
            if let frameP99Ms { targets.append(.atMost("main thread per frame, p99", frameP99Ms, 2, unit: "ms")) }
            if let onMain = coversDecodedOnMainThread {
                targets.append(.exactly("covers decoded on the main thread", Double(onMain), 0))
            }
            if let peakMemoryNoCoversMB {
                targets.append(.atMost("peak memory without covers", peakMemoryNoCoversMB, 40, unit: "MB"))
            }
        }
        judged.targets = targets
        return judged
    }

    /// One tick of the kernel's CPU accounting, in milliseconds.
    static let tickMilliseconds = 1_000 / Double(sysconf(Int32(_SC_CLK_TCK)))
}

/// A target a figure is held to and whether the figure met it.
struct VerificationTarget: Codable, Equatable {
    let figure: String
    let value: Double
    /// "ms", "MB", or empty for a count; "yes/no" for a condition (1 is yes).
    let unit: String
    /// The figure must equal the limit, else be at most the limit.
    let exact: Bool
    let limit: Double
    let met: Bool

    static func atMost(_ figure: String, _ value: Double, _ limit: Double, unit: String = "") -> VerificationTarget {
        VerificationTarget(figure: figure, value: value, unit: unit, exact: false, limit: limit, met: value <= limit)
    }

    static func exactly(_ figure: String, _ value: Double, _ limit: Double) -> VerificationTarget {
        VerificationTarget(figure: figure, value: value, unit: "", exact: true, limit: limit, met: value == limit)
    }

    static func reached(_ reached: Bool) -> VerificationTarget {
        VerificationTarget(
            figure: "reached the end", value: reached ? 1 : 0, unit: "yes/no", exact: true, limit: 1, met: reached)
    }

    /// "first complete frame from spawn 23.4 ms ≤ 50 ms".
    var text: String { "\(figure) \(Self.format(value, unit)) \(exact ? "=" : "≤") \(Self.format(limit, unit))" }

    static func format(_ value: Double, _ unit: String) -> String {
        switch unit {
        case "": value == value.rounded() ? String(Int(value)) : Printf.string("%.1f", value)
        case "yes/no": value == 1 ? "yes" : "no"
        default:
            Printf.string(value == value.rounded() ? "%.0f" : value < 10 ? "%.2f" : "%.1f", value) + " " + unit
        }
    }
}
