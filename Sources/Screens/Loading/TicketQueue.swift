import Synchronization

/// One ticket's messages on their way to the main thread, kept with their type: the mailbox
/// carries only the ticket (`CatalogDelivery`), and the main thread takes the next message from
/// here, so no message of any call's own type is ever cast back from an existential.
final class TicketQueue<Message: Sendable>: Sendable {
    private let messages = Mutex<[Message]>([])

    /// Queues `message`, then posts word of it. Each word takes the oldest message, so the main
    /// thread takes a ticket's messages in the order they were queued, whichever word comes first.
    func send(_ message: Message, ticket: Int, post: @Sendable (BrowserMessage) -> Void) {
        messages.withLock { $0.append(message) }
        post(.catalog(CatalogDelivery(ticket: ticket)))
    }

    /// The oldest message not yet taken.
    func take() -> Message? {
        messages.withLock { $0.isEmpty ? nil : $0.removeFirst() }
    }
}

/// A ticket for many messages of one type (a pipeline's events, the retry clock's ticks):
/// `send` may be called from any thread; the handler given to `CatalogLoader.receive` takes
/// each message on the main thread. Its type is part of it, so a handler for another type does
/// not compile.
struct Subscription<Message: Sendable>: Sendable {
    let ticket: Int
    fileprivate let queue: TicketQueue<Message>
    fileprivate let post: @Sendable (BrowserMessage) -> Void

    init(ticket: Int, post: @escaping @Sendable (BrowserMessage) -> Void) {
        self.ticket = ticket
        self.queue = TicketQueue()
        self.post = post
    }

    var send: @Sendable (Message) -> Void {
        { [queue, ticket, post] message in queue.send(message, ticket: ticket, post: post) }
    }

    /// The oldest message not yet taken; for the loader, on the main thread.
    func take() -> Message? { queue.take() }
}
