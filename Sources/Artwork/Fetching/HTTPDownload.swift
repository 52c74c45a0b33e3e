import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// One download in flight: it ends exactly once, by completing, by its deadline, or by being
/// cancelled, and whichever comes first decides what the caller hears.
/// Unchecked because URLSessionDataTask is not Sendable on Linux; every field is behind `lock`.
final class HTTPDownload: @unchecked Sendable {
    enum Outcome {
        case completed
        case timedOut
    }

    private enum Phase {
        case running
        case timedOut
        case cancelled
        case finished
    }

    private let lock = NSLock()
    private var phase = Phase.running
    private var task: URLSessionDataTask?
    private var deadline: DispatchWorkItem?

    /// Starts the task, unless the download was cancelled before it got this far.
    func start(_ task: URLSessionDataTask, deadline seconds: Double) {
        let expiry = DispatchWorkItem { [weak self] in self?.expire() }
        let starts = lock.withLock {
            guard phase == .running else { return false }
            self.task = task
            deadline = expiry
            return true
        }
        guard starts else {
            task.cancel()
            return
        }
        DispatchQueue.global().asyncAfter(deadline: .now() + seconds, execute: expiry)
        task.resume()
    }

    /// Stops the download without a word to the caller: the card it was for scrolled away.
    func cancel() {
        let running = lock.withLock { () -> URLSessionDataTask? in
            guard phase == .running else { return nil }
            phase = .cancelled
            deadline?.cancel()
            deadline = nil
            return task
        }
        running?.cancel()
    }

    /// How the task's completion should be reported, or nil when it must not be (cancelled).
    func finish() -> Outcome? {
        lock.withLock {
            deadline?.cancel()
            deadline = nil
            task = nil
            switch phase {
            case .running:
                phase = .finished
                return .completed
            case .timedOut:
                phase = .finished
                return .timedOut
            case .cancelled, .finished:
                return nil
            }
        }
    }

    private func expire() {
        let running = lock.withLock { () -> URLSessionDataTask? in
            guard phase == .running else { return nil }
            phase = .timedOut
            return task
        }
        running?.cancel()
    }
}
