import Glibc

/// SIGINT and SIGTERM turned into bytes on a pipe the main thread waits on, so that a stop
/// runs as ordinary code there (a signal handler may do almost nothing), whichever thread the
/// signal interrupted.
public final class StopSignals {
    nonisolated(unsafe) private static var writeDescriptor: Int32 = -1
    private let readDescriptor: Int32

    public static let handled: [Int32] = [SIGINT, SIGTERM]

    /// Installs the handlers; from now on these signals no longer end the process.
    public init() {
        var descriptors: [Int32] = [0, 0]
        pipe(&descriptors)
        for descriptor in descriptors {
            _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
            _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        }
        readDescriptor = descriptors[0]
        Self.writeDescriptor = descriptors[1]
        for signal in Self.handled {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { signal in
                var byte = UInt8(truncatingIfNeeded: signal)
                _ = Glibc.write(StopSignals.writeDescriptor, &byte, 1)
            }
            sigemptyset(&action.sa_mask)
            action.sa_flags = SA_RESTART
            sigaction(signal, &action, nil)
        }
        // Whoever started the server may have blocked them; a stop must still arrive.
        var unblock = sigset_t()
        sigemptyset(&unblock)
        for signal in Self.handled { sigaddset(&unblock, signal) }
        pthread_sigmask(SIG_UNBLOCK, &unblock, nil)
    }

    /// Blocks until one of the signals arrives; returns it.
    public func wait() -> Int32 {
        var ready = pollfd(fd: readDescriptor, events: Int16(POLLIN), revents: 0)
        while true {
            var byte: UInt8 = 0
            if read(readDescriptor, &byte, 1) == 1 { return Int32(byte) }
            _ = poll(&ready, 1, -1)
        }
    }
}
