import CPseudoTerminal
import FoundationEssentials
import Glibc
import Layout

/// A program started on a pseudo-terminal of its own, as a user starts it in a terminal
/// window: its standard input and output are the terminal, its errors discarded or kept in a
/// file. Whoever
/// started it is the terminal: it reads `master` for what the program shows and writes keys
/// (and a terminal's answers) to it. The bench and the end-to-end tests run the application so.
package struct PseudoTerminalChild {
    /// The terminal's side: read the program's output here, write its input.
    package let master: Int32
    package let pid: pid_t
    /// BenchClock's time just before the spawn.
    package let start: UInt64

    /// Starts `binary ARGUMENTS` on a new `size` terminal, with `environment` (this process's
    /// when nil), its standard error written to `errors`. The caller closes `master` and reaps
    /// `pid`.
    package static func spawn(
        _ binary: String, _ arguments: [String], size: Size, environment: [String: String]? = nil,
        errors: String = "/dev/null"
    ) throws -> PseudoTerminalChild {
        var path = [CChar](repeating: 0, count: 256)
        let master = cpty_open(UInt16(size.width), UInt16(size.height), &path, path.count)
        guard master >= 0 else { throw BenchError.child("no pseudo-terminal: \(String(cString: strerror(errno))).") }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, path, O_RDWR | O_NOCTTY, 0)
        posix_spawn_file_actions_adddup2(&actions, 0, 1)
        posix_spawn_file_actions_addopen(&actions, 2, errors, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        do {
            let (pid, start) = try ChildRun.spawn(binary, arguments, actions: &actions, environment: environment)
            return PseudoTerminalChild(master: master, pid: pid, start: start)
        } catch {
            close(master)
            throw error
        }
    }
}
