import Foundation

/// Runs `body` on `count` threads of its own, released together once all of them have
/// started, so that what they do races as closely as threads can; waits for them all.
///
/// ```swift
/// let opened = AtOnce.run(6) { _ in try? AccountStore(file: path) != nil }
/// ```
///
/// - Returns: each thread's result by its index, or nil when one has not ended within
///   `timeout` seconds.
public enum AtOnce {
    public static func run<Result: Sendable>(
        _ count: Int, timeout: Double = 60, _ body: @escaping @Sendable (Int) -> Result
    ) -> [Result]? {
        let results = Results<Result>(count: count)
        let started = DispatchGroup()
        let start = DispatchSemaphore(value: 0)
        let ended = DispatchGroup()
        for index in 0..<count {
            started.enter()
            ended.enter()
            Thread.detachNewThread {
                started.leave()
                start.wait()
                results.set(index, body(index))
                ended.leave()
            }
        }
        started.wait()
        for _ in 0..<count { start.signal() }
        guard ended.wait(timeout: .now() + timeout) == .success else { return nil }
        return results.all
    }

    private final class Results<Result: Sendable>: @unchecked Sendable {
        private let lock = NSLock()
        private var values: [Result?]

        init(count: Int) { values = Array(repeating: nil, count: count) }

        func set(_ index: Int, _ value: Result) { lock.withLock { values[index] = value } }

        var all: [Result] { lock.withLock { values.map { $0! } } }
    }
}
