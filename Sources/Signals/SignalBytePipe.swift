import Glibc

/// Signals turned into bytes on a pipe that ordinary code reads, so that what a signal means
/// runs there (the terminal's run loop between frames, the server's main thread), whichever
/// thread the signal interrupted: a handler may do almost nothing, and writing one byte is
/// among the little it may. The handlers reach the pipe through a static, as a handler can
/// reach nothing else, so a process has one.
public final class SignalBytePipe {
    nonisolated(unsafe) private static var writeDescriptor: Int32 = -1
    /// The end to poll or read: non-blocking, one byte per signal.
    public let readDescriptor: Int32

    /// Opens the pipe and installs the handlers: from now on `signals` no longer have their
    /// default action. Whoever started the process may have blocked some of them; they are
    /// unblocked, since they must arrive.
    public init(_ signals: [Int32]) {
        let ends = Self.nonBlockingPipe()
        readDescriptor = ends.read
        Self.writeDescriptor = ends.write
        for signal in signals {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { signal in
                var byte = UInt8(truncatingIfNeeded: signal)
                _ = Glibc.write(SignalBytePipe.writeDescriptor, &byte, 1)
            }
            sigemptyset(&action.sa_mask)
            action.sa_flags = SA_RESTART
            sigaction(signal, &action, nil)
        }
        var unblock = sigset_t()
        sigemptyset(&unblock)
        for signal in signals { sigaddset(&unblock, signal) }
        pthread_sigmask(SIG_UNBLOCK, &unblock, nil)
    }

    /// A pipe whose ends never block and are closed on exec (the run loop's wake-up pipe is one too).
    public static func nonBlockingPipe() -> (read: Int32, write: Int32) {
        var descriptors: [Int32] = [0, 0]
        pipe(&descriptors)
        for descriptor in descriptors {
            _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
            _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        }
        return (descriptors[0], descriptors[1])
    }

    /// The signals that arrived since the last call, without waiting.
    public func drain() -> [Int32] { Self.readAvailable(readDescriptor).map { Int32($0) } }

    /// Every byte a non-blocking descriptor has now, without waiting for more.
    public static func readAvailable(_ descriptor: Int32) -> [UInt8] {
        var buffer = [UInt8](repeating: 0, count: 64)
        var bytes: [UInt8] = []
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            guard count > 0 else { return bytes }
            bytes.append(contentsOf: buffer[0..<count])
        }
    }

    /// Blocks until a signal arrives; returns it.
    public func wait() -> Int32 {
        var ready = pollfd(fd: readDescriptor, events: Int16(POLLIN), revents: 0)
        while true {
            var byte: UInt8 = 0
            if read(readDescriptor, &byte, 1) == 1 { return Int32(byte) }
            _ = poll(&ready, 1, -1)
        }
    }
}
