import Catalog
import Synchronization

@testable import Browsing

/// A hydrated row as small as a test needs.
struct FakeRow: Hashable, Sendable {
    let id: String
    let art: String
}

struct CatalogDown: Error, CustomStringConvertible {
    var description: String { "catalog down" }
}

/// A server that is away for now: a failure that may pass by itself.
struct ServerAway: TransientError, CustomStringConvertible {
    var isTransient: Bool { true }
    var description: String { "server away" }
}

/// A batch endpoint that records every call with the fake clock's time, leaves out the ids it
/// does not know, answers in reverse order with the first row repeated, and fails while told to.
final class FakeCatalog: Sendable {
    private struct State {
        var calls: [(at: UInt64, ids: [String])] = []
        var failing = false
    }

    private let state = Mutex(State())
    private let clock: ManualExecutor
    private let unknown: Set<String>

    init(clock: ManualExecutor, unknown: Set<String> = []) {
        self.clock = clock
        self.unknown = unknown
    }

    var calls: [[String]] { state.withLock { $0.calls.map(\.ids) } }
    var callTimes: [UInt64] { state.withLock { $0.calls.map(\.at) } }

    func setFailing(_ failing: Bool) { state.withLock { $0.failing = failing } }

    func fetch(_ ids: [String]) throws(CatalogDown) -> [FakeRow] {
        let failing = state.withLock { state in
            state.calls.append((clock.now, ids))
            return state.failing
        }
        if failing { throw CatalogDown() }
        let rows = ids.filter { !unknown.contains($0) }.map { FakeRow(id: $0, art: "art-\($0)") }
        return rows.reversed() + rows.prefix(1)
    }
}

/// Collects what a pipeline delivers, in order.
final class Inbox: Sendable {
    private let received = Mutex<[HydrationEvent<[String], FakeRow>]>([])

    func post(_ event: HydrationEvent<[String], FakeRow>) { received.withLock { $0.append(event) } }

    var events: [HydrationEvent<[String], FakeRow>] { received.withLock { $0 } }
}
