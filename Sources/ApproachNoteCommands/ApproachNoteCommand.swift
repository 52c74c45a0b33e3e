import Browsing
import Catalog
import CommandSupport
import CurlTransfer
import FoundationEssentials
import Glibc
import Library
import Screens
import UntrustedText

/// The `approachnote` command line. `main` calls `run`, then `exit(status:)`; tests call `run`
/// in-process with captured output.
public enum ApproachNoteCommand {
    public static let version = ProductVersion.number
    /// What `--version` prints: the version and the commit built.
    public static let versionLine = "approachnote \(version) (commit \(ProductVersion.commit))"

    public static func run(_ arguments: [String], environment: CommandEnvironment, io: CommandIO) -> Int32 {
        CommandError.exitStatus(program: "approachnote", io: io) {
            try dispatch(arguments, environment: environment, io: io)
        }
    }

    /// The process's own arguments, as bytes: any that is not UTF-8 is a usage error.
    public static func run(rawArguments: [[UInt8]], environment: CommandEnvironment, io: CommandIO) -> Int32 {
        CommandError.exitStatus(program: "approachnote", io: io) {
            try dispatch(ProcessText.arguments(rawArguments), environment: environment, io: io)
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

    /// The commands, by the word that names them.
    private static let commandWords = Set(Command.allCases.flatMap(\.words).filter { !$0.hasPrefix("-") })

    private static func dispatch(_ arguments: [String], environment: CommandEnvironment, io: CommandIO) throws {
        var rest = arguments
        let catalogOption = try Arguments.takeOption("catalog", from: &rest)
        let libraryOption = try Arguments.takeOption("library", from: &rest)
        // Found only by the commands that keep the library: the others do not mind where it is.
        func libraryPath() throws -> String {
            try LibraryLocation.path(
                explicit: libraryOption, environment: environment.values, undecodable: environment.undecodable)
        }
        let control = try Arguments.takeOption("control", from: &rest)
        let givenServer = try Arguments.takeOption("server", from: &rest)
        let authorities = try Arguments.takeOption("ca-file", from: &rest)
        let config = UserConfig(environment: environment.values)
        func locate(readingServers: Bool, syncing: Bool = false) throws -> CatalogAccess {
            try catalogAccess(
                catalogOption: catalogOption, serverOption: givenServer, authorities: authorities,
                readingServers: readingServers, syncing: syncing, config: config, environment: environment, io: io)
        }
        let wantsHelp = rest.contains("--help") || rest.contains("-h")
        // A command's options given before it (`approachnote --images kitty render LINK`) are
        // the command's: they move after it, so order never changes what a line means.
        if rest.first?.hasPrefix("--") == true, let index = rest.firstIndex(where: Self.commandWords.contains) {
            rest = [rest[index]] + rest[..<index] + rest[(index + 1)...]
        }

        // No command (perhaps options such as --headless): the application itself.
        guard let word = rest.first, !word.hasPrefix("--") || ["--help", "--version"].contains(word) else {
            if wantsHelp { return try io.write(HelpText.main + "\n") }
            try reportProblems(of: config, io: io)
            return try BrowserCommand.run(
                rest, opensLink: false, control: control, access: try locate(readingServers: true),
                libraryPath: try libraryPath(), io: io, environment: environment.values, config: config)
        }
        let commandArguments = Array(rest.dropFirst())
        guard let command = Command(word: word) else {
            throw CommandError.usage("Unknown command '\(UntrustedText.forMessage(word))'.")
        }
        if control != nil, command != .open {
            throw CommandError.usage("--control is for the application (approachnote, approachnote open).")
        }
        let readsOnly = command.readsServer(subcommand: commandArguments.first)
        if givenServer != nil || authorities != nil, !readsOnly, command != .config, !wantsHelp {
            throw CommandError.usage(
                "--\(givenServer != nil ? "server" : "ca-file") is for \(Command.serverReadersDescribed).")
        }
        // `catalog sync` reads a server and writes the file: it takes both.
        let syncing = command == .catalog && commandArguments.first == "sync"
        let access = try locate(readingServers: readsOnly || command == .config, syncing: syncing)
        if command != .config, !wantsHelp { try reportProblems(of: config, io: io) }
        switch command {
        case .help:
            try io.write(HelpText.main + "\n")
        case .version:
            try io.write(versionLine + "\n")
        case .catalog:
            if wantsHelp { return try io.write(HelpText.catalog + "\n") }
            try CatalogCommands.run(commandArguments, access: access, io: io)
        case .library:
            if wantsHelp { return try io.write(HelpText.library + "\n") }
            try LibraryCommand.run(
                commandArguments, libraryPath: try libraryPath(), access: access, environment: environment, io: io)
        case .recordings:
            if wantsHelp { return try io.write(HelpText.recordings + "\n") }
            try RecordingsCommand.run(commandArguments, access: access, io: io)
        case .open:
            if wantsHelp { return try io.write(HelpText.open + "\n") }
            try BrowserCommand.run(
                commandArguments, opensLink: true, control: control, access: access, libraryPath: try libraryPath(),
                io: io,
                environment: environment.values, config: config)
        case .render:
            if wantsHelp { return try io.write(HelpText.render + "\n") }
            try BrowserCommand.render(commandArguments, access: access, io: io, config: config)
        case .manual:
            if wantsHelp {
                return try io.write(
                    "Usage: approachnote manual\n\nPrints approachnote(1), the manual page, in roff (man -l - reads it).\n"
                )
            }
            _ = try Arguments(commandArguments, grammar: Grammar.manual).requirePositionals(
                0, usage: "approachnote manual")
            try io.write(ManualPage.roff())
        case .completions:
            let shells = Completions.Shell.allCases.map(\.rawValue).joined(separator: "|")
            if wantsHelp {
                return try io.write(
                    "Usage: approachnote completions \(shells)\n\nPrints the shell's completions of approachnote's commands, options and their values.\n"
                )
            }
            let parsed = try Arguments(commandArguments, grammar: Grammar.completions)
            let name = try parsed.requirePositionals(1, usage: "approachnote completions \(shells)")[0]
            guard let shell = Completions.Shell(rawValue: name) else {
                throw CommandError.usage("completions are made for \(shells), not '\(UntrustedText.forMessage(name))'.")
            }
            try io.write(Completions.script(for: shell))
        case .config:
            if wantsHelp { return try io.write(HelpText.config + "\n") }
            let given = ConfigCommand.Given(
                catalogOption: catalogOption != nil, serverOption: givenServer != nil,
                serverVariable: environmentServer(environment.values) != nil)
            try ConfigCommand.run(commandArguments, config: config, given: given, access: access, io: io)
        case .account:
            if wantsHelp { return try io.write(HelpText.account + "\n") }
            try AccountCommand.run(
                commandArguments, access: access, environment: environment, libraryPath: libraryPath, io: io)
        case .accounts:
            if wantsHelp { return try io.write(HelpText.accounts + "\n") }
            try AccountsCommand.run(commandArguments, environment: environment, io: io)
        case .serve:
            if wantsHelp { return try io.write(HelpText.serve + "\n") }
            try ServeCommand.run(commandArguments, access: access, environment: environment, io: io)
        case .bench:
            throw CommandError.usage(
                "The bench is a program of its own now, approachnote-bench, built beside approachnote in the source tree (swift build -c release --product approachnote-bench)."
            )
        }
    }
}

extension ApproachNoteCommand {
    /// The config file's problems, one line each on standard error: the command goes on.
    private static func reportProblems(of config: UserConfig, io: CommandIO) throws {
        for problem in config.problems { try io.writeError("approachnote: \(problem)\n") }
    }

    /// Where a command reads the catalog: `--catalog` or `--server`, else the environment's
    /// server, else the config file's server (for what can read one) or its catalog, else the
    /// default location.
    private static func catalogAccess(
        catalogOption: String?, serverOption: String?, authorities: String?, readingServers: Bool, syncing: Bool,
        config: UserConfig, environment: CommandEnvironment, io: CommandIO
    ) throws -> CatalogAccess {
        let saysWhere = catalogOption != nil || serverOption != nil || environmentServer(environment.values) != nil
        let fileServer = readingServers && (syncing || !saysWhere) ? config.server : nil
        let catalogPath =
            catalogOption
            ?? (!syncing && (readingServers && saysWhere || fileServer != nil) ? nil : config.catalogPath)
        let location = try CatalogLocation.resolve(
            explicitPath: catalogPath, environment: environment.values, undecodable: environment.undecodable)
        var access = CatalogAccess(location: location, io: io, isDefaultLocation: catalogPath == nil)
        access.isNamedByOption = catalogOption != nil
        if readingServers {
            access.server = try server(
                option: serverOption ?? fileServer, authorities: authorities, environment: environment.values,
                catalogPath: syncing ? nil : catalogOption)
        }
        return access
    }

    /// `APPROACHNOTE_SERVER`, when set to something: an empty value is unset.
    private static func environmentServer(_ environment: [String: String]) -> String? {
        environment["APPROACHNOTE_SERVER"].flatMap { $0.isEmpty ? nil : $0 }
    }

    /// The server a reading command reads from: `--server`, else `APPROACHNOTE_SERVER` (an
    /// empty value is unset). `--catalog` and `--server` together contradict each other; an
    /// explicit `--catalog` wins over the environment's server, as options win over it anywhere.
    /// An https server is verified against the system's certificate authorities, or those of
    /// `--ca-file` (else `APPROACHNOTE_CA_FILE`), which must be a file that can be read.
    static func server(
        option: String?, authorities: String? = nil, environment: [String: String], catalogPath: String?
    ) throws(CommandError) -> HTTPCatalog? {
        if option != nil, catalogPath != nil {
            throw .usage("--catalog and --server both say where the catalog is; give one.")
        }
        guard let address = option ?? (catalogPath == nil ? environmentServer(environment) : nil) else {
            if authorities != nil { throw .usage("--ca-file is for reading from an https server (--server).") }
            return nil
        }
        let authorities = authorities ?? environment["APPROACHNOTE_CA_FILE"].flatMap { $0.isEmpty ? nil : $0 }
        if let authorities {
            var status = stat()
            guard stat(authorities, &status) == 0, status.st_mode & S_IFMT != S_IFDIR, access(authorities, R_OK) == 0
            else {
                throw .usage(
                    "--ca-file takes a file of certificate authorities (PEM) that can be read; '\(UntrustedText.forMessage(authorities))' is not."
                )
            }
        }
        do {
            return try HTTPCatalog(address: address, authorities: authorities)
        } catch {
            throw .usage(error.description)
        }
    }
}
