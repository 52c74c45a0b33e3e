import Foundation
import Testing

@testable import Catalog

/// The real binary, killed in the middle of generating: no catalog may appear at the path,
/// and the abandoned temporary file is cleaned up by the next generation.
@Suite("Interrupted generation")
struct InterruptedGenerationTests {
    static var binary: String {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        return root.appendingPathComponent(".build/debug/approachnote").path
    }

    @Test("a generation killed midway leaves no catalog behind, and its leftovers are removed later")
    func killedMidway() throws {
        let directory = NSTemporaryDirectory() + "approachnote-killed-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/catalog.sqlite"
        let process = try ChildProcess([Self.binary, "--catalog", path, "catalog", "generate"])
        let temporary = "\(path).tmp-\(process.pid)"
        let deadline = Date().addingTimeInterval(60)
        while Date() < deadline, !FileManager.default.fileExists(atPath: temporary) { usleep(20_000) }
        usleep(1_000_000)
        process.signal(SIGKILL)
        #expect(process.wait() == 128 + SIGKILL)

        #expect(FileManager.default.fileExists(atPath: temporary), "the generation was killed while writing")
        #expect(!FileManager.default.fileExists(atPath: path))
        #expect(throws: CatalogError.missing(path: path)) { try CatalogStore.open(CatalogLocation(path: path)) }

        DemoCatalogGenerator.removeAbandonedTemporaryFiles(for: path)
        #expect(!FileManager.default.fileExists(atPath: temporary))
    }

    @Test("a live generation's temporary file is left alone")
    func liveGenerationUntouched() throws {
        let directory = NSTemporaryDirectory() + "approachnote-live-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/catalog.sqlite"
        let mine = "\(path).tmp-\(getpid())"
        FileManager.default.createFile(atPath: mine, contents: Data("partial".utf8))
        DemoCatalogGenerator.removeAbandonedTemporaryFiles(for: path)
        #expect(FileManager.default.fileExists(atPath: mine))
    }
}
