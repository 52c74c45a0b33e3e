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
/// seconds, a tab and the test's id: the runner's own events time a test from when it was
/// queued, and every test is queued at the start.
///
/// ```swift
/// @Suite(.serialized, .testThreads)
/// struct TerminalSessionTests { … }
/// ```
public struct TestThreadsTrait: SuiteTrait, TestTrait, TestScoping {
    /// False for tests that wait without blocking (`async`): they stay on Swift's own pool,
    /// where a thread of ours would only make them wait their turn behind blocked tests.
    let onTestThreads: Bool

    public var isRecursive: Bool { true }

    public func scopeProvider(for test: Test, testCase: Test.Case?) -> Self? {
        testCase == nil ? nil : self
    }

    public func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        // A suite within a suite of these: its tests are already on the threads and timed.
        guard !Self.isInScope else { return try await function() }
        Self.checksTurnedOn()
        // Swift's own pool, where the test already is, for a test that must stay there.
        let executor: (any TaskExecutor)? = onTestThreads ? TestThreadPool.shared : nil
        try await withTaskExecutorPreference(executor) {
            try await Self.$isInScope.withValue(true) {
                let started = ContinuousClock.now
                defer { TestTimes.record(test, seconds: (ContinuousClock.now - started) / .seconds(1)) }
                try await function()
            }
        }
    }

    @TaskLocal private static var isInScope = false

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

    /// Times each of the suite's tests, which are `async`, on Swift's own pool.
    public static var timed: Self { Self(onTestThreads: false) }
}

/// A fixed number of threads taking jobs in the order they came. Wider than the cores, so
/// that tests waiting on other processes leave the cores to the others, and wide enough that
/// on two cores they keep both busy; bounded, so that the suite does not start every terminal
/// session and server at once.
final class TestThreadPool: TaskExecutor, @unchecked Sendable {
    static let shared = TestThreadPool(
        threads: ProcessInfo.processInfo.environment["APPROACHNOTE_TEST_THREADS"].flatMap { Int($0) } ?? 12)

    private let jobs = Mutex<[UnownedJob]>([])
    /// Signalled once a job: a thread past its wait finds a job to take.
    private let available = DispatchSemaphore(value: 0)

    init(threads: Int) {
        for index in 0..<max(1, threads) {
            let thread = Thread { [self] in work() }
            thread.name = "test thread \(index)"
            thread.start()
        }
    }

    func enqueue(_ job: UnownedJob) {
        jobs.withLock { $0.append(job) }
        available.signal()
    }

    private func work() {
        while true {
            available.wait()
            jobs.withLock { $0.removeFirst() }.runSynchronously(on: asUnownedTaskExecutor())
        }
    }
}

/// Each test case's own time, appended to the file `APPROACHNOTE_TEST_TIMES` names.
enum TestTimes {
    private static let file: Int32? = {
        guard let path = ProcessInfo.processInfo.environment["APPROACHNOTE_TEST_TIMES"] else { return nil }
        let descriptor = open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o644)
        return descriptor >= 0 ? descriptor : nil
    }()

    static func record(_ test: Test, seconds: Double) {
        guard let file else { return }
        let line = String(format: "%.3f", seconds) + "\t" + test.id.description + "\t" + (test.displayName ?? test.name)
        // One write a line, appended whole, whichever thread ends first.
        _ = Array((line.replacingOccurrences(of: "\n", with: " ") + "\n").utf8).withUnsafeBytes {
            write(file, $0.baseAddress, $0.count)
        }
    }
}
