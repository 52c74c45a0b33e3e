import ApproachNoteCommands
import Catalog
import CommandSupport
import Foundation
import Testing

/// The full demo catalog, generated once per test run through the command line's own
/// first-run path (a command on a catalog that does not exist yet).
package enum SharedDemoCatalog {
    package struct FirstRun {
        package let path: String
        package let status: Int32
        package let output: String
        package let error: String
    }

    package static let firstRun: FirstRun = {
        // The first run at the default location, which `XDG_DATA_HOME` moves into scratch.
        let directory = NSTemporaryDirectory() + "approachnote-demo-" + UUID().uuidString
        let path = directory + "/data/approachnote/catalog.sqlite"
        let io = CapturedIO()
        let status = ApproachNoteCommand.run(
            ["catalog", "info", "--json"], environment: ["XDG_DATA_HOME": directory + "/data"], io: io)
        return FirstRun(path: path, status: status, output: io.output, error: io.error)
    }()

    package static var path: String { firstRun.path }

    package static func store() throws -> SQLiteCatalogStore {
        try SQLiteCatalogStore.open(CatalogLocation(path: path))
    }

    /// Runs a command against the shared catalog.
    package static func run(_ arguments: [String]) -> (status: Int32, output: String, error: String) {
        _ = firstRun
        let io = CapturedIO()
        let status = ApproachNoteCommand.run(["--catalog", path] + arguments, environment: [:], io: io)
        return (status, io.output, io.error)
    }

    package static func songID(_ title: String) throws -> String {
        try #require(try store().songs(matching: title).first { $0.title == title }).id
    }

    package static func artistID(_ name: String) throws -> String {
        try #require(try store().performers(matching: name).first { $0.name == name }).id
    }
}
