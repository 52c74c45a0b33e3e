import CatalogTestSupport
import Foundation
import TestFixtures
import TestThreads
import Testing

/// `approachnote account` against a running server, as a user types it: the password on
/// standard input, never an argument; the session kept in the state folder, mode 0600; its
/// tokens never printed; sign-out ends the session on the server.
@Suite("account: signing in from the terminal", .serialized, .testThreads)
struct AccountCommandTests {
    /// Runs the binary with `arguments`, `input` on its standard input, the state folder given.
    private func run(_ arguments: [String], input: String = "", state: String) throws -> (
        status: Int32, output: String, error: String
    ) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: ApproachNoteBinary.path)
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_STATE_HOME"] = state
        environment.removeValue(forKey: "APPROACHNOTE_SERVER")
        process.environment = environment
        let stdin = Pipe()
        let stdout = Pipe()
        let stderr = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        stdin.fileHandleForWriting.write(Data(input.utf8))
        try stdin.fileHandleForWriting.close()
        let output = stdout.fileHandleForReading.readDataToEndOfFile()
        let error = stderr.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (
            process.terminationStatus, String(decoding: output, as: UTF8.self), String(decoding: error, as: UTF8.self)
        )
    }

    @Test("register, status, a second sign-in, logout: the words, the file's mode, no token shown, the session ended")
    func signInAndOut() throws {
        let folder = NSTemporaryDirectory() + "account-command-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let serve = try RunningServe(threads: 2, arguments: ["--accounts", folder + "/accounts.sqlite"])
        defer { serve.stop() }
        let server = "http://127.0.0.1:\(serve.port)"
        let state = folder + "/state"
        let common = ["--account-server", server]

        let registered = try run(
            ["account", "register", "ada@example.test", "--display-name", "Ada", "--password-stdin"] + common,
            input: "correct horse 1\n", state: state)
        #expect(registered.status == 0, "\(registered.error)")
        #expect(registered.output == "Registered and signed in to \(server) as ada@example.test (Ada).\n")
        let file = state + "/approachnote/account.json"
        let mode = try FileManager.default.attributesOfItem(atPath: file)[.posixPermissions] as? Int
        #expect(mode == 0o600)
        let kept =
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: file))) as! [String: Any]
        let refresh = try #require(kept["refresh_token"] as? String)

        let status = try run(["account", "status"] + common, state: state)
        #expect(
            status.output
                == "Signed in to \(server) as ada@example.test (Ada).\nThe library has not synced yet: approachnote library sync.\n"
        )
        #expect(!status.output.contains(refresh) && !status.output.contains("eyJ"))

        let wrong = try run(
            ["account", "login", "ada@example.test", "--password-stdin"] + common, input: "nope nope\n", state: state)
        #expect(wrong.status == 1 && wrong.error == "approachnote: Invalid credentials\n")
        let argument = try run(["account", "login", "ada@example.test", "--password", "x"] + common, state: state)
        #expect(argument.status == 2 && argument.error.hasPrefix("approachnote: Unknown option '--password'."))

        let out = try run(["account", "logout"] + common, state: state)
        #expect(out.status == 0 && out.output == "Signed out of \(server).\n")
        #expect(!FileManager.default.fileExists(atPath: file))
        let refused = try AccountClient(port: serve.port).refresh(refresh)
        #expect(refused.status == 401)
        #expect(try run(["account", "status"] + common, state: state).output == "Not signed in to \(server).\n")
    }

    @Test("a server that cannot be reached keeps the session and says so; a file others may read is refused")
    func offlineAndExposed() throws {
        let folder = NSTemporaryDirectory() + "account-offline-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let serve = try RunningServe(threads: 1, arguments: ["--accounts", folder + "/accounts.sqlite"])
        let server = "http://127.0.0.1:\(serve.port)"
        let state = folder + "/state"
        let registered = try run(
            ["account", "register", "ben@example.test", "--password-stdin", "--account-server", server],
            input: "correct horse 2\n", state: state)
        #expect(registered.status == 0, "\(registered.error)")
        serve.stop()
        let change = try run(
            ["account", "change-password", "--password-stdin", "--account-server", server],
            input: "correct horse 2\nbattery staple 3\n", state: state)
        #expect(change.status == 1)
        #expect(change.error.hasPrefix("approachnote: The account server could not be reached"))
        #expect(
            try run(["account", "status", "--account-server", server], state: state).output.hasPrefix("Signed in to"))
        chmod(state + "/approachnote/account.json", 0o644)
        let exposed = try run(["account", "status", "--account-server", server], state: state)
        #expect(exposed.status == 1)
        #expect(exposed.error.contains("others may read it (mode 644)"))
    }
}
