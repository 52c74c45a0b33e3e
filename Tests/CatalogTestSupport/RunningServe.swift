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
            (store + ["--listen", "127.0.0.1:\(listen)", "--threads", String(threads)] + arguments).map {
                Array($0.utf8)
            })
        guard let line = Self.wait(for: "Serving the catalog", in: run) else {
            throw NotServing(error: run.errorSoFar)
        }
        let address = try #require(line.firstMatch(of: /http:\/\/127\.0\.0\.1:(\d+)\//))
        port = try #require(UInt16(address.output.1))
    }

    /// SIGTERM, and the exit waited for.
    package func stop() {
        run.signal(SIGTERM)
        _ = run.wait()
    }

    /// The server ended, or did not say it serves within the wait, with what it wrote.
    package struct NotServing: Error, CustomStringConvertible {
        package let error: String
        package var description: String { "serve did not start: \(error)" }
    }

    /// Waits up to 120 s for a line of standard error starting with `prefix`; nil once the
    /// child has ended without one.
    package static func wait(for prefix: String, in run: BinaryRun) -> String? {
        let deadline = Date().addingTimeInterval(120)
        while Date() < deadline {
            if let line = run.errorSoFar.split(separator: "\n").first(where: { $0.hasPrefix(prefix) }) {
                return String(line)
            }
            if run.hasEnded(within: 0.01) { return nil }
        }
        return nil
    }
}
