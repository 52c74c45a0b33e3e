import Glibc
import Signals

/// Wakes the run loop from another thread: background work posts a message to a mailbox,
/// which then writes one byte here.
public final class WakeupPipe: @unchecked Sendable {
    let readFD: Int32
    private let writeFD: Int32

    public init() {
        (readFD, writeFD) = SignalBytePipe.nonBlockingPipe()
    }

    deinit {
        close(readFD)
        close(writeFD)
    }

    public func wake() {
        var byte: UInt8 = 1
        _ = write(writeFD, &byte, 1)
    }

    func drain() { _ = SignalBytePipe.readAvailable(readFD) }
}
