import Foundation

/// The real binary started with exact argument bytes (which need not be UTF-8), a chosen
/// standard output, standard error captured, and optionally another working directory or
/// the unprivileged user `nobody` (tests run as root, whom file modes do not stop).
package final class BinaryRun {
    package enum Output {
        case captured
        case file(String)
        case closed
    }

    package struct Result {
        package let status: Int32
        package let output: String
        package let error: String

        package init(status: Int32, output: String, error: String) {
            self.status = status
            self.output = output
            self.error = error
        }
    }

    private let child: ChildProcess
    private let outputFile: String
    private let errorFile: String

    package var pid: pid_t { child.pid }

    package init(
        _ arguments: [[UInt8]], output: Output = .captured, error: Output = .captured, directory: String? = nil,
        asNobody: Bool = false, environment: [String: String] = [:]
    ) throws {
        let scratch = NSTemporaryDirectory() + "approachnote-run-" + UUID().uuidString
        outputFile = scratch + ".out"
        errorFile = scratch + ".err"
        var prefix: [String] = []
        if asNobody && geteuid() == 0 {
            prefix += ["/usr/bin/setpriv", "--reuid=65534", "--regid=65534", "--clear-groups", "--"]
        }
        if let directory { prefix += ["/bin/sh", "-c", "cd \"$0\" && exec \"$@\"", directory] }
        let argv = prefix.map { Array($0.utf8) } + [Array(ApproachNoteBinary.path.utf8)] + arguments
        func stream(_ output: Output, capturedIn file: String) -> ChildProcess.Stream {
            switch output {
            case .captured: .file(file)
            case .file(let path): .existing(path)
            case .closed: .closed
            }
        }
        child = try ChildProcess(
            argv: argv, output: stream(output, capturedIn: outputFile), errors: stream(error, capturedIn: errorFile),
            environment: environment)
    }

    deinit {
        unlink(outputFile)
        unlink(errorFile)
    }

    package func signal(_ signal: Int32) { child.signal(signal) }

    /// Whether the child has ended, waiting up to `seconds` to see.
    package func hasEnded(within seconds: Double) -> Bool { child.wait(seconds: seconds) != nil }

    /// What the child wrote to standard error so far.
    package var errorSoFar: String { (try? String(contentsOfFile: errorFile, encoding: .utf8)) ?? "" }

    /// Waits for the child to end; the status is 128 + the signal when a signal ended it.
    @discardableResult
    package func wait() -> Result {
        Result(
            status: child.wait(), output: (try? String(contentsOfFile: outputFile, encoding: .utf8)) ?? "",
            error: errorSoFar)
    }

    /// Runs to completion.
    package static func run(
        _ arguments: [String], output: Output = .captured, error: Output = .captured, directory: String? = nil,
        asNobody: Bool = false, environment: [String: String] = [:]
    ) throws -> Result {
        try BinaryRun(
            arguments.map { Array($0.utf8) }, output: output, error: error, directory: directory, asNobody: asNobody,
            environment: environment
        ).wait()
    }
}
