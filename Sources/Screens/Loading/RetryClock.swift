import Browsing

/// The one clock behind every countdown to an automatic retry. It ticks once a second, and only
/// while a countdown runs: a page waiting for its server costs one frame a second (the
/// countdown on screen changes), and nothing at all once everything has loaded — the run loop
/// sleeps as it does on an idle page.
///
/// A tick is a message from the loader's executor, like a catalog result, so the main thread
/// never waits for it and the run loop has no deadline of its own for it.
final class RetryClock {
    /// What the executor posts each second: a tick of a run of the clock that has since been
    /// restarted is ignored.
    struct Tick: Sendable {
        let run: Int
    }

    private struct Countdown {
        var secondsLeft: Int
        let action: () -> Void
    }

    private let executor: any HydrationExecutor
    private let send: @Sendable (Tick) -> Void
    private var countdowns: [Int: Countdown] = [:]
    private var nextID = 0
    /// Whether a tick of the current run is on its way: at most one ever is.
    private var ticking = false
    /// The current run: a clock that had nothing to count, or whose countdowns all ran at
    /// once, starts a new one, so every countdown's first second is a whole second.
    private var run = 0

    init(executor: any HydrationExecutor, tick: @escaping @Sendable (Tick) -> Void) {
        self.executor = executor
        send = tick
    }

    /// Runs `action` on the main thread after `seconds` ticks; returns the countdown's id.
    func start(seconds: Int, _ action: @escaping () -> Void) -> Int {
        if countdowns.isEmpty { restart() }
        nextID += 1
        countdowns[nextID] = Countdown(secondsLeft: max(1, seconds), action: action)
        scheduleTick()
        return nextID
    }

    /// The countdown will not run its action.
    func cancel(_ id: Int) { countdowns[id] = nil }

    /// How many countdowns run, on pages in sight or not.
    var running: Int { countdowns.count }

    /// The seconds a running countdown has left, or nil when it is not running.
    func secondsLeft(_ id: Int) -> Int? { countdowns[id]?.secondsLeft }

    /// Every countdown's action now (`r`); returns whether there was any.
    @discardableResult
    func runAllNow() -> Bool {
        let due = countdowns.sorted { $0.key < $1.key }.map(\.value.action)
        countdowns.removeAll()
        restart()
        for action in due { action() }
        return !due.isEmpty
    }

    /// A second has passed: each countdown comes one closer, those at zero run.
    func tick(_ tick: Tick) {
        guard tick.run == run else { return }
        ticking = false
        var due: [(id: Int, action: () -> Void)] = []
        for (id, var countdown) in countdowns {
            countdown.secondsLeft -= 1
            if countdown.secondsLeft > 0 {
                countdowns[id] = countdown
            } else {
                countdowns[id] = nil
                due.append((id, countdown.action))
            }
        }
        for entry in due.sorted(by: { $0.id < $1.id }) { entry.action() }
        scheduleTick()
    }

    private func restart() {
        run += 1
        ticking = false
    }

    private func scheduleTick() {
        guard !ticking, !countdowns.isEmpty else { return }
        ticking = true
        let send = send
        let tick = Tick(run: run)
        executor.run(at: executor.now + 1_000_000_000) { send(tick) }
    }
}
