import Synchronization

/// Messages from background work to the main thread: safe to share with any thread. Each
/// post also writes one byte to the loop's wake-up pipe, so a sleeping loop wakes at once.
public final class Mailbox: Sendable {
    private let messages = Mutex<[any Sendable]>([])
    let wakeup = WakeupPipe()

    public func post(_ message: any Sendable) {
        messages.withLock { $0.append(message) }
        wakeup.wake()
    }

    func take() -> [any Sendable] {
        wakeup.drain()
        return messages.withLock { queue in
            let taken = queue
            queue.removeAll()
            return taken
        }
    }

    var isEmpty: Bool { messages.withLock { $0.isEmpty } }
}
