import CGNUExtensions
import Foundation

/// A child process started with posix_spawn and reaped with waitpid: direct, so tests never
/// depend on how Foundation's `Process` notices a child's exit.
package final class ChildProcess {
    package let pid: pid_t
    private var status: Int32?

    /// Where one of the child's output streams goes.
    package enum Stream {
        /// A file, created or emptied first.
        case file(String)
        /// Something that exists already, opened as it is (a device such as /dev/full).
        case existing(String)
        case closed
    }

    package convenience init(
        _ arguments: [String], output: String = "/dev/null", errors: String = "/dev/null",
        environment: [String: String] = [:]
    ) throws {
        try self.init(
            argv: arguments.map { Array($0.utf8) }, output: .file(output), errors: .file(errors),
            environment: environment)
    }

    /// Starts `argv` (exact bytes, which need not be UTF-8; the first is found on PATH) with
    /// standard input from /dev/null, in this process's environment with `environment`'s
    /// variables set over it.
    package init(argv: [[UInt8]], output: Stream, errors: Stream, environment: [String: String] = [:]) throws {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        for (descriptor, stream) in [(Int32(1), output), (Int32(2), errors)] {
            switch stream {
            case .file(let path):
                posix_spawn_file_actions_addopen(&actions, descriptor, path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
            case .existing(let path):
                posix_spawn_file_actions_addopen(&actions, descriptor, path, O_WRONLY, 0)
            case .closed:
                posix_spawn_file_actions_addclose(&actions, descriptor)
            }
        }
        // Some children outlive the test that started them (a PostgreSQL server, a tmux server):
        // a pipe or socket of another test's left open in them would never see its end.
        cgnu_spawn_close_inherited(&actions)
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
        let cArguments = argv.map { bytes in
            let copy = UnsafeMutablePointer<CChar>.allocate(capacity: bytes.count + 1)
            for (index, byte) in bytes.enumerated() { copy[index] = CChar(bitPattern: byte) }
            copy[bytes.count] = 0
            return Optional(copy)
        }
        defer { cArguments.forEach { $0?.deallocate() } }
        // Without changes the environment goes on byte for byte (it may hold what is not UTF-8).
        let changed = environment.isEmpty ? nil : ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let cVariables = changed.map { $0.map { strdup("\($0.key)=\($0.value)") } + [nil] }
        defer { cVariables?.forEach { free($0) } }
        var pid: pid_t = 0
        let spawned =
            if let cVariables {
                posix_spawnp(&pid, cArguments[0]!, &actions, &attributes, cArguments + [nil], cVariables)
            } else {
                posix_spawnp(&pid, cArguments[0]!, &actions, &attributes, cArguments + [nil], environ)
            }
        guard spawned == 0 else {
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
    package func signal(_ signal: Int32) {
        guard status == nil else { return }
        kill(pid, signal)
    }

    /// Waits for the child to end; returns its exit status (128 + signal when killed).
    @discardableResult
    package func wait() -> Int32 {
        if let status { return status }
        var raw: Int32 = 0
        while waitpid(pid, &raw, 0) < 0, errno == EINTR {}
        let code = Self.exitStatus(raw)
        status = code
        return code
    }

    private static func exitStatus(_ raw: Int32) -> Int32 { (raw & 0x7F) == 0 ? (raw >> 8) & 0xFF : 128 + (raw & 0x7F) }

    /// Waits up to `seconds` for the child to end; returns its exit status, or nil if it still runs.
    package func wait(seconds: Double) -> Int32? {
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
    package static func output(of arguments: [String]) throws -> String {
        let file = NSTemporaryDirectory() + "approachnote-out-" + UUID().uuidString
        defer { unlink(file) }
        try ChildProcess(arguments, output: file).wait()
        return (try? String(contentsOfFile: file, encoding: .utf8)) ?? ""
    }
}
