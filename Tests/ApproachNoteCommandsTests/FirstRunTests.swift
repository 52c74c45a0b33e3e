import ApplicationTestSupport
import CatalogTestSupport
import Foundation
import SQLite
import TestThreads
import Testing

/// The demo catalog made on the first run, where a command finds no catalog at the default
/// place: the run the shared catalog of every test comes from.
@Suite("The first run", .testThreads)
struct FirstRunTests {
    @Test("the first run generates the catalog, shows progress, then answers the command")
    func firstRun() throws {
        let run = SharedDemoCatalog.firstRun
        #expect(run.status == 0, "\(run.error)")
        #expect(run.error.hasPrefix("No catalog at \(run.path) yet; generating the demo catalog.\n"))
        #expect(run.error.contains("Generating demo catalog: 5% (recordings)\n"))
        #expect(run.error.contains("Generating demo catalog: 100% (done)\n"))
        let info = SharedDemoCatalog.run(["catalog", "info", "--json"])
        #expect(info.status == 0 && info.output.contains("\"recordings\" : 107281"), "\(info.error)")
        let leftovers = try FileManager.default.contentsOfDirectory(
            atPath: (run.path as NSString).deletingLastPathComponent)
        #expect(leftovers.allSatisfy { !$0.contains(".tmp-") })
        let db = try SQLiteConnection(path: run.path, mode: .readOnly)
        let mode = try db.statement("PRAGMA journal_mode")
        #expect(try mode.step() && mode.text(0) == "wal")
    }
}
