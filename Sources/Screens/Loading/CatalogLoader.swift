import Catalog
import Dispatch
import Foundation

/// The result of one catalog call, on its way back to the main thread.
public struct CatalogDelivery: Sendable {
    let ticket: Int
    let outcome: Result<any Sendable, CatalogFailure>
}

/// Why a catalog call failed, in words for the page that shows it.
public struct CatalogFailure: Error, Sendable, CustomStringConvertible {
    public let description: String
}

/// Runs catalog calls away from the main thread and hands their results back as messages
/// (`post`, which the run loop turns into a wake-up). Each call gets a ticket; the page that
/// asked keeps it until the result arrives. A page that is left or reloaded cancels its
/// tickets, so a late result is dropped instead of landing on the wrong page.
public final class CatalogLoader {
    private let store: CatalogStore
    private let post: @Sendable (CatalogDelivery) -> Void
    private let latency: DispatchTimeInterval
    private let queue = DispatchQueue(label: "approachnote.catalog", qos: .userInitiated, attributes: .concurrent)
    private var completions: [Int: (Result<any Sendable, CatalogFailure>) -> Void] = [:]
    private var nextTicket = 0

    /// `latency` delays every call, so loading states can be seen and tested (`--latency`).
    public init(store: CatalogStore, latencyMilliseconds: Int = 0, post: @escaping @Sendable (CatalogDelivery) -> Void)
    {
        self.store = store
        self.post = post
        latency = .milliseconds(max(0, latencyMilliseconds))
    }

    /// Whether any call is still out.
    public var isLoading: Bool { !completions.isEmpty }

    /// Starts `work` on a background queue; `completion` runs on the main thread when its
    /// result is delivered, unless the ticket was cancelled meanwhile.
    @discardableResult
    public func load<Value: Sendable>(
        _ work: @escaping @Sendable (CatalogStore) throws -> Value,
        then completion: @escaping (Result<Value, CatalogFailure>) -> Void
    ) -> Int {
        nextTicket += 1
        let ticket = nextTicket
        completions[ticket] = { outcome in
            completion(
                outcome.flatMap { value in
                    (value as? Value).map(Result.success)
                        ?? .failure(CatalogFailure(description: "The catalog answered with the wrong kind of data."))
                })
        }
        let store = store
        let post = post
        let start: DispatchTime = .now() + latency
        queue.asyncAfter(deadline: start) {
            let outcome: Result<any Sendable, CatalogFailure>
            do {
                outcome = .success(try work(store))
            } catch {
                outcome = .failure(CatalogFailure(description: "\(error)"))
            }
            post(CatalogDelivery(ticket: ticket, outcome: outcome))
        }
        return ticket
    }

    /// Forgets the tickets: their results will be dropped.
    public func cancel(_ tickets: some Sequence<Int>) {
        for ticket in tickets { completions.removeValue(forKey: ticket) }
    }

    /// On the main thread: runs the completion of a delivered result. Returns whether one ran
    /// (false for a cancelled ticket, whose result is dropped).
    @discardableResult
    public func deliver(_ delivery: CatalogDelivery) -> Bool {
        guard let completion = completions.removeValue(forKey: delivery.ticket) else { return false }
        completion(delivery.outcome)
        return true
    }
}
