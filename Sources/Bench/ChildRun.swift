import CGNUExtensions
import FoundationEssentials
import Glibc
import Platform

/// One run of approachnote as a child process, as a user or a script starts it: how long it
/// took from spawn to exit and, when watched, the most memory it held.
struct ChildRun {
    let milliseconds: Double
    /// The child's peak resident memory; nil unless it was watched.
    let peakMegabytes: Double?

    /// Starts `binary ARGUMENTS` with `actions` arranging its standard streams, in `environment`
    /// (this process's when nil); every other descriptor of the bench is closed in the child.
    /// Returns its process id and the moment (BenchClock) just before the spawn.
    static func spawn(
        _ binary: String, _ arguments: [String], actions: inout posix_spawn_file_actions_t,
        environment: [String: String]? = nil
    ) throws -> (pid: pid_t, start: UInt64) {
        let argv = ([binary] + arguments).map { strdup($0) }
        let variables = environment.map { $0.map { strdup("\($0.key)=\($0.value)") } }
        defer {
            for argument in argv { free(argument) }
            for variable in variables ?? [] { free(variable) }
        }
        cgnu_spawn_close_inherited(&actions)
        let start = BenchClock.now()
        var pid: pid_t = 0
        let spawned =
            if let variables {
                posix_spawn(&pid, binary, &actions, nil, argv + [nil], variables + [nil])
            } else {
                posix_spawn(&pid, binary, &actions, nil, argv + [nil], environ)
            }
        guard spawned == 0 else {
            throw BenchError.child("cannot start \(binary): \(String(cString: strerror(spawned))).")
        }
        return (pid, start)
    }

    /// Runs `approachnote ARGUMENTS` with its output discarded; a status other than 0 is an
    /// error. Watching memory reads the child's high-water mark (VmHWM) from /proc every
    /// fifth of a millisecond while it runs: the kernel's figure reported at exit (wait4's
    /// ru_maxrss) would also count the bench's own memory, which the child shared until its
    /// exec, while VmHWM counts the memory of the exec'd program alone.
    static func run(_ arguments: [String], watchingMemory: Bool = false) throws -> ChildRun {
        let binary = try application()
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        // posix_spawn returns once the child has exec'd, so /proc shows the new program from here.
        let (pid, start) = try spawn(binary, arguments, actions: &actions)
        var status: Int32 = 0
        var peakKilobytes: Int?
        if watchingMemory {
            while waitpid(pid, &status, WNOHANG) == 0 {
                peakKilobytes = max(peakKilobytes ?? 0, ProcessStatus.kilobytes("VmHWM", of: "\(pid)") ?? 0)
                usleep(200)
            }
        } else {
            while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        }
        let milliseconds = BenchClock.milliseconds(since: start)
        guard status == 0 else {
            throw BenchError.child("approachnote \(arguments.joined(separator: " ")) ended with status \(status).")
        }
        return ChildRun(milliseconds: milliseconds, peakMegabytes: peakKilobytes.map(ProcessStatus.megabytes))
    }

    /// Runs `binary ARGUMENTS` to its end, in `folder` when given, with its standard output
    /// and error kept (in files that are removed again, so a chatty child cannot fill a pipe
    /// and stall).
    static func captured(
        _ binary: String, _ arguments: [String], in folder: String? = nil, environment: [String: String]? = nil
    ) throws -> (status: Int32, output: String, errors: String) {
        let scratch = TemporaryFolder.path(environment: ProcessInfo.processInfo.environment)
        let files = ["out", "err"].map { scratch + "approachnote-child-\(getpid())-\($0)" }
        defer { for file in files { unlink(file) } }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        for (descriptor, file) in zip([Int32(1), 2], files) {
            posix_spawn_file_actions_addopen(&actions, descriptor, file, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        }
        if let folder { cgnu_spawn_change_folder(&actions, folder) }
        let (pid, _) = try spawn(binary, arguments, actions: &actions, environment: environment)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        let read = { (file: String) in (try? String(contentsOfFile: file, encoding: .utf8)) ?? "" }
        return (status, read(files[0]), read(files[1]))
    }

    /// The bench's own program, for the parts that measure in a fresh process of it.
    static func bench() throws -> String {
        guard let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") else {
            throw BenchError.child("cannot find the running binary (/proc/self/exe).")
        }
        return path
    }

    /// The `approachnote` built beside the bench: the program whose pages, commands and server
    /// are measured.
    static func application() throws -> String {
        let path = FilePath.folder(of: try bench()) + "/approachnote"
        guard FileManager.default.isExecutableFile(atPath: path) else {
            throw BenchError.child(
                "approachnote is not built beside the bench, at \(path) (swift build --product approachnote builds it)."
            )
        }
        return path
    }
}
