import ApproachNoteCommands
import CommandSupport
import Foundation
import TestThreads
import Testing

/// `approachnote-bench`, the bench's own program: its help, its usage errors (before any
/// catalog is touched), and `approachnote bench`, which says where the bench went.
@Suite("The bench's program", .testThreads)
struct BenchProgramTests {
    private func run(_ arguments: [String]) -> (status: Int32, output: String, error: String) {
        SharedBench.run(arguments, catalog: nil)
    }

    @Test("--help prints the bench's usage and every part")
    func help() {
        let help = run(["--help"])
        #expect(help.status == 0 && help.error.isEmpty)
        #expect(help.output.hasPrefix("Usage: approachnote-bench [--catalog PATH] [--viewport COLSxROWS]"))
        for part in ["catalog:", "layout:", "terminal:", "scale:", "app:", "artwork:", "peer:", "serve:"] {
            #expect(help.output.contains(part), "\(part)")
        }
    }

    @Test(
        "usage errors exit 2 with the bench's name, before the catalog is touched",
        arguments: [
            ["--iterations", "zero"], ["--only", "pear"], ["--only", "peer", "--iterations", "0"],
            ["--only", "peer", "x"],
        ])
    func usage(arguments: [String]) {
        let path = NSTemporaryDirectory() + "approachnote-absent-" + UUID().uuidString + "/catalog.sqlite"
        let refused = run(["--catalog", path] + arguments)
        #expect(refused.status == 2, "\(refused.error)")
        #expect(refused.error.hasPrefix("approachnote-bench: ") && refused.output.isEmpty, "\(refused.error)")
        #expect(refused.error.hasSuffix("\nRun 'approachnote-bench --help' for usage.\n"), "\(refused.error)")
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    @Test("approachnote bench says where the bench went")
    func moved() {
        let io = CapturedIO()
        #expect(ApproachNoteCommand.run(["bench", "--only", "layout"], environment: [:], io: io) == 2)
        #expect(
            io.error
                == "approachnote: The bench is a program of its own now, approachnote-bench, built beside approachnote in the source tree (swift build -c release --product approachnote-bench).\n"
                + "Run 'approachnote --help' for usage.\n")
    }
}
