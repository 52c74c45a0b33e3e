import Dispatch
import FoundationEssentials
import Glibc
import Keys
import Layout

/// The main thread's loop: it sleeps in `poll()` on the terminal, a signal pipe, a wake-up
/// pipe and automation sockets, and draws a frame only after something invalidated the
/// page or its layout. No timer ticks while idle: the only timeouts are pending deadlines
/// (the escape-key disambiguation, debounces), which exist only while pending.
public final class MainLoop {
    public let engine: LayoutEngine
    public let backend: TerminalBackend
    public let sampler = PhaseSampler()
    public private(set) var stats = MainLoopStats()
    public var encoder: FrameEncoder
    /// What each key does: the loop's bindings it performs, and the application's, which the
    /// application reads from here. Fixed for the loop's life, so the copy the application
    /// keeps for what it shows (the hints, the `?` panel) is always the same table.
    public let keyMap: KeyMap

    weak var application: MainLoopApplication?
    private var decoder = InputDecoder()
    private var previous: Canvas?
    var needsEvaluation = true
    var needsLayout = false
    /// Whether input made the change waiting to be laid out, not only a message from outside
    /// (a cover arriving): input after it means what it would mean a frame later.
    var inputAwaitsLayout = false
    /// A layout made for keys typed ahead, not drawn yet.
    private var hasUndrawnLayout = false
    /// Whether something changed since the last frame was drawn.
    var owesFrame: Bool { needsEvaluation || needsLayout || hasUndrawnLayout }
    private var running = false
    private var exitStatus: Int32 = 0
    private let signals: SignalPipe?
    private var deadlines: [(at: UInt64, action: () -> Void)] = []
    private var lastWakeHadCause = true
    /// The graphics probe under way, if any.
    var graphicsProbe: PendingGraphicsProbe?
    /// Attached to its application and, when run, the terminal entered: questions may go out.
    var attached = false
    /// The images on the terminal (kitty, sixel), beside its cells in `previous`.
    private var images = ImageLayer()
    /// The engine's frame number of `previous`.
    private var previousFrameCount = -1
    /// One buffer for every frame's bytes, its capacity kept.
    private var frameBytes: [UInt8] = []
    /// A frame goes to the terminal a slice at a time as it is encoded: the terminal starts on
    /// the first slice while the rest is made, and the buffer stays a slice long, where a
    /// whole screen of truecolour art would fault in many fresh pages.
    static let frameSliceBytes = 16_384
    private lazy var frameSlices: ANSIWriter.Slices = (Self.frameSliceBytes, { [unowned self] in self.writeSlice($0) })
    /// What the current frame wrote so far, and the time its slices took to write.
    private var frameWritten = 0
    private var sliceNanoseconds: UInt64 = 0
    var control: ControlServer?

    public init(backend: TerminalBackend, encoder: FrameEncoder, handleSignals: Bool, keyMap: KeyMap = .standard) {
        self.backend = backend
        self.encoder = encoder
        self.keyMap = keyMap
        engine = LayoutEngine(size: backend.size)
        signals = handleSignals ? SignalPipe(terminal: backend is TTYTerminal) : nil
    }

    /// Serves automation requests on a Unix socket at `path` (owner-only permissions).
    public func listen(onControlSocket path: String) throws {
        control = try ControlServer(path: path)
    }

    // MARK: Scheduling on the main thread

    /// Runs `action` on the main thread after `seconds` (a debounce); the loop sleeps until then.
    public func schedule(after seconds: Double, _ action: @escaping () -> Void) {
        deadlines.append((DispatchTime.now().uptimeNanoseconds + UInt64(seconds * 1e9), action))
    }

    public func invalidate() { needsEvaluation = true }

    public func invalidateLayout() { needsLayout = true }

    public func quit(status: Int32 = 0) {
        exitStatus = status
        running = false
    }

    /// A new size for a headless terminal (automation's "resize").
    public func resize(to size: Size) {
        (backend as? HeadlessTerminal)?.resize(to: size)
        handleResize()
    }

    // MARK: The loop

    /// Attaches the application without running: for driving the loop one `iterate` at a
    /// time (the bench, tests).
    public func start(_ application: MainLoopApplication) {
        self.application = application
        needsEvaluation = true
        attached = true
        sendGraphicsQuestion()
    }

    public func run(_ application: MainLoopApplication) -> Int32 {
        self.application = application
        backend.enter()
        attached = true
        sendGraphicsQuestion()
        running = true
        while running { iterate(timeoutMilliseconds: nil) }
        leaveTerminal()
        control?.close()
        sampler.stop()
        return exitStatus
    }

    /// One pass: draw if invalidated, then sleep until input, a signal, a wake-up, a request
    /// or the next deadline (at most `timeoutMilliseconds` when given), and handle it.
    public func iterate(timeoutMilliseconds: Int32?) {
        stats.loopIterations += 1
        if owesFrame {
            // A frame with nothing behind it (the last wake-up was a bare timeout) is an idle
            // frame: there should never be any.
            if !lastWakeHadCause { stats.idleFrames += 1 }
            drawFrame()
        }
        control?.answerWaits(loop: self)
        sampler.mark(.idle)
        var fds: [pollfd] = []
        if let input = backend.inputDescriptor { fds.append(pollfd(fd: input, events: Int16(POLLIN), revents: 0)) }
        if let signals { fds.append(pollfd(fd: signals.readFD, events: Int16(POLLIN), revents: 0)) }
        let inbox = application?.inbox
        if let inbox { fds.append(pollfd(fd: inbox.wakeup.readFD, events: Int16(POLLIN), revents: 0)) }
        let now = DispatchTime.now().uptimeNanoseconds
        fds.append(contentsOf: control?.pollDescriptors(at: now) ?? [])
        let queuedRequests = control?.hasQueuedRequests == true
        let timeout = sleepLimit(requested: timeoutMilliseconds, queuedRequests: queuedRequests, now: now)
        let ready = poll(&fds, nfds_t(fds.count), timeout)
        sampler.mark(.input)
        let started = DispatchTime.now().uptimeNanoseconds
        if ready > 0 {
            for entry in fds where entry.revents != 0 {
                if entry.fd == backend.inputDescriptor {
                    readInput()
                } else if entry.fd == signals?.readFD {
                    handleSignals()
                } else if let inbox, entry.fd == inbox.wakeup.readFD {
                    inbox.wakeup.drain()
                    takeMessages()
                }
            }
        }
        control?.handle(fds.filter { $0.revents != 0 }, loop: self)
        let deadlineFired = runDueDeadlines()
        lastWakeHadCause = ready > 0 || deadlineFired || queuedRequests
        addTime(.input, since: started)
    }

    /// How long `poll` may sleep, in milliseconds; -1 until something happens, which is
    /// every idle sleep: no deadline, no request queued, nothing awaited.
    ///
    /// Automation's `wait` is the one thing that must notice background work ending without a
    /// message: the last of that work is counted done just after its message woke the loop
    /// (a cover delivered, a batch handed over), or it ends with no message at all (a cover
    /// nobody wants any more). So while a `wait` is outstanding the loop looks again every
    /// `waitRecheck` milliseconds. Whether the application is busy is not asked again here: its
    /// work may have ended since the wait was found unanswerable, and the loop would then sleep
    /// with the wait unanswered. A wait is answered at the first look that finds the loop idle,
    /// so nothing sleeps with a timeout once idle.
    func sleepLimit(requested: Int32?, queuedRequests: Bool, now: UInt64) -> Int32 {
        var timeout = queuedRequests ? 0 : requested ?? -1
        if control?.isWaiting == true {
            timeout = timeout < 0 ? Self.waitRecheck : min(timeout, Self.waitRecheck)
        }
        let pending = [decoder.deadline, graphicsProbe?.deadline, control?.deadline].compactMap { $0 }
        if let next = (deadlines.map(\.at) + pending).min() {
            let wait = Int32(min(Int(Int32.max), Int((next > now ? next - now : 0) / 1_000_000) + 1))
            timeout = timeout < 0 ? wait : min(timeout, wait)
        }
        return timeout
    }

    /// See `sleepLimit`: short, as a `wait` is answered this long after the work ends at most.
    static let waitRecheck: Int32 = 5

    private func addTime(_ phase: MainLoopPhase, since start: UInt64) {
        stats.phaseMicroseconds[phase.name, default: 0] += Int((DispatchTime.now().uptimeNanoseconds - start) / 1_000)
    }

    /// Evaluates the application if its state changed and lays the frame out, without drawing.
    func layOut() {
        var start = DispatchTime.now().uptimeNanoseconds
        if needsEvaluation, let application {
            sampler.mark(.state)
            let element = application.body()
            addTime(.state, since: start)
            start = DispatchTime.now().uptimeNanoseconds
            sampler.mark(.layout)
            engine.render(element)
        } else {
            sampler.mark(.layout)
            engine.render()
        }
        addTime(.layout, since: start)
        needsEvaluation = false
        needsLayout = false
        inputAwaitsLayout = false
        hasUndrawnLayout = true
        stats.layoutPasses += engine.stats.passes
        stats.diagnostics += engine.diagnostics.count
    }

    private func drawFrame() {
        if needsEvaluation || needsLayout { layOut() }
        hasUndrawnLayout = false
        var start = DispatchTime.now().uptimeNanoseconds
        sampler.mark(.draw)
        let imageUpdate = images.update(
            to: engine.canvas.images, fullRedraw: FrameEncoder.isFullRedraw(of: engine.canvas, after: previous))
        // The engine found the frame's damage against its previous frame: the one on screen,
        // unless something rendered in between.
        let damage = previousFrameCount == engine.frameCount - 1 ? engine.damage : nil
        (frameWritten, sliceNanoseconds) = (0, 0)
        encoder.encode(
            engine.canvas, previous: previous, damage: damage, images: imageUpdate, into: &frameBytes,
            handingOn: frameSlices)
        addTime(.draw, since: start + sliceNanoseconds)
        start = DispatchTime.now().uptimeNanoseconds
        sampler.mark(.flush)
        if !frameBytes.isEmpty { frameWritten += backend.write(frameBytes) }
        addTime(.flush, since: start - sliceNanoseconds)
        let written = frameWritten
        previous = engine.canvas
        previousFrameCount = engine.frameCount
        stats.framesDrawn += 1
        stats.bytesWritten += written
        stats.lastFrame = engine.stats
        stats.lastFrameBytes = written
        stats.lastFrameFinished = DispatchTime.now().uptimeNanoseconds
        stats.busyMicrosecondsAtLastFrame = stats.busyMicroseconds
        application?.didDraw(engine)
    }

    /// A slice of the frame being encoded, written: its time is the flush's, not the draw's.
    private func writeSlice(_ bytes: [UInt8]) {
        sampler.mark(.flush)
        let start = DispatchTime.now().uptimeNanoseconds
        frameWritten += backend.write(bytes)
        sliceNanoseconds += DispatchTime.now().uptimeNanoseconds - start
        sampler.mark(.draw)
    }

    // MARK: Input

    /// The images deleted and the terminal put back as it was.
    private func leaveTerminal() {
        let closing = images.clear()
        if !closing.isEmpty { backend.write(closing) }
        backend.leave()
    }

    private func readInput() {
        let bytes = backend.read()
        guard !bytes.isEmpty else {
            quit(status: 0)
            return
        }
        stats.inputBytesRead += bytes.count
        dispatchRead(decoder.feed(bytes, at: DispatchTime.now().uptimeNanoseconds))
    }

    /// Events read from the terminal, counted (but for its answers) and dispatched.
    private func dispatchRead(_ events: [InputEvent]) {
        for event in events {
            if case .reply = event { continue }
            stats.inputEventsRead += 1
        }
        dispatch(events)
    }

    /// Input from automation's "key": decoded exactly like terminal bytes.
    public func inject(_ bytes: [UInt8]) {
        lastWakeHadCause = true
        dispatch(decoder.feed(bytes))
        dispatch(decoder.flushPendingEscape())
    }

    // MARK: Signals, wake-ups, deadlines

    private func handleSignals() {
        for signal in signals?.drain() ?? [] {
            switch signal {
            case SIGWINCH:
                handleResize()
            case SIGTSTP:
                suspend()
            case SIGCONT:
                previous = nil
                needsLayout = true
            default:
                quit(status: 128 + signal)
            }
        }
    }

    /// Ctrl-L: the whole screen is written again (after something else wrote over it).
    public func redraw() {
        previous = nil
        needsLayout = true
    }

    /// Ctrl-Z: the terminal goes back to how it was, the process stops (SIGSTOP, which even
    /// a process group without job control obeys), and on resume it is taken again and redrawn.
    public func suspend() {
        guard backend is TTYTerminal else { return }
        leaveTerminal()
        raise(SIGSTOP)
        backend.enter()
        previous = nil
        handleResize()
    }

    /// Gives the terminal to `body` (a program that draws in it: a terminal browser), as Ctrl-Z
    /// gives it to the shell: the terminal goes back to how it was, `body` runs to its end,
    /// then the terminal is taken again and drawn whole. The keys that signal in a normal
    /// terminal (Ctrl-C, Ctrl-\\) were the program's while it ran: their signals are let go.
    /// Nil, running nothing, when there is no terminal (headless).
    public func lendTerminal<T>(_ body: () -> T) -> T? {
        guard backend is TTYTerminal else { return nil }
        leaveTerminal()
        let result = body()
        backend.enter()
        for signal in signals?.drain() ?? [] where ![SIGINT, SIGQUIT, SIGWINCH, SIGTSTP, SIGCONT].contains(signal) {
            quit(status: 128 + signal)
        }
        previous = nil
        handleResize()
        return result
    }

    /// A new size is evaluated, not only laid out again: what a page shows may depend on the
    /// size (a "too small" notice).
    private func handleResize() {
        let size = backend.refreshSize()
        engine.resize(to: size)
        previous = nil
        needsEvaluation = true
    }

    private func takeMessages() {
        if application?.receiveMessages(loop: self) == true { needsEvaluation = true }
    }

    /// Runs what is due; returns whether anything was.
    private func runDueDeadlines() -> Bool {
        var fired = false
        let now = DispatchTime.now().uptimeNanoseconds
        if expireGraphicsProbe(at: now) { fired = true }
        if let escape = decoder.deadline, escape <= now {
            fired = true
            dispatchRead(decoder.expire(at: now))
        }
        let due = deadlines.filter { $0.at <= now }
        deadlines.removeAll { $0.at <= now }
        for deadline in due {
            stats.lastDeadlineFired = now
            deadline.action()
            needsEvaluation = true
            fired = true
        }
        return fired
    }

    /// What `isIdle` waits for, in words: for automation's `stats` when a wait runs long.
    public var pending: [String] {
        var parts: [String] = []
        if owesFrame { parts.append("a frame") }
        if !deadlines.isEmpty { parts.append("\(deadlines.count) deadlines") }
        if decoder.deadline != nil { parts.append("an escape sequence") }
        if graphicsProbe?.deadline != nil { parts.append("the graphics probe") }
        if let application, application.isBusy {
            let what = application.busyWith
            parts.append(what.isEmpty ? "work" : "work: " + what.joined(separator: "; "))
        }
        if application?.inbox?.isEmpty == false { parts.append("messages") }
        return parts
    }

    /// True when nothing is pending: no invalidation, no deadline, no queued message.
    public var isIdle: Bool {
        // The application's work ends by posting its result, so it is asked before the mailbox:
        // work that finishes in between has left its message there. Its own count of the work
        // may lag the message by a moment, which `sleepLimit` covers for automation's `wait`.
        !owesFrame && deadlines.isEmpty && decoder.deadline == nil
            && graphicsProbe?.deadline == nil
            && !(application?.isBusy ?? false) && application?.inbox?.isEmpty != false
    }
}
