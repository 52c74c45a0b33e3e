import CatalogTestSupport
import CommandSupport
import DemoCatalog
import Foundation
import SQLite
import TestThreads
import Testing

@testable import ApproachNoteCommands
@testable import Catalog

/// A demo catalog made by an older version of approachnote: at the default location it is
/// generated again (nothing in it is lost); a catalog the user named is never replaced.
@Suite("Catalogs from an older version", .testThreads)
struct CatalogUpgradeTests {
    /// The version that the catalogs of the last release carry.
    private let older = CatalogSchema.version - 1

    /// A copy of the shared demo catalog that claims the previous schema version.
    private func olderDemoCatalog(in directory: String) throws -> String {
        _ = SharedDemoCatalog.firstRun
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let path = directory + "/catalog.sqlite"
        try FileManager.default.copyItem(atPath: SharedDemoCatalog.path, toPath: path)
        let db = try SQLiteConnection(path: path, mode: .create)
        try db.execute("UPDATE meta SET value = '\(older)' WHERE key = 'schema_version'")
        return path
    }

    private func schemaVersion(_ path: String) throws -> String {
        let db = try SQLiteConnection(path: path, mode: .readOnly)
        let statement = try db.statement("SELECT value FROM meta WHERE key = 'schema_version'")
        _ = try statement.step()
        return statement.text(0)
    }

    @Test("named with --catalog, an older catalog is refused and left as it was")
    func namedIsKept() throws {
        let directory = NSTemporaryDirectory() + "approachnote-upgrade-" + UUID().uuidString
        let path = try olderDemoCatalog(in: directory)
        let io = CapturedIO()
        let status = ApproachNoteCommand.run(["--catalog", path, "catalog", "info"], environment: [:], io: io)
        #expect(status == 1)
        #expect(
            io.error.contains(
                "has schema version \(older) but this version of approachnote needs \(CatalogSchema.version)"))
        #expect(try schemaVersion(path) == String(older))
    }

    @Test("at the default location, an older demo catalog is generated again, with a notice")
    func defaultIsRegenerated() throws {
        let home = NSTemporaryDirectory() + "approachnote-upgrade-" + UUID().uuidString
        let path = try olderDemoCatalog(in: home + "/approachnote")
        let io = CapturedIO()
        let status = DemoCatalogGenerator.$madeAlready.withValue(SharedDemoCatalog.path) {
            ApproachNoteCommand.run(["catalog", "info", "--json"], environment: ["XDG_DATA_HOME": home], io: io)
        }
        #expect(status == 0, "\(io.error)")
        #expect(
            io.error.contains(
                "was made by an older version of approachnote (schema \(older), now \(CatalogSchema.version))"))
        #expect(try schemaVersion(path) == String(CatalogSchema.version))
        #expect(io.output.contains("\"recordings\" : 107281") || io.output.contains("\"recordings\":107281"))
    }
}
