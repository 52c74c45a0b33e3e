import CatalogTestSupport
import Foundation
import TestFixtures
import TestThreads
import Testing

/// The real binary writing to a full device or a closed descriptor: every write path ends in
/// status 1 with a message on standard error (or status 1 alone when that fails too).
@Suite("Output that cannot be written", .testThreads)
struct OutputFailureTests {
    static let full = "approachnote: Cannot write to standard output (No space left on device).\n"
    static let closed = "approachnote: Cannot write to standard output (Bad file descriptor).\n"

    @Test(
        "help, version and usage text to a full or closed standard output",
        arguments: [["--help"], ["--version"], ["catalog", "--help"], ["recordings", "--help"]])
    func helpText(arguments: [String]) throws {
        let toFull = try BinaryRun.run(arguments, output: .file("/dev/full"))
        #expect(toFull.status == 1 && toFull.error == Self.full, "\(arguments): \(toFull)")
        let toClosed = try BinaryRun.run(arguments, output: .closed)
        #expect(toClosed.status == 1 && toClosed.error == Self.closed, "\(arguments): \(toClosed)")
    }

    @Test("catalog answers to a full or closed standard output")
    func catalogAnswers() throws {
        let song = try SharedDemoCatalog.songID("All of Me")
        for command in [
            ["catalog", "info"], ["catalog", "info", "--json"], ["catalog", "find", "song", "All of Me"],
            ["recordings", "approachnote://song/\(song)", "--json"], ["catalog", "generate"],
        ] {
            let arguments = ["--catalog", SharedDemoCatalog.path] + command
            let toFull = try BinaryRun.run(arguments, output: .file("/dev/full"))
            #expect(toFull.status == 1 && toFull.error == Self.full, "\(command): \(toFull)")
            let toClosed = try BinaryRun.run(arguments, output: .closed)
            #expect(toClosed.status == 1 && toClosed.error == Self.closed, "\(command): \(toClosed)")
        }
    }

    @Test("both streams failing: status 1, no crash")
    func bothStreams() throws {
        for arguments in [["--help"], ["--catalog", SharedDemoCatalog.path, "catalog", "info"]] {
            #expect(try BinaryRun.run(arguments, output: .file("/dev/full"), error: .file("/dev/full")).status == 1)
            #expect(try BinaryRun.run(arguments, output: .closed, error: .closed).status == 1)
        }
    }

    @Test("a first run whose notice cannot be written generates nothing")
    func firstRunNotice() throws {
        let directory = NSTemporaryDirectory() + "approachnote-mute-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let result = try BinaryRun.run(
            ["--catalog", directory + "/catalog.sqlite", "catalog", "info"], error: .file("/dev/full"))
        #expect(result.status == 1 && result.output.isEmpty)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory).isEmpty)
    }
}
