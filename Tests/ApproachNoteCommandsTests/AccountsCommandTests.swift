import AccountSecurity
import Accounts
import ApproachNoteCommands
import CommandSupport
import Foundation
import TestThreads
import Testing

/// `approachnote accounts`: what the operator sees and what it changes, on an accounts file.
@Suite("accounts: the operator's command", .testThreads)
struct AccountsCommandTests {
    private let folder = NSTemporaryDirectory() + "accounts-command-" + UUID().uuidString
    private var path: String { folder + "/accounts.sqlite" }

    private func run(_ arguments: [String]) -> (status: Int32, io: CapturedIO) {
        let io = CapturedIO()
        let status = ApproachNoteCommand.run(["accounts"] + arguments + ["--accounts", path], environment: [:], io: io)
        return (status, io)
    }

    /// Two accounts, Ada with a session, and Eve whose name holds an escape sequence.
    private func accounts() throws -> AccountStore {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let store = try AccountStore(file: path)
        let day: Int = 1_796_428_800_000  // 2026-12-05 00:00 UTC
        for (id, email, name) in [
            ("0fc11d59-8190-459c-8d0d-126cf4679478", "Ada@Example.test", "Ada"),
            ("a0e1bb51-dec7-4d66-8f5a-ca1342be7623", "eve@example.test", "Eve\u{1B}[31m"),
        ] {
            #expect(
                try store.addUser(
                    UserRecord(
                        id: id, email: email, displayName: name, passwordHash: try PasswordHash.hash("correct horse 1"),
                        isActive: true, createdAt: day, lastSignInAt: nil)))
        }
        try store.addRefreshToken(
            digest: "d1", family: "f1", userID: "0fc11d59-8190-459c-8d0d-126cf4679478", expires: .max, now: day)
        return store
    }

    @Test("list shows each account, its name made safe for the terminal, oldest first")
    func list() throws {
        _ = try accounts()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let (status, io) = run(["list"])
        #expect(status == 0)
        #expect(
            io.output == """
                2 accounts in \(path):
                  Ada@Example.test (Ada) · since 2026-12-05 · never signed in
                  eve@example.test (Eve␛[31m) · since 2026-12-05 · never signed in

                """)
    }

    @Test("with no accounts file, list says so and a change fails, and neither makes the file or its folder")
    func noFile() throws {
        let (listed, io) = run(["list"])
        #expect(listed == 0)
        #expect(
            io.output
                == "No accounts: there is no accounts file at \(path) (serve makes it when it first starts there).\n")
        let (disabled, failed) = run(["disable", "ada@example.test"])
        #expect(disabled == 1)
        #expect(
            failed.error.contains("No account has the email ada@example.test: there is no accounts file at \(path)"))
        #expect(!FileManager.default.fileExists(atPath: path))
        #expect(!FileManager.default.fileExists(atPath: folder))
    }

    @Test("disable ends the sessions and says so; enable; delete asks for --yes, then takes the account")
    func changes() throws {
        let store = try accounts()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let ada = "0fc11d59-8190-459c-8d0d-126cf4679478"
        let disabled = run(["disable", "ada@example.TEST"])
        #expect(disabled.status == 0)
        #expect(
            disabled.io.output
                == "Disabled ada@example.TEST: its sessions are ended and it cannot sign in until enabled.\n")
        #expect(try store.user(id: ada)?.isActive == false)
        #expect(try store.liveSessions(userID: ada, now: 0) == 0)
        #expect(run(["enable", "ada@example.test"]).status == 0)
        #expect(try store.user(id: ada)?.isActive == true)
        let unsure = run(["delete", "ada@example.test"])
        #expect(unsure.status == 1)
        #expect(
            unsure.io.error
                == "approachnote: Deleting ada@example.test takes its repertoires and favourites with it, for good. Add --yes to delete it.\n"
        )
        #expect(try store.user(id: ada) != nil)
        #expect(
            run(["delete", "ada@example.test", "--yes"]).io.output
                == "Deleted ada@example.test, its repertoires and its favourites.\n")
        #expect(try store.user(id: ada) == nil)
        let missing = run(["disable", "nobody@example.test"])
        #expect(
            missing.status == 1
                && missing.io.error == "approachnote: No account has the email nobody@example.test in \(path).\n")
    }

    @Test("reset-link prints a token that sets the password once, and spends the earlier link")
    func resetLink() throws {
        let store = try accounts()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let first = run(["reset-link", "ada@example.test"]).io.output
        let printed = run(["reset-link", "ada@example.test"])
        #expect(printed.status == 0)
        #expect(printed.io.output.hasPrefix("A password reset for ada@example.test, good once within 60 minutes"))
        func token(_ output: String) throws -> String {
            try #require(output.firstMatch(of: /token=([A-Za-z0-9_-]{43})\n/)).output.1.description
        }
        let now = Int(Date().timeIntervalSince1970 * 1000)
        #expect(try store.resetPassword(digest: SHA256.hex(token(first)), hash: "x", now: now) == nil)
        #expect(
            try store.resetPassword(digest: SHA256.hex(token(printed.io.output)), hash: "x", now: now)
                == "0fc11d59-8190-459c-8d0d-126cf4679478")
        #expect(try store.resetPassword(digest: SHA256.hex(token(printed.io.output)), hash: "y", now: now) == nil)
    }

    @Test("a file that is not an accounts file is refused in words, and left as it was")
    func foreignFile() throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Data("not a database at all, but long enough to look like a file of some kind\n".utf8).write(
            to: URL(fileURLWithPath: path))
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        let (status, io) = run(["list"])
        #expect(status == 1)
        #expect(io.error.hasPrefix("approachnote: The accounts cannot be read: \(path): "))
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
    }
}
