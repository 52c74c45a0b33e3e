import Glibc
import Signals

/// Turns signals into bytes on a pipe the run loop polls, so they are handled on the main
/// thread between frames. A terminating signal ends the loop, which puts the terminal back and
/// removes the control socket; the process then ends by that signal (`ApproachNoteCommand`).
/// Crash signals cannot wait for the loop: their handler restores the terminal and re-raises.
final class SignalPipe {
    private let pipe: SignalBytePipe
    var readFD: Int32 { pipe.readDescriptor }

    /// The signals whose default action ends the process: left to it, each would leave the
    /// terminal raw on the alternate screen, and the control socket's file behind.
    static let terminating: [Int32] = [SIGHUP, SIGINT, SIGQUIT, SIGTERM, SIGUSR1, SIGUSR2, SIGALRM, SIGPIPE]
    /// Resize and job control: they mean something only for a real terminal.
    static let terminal: [Int32] = [SIGWINCH, SIGTSTP, SIGCONT]
    static let fatal: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP]

    init(terminal: Bool) {
        pipe = SignalBytePipe(Self.terminating + (terminal ? Self.terminal : []))
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

    /// The signals that arrived since the last call.
    func drain() -> [Int32] { pipe.drain() }
}
