import FoundationEssentials
import Glibc
import Platform
import Server

/// `approachnote serve` run by the bench as a child process, as a user starts it: this very
/// binary, on a port of the loopback the system chooses, its request log in a file of a
/// temporary directory (read for the address it listens on, and at the end for the requests
/// it answered).
final class BenchServerChild {
    let pid: pid_t
    let port: UInt16
    private let directory: String
    private var status: Int32?

    /// Starts the server with `storeArguments` saying what it serves (`--catalog PATH` before
    /// the command, or serve's own `--database URL` after it), and waits up to 30 s for it to listen.
    init(storeArguments: (global: [String], serve: [String]), threads: Int?, clients: Int) throws {
        let directory =
            TemporaryFolder.path(environment: ProcessInfo.processInfo.environment)
            + "approachnote-serve-bench-\(getpid())"
        try? FileManager.default.removeItem(atPath: directory)
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, Self.logPath(in: directory), O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        let arguments =
            storeArguments.global + ["serve", "--listen", "127.0.0.1:0"] + storeArguments.serve
            + (threads.map { ["--threads", String($0)] } ?? [])
            // Every client of the load comes from the loopback address, one connection each.
            + ["--per-client", String(min(ServerConfiguration.connectionsPerClientRange.upperBound, clients + 8))]
        let pid = try ChildRun.spawn(try ChildRun.application(), arguments, actions: &actions).pid
        do {
            port = try Self.waitForPort(pid: pid, directory: directory)
        } catch {
            if waitpid(pid, nil, WNOHANG) == 0 { Self.terminate(pid) }
            try? FileManager.default.removeItem(atPath: directory)
            throw error
        }
        self.pid = pid
        self.directory = directory
    }

    deinit {
        if status == nil { Self.terminate(pid) }
        try? FileManager.default.removeItem(atPath: directory)
    }

    /// The server's peak resident memory so far, in megabytes (its VmHWM).
    var peakMegabytes: Double? { ProcessStatus.kilobytes("VmHWM", of: "\(pid)").map(ProcessStatus.megabytes) }

    /// Stops the server as a user does (SIGTERM) and waits for it; returns how many GET requests
    /// it logged. A status other than 0 is an error.
    func stop() throws -> Int {
        let status = status ?? Self.terminate(pid)
        self.status = status
        let log = (try? String(contentsOfFile: Self.logPath(in: directory), encoding: .utf8)) ?? ""
        guard status == 0 else {
            throw BenchError.child("approachnote serve ended with status \(status): \(Self.lastLines(of: log))")
        }
        return log.split(separator: "\n").count { $0.hasPrefix("GET ") }
    }

    private static func logPath(in directory: String) -> String { directory + "/serve.log" }

    @discardableResult
    private static func terminate(_ pid: pid_t) -> Int32 {
        kill(pid, SIGTERM)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        return status
    }

    /// The port in serve's first line ("Serving the catalog at … on http://127.0.0.1:PORT/ with
    /// …"), once written.
    private static func waitForPort(pid: pid_t, directory: String) throws -> UInt16 {
        let deadline = ContinuousClock.now + .seconds(30)
        while true {
            let log = (try? String(contentsOfFile: logPath(in: directory), encoding: .utf8)) ?? ""
            if let port = listeningPort(in: log) { return port }
            var status: Int32 = 0
            if waitpid(pid, &status, WNOHANG) == pid {
                throw BenchError.child(
                    "approachnote serve ended with status \(status) before listening: \(lastLines(of: log))")
            }
            guard ContinuousClock.now < deadline else {
                throw BenchError.child("approachnote serve did not listen within 30 s: \(lastLines(of: log))")
            }
            usleep(10_000)
        }
    }

    static func listeningPort(in log: String) -> UInt16? {
        guard let line = log.split(separator: "\n").first(where: { $0.hasPrefix("Serving ") }),
            let address = line.firstRange(of: " on http://127.0.0.1:")
        else { return nil }
        return UInt16(line[address.upperBound...].prefix { $0.isNumber })
    }

    private static func lastLines(of log: String) -> String {
        log.split(separator: "\n").suffix(3).joined(separator: " / ")
    }
}
