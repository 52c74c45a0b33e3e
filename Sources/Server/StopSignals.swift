import Glibc
import Signals

/// SIGINT and SIGTERM turned into bytes on a pipe the main thread waits on, so that a stop
/// runs as ordinary code there (a signal handler may do almost nothing), whichever thread the
/// signal interrupted.
public final class StopSignals {
    private let pipe: SignalBytePipe

    public static let handled: [Int32] = [SIGINT, SIGTERM]

    /// Installs the handlers; from now on these signals no longer end the process.
    public init() {
        pipe = SignalBytePipe(Self.handled)
    }

    /// Blocks until one of the signals arrives; returns it.
    public func wait() -> Int32 { pipe.wait() }
}
