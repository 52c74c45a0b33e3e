import Browsing
import Catalog
import FoundationEssentials

/// Why a catalog call failed, in words for the page that shows it, and whether it may pass by
/// itself (the server away: see `TransientError`), which the page then retries on its own.
struct CatalogFailure: Error, Sendable, CustomStringConvertible {
    let description: String
    let isTransient: Bool
    /// How long the server asked to wait before it is asked again, in seconds.
    let retryAfter: Double?

    init(description: String, isTransient: Bool = false, retryAfter: Double? = nil) {
        self.description = description
        self.isTransient = isTransient
        self.retryAfter = RetryWait.bounded(retryAfter)
    }

    /// A failure in the words of the error that caused it.
    init(_ error: any Error) {
        let transient = error as? any TransientError
        self.init(
            description: "\(error)", isTransient: transient?.isTransient ?? false, retryAfter: transient?.retryAfter)
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
    /// Where the retries' countdowns keep time: the executor, unless a test moves their clock
    /// alone (the rows' own short waits staying on the executor's).
    let retryExecutor: any HydrationExecutor
    let latency: ArtificialLatency
    let hydrationPolicy: HydrationPolicy
    /// One batch call: the catalog's own (the file's or the server's) unless a test replaces it.
    let hydrate: @Sendable ([String]) throws -> [RecordingPayload]
    /// Where every page's catalog calls and hydration, and the covers, count their work.
    public let work: WorkLedger
    private let post: @Sendable (BrowserMessage) -> Void
    /// Each single call's: the owner it counts for, and taking its result from its queue to
    /// run its completion.
    private var completions: [Int: (work: WorkScope, complete: () -> Void)] = [:]
    /// Tickets that stay until cancelled (a pipeline reports many times): take the next message
    /// and hand it to the ticket's handler.
    private var subscriptions: [Int: () -> Void] = [:]
    private var nextTicket = 0
    /// The ticket of the retry clock's ticks, once the clock exists.
    private(set) var clockTicket: Int?
    /// The countdowns to every page's automatic retries, on one clock.
    lazy var retryClock: RetryClock = {
        let subscription = subscribe(RetryClock.Tick.self)
        let clock = RetryClock(executor: retryExecutor, tick: subscription.send)
        receive(subscription) { [weak clock] tick in clock?.tick(tick) }
        clockTicket = subscription.ticket
        return clock
    }()

    /// `latencyMilliseconds` delays every call, so loading states can be seen and tested
    /// (`--latency`). `hydrate` replaces the catalog's batch call (tests make it fail).
    public init(
        store: any CatalogReading, latencyMilliseconds: Int = 0,
        executor: any HydrationExecutor = DispatchHydrationExecutor(), retryExecutor: (any HydrationExecutor)? = nil,
        hydrationPolicy: HydrationPolicy = HydrationPolicy(),
        hydrate: (@Sendable ([String]) throws -> [RecordingPayload])? = nil, work: WorkLedger = WorkLedger(),
        post: @escaping @Sendable (BrowserMessage) -> Void
    ) {
        self.store = store
        self.work = work
        self.post = post
        self.executor = executor
        self.retryExecutor = retryExecutor ?? executor
        self.hydrationPolicy = hydrationPolicy
        self.hydrate = hydrate ?? { try store.hydrate(ids: $0).recordings }
        latency = ArtificialLatency(.milliseconds(max(0, latencyMilliseconds)))
    }

    /// Starts `work` off the main thread, counted for `owner` until `completion` has run on the
    /// main thread with its result, or the ticket was cancelled meanwhile.
    @discardableResult
    func load<Value: Sendable>(
        _ work: @escaping @Sendable (any CatalogReading) throws -> Value, countedFor owner: WorkScope,
        then completion: @escaping (Result<Value, CatalogFailure>) -> Void
    ) -> Int {
        let ticket = issueTicket()
        let queue = TicketQueue<Result<Value, CatalogFailure>>()
        owner.began()
        completions[ticket] = (
            owner,
            {
                if let outcome = queue.take() { completion(outcome) }
            }
        )
        let store = store
        let post = post
        let latency = latency
        executor.run {
            let outcome: Result<Value, CatalogFailure>
            do {
                outcome = .success(try latency.delaying { try work(store) })
            } catch {
                outcome = .failure(CatalogFailure(error))
            }
            queue.send(outcome, ticket: ticket, post: post)
        }
        return ticket
    }

    /// A ticket for many messages of one type (a pipeline's events). Until `receive` sets a
    /// handler, its messages are taken and dropped.
    func subscribe<Message: Sendable>(_ type: Message.Type) -> Subscription<Message> {
        let subscription = Subscription<Message>(ticket: issueTicket(), post: post)
        subscriptions[subscription.ticket] = { _ = subscription.take() }
        return subscription
    }

    /// Sets what handles the messages of a subscription.
    func receive<Message: Sendable>(_ subscription: Subscription<Message>, with handle: @escaping (Message) -> Void) {
        guard subscriptions[subscription.ticket] != nil else { return }
        subscriptions[subscription.ticket] = {
            if let message = subscription.take() { handle(message) }
        }
    }

    /// Forgets the tickets: their results will be dropped.
    public func cancel(_ tickets: some Sequence<Int>) {
        for ticket in tickets {
            completions.removeValue(forKey: ticket)?.work.ended()
            subscriptions.removeValue(forKey: ticket)
        }
    }

    /// On the main thread: hands a ticket's next message to its handler, or runs the completion
    /// of a single call. Returns whether it did (false for a cancelled ticket, whose message is
    /// dropped).
    @discardableResult
    public func deliver(_ delivery: CatalogDelivery) -> Bool {
        if let takeNext = subscriptions[delivery.ticket] {
            takeNext()
            return true
        }
        guard let call = completions.removeValue(forKey: delivery.ticket) else { return false }
        call.complete()
        call.work.ended()
        return true
    }

    private func issueTicket() -> Int {
        nextTicket += 1
        return nextTicket
    }
}
