import Synchronization

/// The one count of background work still out, by owner: each page (its catalog calls and its
/// hydration pipeline) and the covers. Work counts from the moment it starts until its result
/// has been posted to the main thread, or, for a catalog call, until its completion has run or
/// it was cancelled. Every pipeline reports its starts and ends here as they happen, under its
/// own lock, so no reader can see "idle" in the middle of a change; nothing else decides
/// whether the browser is busy (`Browser.isLoading`, which the run loop asks).
///
/// Owners are counted apart because only the page on screen keeps the loop from idling: a page
/// under it, or in another tab, goes on retrying without a frame.
public final class WorkLedger: Sendable {
    private struct Counts {
        var nextOwner = 0
        var byOwner: [Int: Int] = [:]
    }

    private let counts = Mutex(Counts())

    public init() {}

    /// A new owner's share of the ledger.
    public func scope() -> WorkScope {
        let owner = counts.withLock {
            $0.nextOwner += 1
            return $0.nextOwner
        }
        return WorkScope(ledger: self, owner: owner)
    }

    /// All the work still out, every owner's.
    public var outstanding: Int { counts.withLock { $0.byOwner.values.reduce(0, +) } }

    fileprivate func add(_ delta: Int, to owner: Int) {
        counts.withLock {
            let count = $0.byOwner[owner, default: 0] + delta
            precondition(count >= 0, "Work ended that had not begun: a pipeline reports an end it did not start.")
            // An owner with nothing out leaves no entry, so the ledger does not grow with the pages opened.
            $0.byOwner[owner] = count > 0 ? count : nil
        }
    }

    fileprivate func count(of owner: Int) -> Int { counts.withLock { $0.byOwner[owner] ?? 0 } }
}

/// One owner's share of the `WorkLedger`: what its pipelines report into and what says
/// whether it is busy.
public struct WorkScope: Sendable {
    fileprivate let ledger: WorkLedger
    fileprivate let owner: Int

    /// How much of this owner's work is still out.
    public var outstanding: Int { ledger.count(of: owner) }

    public var isBusy: Bool { outstanding > 0 }

    /// What a pipeline is handed: +n as work starts, -n as it ends, from any thread.
    public var report: @Sendable (_ delta: Int) -> Void {
        { [ledger, owner] delta in ledger.add(delta, to: owner) }
    }

    func began() { ledger.add(1, to: owner) }

    func ended() { ledger.add(-1, to: owner) }
}
