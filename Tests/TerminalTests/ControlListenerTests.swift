import Foundation
import TestThreads
import Testing

@testable import Terminal

@Suite("The control socket's file", .testThreads)
struct ControlListenerTests {
    /// The process's umask, read without changing it.
    private static func umask() throws -> String {
        let status = try String(contentsOfFile: "/proc/self/status", encoding: .utf8)
        return try #require(status.split(separator: "\n").first { $0.hasPrefix("Umask:") }).description
    }

    @Test("the socket is owner-only when it is made, and the process's umask stays as it was")
    func ownerOnly() throws {
        let directory = NSTemporaryDirectory() + "approachnote-listener-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let before = try Self.umask()
        let listener = try ControlListener(path: directory + "/control.sock")
        defer { listener.close() }
        let attributes = try FileManager.default.attributesOfItem(atPath: directory + "/control.sock")
        #expect((attributes[.posixPermissions] as? Int) == 0o600)
        #expect(try Self.umask() == before)
    }
}
