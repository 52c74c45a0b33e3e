import Browsing
import Catalog
import Foundation

/// The result of one catalog call, or one report of a hydration pipeline, on its way back to
/// the main thread.
public struct CatalogDelivery: Sendable {
    let ticket: Int
    let outcome: Result<any Sendable, CatalogFailure>
}

/// Why a catalog call failed, in words for the page that shows it, and whether it may pass by
/// itself (the server away: see `TransientError`), which the page then retries on its own.
public struct CatalogFailure: Error, Sendable, CustomStringConvertible {
    public let description: String
    public let isTransient: Bool

    public init(description: String, isTransient: Bool = false) {
        self.description = description
        self.isTransient = isTransient
    }

    /// A failure in the words of the error that caused it.
    init(_ error: any Error) {
        self.init(description: "\(error)", isTransient: (error as? any TransientError)?.isTransient ?? false)
    }
}

/// Runs catalog calls away from the main thread and hands their results back as messages
/// (`post`, which the run loop turns into a wake-up). Each call gets a ticket; the page that
/// asked keeps it until the result arrives. A page that is left or reloaded cancels its
/// tickets, so a late result is dropped instead of landing on the wrong page.
///
/// Single calls and the pages' hydration pipelines share one executor and one artificial
/// latency, so `--latency` slows every catalog call alike.
public final class CatalogLoader {
    let store: any CatalogReading
    let executor: any HydrationExecutor
    let latency: ArtificialLatency
    let hydrationPolicy: HydrationPolicy
    /// One batch call: the catalog's own (the file's or the server's) unless a test replaces it.
    let hydrate: @Sendable ([String]) throws -> [RecordingPayload]
    private let post: @Sendable (CatalogDelivery) -> Void
    private var completions: [Int: (Result<any Sendable, CatalogFailure>) -> Void] = [:]
    /// Tickets that stay until cancelled: a pipeline reports many times.
    private var subscriptions: [Int: (any Sendable) -> Void] = [:]
    private var nextTicket = 0
    /// The countdowns to every page's automatic retries, on one clock.
    lazy var retryClock: RetryClock = {
        let (ticket, send) = subscribe(RetryClock.Tick.self)
        let clock = RetryClock(executor: executor, tick: send)
        receive(ticket) { [weak clock] (tick: RetryClock.Tick) in clock?.tick(tick) }
        return clock
    }()

    /// `latencyMilliseconds` delays every call, so loading states can be seen and tested
    /// (`--latency`). `hydrate` replaces the catalog's batch call (tests make it fail).
    public init(
        store: any CatalogReading, latencyMilliseconds: Int = 0,
        executor: any HydrationExecutor = DispatchHydrationExecutor(),
        hydrationPolicy: HydrationPolicy = HydrationPolicy(),
        hydrate: (@Sendable ([String]) throws -> [RecordingPayload])? = nil,
        post: @escaping @Sendable (CatalogDelivery) -> Void
    ) {
        self.store = store
        self.post = post
        self.executor = executor
        self.hydrationPolicy = hydrationPolicy
        self.hydrate = hydrate ?? { try store.hydrate(ids: $0).recordings }
        latency = ArtificialLatency(.milliseconds(max(0, latencyMilliseconds)))
    }

    /// Whether any single call is still out (pipelines answer for themselves).
    public var isLoading: Bool { !completions.isEmpty }

    /// Starts `work` off the main thread; `completion` runs on the main thread when its result
    /// is delivered, unless the ticket was cancelled meanwhile.
    @discardableResult
    public func load<Value: Sendable>(
        _ work: @escaping @Sendable (any CatalogReading) throws -> Value,
        then completion: @escaping (Result<Value, CatalogFailure>) -> Void
    ) -> Int {
        let ticket = issueTicket()
        completions[ticket] = { outcome in
            completion(
                outcome.flatMap { value in
                    (value as? Value).map(Result.success)
                        ?? .failure(CatalogFailure(description: "The catalog answered with the wrong kind of data."))
                })
        }
        let store = store
        let post = post
        let latency = latency
        executor.run {
            let outcome: Result<any Sendable, CatalogFailure>
            do {
                outcome = .success(try latency.delaying { try work(store) })
            } catch {
                outcome = .failure(CatalogFailure(error))
            }
            post(CatalogDelivery(ticket: ticket, outcome: outcome))
        }
        return ticket
    }

    /// A ticket for many messages of one type (a pipeline's events). `send` may be called from
    /// any thread; each message reaches the handler given to `receive` on the main thread,
    /// until the ticket is cancelled.
    func subscribe<Message: Sendable>(_ type: Message.Type) -> (ticket: Int, send: @Sendable (Message) -> Void) {
        let ticket = issueTicket()
        subscriptions[ticket] = { _ in }
        let post = post
        return (ticket, { post(CatalogDelivery(ticket: ticket, outcome: .success($0))) })
    }

    /// Sets what handles the messages of a subscription's ticket.
    func receive<Message: Sendable>(_ ticket: Int, with handle: @escaping (Message) -> Void) {
        guard subscriptions[ticket] != nil else { return }
        subscriptions[ticket] = { message in
            if let message = message as? Message { handle(message) }
        }
    }

    /// Forgets the tickets: their results will be dropped.
    public func cancel(_ tickets: some Sequence<Int>) {
        for ticket in tickets {
            completions.removeValue(forKey: ticket)
            subscriptions.removeValue(forKey: ticket)
        }
    }

    /// On the main thread: runs the completion of a delivered result. Returns whether one ran
    /// (false for a cancelled ticket, whose result is dropped).
    @discardableResult
    public func deliver(_ delivery: CatalogDelivery) -> Bool {
        if let subscription = subscriptions[delivery.ticket] {
            if case .success(let message) = delivery.outcome { subscription(message) }
            return true
        }
        guard let completion = completions.removeValue(forKey: delivery.ticket) else { return false }
        completion(delivery.outcome)
        return true
    }

    private func issueTicket() -> Int {
        nextTicket += 1
        return nextTicket
    }
}
