import Catalog
import Foundation

/// A real PostgreSQL server (Debian's `postgresql` package), started once per test run on a
/// private Unix socket in the run's temporary folder, with no TCP port.
///
/// It is stopped when the test process exits. Should the process die without exiting (a
/// crash), the server still goes: scripts/test removes the folder, and the postmaster shuts
/// itself down within a minute once its data directory's lock file is gone.
enum PostgresServer {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    static let binaries = "/usr/lib/postgresql/15/bin"

    /// A URL for the server's `postgres` database as the superuser `postgres` (trust login).
    static func url() throws -> String { try started.get() }

    /// A database of its own for one test, so tests running in parallel never share tables.
    /// `options` go to CREATE DATABASE (a locale, say).
    static func freshDatabase(options: String = "") throws -> String {
        let name = "t_" + UUID().uuidString.replacingOccurrences(of: "-", with: "").lowercased()
        try PostgresConnection(url: url()).execute("CREATE DATABASE \(name) \(options)")
        return "postgresql:///\(name)?host=\(folder)/s&user=postgres"
    }

    // Short: a Unix socket's path is limited to 107 bytes.
    private static let folder = NSTemporaryDirectory() + "pg-" + UUID().uuidString.prefix(8)

    private static let started: Result<String, Failure> = {
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            // PostgreSQL refuses to run as root: the server runs as nobody, who owns its files.
            if geteuid() == 0, chown(folder, 65534, 65534) != 0 {
                throw Failure(description: "cannot give \(folder) to nobody")
            }
            try runAsOwner([
                binaries + "/initdb", "-D", folder + "/data", "-U", "postgres", "--auth=trust", "--no-sync",
                "-E", "UTF8", "--locale=C",
            ])
            try FileManager.default.createDirectory(atPath: folder + "/s", withIntermediateDirectories: false)
            if geteuid() == 0 { chown(folder + "/s", 65534, 65534) }
            // fsync off: a test server's data need not survive a power cut, and syncing costs seconds.
            try runAsOwner([
                binaries + "/pg_ctl", "-D", folder + "/data", "-l", folder + "/log", "-w", "-o",
                "-k \(folder)/s -c listen_addresses='' -c fsync=off", "start",
            ])
            atexit {
                _ = try? PostgresServer.runAsOwner([
                    PostgresServer.binaries + "/pg_ctl", "-D", PostgresServer.folder + "/data", "-m", "immediate",
                    "-w", "stop",
                ])
            }
            return .success("postgresql:///postgres?host=\(folder)/s&user=postgres")
        } catch let failure as Failure {
            return .failure(failure)
        } catch {
            return .failure(Failure(description: "cannot start PostgreSQL: \(error)"))
        }
    }()

    /// Runs a PostgreSQL program as the owner of the server's files and waits for it.
    private static func runAsOwner(_ arguments: [String]) throws {
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
