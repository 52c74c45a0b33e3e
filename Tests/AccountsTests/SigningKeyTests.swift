import Accounts
import Foundation
import TestThreads
import Testing

/// The signing key's file: made once with mode 0600, read back the same, refused when others
/// may read it or when it is too short, never replaced.
@Suite("Signing key", .testThreads)
struct SigningKeyTests {
    private func scratch() throws -> String {
        let folder = NSTemporaryDirectory() + "signing-key-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test("a missing key is made with mode 0600 and read back the same; a given path that is missing is refused")
    func madeOnce() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/accounts.key"
        let made = try SigningKey.load(path, makeIfMissing: true)
        #expect(made.count == 64)
        let mode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
        #expect(mode == 0o600)
        #expect(try SigningKey.load(path, makeIfMissing: true) == made)
        #expect(try SigningKey.load(path, makeIfMissing: false) == made)
        #expect(throws: SigningKey.Problem.self) { try SigningKey.load(folder + "/other.key", makeIfMissing: false) }
        #expect(!FileManager.default.fileExists(atPath: folder + "/other.key"))
    }

    @Test("a key others may read is refused with the command that fixes it; a short key is refused")
    func refused() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/open.key"
        try Data(String(repeating: "ab", count: 32).utf8).write(to: URL(fileURLWithPath: path))
        chmod(path, 0o644)
        do {
            _ = try SigningKey.load(path, makeIfMissing: true)
            Issue.record("a key readable by others was taken")
        } catch {
            #expect(error.description.contains("may be read by others (mode 644)"))
            #expect(error.description.contains("chmod 600 \(path)"))
        }
        chmod(path, 0o600)
        #expect(try SigningKey.load(path, makeIfMissing: true) == [UInt8](repeating: 0xab, count: 32))
        try Data("abcd\n".utf8).write(to: URL(fileURLWithPath: path))
        #expect(throws: SigningKey.Problem.self) { try SigningKey.load(path, makeIfMissing: true) }
    }
}
