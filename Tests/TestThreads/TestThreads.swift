import Foundation
import Glibc
import Platform
import Synchronization
import Testing

/// Runs each test of a suite on the test threads, a pool of plain threads, and times it.
///
/// Swift's cooperative pool is as wide as the machine has cores (two here). Our tests block:
/// they wait for a process, a terminal or a server, and a test that blocks on the cooperative
/// pool holds one of its threads, so that two waiting tests stop every other test. On the test
/// threads a waiting test holds only its own thread while the cores serve the others.
///
/// Each test case's own time (from when its body starts on a thread to its end, not the time it
/// waited for a thread) is written, when `APPROACHNOTE_TEST_TIMES` names a file, as a line of
/// seconds, the test's id, its name and the CPU seconds of its thread, split by tabs. The CPU
/// time is that of the test's own code, not of the threads and processes it started, and none
/// for a test that moved between threads. The runner's own events time a test from when it was
/// queued, and every test is queued at the start: on two busy cores a test's own time is
/// mostly its turn, and its CPU time says what it costs.
///
/// ```swift
/// @Suite(.serialized, .testThreads)
/// struct TerminalSessionTests { … }
/// ```
public struct TestThreadsTrait: SuiteTrait, TestTrait, TestScoping {
    /// False for tests that wait without blocking (`async`): they stay on Swift's own pool,
    /// where a thread of ours would only make them wait their turn behind blocked tests.
    let onTestThreads: Bool
    /// Whether the tests go ahead of every test queued at the start (`testThreadsFirst`).
    var first = false

    public var isRecursive: Bool { true }

    /// Each test case, and each suite or test whose cases run one at a time (`.serialized`).
    public func scopeProvider(for test: Test, testCase: Test.Case?) -> Self? {
        testCase != nil || test.traits.contains { $0 is ParallelizationTrait } ? self : nil
    }

    public func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        guard testCase != nil else {
            return try await Self.$chain.withValue(Chain()) { try await function() }
        }
        // A suite within a suite of these: its tests are already on the threads and timed.
        guard !Self.isInScope else { return try await function() }
        Self.checksTurnedOn()
        // Swift's own pool, where the test already is, for a test that must stay there.
        let executor: (any TaskExecutor)? =
            onTestThreads ? TestThreadPool.shared.executor(front: first || Self.chain?.continues() == true) : nil
        try await withTaskExecutorPreference(executor) {
            try await Self.$isInScope.withValue(true) {
                let started = ContinuousClock.now
                let cpuStarted = ThreadCPUClock.seconds()
                let thread = pthread_self()
                defer {
                    TestTimes.record(
                        test, seconds: (ContinuousClock.now - started) / .seconds(1),
                        // A test that moved between threads (an `async` one, on Swift's threads)
                        // shared them with other tests: its threads' CPU time is theirs too.
                        cpuSeconds: pthread_equal(pthread_self(), thread) != 0 && onTestThreads
                            ? ThreadCPUClock.seconds() - cpuStarted : nil)
                }
                try await function()
            }
        }
    }

    @TaskLocal private static var isInScope = false

    /// The innermost `.serialized` suite or test the test case is in, if any.
    @TaskLocal private static var chain: Chain?

    /// The test cases of a `.serialized` suite or test, which run one after another. Each after
    /// the first is queued only when the one before it ends: at the back of the queue it would
    /// wait for every test queued at the start, and a suite of a few tests that each wait on a
    /// server or a terminal would end the run alone, the cores idle.
    private final class Chain: Sendable {
        private let started = Atomic(false)

        /// Whether a test case of the chain started before this one.
        func continues() -> Bool { started.exchange(true, ordering: .relaxed) }
    }

    /// Every test runs with the program's own checks on, and so does every program a test
    /// starts (`SelfChecks`). `scripts/test` sets the variable before the run, so that no
    /// thread changes the environment while others read it; a run started otherwise has it set
    /// here, once, as its first test starts.
    private static let checksOn: Void = SelfChecks.turnOn()

    private static func checksTurnedOn() {
        if !SelfChecks.areOn { _ = checksOn }
    }
}

extension Trait where Self == TestThreadsTrait {
    /// Runs the suite's tests on the test threads, and times each (`TestThreadsTrait`).
    public static var testThreads: Self { Self(onTestThreads: true) }

    /// Runs the suite's tests on the test threads ahead of every test queued at the start, and
    /// times each: for a suite whose tests mostly wait (on a database stopped or frozen on
    /// purpose, for its timeouts), which, queued behind the rest, ended the run alone while
    /// the cores stood idle.
    public static var testThreadsFirst: Self { Self(onTestThreads: true, first: true) }

    /// Times each of the suite's tests, which are `async`, on Swift's own pool.
    public static var timed: Self { Self(onTestThreads: false) }
}

/// A fixed number of threads taking jobs in the order they came, those of a test that continues
/// a chain, or of a suite that goes first, before the others (`FrontOfTheQueue`). Wider than the cores, so that tests waiting on other
/// processes leave the cores to the others, and wide enough that on two cores they keep both
/// busy; bounded, so that the suite does not start every terminal session and server at once.
final class TestThreadPool: TaskExecutor, Sendable {
    static let shared = TestThreadPool(
        threads: ProcessInfo.processInfo.environment["APPROACHNOTE_TEST_THREADS"].flatMap { Int($0) } ?? 12)

    private let queue = TestJobQueue()
    /// The same threads, taking what is sent there before the jobs queued here.
    private let front: FrontOfTheQueue

    init(threads: Int) {
        front = FrontOfTheQueue(queue: queue)
        for index in 0..<max(1, threads) {
            let thread = Thread { [self] in work() }
            thread.name = "test thread \(index)"
            thread.start()
        }
    }

    /// The executor a test runs on: the pool, or its front, for a test that continues a chain
    /// or one of a suite that goes first.
    func executor(front goesFirst: Bool) -> any TaskExecutor { goesFirst ? front : self }

    func enqueue(_ job: UnownedJob) { queue.put(job, on: asUnownedTaskExecutor(), first: false) }

    private func work() {
        while true {
            let (job, executor) = queue.take()
            job.runSynchronously(on: executor)
        }
    }
}

/// The front of the test threads' queue, as an executor of its own: a test that prefers it has
/// each of its jobs taken before those queued at the back.
final class FrontOfTheQueue: TaskExecutor, Sendable {
    private let queue: TestJobQueue

    init(queue: TestJobQueue) { self.queue = queue }

    func enqueue(_ job: UnownedJob) { queue.put(job, on: asUnownedTaskExecutor(), first: true) }
}

/// The test threads' jobs, each with the executor it was sent to, which it runs on: those put
/// first, then the others, each in the order they came.
final class TestJobQueue: Sendable {
    typealias Entry = (job: UnownedJob, executor: UnownedTaskExecutor)

    private let jobs = Mutex<(front: [Entry], back: [Entry])>(([], []))
    /// Signalled once a job: a thread past its wait finds a job to take.
    private let available = DispatchSemaphore(value: 0)

    func put(_ job: UnownedJob, on executor: UnownedTaskExecutor, first: Bool) {
        jobs.withLock { first ? $0.front.append((job, executor)) : $0.back.append((job, executor)) }
        available.signal()
    }

    /// The next job, waiting for one.
    func take() -> Entry {
        available.wait()
        return jobs.withLock { $0.front.isEmpty ? $0.back.removeFirst() : $0.front.removeFirst() }
    }
}

/// Each test case's own and CPU times, appended to the file `APPROACHNOTE_TEST_TIMES` names.
enum TestTimes {
    private static let file: Int32? = {
        guard let path = ProcessInfo.processInfo.environment["APPROACHNOTE_TEST_TIMES"] else { return nil }
        let descriptor = open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o644)
        return descriptor >= 0 ? descriptor : nil
    }()

    /// A line of the test's own time, its id, its name and its thread's CPU time.
    static func record(_ test: Test, seconds: Double, cpuSeconds: Double?) {
        guard let file else { return }
        let line =
            String(format: "%.3f", seconds) + "\t" + test.id.description + "\t"
            + (test.displayName ?? test.name).replacingOccurrences(of: "\t", with: " ") + "\t"
            + (cpuSeconds.map { String(format: "%.3f", $0) } ?? "")
        // One write a line, appended whole, whichever thread ends first.
        _ = Array((line.replacingOccurrences(of: "\n", with: " ") + "\n").utf8).withUnsafeBytes {
            write(file, $0.baseAddress, $0.count)
        }
    }
}
