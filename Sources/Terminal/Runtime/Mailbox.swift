import Synchronization

/// Messages of one type from background work to the main thread: safe to share with any
/// thread. Each post also writes a byte to the run loop's wake-up pipe, so a sleeping loop
/// wakes at once and asks its application to take them (`receiveMessages`). The application
/// owns its mailbox, so a message arrives with its type and is never cast back.
public final class Mailbox<Message: Sendable>: Sendable {
    private let messages = Mutex<[Message]>([])
    private let wakeup: WakeupPipe

    /// A mailbox whose posts wake the loop that `wakeup` belongs to (`MainLoop.wakeup`).
    public init(waking wakeup: WakeupPipe) {
        self.wakeup = wakeup
    }

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
