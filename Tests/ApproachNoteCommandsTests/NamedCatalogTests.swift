import ApproachNoteCommands
import CommandSupport
import Foundation
import TestThreads
import Testing

/// A `--catalog` path that holds nothing is a mistake to report: only the default location is
/// filled on first use.
@Suite("A named catalog that does not exist", .testThreads)
struct NamedCatalogTests {
    @Test(
        "every command that reads it fails with status 1, names catalog generate, and makes nothing",
        arguments: [
            ["catalog", "info"], ["catalog", "find", "song", "All"],
            ["render", "approachnote://song/00000000-0000-0000-0000-000000000000"],
        ])
    func missing(command: [String]) throws {
        let directory = NSTemporaryDirectory() + "approachnote-typo-" + UUID().uuidString.prefix(8)
        let path = directory + "/data/catalgo.sqlite"
        let io = CapturedIO()
        let status = ApproachNoteCommand.run(["--catalog", path] + command, environment: [:], io: io)
        #expect(status == 1)
        #expect(
            io.error
                == "approachnote: No catalog at \(path). To make the demo catalog there, run "
                + "'approachnote catalog generate --catalog \(path)'; or check the path.\n")
        #expect(!FileManager.default.fileExists(atPath: directory), "no folder was made")
    }
}
