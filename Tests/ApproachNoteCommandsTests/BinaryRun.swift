import Foundation

/// The real binary started with exact argument bytes (which need not be UTF-8), a chosen
/// standard output, standard error captured, and optionally another working directory or
/// the unprivileged user `nobody` (tests run as root, whom file modes do not stop).
final class BinaryRun {
    enum Output {
        case captured
        case file(String)
        case closed
    }

    struct Result {
        let status: Int32
        let output: String
        let error: String
    }

    let pid: pid_t
    private var status: Int32?
    private let outputFile: String
    private let errorFile: String

    init(
        _ arguments: [[UInt8]], output: Output = .captured, error: Output = .captured, directory: String? = nil,
        asNobody: Bool = false
    ) throws {
        let scratch = NSTemporaryDirectory() + "approachnote-run-" + UUID().uuidString
        outputFile = scratch + ".out"
        errorFile = scratch + ".err"
        var prefix: [String] = []
        if asNobody && geteuid() == 0 {
            prefix += ["/usr/bin/setpriv", "--reuid=65534", "--regid=65534", "--clear-groups", "--"]
        }
        if let directory { prefix += ["/bin/sh", "-c", "cd \"$0\" && exec \"$@\"", directory] }
        let argv = prefix.map { Array($0.utf8) } + [Array(InterruptedGenerationTests.binary.utf8)] + arguments
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        for (descriptor, target, captureFile) in [(Int32(1), output, outputFile), (Int32(2), error, errorFile)] {
            switch target {
            case .captured:
                posix_spawn_file_actions_addopen(&actions, descriptor, captureFile, O_WRONLY | O_CREAT | O_TRUNC, 0o666)
            case .file(let path):
                posix_spawn_file_actions_addopen(&actions, descriptor, path, O_WRONLY, 0)
            case .closed:
                posix_spawn_file_actions_addclose(&actions, descriptor)
            }
        }
        // As from a shell: no signal blocked, every signal at its default.
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
        var pid: pid_t = 0
        guard posix_spawn(&pid, cArguments[0]!, &actions, &attributes, cArguments + [nil], environ) == 0 else {
            throw CocoaError(.executableNotLoadable)
        }
        self.pid = pid
    }

    deinit {
        if status == nil {
            kill(pid, SIGKILL)
            _ = wait()
        }
        unlink(outputFile)
        unlink(errorFile)
    }

    func signal(_ signal: Int32) { kill(pid, signal) }

    /// What the child wrote to standard error so far.
    var errorSoFar: String { (try? String(contentsOfFile: errorFile, encoding: .utf8)) ?? "" }

    /// Waits for the child to end; the status is 128 + the signal when a signal ended it.
    @discardableResult
    func wait() -> Result {
        let status = status ?? reap()
        self.status = status
        return Result(
            status: status, output: (try? String(contentsOfFile: outputFile, encoding: .utf8)) ?? "",
            error: errorSoFar)
    }

    private func reap() -> Int32 {
        var raw: Int32 = 0
        while waitpid(pid, &raw, 0) < 0, errno == EINTR {}
        return (raw & 0x7F) == 0 ? (raw >> 8) & 0xFF : 128 + (raw & 0x7F)
    }

    /// Runs to completion.
    static func run(
        _ arguments: [String], output: Output = .captured, error: Output = .captured, directory: String? = nil,
        asNobody: Bool = false
    ) throws -> Result {
        try BinaryRun(
            arguments.map { Array($0.utf8) }, output: output, error: error, directory: directory, asNobody: asNobody
        ).wait()
    }
}
