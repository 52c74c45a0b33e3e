import Browsing
import Catalog
import Foundation
import Glibc

/// The `approachnote` command line. `main` calls `run`, then `exit(status:)`; tests call `run`
/// in-process with captured output.
public enum ApproachNoteCommand {
    public static let version = "0.1.0"

    public static func run(_ arguments: [String], environment: CommandEnvironment, io: CommandIO) -> Int32 {
        execute(io: io) { try dispatch(arguments, environment: environment, io: io) }
    }

    /// The process's own arguments, as bytes: any that is not UTF-8 is a usage error.
    public static func run(rawArguments: [[UInt8]], environment: CommandEnvironment, io: CommandIO) -> Int32 {
        execute(io: io) { try dispatch(ProcessText.arguments(rawArguments), environment: environment, io: io) }
    }

    private static func execute(io: CommandIO, _ body: () throws -> Void) -> Int32 {
        do {
            try body()
            return 0
        } catch {
            // When standard error fails too, the status is all that can still be said.
            try? io.writeError("approachnote: \(error)\n")
            return (error as? CommandError)?.exitStatus ?? 1
        }
    }

    /// Ends the process with `status`. A status of 128 + a signal's number means that signal
    /// stopped the application, which has put the terminal back: the process now ends by the
    /// same signal, with its default action, so whoever started it sees how it ended (a shell
    /// stops a script on Ctrl-C).
    public static func exit(status: Int32) -> Never {
        let signal = status - 128
        // Linux's standard signals are 1 to 31.
        if (1...31).contains(signal) {
            Glibc.signal(signal, SIG_DFL)
            var only = sigset_t()
            sigemptyset(&only)
            sigaddset(&only, signal)
            pthread_sigmask(SIG_UNBLOCK, &only, nil)
            raise(signal)
        }
        Glibc.exit(status)
    }

    private static func dispatch(_ arguments: [String], environment: CommandEnvironment, io: CommandIO) throws {
        var rest = arguments
        var catalogPath: String?
        if let index = rest.firstIndex(where: { $0 == "--catalog" || $0.hasPrefix("--catalog=") }) {
            if rest[index] == "--catalog" {
                guard index + 1 < rest.count else { throw CommandError.usage("Option --catalog needs a value.") }
                catalogPath = rest[index + 1]
                rest.removeSubrange(index...(index + 1))
            } else {
                catalogPath = String(rest[index].dropFirst("--catalog=".count))
                rest.remove(at: index)
            }
            guard let path = catalogPath, !path.isEmpty else {
                throw CommandError.usage("Option --catalog needs a path.")
            }
        }
        let location = try CatalogLocation.resolve(
            explicitPath: catalogPath, environment: environment.values, undecodable: environment.undecodable)
        let access = CatalogAccess(location: location, io: io, isDefaultLocation: catalogPath == nil)
        let wantsHelp = rest.contains("--help") || rest.contains("-h")

        guard let command = rest.first else {
            try CatalogCommands.info(Arguments([], valued: [], flags: ["json"]), access: access, io: io)
            return
        }
        let commandArguments = Array(rest.dropFirst())
        switch command {
        case "--help", "-h", "help":
            try io.write(HelpText.main + "\n")
        case "--version":
            try io.write("approachnote \(version)\n")
        case "catalog":
            if wantsHelp { return try io.write(HelpText.catalog + "\n") }
            try CatalogCommands.run(commandArguments, access: access, io: io)
        case "recordings":
            if wantsHelp { return try io.write(HelpText.recordings + "\n") }
            try RecordingsCommand.run(commandArguments, access: access, io: io)
        case "demo":
            if wantsHelp { return try io.write(HelpText.demo + "\n") }
            try DemoCommand.run(commandArguments, access: access, io: io, environment: environment.values)
        case "bench":
            if wantsHelp { return try io.write(HelpText.bench + "\n") }
            try BenchCommand.run(commandArguments, access: access, io: io)
        default:
            throw CommandError.usage("Unknown command '\(Printable.clean(command))'.")
        }
    }
}

/// JSON for the command line: stable key order, readable, one trailing newline.
enum CommandJSON {
    static func encode<T: Encodable>(_ value: T) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self) + "\n"
    }
}
