import Catalog
import Foundation

/// The shared demo catalog exported into a PostgreSQL database of its own, once per test run:
/// an export takes seconds, so the tests that only read share it. The database sorts text as
/// English does (ICU's en-US: "a" before "B"), unlike SQLite, so that equal answers show that
/// the catalog's orders do not depend on the database's locale.
package enum SharedPostgresCatalog {
    private static let loaded = Result {
        let url = try PostgresServer.freshDatabase(
            options: "TEMPLATE template0 LOCALE_PROVIDER icu ICU_LOCALE 'en-US'")
        _ = try SharedDemoCatalog.store().export(to: url)
        return url
    }

    package static func url() throws -> String { try loaded.get() }
}
