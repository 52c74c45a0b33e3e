import CatalogTestSupport
import Foundation
import TestFixtures
import TestThreads
import Testing

/// A crowd of sign-ins against the real server: they queue for the hashing pool, which runs
/// no more Argon2id hashes at once than the machine has cores, instead of each taking its
/// 7 MiB at once.
@Suite("serve: a crowd of sign-ins", .serialized, .testThreads)
struct ServeAccountsLoadTests {
    @Test("1,000 sign-ins sent at once are each answered 200, and the server's peak memory stays under 500 MB")
    func aThousandSignIns() throws {
        let folder = NSTemporaryDirectory() + "sign-in-crowd-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let serve = try RunningServe(
            threads: 4, arguments: ["--accounts", folder + "/accounts.sqlite", "--trust-forwarded-for"])
        defer { serve.stop() }
        _ = try AccountClient(port: serve.port).register("crowd@example.test")
        let body = #"{"email": "crowd@example.test", "password": "correct horse 1"}"#
        // Forty loopback addresses keep each under the per-client connection limit; each
        // sign-in names an address of its own, so no rate limit refuses it.
        var connections: [RawHTTPConnection] = []
        for index in 0..<1000 {
            let connection = try RawHTTPConnection(port: serve.port, source: "127.0.0.\(2 + index % 40)")
            connection.send(
                "POST /v1/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
                    + "X-Forwarded-For: 198.18.\(index / 250).\(index % 250)\r\nContent-Length: \(body.utf8.count)\r\n\r\n"
                    + body)
            connections.append(connection)
        }
        var statuses: [Int: Int] = [:]
        for connection in connections {
            statuses[(try? connection.readResponse().status) ?? 0, default: 0] += 1
        }
        #expect(statuses == [200: 1000])
        let peak = try Self.peakResidentKilobytes(of: serve.run.pid)
        #expect(peak < 500 * 1024, "peak \(peak / 1024) MB")
    }

    /// The most memory the process has held resident (VmHWM), in kilobytes.
    static func peakResidentKilobytes(of pid: pid_t) throws -> Int {
        let status = try String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)
        let line = try #require(status.split(separator: "\n").first { $0.hasPrefix("VmHWM:") })
        return try #require(Int(line.split(separator: " ", omittingEmptySubsequences: true)[1]))
    }
}
