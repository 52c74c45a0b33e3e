import Synchronization

/// What the run loop needs of an application's mailbox, whatever its messages' type: the
/// descriptor that becomes readable when something is posted, and whether anything waits.
public protocol MessageInbox: AnyObject, Sendable {
    var wakeup: WakeupPipe { get }
    var isEmpty: Bool { get }
}

/// Messages of one type from background work to the main thread: safe to share with any
/// thread. Each post also writes a byte to the mailbox's wake-up pipe, which the loop running
/// its application polls: a sleeping loop wakes at once and asks the application to take them
/// (`receiveMessages`). The application owns its mailbox, so a message arrives with its type
/// and is never cast back, and whichever loop runs the application hears its posts.
public final class Mailbox<Message: Sendable>: MessageInbox {
    private let messages = Mutex<[Message]>([])
    public let wakeup = WakeupPipe()

    public init() {}

    public func post(_ message: Message) {
        messages.withLock { $0.append(message) }
        wakeup.wake()
    }

    /// Every message posted since the last call, oldest first.
    public func take() -> [Message] {
        messages.withLock { queue in
            let taken = queue
            queue.removeAll()
            return taken
        }
    }

    public var isEmpty: Bool { messages.withLock { $0.isEmpty } }
}
