import ApproachNoteCommands
import CatalogTestSupport
import CommandSupport
import Foundation
import SQLite
import TestFixtures
import TestThreads
import Testing

@testable import Catalog

/// `catalog generate --force` replaces only what is ours: never a text file or another
/// application's database named with --catalog, and never a newer version's catalog, wherever
/// it is; and no message advises replacing what may not be replaced.
@Suite("What generate --force may replace", .testThreads)
struct CatalogReplacementTests {
    private func scratch() throws -> String {
        let directory = NSTemporaryDirectory() + "approachnote-replace-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        return directory
    }

    private func contents(_ path: String) -> Data? { FileManager.default.contents(atPath: path) }

    @Test("another application's SQLite database named with --catalog: refused, opened or forced, and kept")
    func foreignDatabase() throws {
        let path = try scratch() + "/notes.sqlite"
        try SQLiteConnection(path: path, mode: .create).execute(
            "CREATE TABLE notes(text); INSERT INTO notes VALUES ('mine')")
        let before = contents(path)
        for arguments in [["catalog", "info"], ["catalog", "generate"], ["catalog", "generate", "--force"]] {
            let result = try BinaryRun.run(["--catalog", path] + arguments)
            #expect(result.status == 1, "\(arguments)")
            #expect(
                result.error
                    == "approachnote: \(path) is not an ApproachNote catalog (it is an SQLite database, but not an "
                    + "ApproachNote catalog); not replacing it. Give a catalog's path, or a new one, with --catalog PATH.\n",
                "\(arguments)")
            #expect(contents(path) == before, "\(arguments)")
        }
    }

    /// A copy of the demo catalog that says a newer version wrote it.
    private func newerCatalog(at path: String) throws {
        _ = SharedDemoCatalog.firstRun
        try FileManager.default.copyItem(atPath: SharedDemoCatalog.path, toPath: path)
        try SQLiteConnection(path: path, mode: .create).execute(
            "UPDATE meta SET value = '99' WHERE key = 'schema_version'")
    }

    @Test("a newer version's catalog is said to be one, and kept, even with --force at the default location")
    func newerSchema() throws {
        let home = try scratch()
        try FileManager.default.createDirectory(atPath: home + "/approachnote", withIntermediateDirectories: true)
        let path = home + "/approachnote/catalog.sqlite"
        try newerCatalog(at: path)
        let size = CatalogLocation.fileSize(path)
        let message =
            "approachnote: The catalog at \(path) was written by a newer version of approachnote (schema 99; this "
            + "version reads \(CatalogSchema.version)); it was left untouched. Open it with that version, or give "
            + "another path with --catalog PATH.\n"
        for (arguments, environment) in [
            (["--catalog", path, "catalog", "info"], [String: String]()),
            (["--catalog", path, "catalog", "generate", "--force"], [:]),
            (["catalog", "info"], ["XDG_DATA_HOME": home]),
            (["catalog", "generate", "--force"], ["XDG_DATA_HOME": home]),
        ] {
            let io = CapturedIO()
            let status = ApproachNoteCommand.run(
                arguments, environment: CommandEnvironment(values: environment), io: io)
            #expect(status == 1, "\(arguments)")
            #expect(io.error == message, "\(arguments)")
            #expect(!io.error.contains("generate"), "\(arguments)")
        }
        let db = try SQLiteConnection(path: path, mode: .readOnly)
        let version = try db.statement("SELECT value FROM meta WHERE key = 'schema_version'")
        #expect(try version.step() && version.text(0) == "99")
        #expect(CatalogLocation.fileSize(path) == size)
    }
}
