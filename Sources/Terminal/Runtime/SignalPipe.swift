import Glibc

/// Turns signals into bytes on a pipe the run loop polls, so they are handled on the main
/// thread between frames. A terminating signal ends the loop, which puts the terminal back and
/// removes the control socket; the process then ends by that signal (`ApproachNoteCommand`).
/// Crash signals cannot wait for the loop: their handler restores the terminal and re-raises.
final class SignalPipe {
    nonisolated(unsafe) static var writeFD: Int32 = -1
    let readFD: Int32

    /// The signals whose default action ends the process: left to it, each would leave the
    /// terminal raw on the alternate screen, and the control socket's file behind.
    static let terminating: [Int32] = [SIGHUP, SIGINT, SIGQUIT, SIGTERM, SIGUSR1, SIGUSR2, SIGALRM, SIGPIPE]
    /// Resize and job control: they mean something only for a real terminal.
    static let terminal: [Int32] = [SIGWINCH, SIGTSTP, SIGCONT]
    static let fatal: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP]

    init(terminal: Bool) {
        var fds: [Int32] = [0, 0]
        pipe(&fds)
        for fd in fds { _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK) }
        for fd in fds { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        readFD = fds[0]
        Self.writeFD = fds[1]
        let handled = Self.terminating + (terminal ? Self.terminal : [])
        for signal in handled { Self.install(signal) }
        // Whoever started us may have blocked some of these; the loop must receive them.
        var unblock = sigset_t()
        sigemptyset(&unblock)
        for signal in handled { sigaddset(&unblock, signal) }
        pthread_sigmask(SIG_UNBLOCK, &unblock, nil)
        for signal in Self.fatal {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { signal in
                TerminalRestore.restoreFromSignal()
                Glibc.signal(signal, SIG_DFL)
                raise(signal)
            }
            sigaction(signal, &action, nil)
        }
    }

    static func install(_ signal: Int32) {
        var action = sigaction()
        action.__sigaction_handler.sa_handler = { signal in
            var byte = UInt8(truncatingIfNeeded: signal)
            _ = Glibc.write(SignalPipe.writeFD, &byte, 1)
        }
        sigemptyset(&action.sa_mask)
        action.sa_flags = SA_RESTART
        sigaction(signal, &action, nil)
    }

    /// The signals that arrived since the last call.
    func drain() -> [Int32] {
        var buffer = [UInt8](repeating: 0, count: 64)
        var signals: [Int32] = []
        while true {
            let count = buffer.withUnsafeMutableBytes { read(readFD, $0.baseAddress, $0.count) }
            guard count > 0 else { break }
            signals.append(contentsOf: buffer[0..<count].map { Int32($0) })
        }
        return signals
    }
}

/// Wakes the run loop from another thread: background work posts a message, then writes one
/// byte here.
public final class WakeupPipe: @unchecked Sendable {
    let readFD: Int32
    private let writeFD: Int32

    public init() {
        var fds: [Int32] = [0, 0]
        pipe(&fds)
        for fd in fds {
            _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
            _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
        }
        readFD = fds[0]
        writeFD = fds[1]
    }

    public func wake() {
        var byte: UInt8 = 1
        _ = write(writeFD, &byte, 1)
    }

    func drain() {
        var buffer = [UInt8](repeating: 0, count: 256)
        while buffer.withUnsafeMutableBytes({ read(readFD, $0.baseAddress, $0.count) }) > 0 {}
    }
}
