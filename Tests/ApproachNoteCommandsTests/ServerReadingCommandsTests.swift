import CommandSupport
import TestSupport
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
            ServerReadingCommands.described
                == "the application, open, render, recordings, catalog find, info and sync, library list and add")
        #expect(HelpText.main.contains("--server and --ca-file are for \(ServerReadingCommands.described).\n"))
    }

    @Test("a command of the list takes --server; one not on it is refused with the list, before it runs")
    func refused() {
        #expect(ServerReadingCommands.contains("catalog", subcommand: "sync"))
        #expect(ServerReadingCommands.contains("render", subcommand: nil))
        #expect(!ServerReadingCommands.contains("catalog", subcommand: "generate"))
        #expect(!ServerReadingCommands.contains("library", subcommand: "remove"))
        #expect(!ServerReadingCommands.contains("serve", subcommand: nil))
        for arguments in [
            ["catalog", "generate"], ["catalog", "export"], ["library", "remove"], ["serve"], ["bench"],
        ] {
            for option in ["--server", "--ca-file"] {
                let refused = run([option, "/nowhere"] + arguments)
                #expect(refused.status == 2, "\(arguments)")
                #expect(
                    refused.error
                        == "approachnote: \(option) is for \(ServerReadingCommands.described).\n"
                        + "Run 'approachnote --help' for usage.\n", "\(arguments)")
            }
        }
    }
}
