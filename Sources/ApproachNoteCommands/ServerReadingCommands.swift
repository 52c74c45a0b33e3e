/// The commands that only read the catalog, and so can read it from a server (`--server`,
/// `--ca-file`) instead of the file: the check before a command runs, its message, and the
/// help all read this one list. `catalog generate` and `export`, `serve` and `bench` are about
/// the file itself; `config` shows the server it would use.
enum ServerReadingCommands {
    /// Each command, and the subcommands of it that read a server (all of it when none are named).
    static let commands: [(command: String, subcommands: [String])] = [
        ("open", []), ("render", []), ("recordings", []),
        ("catalog", ["find", "info", "sync"]),
        ("library", ["list", "add"]),
    ]

    /// Whether `command` (with its first argument, `subcommand`) reads the catalog only.
    static func contains(_ command: String, subcommand: String?) -> Bool {
        commands.contains { entry in
            entry.command == command
                && (entry.subcommands.isEmpty || subcommand.map(entry.subcommands.contains) == true)
        }
    }

    /// "the application, open, render, recordings, catalog find, info and sync, library list
    /// and add": for the help and the usage message.
    static var described: String {
        "the application, "
            + commands.map { entry in
                entry.subcommands.isEmpty ? entry.command : entry.command + " " + listed(entry.subcommands)
            }.joined(separator: ", ")
    }

    private static func listed(_ words: [String]) -> String {
        words.count < 2 ? words.joined() : words.dropLast().joined(separator: ", ") + " and " + words.last!
    }
}
