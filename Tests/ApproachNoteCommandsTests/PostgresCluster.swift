import Foundation

/// A PostgreSQL server of Debian's `postgresql` package in a folder of its own under the run's
/// temporary folder, listening on a private Unix socket only, with no TCP port. The server runs
/// as nobody when the tests run as root (PostgreSQL refuses root), and trusts every local login.
final class PostgresCluster: Sendable {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    static let binaries = "/usr/lib/postgresql/15/bin"

    // Short: a Unix socket's path is limited to 107 bytes.
    let folder = NSTemporaryDirectory() + "pg-" + UUID().uuidString.prefix(8)

    /// Creates the cluster (initdb); `start` starts it.
    init() throws {
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

    /// A URL for `database` as the superuser `postgres`.
    func url(_ database: String = "postgres") -> String {
        "postgresql:///\(database)?host=\(folder)/s&user=postgres"
    }

    /// Starts the server and waits until it accepts connections.
    func start() throws {
        // fsync off: a test server's data need not survive a power cut, and syncing costs seconds.
        try runAsOwner([
            Self.binaries + "/pg_ctl", "-D", folder + "/data", "-l", folder + "/log", "-w", "-o",
            "-k \(folder)/s -c listen_addresses='' -c fsync=off", "start",
        ])
    }

    /// Stops the server at once, ending every session (`-m immediate`).
    func stop() throws {
        try runAsOwner([Self.binaries + "/pg_ctl", "-D", folder + "/data", "-m", "immediate", "-w", "stop"])
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
