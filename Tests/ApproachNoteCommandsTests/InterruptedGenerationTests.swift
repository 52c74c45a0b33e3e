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
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Self.binary)
        process.arguments = ["--catalog", path, "catalog", "generate"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        let temporary = "\(path).tmp-\(process.processIdentifier)"
        let deadline = Date().addingTimeInterval(60)
        while Date() < deadline, !FileManager.default.fileExists(atPath: temporary) { usleep(20_000) }
        usleep(1_000_000)
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()

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
