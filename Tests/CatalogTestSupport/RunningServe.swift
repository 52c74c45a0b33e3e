import Foundation
import TestFixtures
import Testing

/// A running server, its port read from the line it prints once it listens.
package final class RunningServe {
    package let run: BinaryRun
    package let port: UInt16

    /// `listen` 0 lets the system choose; a given port brings a server back where it was.
    /// The catalog is the file at `catalog` (the shared demo catalog's by default), or with
    /// `database` the catalog in that PostgreSQL database.
    /// `arguments` are more of `serve`'s options (`--accounts PATH`).
    package init(
        threads: Int, listen: UInt16 = 0, database: String? = nil, catalog: String? = nil, arguments: [String] = []
    ) throws {
        let store =
            database.map { ["serve", "--database", $0] } ?? ["--catalog", catalog ?? SharedDemoCatalog.path, "serve"]
        run = try BinaryRun(
            (store + ["--listen", "127.0.0.1:\(listen)", "--threads", String(threads)] + arguments).map { Array($0.utf8) })
        let line = try #require(Self.wait(for: "Serving the catalog", in: run))
        let address = try #require(line.firstMatch(of: /http:\/\/127\.0\.0\.1:(\d+)\//))
        port = try #require(UInt16(address.output.1))
    }

    /// SIGTERM, and the exit waited for.
    package func stop() {
        run.signal(SIGTERM)
        _ = run.wait()
    }

    /// Waits up to 120 s for a line of standard error starting with `prefix`.
    package static func wait(for prefix: String, in run: BinaryRun) -> String? {
        let deadline = Date().addingTimeInterval(120)
        while Date() < deadline {
            if let line = run.errorSoFar.split(separator: "\n").first(where: { $0.hasPrefix(prefix) }) {
                return String(line)
            }
            usleep(10_000)
        }
        return nil
    }
}
