import FoundationEssentials
import Glibc
import Platform
import Synchronization

/// A thread that looks at which phase the main thread is in every millisecond and counts it:
/// a profiler's view of where the main thread's time goes ("idle" while it sleeps in poll).
public final class PhaseSampler: Sendable {
    private let current = Atomic<UInt8>(MainLoopPhase.idle.rawValue)
    private let counts = Mutex<[Int]>(Array(repeating: 0, count: MainLoopPhase.allCases.count))
    private let running = Atomic<Bool>(false)

    public init() {}

    public func mark(_ phase: MainLoopPhase) { current.store(phase.rawValue, ordering: .relaxed) }

    public func start() {
        guard !running.exchange(true, ordering: .relaxed) else { return }
        DetachedThread.start(name: "phase sampler") { [self] in
            while running.load(ordering: .relaxed) {
                sample()
                usleep(1_000)
            }
        }
    }

    /// Counts the phase the main thread is in now.
    func sample() {
        let phase = Int(current.load(ordering: .relaxed))
        counts.withLock { $0[phase] += 1 }
    }

    public func stop() { running.store(false, ordering: .relaxed) }

    /// Samples per phase name.
    public var histogram: [String: Int] {
        let snapshot = counts.withLock { $0 }
        return Dictionary(uniqueKeysWithValues: MainLoopPhase.allCases.map { ($0.name, snapshot[Int($0.rawValue)]) })
    }
}
