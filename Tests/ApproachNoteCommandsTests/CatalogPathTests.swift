import CatalogTestSupport
import CommandSupport
import DemoCatalog
import Foundation
import TestFixtures
import TestThreads
import Testing

@testable import ApproachNoteCommands
@testable import Catalog

/// Catalog paths as people give them: links, devices, relative and non-UTF-8 names, folders
/// that cannot be written; and the read-only commands leaving the catalog's folder as it was.
@Suite("Catalog paths from the command line", .testThreads)
struct CatalogPathTests {
    private func temporaryDirectory() throws -> String {
        let path = NSTemporaryDirectory() + "approachnote-paths-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    private func run(_ arguments: [String], environment: CommandEnvironment = [:]) -> BinaryRun.Result {
        let io = CapturedIO()
        let status = ApproachNoteCommand.run(arguments, environment: environment, io: io)
        return BinaryRun.Result(status: status, output: io.output, error: io.error)
    }

    /// The shared demo catalog under another name in a folder of its own (a hard link: no copy).
    private func linkedCatalog() throws -> (directory: String, path: String) {
        _ = SharedDemoCatalog.firstRun
        let directory = try temporaryDirectory()
        let path = directory + "/catalog.sqlite"
        try #require(link(SharedDemoCatalog.path, path) == 0)
        return (directory, path)
    }

    private func readOnlyCommands(_ path: String) throws -> [[String]] {
        let song = try SharedDemoCatalog.songID("All of Me")
        return [
            ["--catalog", path, "catalog", "info"], ["--catalog", path, "catalog", "find", "song", "All of Me"],
            ["--catalog", path, "recordings", "approachnote://song/\(song)", "--json"],
        ]
    }

    @Test("read-only commands leave no -wal or -shm beside the catalog")
    func noSideFiles() throws {
        let (directory, path) = try linkedCatalog()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        for arguments in try readOnlyCommands(path) {
            let result = try BinaryRun.run(arguments)
            #expect(result.status == 0, "\(arguments): \(result.error)")
            #expect(
                try FileManager.default.contentsOfDirectory(atPath: directory) == ["catalog.sqlite"], "\(arguments)")
        }
    }

    @Test("a catalog in a folder its reader cannot write is read, and the folder stays as it was")
    func readOnlyFolder() throws {
        let (directory, path) = try linkedCatalog()
        defer {
            chmod(directory, 0o755)
            try? FileManager.default.removeItem(atPath: directory)
        }
        try #require(chmod(directory, 0o555) == 0)
        // Root writes anywhere, so as root the commands run as nobody; check that they really cannot write.
        if geteuid() == 0 {
            let probe = try ChildProcess(
                [
                    "/usr/bin/setpriv", "--reuid=65534", "--regid=65534", "--clear-groups", "/usr/bin/test", "-w",
                    directory,
                ])
            try #require(probe.wait() == 1)
        } else {
            try #require(access(directory, W_OK) != 0)
        }
        for arguments in try readOnlyCommands(path) {
            let result = try BinaryRun.run(arguments, asNobody: true)
            #expect(result.status == 0 && !result.output.isEmpty, "\(arguments): \(result.error)")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["catalog.sqlite"])
    }

    @Test("a catalog given through a symbolic link is read through it")
    func symlinkRead() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        _ = SharedDemoCatalog.firstRun
        let link = directory + "/link.sqlite"
        symlink(SharedDemoCatalog.path, link)
        let result = run(["--catalog", link, "catalog", "info", "--json"])
        #expect(result.status == 0, "\(result.error)")
        #expect(result.output.contains("\"path\" : \"\(link)\""))
        #expect(result.output.contains("\"bytes\" : \(CatalogLocation(path: SharedDemoCatalog.path).fileSize)"))
    }

    @Test("generate --force through a symbolic link replaces its target; the link stays a link")
    func symlinkGenerate() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try FileManager.default.createDirectory(atPath: directory + "/real", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: directory + "/links", withIntermediateDirectories: true)
        let target = directory + "/real/catalog.sqlite"
        #expect(FileManager.default.createFile(atPath: target, contents: Data("not a catalog".utf8)))
        let link = directory + "/links/catalog.sqlite"
        symlink("../real/catalog.sqlite", link)

        // A text file is never replaced, not even with --force.
        for arguments in [["catalog", "generate"], ["catalog", "generate", "--force"]] {
            let refused = run(["--catalog", link] + arguments)
            #expect(refused.status == 1, "\(arguments)")
            #expect(
                refused.error.contains("\(link) is not an ApproachNote catalog (the file is empty or shorter"),
                "\(arguments): \(refused.error)")
            #expect(!refused.error.contains("--force"), "\(arguments)")
            #expect(FileManager.default.contents(atPath: target) == Data("not a catalog".utf8))
        }
        // A catalog through the link is replaced where the link points, and the link stays.
        try FileManager.default.removeItem(atPath: target)
        try FileManager.default.copyItem(atPath: SharedDemoCatalog.path, toPath: target)
        let result = DemoCatalogGenerator.$madeAlready.withValue(SharedDemoCatalog.path) {
            run(["--catalog", link, "catalog", "generate", "--force"])
        }
        #expect(result.status == 0, "\(result.error)")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "../real/catalog.sqlite")
        #expect(try SQLiteCatalogStore.open(CatalogLocation(path: target)).counts().songs == 321)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory + "/links") == ["catalog.sqlite"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory + "/real") == ["catalog.sqlite"])
    }

    @Test("a device or a FIFO as the catalog: refused by name, never read, never replaced")
    func specialFiles() throws {
        let device = run(["--catalog", "/dev/null", "catalog", "info"])
        #expect(device.status == 1)
        #expect(
            device.error == "approachnote: \(CatalogError.notAFile(path: "/dev/null", kind: "a character device"))\n")
        #expect(!device.error.contains("generate --force"))

        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let fifo = directory + "/catalog.sqlite"
        mkfifo(fifo, 0o600)
        // Were the FIFO opened for reading, this writer would let the open and a read succeed.
        let holder = open(fifo, O_RDWR | O_NONBLOCK)
        defer { close(holder) }
        _ = write(holder, "SQLite format 3\0 and more", 25)
        let message = "approachnote: \(CatalogError.notAFile(path: fifo, kind: "a FIFO (named pipe)"))\n"
        for command in [["catalog", "info"], ["catalog", "generate"], ["catalog", "generate", "--force"]] {
            let result = run(["--catalog", fifo] + command)
            #expect(result.status == 1 && result.error == message, "\(command): \(result.error)")
        }
        #expect(CatalogLocation(path: fifo).state == .special(kind: "a FIFO (named pipe)"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["catalog.sqlite"])
    }

    @Test("a relative --catalog is named by its absolute path in messages")
    func relativePath() throws {
        let directory = try temporaryDirectory()
        defer {
            chmod(directory, 0o755)
            try? FileManager.default.removeItem(atPath: directory)
        }
        #expect(
            FileManager.default.createFile(atPath: directory + "/bad.sqlite", contents: Data(repeating: 7, count: 100)))
        let damaged = try BinaryRun.run(["--catalog", "bad.sqlite", "catalog", "info"], directory: directory)
        #expect(damaged.status == 1)
        #expect(damaged.error.contains("\(directory)/bad.sqlite is not an ApproachNote catalog"), "\(damaged.error)")
        #expect(!damaged.error.contains("--force"))

        try #require(chmod(directory, 0o555) == 0)
        let unwritable = try BinaryRun.run(
            ["--catalog", "new.sqlite", "catalog", "generate"], directory: directory, asNobody: true)
        #expect(unwritable.status == 1)
        #expect(
            unwritable.error.hasPrefix("approachnote: Cannot write the catalog into \(directory) (Permission denied)."),
            "\(unwritable.error)")
    }

    @Test("a path that is not UTF-8 is refused by name, and no catalog appears anywhere")
    func nonUTF8Path() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = Array((directory + "/caf").utf8) + [0xE9] + Array(".sqlite".utf8)
        let result = try BinaryRun(
            [Array("--catalog".utf8), path, Array("catalog".utf8), Array("info".utf8)]
        ).wait()
        #expect(result.status == 2)
        #expect(
            result.error.hasPrefix(
                "approachnote: Argument 2 is not valid UTF-8: '\(directory)/caf\\xE9.sqlite'. Paths and text are read as UTF-8"
            ), "\(result.error)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory).isEmpty)
    }

    @Test("the default location is refused when its variable is not UTF-8, and only then")
    func nonUTF8Environment() throws {
        let badData = CommandEnvironment(entries: [Array("XDG_DATA_HOME=/tmp/".utf8) + [0xFF], Array("HOME=/h".utf8)])
        #expect(badData.undecodable == ["XDG_DATA_HOME"] && badData.values == ["HOME": "/h"])
        let refused = run(["catalog", "info"], environment: badData)
        #expect(refused.status == 1)
        #expect(refused.error == "approachnote: \(CatalogError.undecodableVariable(name: "XDG_DATA_HOME"))\n")
        let badHome = CommandEnvironment(entries: [Array("HOME=/h".utf8) + [0xC3]])
        #expect(run(["catalog", "info"], environment: badHome).error.contains("HOME is not valid UTF-8"))
        let explicit = run(["--catalog", SharedDemoCatalog.path, "catalog", "info"], environment: badData)
        #expect(explicit.status == 0, "\(explicit.error)")
    }
}
