import Catalog
import Foundation
import TestFixtures

/// A PostgreSQL server of Debian's `postgresql` package in a folder of its own under the run's
/// temporary folder, listening on a private Unix socket only, with no TCP port. The server runs
/// as nobody when the tests run as root (PostgreSQL refuses root), and trusts every local login.
package final class PostgresCluster: Sendable {
    package struct Failure: Error, CustomStringConvertible {
        package let description: String
    }

    package static let binaries = "/usr/lib/postgresql/15/bin"

    // Short: a Unix socket's path is limited to 107 bytes.
    package let folder = NSTemporaryDirectory() + "pg-" + UUID().uuidString.prefix(8)

    /// Creates the cluster (initdb); `start` starts it.
    package init() throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        if geteuid() == 0, chown(folder, 65534, 65534) != 0 {
            throw Failure(description: "cannot give \(folder) to nobody")
        }
        try runAsOwner([
            Self.binaries + "/initdb", "-D", folder + "/data", "-U", "postgres", "--auth=trust", "--no-sync", "-E",
            "UTF8", "--locale=C",
        ])
        try FileManager.default.createDirectory(atPath: folder + "/s", withIntermediateDirectories: false)
        if geteuid() == 0 { chown(folder + "/s", 65534, 65534) }
    }

    /// A cluster of its own, started, with the catalog file at `path` exported into its
    /// database `catalog`: for tests that stop and start the server a store reads.
    package static func withCatalog(at path: String) throws -> PostgresCluster {
        let cluster = try PostgresCluster()
        try cluster.start()
        try PostgresConnection(url: cluster.url()).execute("CREATE DATABASE catalog")
        _ = try CatalogSlice.store(at: path).export(to: cluster.url("catalog"))
        return cluster
    }

    /// The server of `url("catalog")` as the store's messages name it.
    package var catalogServer: String { "postgres@\(folder)/s:5432/catalog" }

    /// A URL for `database` as the superuser `postgres`.
    package func url(_ database: String = "postgres") -> String {
        "postgresql:///\(database)?host=\(folder)/s&user=postgres"
    }

    /// Starts the server and waits until it accepts connections.
    package func start() throws {
        // fsync off: a test server's data need not survive a power cut, and syncing costs seconds.
        try runAsOwner([
            Self.binaries + "/pg_ctl", "-D", folder + "/data", "-l", folder + "/log", "-w", "-o",
            "-k \(folder)/s -c listen_addresses='' -c fsync=off", "start",
        ])
    }

    /// Whether the server is up: its lock file is there from its start until it stops.
    package var isRunning: Bool { FileManager.default.fileExists(atPath: folder + "/data/postmaster.pid") }

    /// How `stop` ends the sessions: `immediate` kills them with the server, as a crash does;
    /// `fast` tells each why and rolls its work back, as an operator's restart does.
    package enum Shutdown: String {
        case immediate, fast
    }

    /// Stops the server, ending every session, and waits until it is gone.
    package func stop(_ shutdown: Shutdown = .immediate) throws {
        try runAsOwner([Self.binaries + "/pg_ctl", "-D", folder + "/data", "-m", shutdown.rawValue, "-w", "stop"])
    }

    /// Runs a PostgreSQL program as the owner of the server's files and waits for it.
    private func runAsOwner(_ arguments: [String]) throws {
        let prefix =
            geteuid() == 0 ? ["/usr/bin/setpriv", "--reuid=65534", "--regid=65534", "--clear-groups", "--"] : []
        let log = folder + "/command-" + UUID().uuidString
        defer { unlink(log) }
        let status = try ChildProcess(prefix + arguments, output: log, errors: log).wait()
        guard status == 0 else {
            let output = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
            throw Failure(
                description: "\(arguments[0]) \(arguments[1...].joined(separator: " ")) failed (\(status)): \(output)")
        }
    }
}
