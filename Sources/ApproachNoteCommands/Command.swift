import TextFormatting

/// The commands of `approachnote`, each by the words that name it on the command line: the
/// dispatch switches over them, so a command added here and not handled there does not build.
enum Command: CaseIterable {
    case help, version
    case open, render, recordings, catalog, library, account, config, serve, accounts, bench, manual, completions

    /// Which of a command's subcommands read the catalog only, and so may read it from a server.
    enum ServerReading: Equatable {
        case none
        /// The whole command, whatever follows it.
        case whole
        /// These subcommands only.
        case subcommands([String])
    }

    /// The words that name the command; the first is the one the help uses.
    var words: [String] {
        switch self {
        case .help: ["help", "--help", "-h"]
        case .version: ["--version", "-v"]
        case .open: ["open"]
        case .render: ["render"]
        case .recordings: ["recordings"]
        case .catalog: ["catalog"]
        case .library: ["library"]
        case .config: ["config"]
        case .serve: ["serve"]
        case .accounts: ["accounts"]
        case .account: ["account"]
        case .bench: ["bench"]
        case .manual: ["manual"]
        case .completions: ["completions"]
        }
    }

    /// `catalog generate` and `export` and `serve` are about the file itself; `config` shows the
    /// server it would use without reading it; `bench` only says where the bench went.
    var serverReading: ServerReading {
        switch self {
        case .open, .render, .recordings, .account: .whole
        case .catalog: .subcommands(["find", "info", "sync"])
        case .library: .subcommands(["list", "add"])
        case .help, .version, .config, .serve, .accounts, .bench, .manual, .completions: .none
        }
    }

    /// The command `word` names, if any.
    init?(word: String) {
        guard let command = Self.allCases.first(where: { $0.words.contains(word) }) else { return nil }
        self = command
    }

    /// Whether the command, followed by `subcommand`, reads the catalog only.
    func readsServer(subcommand: String?) -> Bool {
        switch serverReading {
        case .none: false
        case .whole: true
        case .subcommands(let names): subcommand.map(names.contains) == true
        }
    }

    /// "the application, open, render, recordings, catalog find, info and sync, library list
    /// and add": what may read a server, for the help and the usage message.
    static var serverReadersDescribed: String {
        let commands = allCases.compactMap { command -> String? in
            switch command.serverReading {
            case .none: nil
            case .whole: command.words[0]
            case .subcommands(let names): command.words[0] + " " + WordList.joined(names, "and")
            }
        }
        return "the application, " + commands.joined(separator: ", ")
    }
}
