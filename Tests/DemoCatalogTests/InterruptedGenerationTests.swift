import CatalogTestSupport
import Foundation
import TestFixtures
import TestThreads
import Testing

@testable import Catalog
@testable import DemoCatalog

/// The real binary, killed in the middle of generating: no catalog may appear at the path,
/// and the abandoned temporary file is cleaned up by the next command that opens the catalog.
@Suite("Interrupted generation", .testThreads)
struct InterruptedGenerationTests {
    @Test("a generation killed midway leaves no catalog behind, and its leftovers are removed later")
    func killedMidway() throws {
        let directory = NSTemporaryDirectory() + "approachnote-killed-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/catalog.sqlite"
        let process = try BinaryRun(["--catalog", path, "catalog", "generate"].map { Array($0.utf8) })
        let temporary = "\(path).tmp-\(process.pid)"
        // Midway: the recordings are being written, as the progress says.
        let deadline = Date().addingTimeInterval(300)
        while Date() < deadline, !process.errorSoFar.contains("(recordings)") { usleep(20_000) }
        try #require(process.errorSoFar.contains("Generating demo catalog: 5% (recordings)"))
        process.signal(SIGKILL)
        #expect(process.wait().status == 128 + SIGKILL)

        #expect(FileManager.default.fileExists(atPath: temporary), "the generation was killed while writing")
        #expect(!FileManager.default.fileExists(atPath: path))
        #expect(throws: CatalogError.missing(path: path)) { try SQLiteCatalogStore.open(CatalogLocation(path: path)) }

        // Any later command that opens the catalog there clears what the dead one left.
        try FileManager.default.copyItem(atPath: SharedDemoCatalog.path, toPath: path)
        let info = try BinaryRun.run(["--catalog", path, "catalog", "info"])
        #expect(info.status == 0, "\(info.error)")
        #expect(!FileManager.default.fileExists(atPath: temporary))
    }

    @Test(
        "a generation stopped by SIGINT or SIGTERM removes its temporary file and ends by that signal",
        arguments: [SIGINT, SIGTERM])
    func interrupted(signal: Int32) throws {
        let directory = NSTemporaryDirectory() + "approachnote-interrupted-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let process = try BinaryRun(
            [
                "--catalog", directory + "/catalog.sqlite", "catalog", "generate",
            ].map { Array($0.utf8) })
        let deadline = Date().addingTimeInterval(300)
        while Date() < deadline, !process.errorSoFar.contains("(recordings)") { usleep(20_000) }
        try #require(process.errorSoFar.contains("Generating demo catalog: 5% (recordings)"))
        try #require(
            FileManager.default.fileExists(atPath: "\(directory)/catalog.sqlite.tmp-\(process.pid)"),
            "the generation is writing when the signal comes")
        process.signal(signal)
        #expect(process.wait().status == 128 + signal)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory).isEmpty)
    }

    @Test("a dead generation's side files go with its temporary file")
    func abandonedSideFiles() throws {
        let directory = NSTemporaryDirectory() + "approachnote-abandoned-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        // A process that cannot exist: ids stay below pid_max, and one that ended could be
        // given to another process (another test's) before the check.
        let limit = try String(contentsOfFile: "/proc/sys/kernel/pid_max", encoding: .utf8)
        let nobody = try #require(pid_t(limit.trimmingCharacters(in: .whitespacesAndNewlines)))
        let path = directory + "/catalog.sqlite"
        let dead = CatalogReplacement.temporaryPath(for: path, pid: nobody)
        let kept = [path + ".tmp-\(getpid())-wal", path + ".tmp-12x", path + ".tmp-1-other"]
        for file in [dead, dead + "-wal", dead + "-shm", dead + "-journal"] + kept {
            _ = FileManager.default.createFile(atPath: file, contents: Data("x".utf8))
        }
        CatalogReplacement.removeAbandonedTemporaryFiles(for: path)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
                == kept.map { ($0 as NSString).lastPathComponent }.sorted())
    }

    @Test(".gitignore matches the temporary files generation makes")
    func gitignore() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let patterns = try String(contentsOf: root.appendingPathComponent(".gitignore"), encoding: .utf8)
            .split(separator: "\n").map(String.init).filter { !$0.hasPrefix("#") && !$0.isEmpty }
        let temporary = (CatalogReplacement.temporaryPath(for: "/data/catalog.sqlite", pid: 4321) as NSString)
            .lastPathComponent
        for name in [temporary, temporary + "-wal", temporary + "-shm", temporary + "-journal"] {
            #expect(patterns.contains { fnmatch($0, name, 0) == 0 }, "\(name)")
        }
    }

    @Test("a live generation's temporary file is left alone")
    func liveGenerationUntouched() throws {
        let directory = NSTemporaryDirectory() + "approachnote-live-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/catalog.sqlite"
        let mine = "\(path).tmp-\(getpid())"
        _ = FileManager.default.createFile(atPath: mine, contents: Data("partial".utf8))
        CatalogReplacement.removeAbandonedTemporaryFiles(for: path)
        #expect(FileManager.default.fileExists(atPath: mine))
    }
}
