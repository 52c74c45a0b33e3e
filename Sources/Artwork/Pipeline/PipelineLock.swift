import Synchronization

/// The pipeline's shared state behind its one lock. Whoever changes the state changes it here,
/// so this is where the pipeline tells `work` (+1, -1) that it turned busy (covers queued,
/// running or being delivered) or idle: under the lock, at the end of the change, never in the
/// middle of one, where a cover between two of its stages would pass for no work at all.
final class PipelineLock: Sendable {
    private let mutex: Mutex<PipelineState>
    private let work: @Sendable (_ delta: Int) -> Void

    init(_ state: sending PipelineState, work: @escaping @Sendable (_ delta: Int) -> Void) {
        mutex = Mutex(state)
        self.work = work
    }

    func withLock<Result>(_ body: (inout sending PipelineState) -> sending Result) -> sending Result {
        mutex.withLock { state in
            let result = body(&state)
            if state.isBusy != state.reportedBusy {
                state.reportedBusy.toggle()
                work(state.reportedBusy ? 1 : -1)
            }
            return result
        }
    }
}
