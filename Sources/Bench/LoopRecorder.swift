import FoundationEssentials
import Layout
import Platform
import Terminal

/// The run loop's work over one phase of the verification, frame by frame: the loop is driven
/// one iteration at a time, and after every frame it draws its passes, the nodes it built and
/// the main thread's time since the frame before are kept.
final class LoopRecorder {
    let loop: MainLoop
    /// When the phase began (uptime in nanoseconds).
    let started: UInt64
    private let before: MainLoopStats
    /// Main-thread work the bench did outside the loop's phases on the user's behalf (input
    /// injected, a state change made), in microseconds by phase: the loop cannot see it.
    private var outside: [String: Int] = [:]
    private var busyAtLastFrame: Int
    /// The main thread's time from the frame before (or the phase's start) to each frame's end.
    private(set) var frameMilliseconds: [Double] = []
    /// The main thread's CPU time from the phase's start to its first frame's end: below that
    /// frame's time when the thread lost its core meanwhile.
    private var firstFrameCPUMilliseconds: Double?
    private let cpuStarted = ThreadCPUClock.seconds()
    private(set) var maxPasses = 0
    private(set) var nodesBuilt = 0
    /// The first diagnostic a frame of the phase recorded.
    private(set) var firstDiagnostic: String?

    init(_ loop: MainLoop, started: UInt64 = BenchClock.now()) {
        self.loop = loop
        self.started = started
        before = loop.stats
        busyAtLastFrame = loop.stats.busyMicroseconds
    }

    /// Runs `work` on the main thread as part of the phase, its time counted as `phase`.
    @discardableResult
    func outside<T>(_ phase: MainLoopPhase, _ work: () throws -> T) rethrows -> T {
        let start = BenchClock.now()
        defer { outside[phase.name, default: 0] += Int((BenchClock.now() - start) / 1_000) }
        return try work()
    }

    /// Input as the terminal would send it, decoded and handled as the loop handles it.
    func inject(_ text: String) { outside(.input) { loop.inject(Array(text.utf8)) } }

    /// One iteration of the loop; returns whether it drew a frame.
    @discardableResult
    func iterate(timeoutMilliseconds: Int32 = 1) -> Bool {
        let frames = loop.stats.framesDrawn
        loop.iterate(timeoutMilliseconds: timeoutMilliseconds)
        guard loop.stats.framesDrawn != frames else { return false }
        // Up to the frame's end: what the same wake-up handled after it is the next frame's.
        let busy = loop.stats.busyMicrosecondsAtLastFrame + outside.values.reduce(0, +)
        frameMilliseconds.append(Double(busy - busyAtLastFrame) / 1_000)
        if firstFrameCPUMilliseconds == nil {
            firstFrameCPUMilliseconds = (ThreadCPUClock.seconds() - cpuStarted) * 1_000
        }
        busyAtLastFrame = busy
        maxPasses = max(maxPasses, loop.engine.stats.passes)
        nodesBuilt += loop.engine.stats.nodesBuilt
        if firstDiagnostic == nil, let diagnostic = loop.engine.diagnostics.first { firstDiagnostic = "\(diagnostic)" }
        return true
    }

    /// Iterates until nothing is pending (loads arrived, covers made, the last frame drawn);
    /// returns when that was (uptime in nanoseconds).
    @discardableResult
    func runUntilIdle(_ what: String, within seconds: Double = 30) throws -> UInt64 {
        let deadline = BenchClock.now() + UInt64(seconds * 1e9)
        while !loop.isIdle {
            guard BenchClock.now() < deadline else { throw BenchError.unsettled(what) }
            iterate()
        }
        return BenchClock.now()
    }

    /// Iterates until a frame satisfies `shows`; returns when that frame was written.
    func runUntilFrame(_ what: String, within seconds: Double = 30, shows: (LayoutEngine) -> Bool) throws -> UInt64 {
        let deadline = BenchClock.now() + UInt64(seconds * 1e9)
        while BenchClock.now() < deadline {
            if iterate(), shows(loop.engine) { return loop.stats.lastFrameFinished }
        }
        throw BenchError.missingFrame(what)
    }

    /// What an action's phase cost from its start to now, with the action's own frame.
    func measureAction(_ kind: VerificationPhase.Kind, of run: VerificationRun.Identity) -> VerificationPhase {
        var phase = measure(kind, of: run)
        phase.actionFrameMs = frameMilliseconds.first
        phase.actionFrameCPUMs = firstFrameCPUMilliseconds
        return phase
    }

    /// What the phase cost from its start to now.
    func measure(_ kind: VerificationPhase.Kind, of run: VerificationRun.Identity) -> VerificationPhase {
        let after = loop.stats
        var mainThread: [String: Double] = [:]
        for phase in VerificationPhase.loopPhases {
            let microseconds =
                after.phaseMicroseconds[phase.name, default: 0] - before.phaseMicroseconds[phase.name, default: 0]
                + outside[phase.name, default: 0]
            mainThread[phase.name] = Double(microseconds) / 1_000
        }
        return VerificationPhase(
            scenario: run.scenario, page: run.page, viewport: run.viewport, covers: run.covers, phase: kind,
            wallMs: BenchClock.milliseconds(since: started), mainThreadMs: mainThread,
            frames: frameMilliseconds.count, layoutPasses: after.layoutPasses - before.layoutPasses,
            maxPassesPerFrame: maxPasses, passBound: LayoutEngine.maxPassesPerFrame, nodesBuilt: nodesBuilt,
            bytesWritten: after.bytesWritten - before.bytesWritten, diagnostics: after.diagnostics - before.diagnostics,
            firstDiagnostic: firstDiagnostic)
    }
}
