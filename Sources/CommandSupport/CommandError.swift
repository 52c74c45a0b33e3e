import Glibc

/// A failure of a command, with the exit status scripts rely on:
/// 2 for a usage error, 3 when a song or artist does not exist, 1 for anything else.
public enum CommandError: Error, Equatable, CustomStringConvertible {
    case usage(String)
    case notFound(String)
    case failed(String)
    /// The command was stopped by a signal; the exit status is 128 + the signal number. A
    /// `message` says what was kept (a sync's answers).
    case stopped(signal: Int32, message: String? = nil)

    public var exitStatus: Int32 {
        switch self {
        case .usage: 2
        case .notFound: 3
        case .failed: 1
        case .stopped(let signal, _): 128 + signal
        }
    }

    /// Whether the failure goes without a message: Ctrl-C is the user's own doing, and how the
    /// process ends (by SIGINT) already tells a shell or a script.
    public var isQuiet: Bool { self == .stopped(signal: SIGINT, message: nil) }

    public var description: String { message(program: "approachnote") }

    /// The message as `program` gives it: a usage error says where its help is.
    public func message(program: String) -> String {
        switch self {
        case .usage(let message): "\(message)\nRun '\(program) --help' for usage."
        case .notFound(let message), .failed(let message): message
        case .stopped(let signal, let message): message ?? "Stopped by signal \(signal)."
        }
    }

    /// Runs a program's work; a failure is reported on standard error as `program: message`
    /// (but for the user's own Ctrl-C), and becomes the exit status: 0 when it succeeded.
    public static func exitStatus(program: String, io: CommandIO, of body: () throws -> Void) -> Int32 {
        do {
            try body()
            return 0
        } catch let error as CommandError {
            // When standard error fails too, the status is all that can still be said.
            if !error.isQuiet { try? io.writeError("\(program): \(error.message(program: program))\n") }
            return error.exitStatus
        } catch {
            try? io.writeError("\(program): \(error)\n")
            return 1
        }
    }
}
