import CGNUExtensions
import Glibc

/// Starts another program as this application's children must start: with every signal the
/// run loop handles back at its default and none blocked, keeping none of our files but those
/// it is given, its words never read by a shell.
public enum ProcessSpawn {
    /// Starts `words` (the program found on `path`); returns its pid, or nil when there is no
    /// such program or it could not start.
    ///
    /// - `apart`: standard input and output are /dev/null and the child has a process group
    ///   of its own, so the terminal is not its and the terminal's signals (Ctrl-C) are not
    ///   its either; otherwise it shares the terminal.
    /// - `handing`: a descriptor of ours the child gets as its descriptor 3 (one end of a
    ///   socket pair); nothing else of ours is inherited.
    public static func start(
        _ words: [String], path: String?, apart: Bool, handing descriptor: Int32? = nil,
        environment: [String]? = nil
    ) -> pid_t? {
        guard let first = words.first, let program = executable(first, path: path) else { return nil }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        if apart {
            for target: Int32 in [0, 1, 2] {
                posix_spawn_file_actions_addopen(&actions, target, "/dev/null", target == 0 ? O_RDONLY : O_WRONLY, 0)
            }
        }
        if let descriptor {
            posix_spawn_file_actions_adddup2(&actions, descriptor, 3)
            cgnu_spawn_close_from(&actions, 4)
        } else {
            cgnu_spawn_close_inherited(&actions)
        }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t()
        sigemptyset(&none)
        posix_spawnattr_setsigmask(&attributes, &none)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGWINCH, SIGTSTP, SIGCONT, SIGPIPE, SIGCHLD] {
            sigaddset(&defaults, signal)
        }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        var flags = POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF
        if apart {
            posix_spawnattr_setpgroup(&attributes, 0)
            flags |= POSIX_SPAWN_SETPGROUP
        }
        posix_spawnattr_setflags(&attributes, Int16(flags))
        let arguments = words.map { strdup($0) } + [nil]
        defer { for argument in arguments { free(argument) } }
        let variables = environment.map { $0.map { strdup($0) } + [nil] }
        defer { for variable in variables ?? [] { free(variable) } }
        var pid: pid_t = 0
        func attempt() -> Int32 {
            if let variables {
                return variables.withUnsafeBufferPointer { list in
                    posix_spawn(
                        &pid, program, &actions, &attributes, arguments,
                        UnsafeMutablePointer(mutating: list.baseAddress))
                }
            }
            return posix_spawn(&pid, program, &actions, &attributes, arguments, environ)
        }
        var started = attempt()
        // A program still open for writing somewhere (being installed, or by a process forked
        // while it was) cannot be run for a moment: a few more tries, a few milliseconds apart.
        for _ in 0..<busyRetries where started == ETXTBSY {
            usleep(10_000)
            started = attempt()
        }
        return started == 0 ? pid : nil
    }

    private static let busyRetries = 5

    /// The path of `program`: itself when it names a path, else the first match on `path`
    /// (a `PATH`'s folders, separated by colons).
    public static func executable(_ program: String, path: String?) -> String? {
        if program.contains("/") { return access(program, X_OK) == 0 ? program : nil }
        for folder in (path ?? "/usr/bin:/bin").split(separator: ":") {
            let candidate = "\(folder)/\(program)"
            if access(candidate, X_OK) == 0 { return candidate }
        }
        return nil
    }
}
