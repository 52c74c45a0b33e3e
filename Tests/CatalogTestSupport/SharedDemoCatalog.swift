import Catalog
import CommandSupport
import Foundation
import Testing

/// The full demo catalog, generated once per test run through the command line's own
/// first-run path (the catalog's default place, empty, as a command finds it).
package enum SharedDemoCatalog {
    package struct FirstRun {
        package let path: String
        /// 0 when the catalog was generated, 1 when it could not be (`error` says why).
        package let status: Int32
        /// What the first run wrote on standard error: the notice and the progress.
        package let error: String
    }

    package static let firstRun: FirstRun = {
        // The default location, as `XDG_DATA_HOME` would give it, in a scratch folder.
        let directory = NSTemporaryDirectory() + "approachnote-demo-" + UUID().uuidString
        let path = directory + "/data/approachnote/catalog.sqlite"
        let io = CapturedIO()
        do {
            _ = try CatalogAccess(location: CatalogLocation(path: path), io: io, isDefaultLocation: true).open()
            return FirstRun(path: path, status: 0, error: io.error)
        } catch {
            return FirstRun(path: path, status: 1, error: io.error + "\(error)")
        }
    }()

    package static var path: String { firstRun.path }

    package static func store() throws -> SQLiteCatalogStore {
        try SQLiteCatalogStore.open(CatalogLocation(path: path))
    }

    package static func songID(_ title: String) throws -> String { try store().songID(titled: title) }

    package static func artistID(_ name: String) throws -> String {
        try #require(try store().performers(matching: name).first { $0.name == name }).id
    }
}

extension CatalogReading {
    /// The id of the song titled exactly `title`.
    package func songID(titled title: String) throws -> String {
        try #require(try songs(matching: title).first { $0.title == title }).id
    }
}
