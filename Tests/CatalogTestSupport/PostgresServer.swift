import Catalog
import Foundation

/// The PostgreSQL server the tests share, started once per test run.
///
/// It is stopped when the test process exits. Should the process die without exiting (a
/// crash), the server still goes: scripts/test removes the folder, and the postmaster shuts
/// itself down within a minute once its data directory's lock file is gone.
package enum PostgresServer {
    /// A URL for the server's `postgres` database as the superuser `postgres` (trust login).
    package static func url() throws -> String { try started.get().url() }

    /// A database of its own for one test, so tests running in parallel never share tables.
    /// `options` go to CREATE DATABASE (a locale, say).
    package static func freshDatabase(options: String = "") throws -> String {
        let name = "t_" + UUID().uuidString.replacingOccurrences(of: "-", with: "").lowercased()
        let cluster = try started.get()
        try PostgresConnection(url: cluster.url()).execute("CREATE DATABASE \(name) \(options)")
        return cluster.url(name)
    }

    private static let started: Result<PostgresCluster, any Error> = Result {
        let cluster = try PostgresCluster()
        try cluster.start()
        atexit { PostgresServer.stopAtExit() }
        return cluster
    }

    private static func stopAtExit() { try? started.get().stop() }
}
