import Browsing
import Synchronization
import TestThreads
import Testing

@testable import Screens

/// The page's own retries while the server is away, on a clock the test ticks by hand: the
/// waits, the countdown, and that the clock asks for a tick only while a countdown runs.
@Suite("Automatic retry and its clock", .testThreads)
struct AutomaticRetryTests {
    /// Counts the ticks the clock asks for and keeps them as posted; the test delivers them.
    final class HeldTicks: HydrationExecutor {
        private let asks = Mutex(0)
        let posted = Mutex<[RetryClock.Tick]>([])
        var now: UInt64 { 0 }
        func run(_ work: @escaping @Sendable () -> Void) { work() }
        func run(at deadline: UInt64, _ work: @escaping @Sendable () -> Void) {
            asks.withLock { $0 += 1 }
            work()
        }
        var asked: Int { asks.withLock { $0 } }
    }

    /// A clock on held ticks, and a retry that counts its runs.
    private final class Rig {
        let executor = HeldTicks()
        var retries = 0
        lazy var clock = RetryClock(executor: executor) { [executor] tick in
            executor.posted.withLock { $0.append(tick) }
        }
        lazy var retry = AutomaticRetry(clock: clock) { [unowned self] in retries += 1 }

        /// Delivers the tick posted last, as the loader would on the main thread.
        func tick() {
            guard let tick = executor.posted.withLock({ $0.popLast() }) else { return }
            clock.tick(tick)
        }
    }

    private let away = CatalogFailure(description: "Offline", isTransient: true)

    @Test("the waits double from 1 s to 30 s while the server stays away, and start again after a success")
    func backOff() {
        let rig = Rig()
        var waits: [Int] = []
        for _ in 0..<8 {
            rig.retry.failed(away)
            guard case .inSeconds(let seconds) = rig.retry.state else {
                Issue.record("a countdown runs")
                return
            }
            waits.append(seconds)
            let before = rig.retries
            for left in stride(from: seconds - 1, through: 1, by: -1) {
                rig.tick()
                #expect(rig.retry.state == .inSeconds(left))
            }
            rig.tick()
            #expect(rig.retries == before + 1)
            #expect(rig.retry.state == .now, "the retry is under way")
        }
        #expect(waits == [1, 2, 4, 8, 16, 30, 30, 30])
        rig.retry.succeeded()
        #expect(rig.retry.failure == nil && rig.retry.state == nil)
        rig.retry.failed(away)
        #expect(rig.retry.state == .inSeconds(1))
    }

    @Test("a server that says how long to wait is waited for that long, then the waits go on doubling")
    func serverSaysHowLong() {
        let rig = Rig()
        rig.retry.failed(CatalogFailure(description: "Busy", isTransient: true, retryAfter: 59))
        #expect(rig.retry.state == .inSeconds(59))
        for _ in 0..<59 { rig.tick() }
        #expect(rig.retries == 1)
        rig.retry.failed(CatalogFailure(description: "Busy", isTransient: true, retryAfter: 0.5))
        #expect(rig.retry.state == .inSeconds(2), "the back-off, longer than half a second, wins")
    }

    @Test("a lasting failure starts no countdown and asks for no tick; Retry clears it and loads")
    func lastingFailure() {
        let rig = Rig()
        rig.retry.failed(CatalogFailure(description: "The server answered 400"))
        #expect(rig.retry.state == nil)
        #expect(rig.executor.asked == 0)
        rig.retry.retryNow()
        #expect(rig.retries == 1)
        #expect(rig.retry.failure == nil)
    }

    @Test("one tick is asked for at a time, none once nothing counts down; r runs every countdown at once")
    func ticksOnlyWhileCounting() {
        let rig = Rig()
        let other = AutomaticRetry(clock: rig.clock) {}
        rig.retry.failed(away)
        other.failed(away)
        #expect(rig.executor.asked == 1)
        #expect(rig.clock.runAllNow())
        #expect(rig.retries == 1)
        #expect(rig.retry.state == .now && other.state == .now)
        rig.tick()
        #expect(rig.executor.asked == 1, "a tick of the stopped run asks for no other")
        #expect(!rig.clock.runAllNow())

        rig.retry.failed(away)
        rig.retry.stop()
        rig.tick()
        #expect(rig.executor.asked == 2, "a countdown stopped (the page left) leaves the clock still")
        #expect(rig.retries == 1)
    }
}
