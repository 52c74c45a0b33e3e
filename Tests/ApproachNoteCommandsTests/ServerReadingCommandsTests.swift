import CommandSupport
import TestThreads
import Testing

@testable import ApproachNoteCommands

/// Which commands may read a server: the check, its message and the help say it from one list.
@Suite("The commands that read a server", .testThreads)
struct ServerReadingCommandsTests {
    private func run(_ arguments: [String]) -> (status: Int32, error: String) {
        let io = CapturedIO()
        let status = ApproachNoteCommand.run(arguments, environment: [:], io: io)
        return (status, io.error)
    }

    @Test("the list in words, as the help and the usage message give it")
    func described() {
        #expect(
            Command.serverReadersDescribed
                == "the application, open, render, recordings, catalog find, info and sync, library list and add, account"
        )
        #expect(HelpText.main.contains("--server and --ca-file are for \(Command.serverReadersDescribed).\n"))
    }

    @Test("a command of the list takes --server; one not on it is refused with the list, before it runs")
    func refused() {
        #expect(Command.catalog.readsServer(subcommand: "sync"))
        #expect(Command.render.readsServer(subcommand: nil))
        #expect(!Command.catalog.readsServer(subcommand: "generate"))
        #expect(!Command.catalog.readsServer(subcommand: nil))
        #expect(!Command.library.readsServer(subcommand: "remove"))
        #expect(!Command.serve.readsServer(subcommand: nil))
        for arguments in [
            ["catalog", "generate"], ["catalog", "export"], ["library", "remove"], ["serve"], ["bench"],
        ] {
            for option in ["--server", "--ca-file"] {
                let refused = run([option, "/nowhere"] + arguments)
                #expect(refused.status == 2, "\(arguments)")
                #expect(
                    refused.error
                        == "approachnote: \(option) is for \(Command.serverReadersDescribed).\n"
                        + "Run 'approachnote --help' for usage.\n", "\(arguments)")
            }
        }
    }

    /// The grammar (what the parsers, the manual and the completions know) and the commands the
    /// dispatch switches over name the same commands.
    @Test("the grammar's commands and the dispatched ones are the same")
    func grammarAndCommandsAgree() {
        let grammar = Set(Grammar.commands.compactMap(\.words.first))
        // Help and the version have no grammar of their own; `bench` only says where it went.
        let dispatched = Set(Command.allCases.filter { ![.help, .version, .bench].contains($0) }.map(\.words[0]))
        #expect(grammar == dispatched)
        #expect(Command(word: "-h") == .help && Command(word: "--version") == .version && Command(word: "x") == nil)
    }
}
