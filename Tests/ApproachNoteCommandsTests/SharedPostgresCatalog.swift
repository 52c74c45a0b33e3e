import Catalog
import Foundation

/// The shared demo catalog exported into a PostgreSQL database of its own, once per test run:
/// an export takes seconds, so the tests that only read share it.
enum SharedPostgresCatalog {
    struct Loaded {
        let url: String
        /// How long the export took.
        let seconds: Double
    }

    static let loaded = Result {
        let url = try PostgresServer.freshDatabase()
        return Loaded(url: url, seconds: try SharedDemoCatalog.store().export(to: url).seconds)
    }

    static func url() throws -> String { try loaded.get().url }

    private static let started = Result { try ServerHarness(stores: CatalogStorePool(database: url())) }

    /// One server on the loaded database, shared by the tests that only read.
    static func server() throws -> ServerHarness { try started.get() }
}
