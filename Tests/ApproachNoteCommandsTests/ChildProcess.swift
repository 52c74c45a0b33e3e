import Foundation

/// A child process started with posix_spawn and reaped with waitpid: direct, so tests never
/// depend on how Foundation's `Process` notices a child's exit.
final class ChildProcess {
    let pid: pid_t
    private var status: Int32?

    init(_ arguments: [String], output: String = "/dev/null", errors: String = "/dev/null") throws {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, errors, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        // The test runner may block or ignore signals; the child starts with none blocked and
        // every signal at its default, as from a shell.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t()
        sigemptyset(&none)
        var all = sigset_t()
        sigfillset(&all)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        var pid: pid_t = 0
        let argv = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        guard posix_spawnp(&pid, arguments[0], &actions, &attributes, argv, environ) == 0 else {
            throw CocoaError(.executableNotLoadable)
        }
        self.pid = pid
    }

    deinit {
        if status == nil {
            kill(pid, SIGKILL)
            _ = wait()
        }
    }

    /// Sends `signal` unless the child was already reaped (its pid may belong to another process by now).
    func signal(_ signal: Int32) {
        guard status == nil else { return }
        kill(pid, signal)
    }

    /// Waits for the child to end; returns its exit status (128 + signal when killed).
    @discardableResult
    func wait() -> Int32 {
        if let status { return status }
        var raw: Int32 = 0
        while waitpid(pid, &raw, 0) < 0, errno == EINTR {}
        let code = Self.exitStatus(raw)
        status = code
        return code
    }

    private static func exitStatus(_ raw: Int32) -> Int32 { (raw & 0x7F) == 0 ? (raw >> 8) & 0xFF : 128 + (raw & 0x7F) }

    /// Waits up to `seconds` for the child to end; returns its exit status, or nil if it still runs.
    func wait(seconds: Double) -> Int32? {
        let deadline = Date().addingTimeInterval(seconds)
        while status == nil, Date() < deadline {
            var raw: Int32 = 0
            if waitpid(pid, &raw, WNOHANG) == pid {
                status = Self.exitStatus(raw)
            } else {
                usleep(20_000)
            }
        }
        return status
    }

    /// Runs a program to completion and returns what it printed.
    static func output(of arguments: [String]) throws -> String {
        let file = NSTemporaryDirectory() + "approachnote-out-" + UUID().uuidString
        defer { unlink(file) }
        try ChildProcess(arguments, output: file).wait()
        return (try? String(contentsOfFile: file, encoding: .utf8)) ?? ""
    }
}
