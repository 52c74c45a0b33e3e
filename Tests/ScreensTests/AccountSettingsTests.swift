import AccountLink
import AccountTestSupport
import Foundation
import Screens
import ScreensTestSupport
import TestThreads
import Testing

/// The Settings tab's Account section: signing in with the password shown as `•`, the sync
/// that follows, a refusal in the server's words, and signing out.
@Suite("Settings: the account", .testThreads)
struct AccountSettingsTests {
    static let gig = "3e98f384-c9b1-4b0e-8ab9-191c06ee2b36"

    private func harness(_ transport: ScriptedTransport, folder: String) throws -> BrowserHarness {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return try BrowserHarness(account: { libraryPath in
            AccountSetup(
                file: AccountFile(path: folder + "/account.json"), suggestedServer: "https://api.example",
                libraryPath: libraryPath
            ) { _ in transport }
        })
    }

    @Test("sign in: the password shows as •, a refusal in the server's words, then the sync, then sign out")
    func signInAndOut() throws {
        let transport = ScriptedTransport()
        transport.script(
            "/v1/auth/login", ScriptedTransport.json(401, #"{"error":"Invalid email or password"}"#),
            try ScriptedTransport.upstream(200, "12_login"))
        transport.script(
            "/v1/repertoires/",
            ScriptedTransport.json(200, #"[{"id":"\#(Self.gig)","name":"Gig on Friday","description":null}]"#))
        transport.script(
            "/v1/repertoires/\(Self.gig)/songs", try ScriptedTransport.upstream(200, "37_repertoire_songs"))
        transport.script("/v1/favorites", ScriptedTransport.json(200, "[]"))
        transport.script("/v1/auth/logout", ScriptedTransport.json(200, #"{"message":"Logged out"}"#))
        let folder = NSTemporaryDirectory() + "account-settings-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let harness = try harness(transport, folder: folder)

        harness.keys("3")
        #expect(
            harness.lines.contains {
                $0.contains("Not signed in. Signed in, your library is synced with your account.")
            })
        #expect(harness.press("Sign in…"))
        #expect(harness.lines.contains { $0.contains("Server:   https://api.example") })
        harness.keys("ada@example.test\t")
        harness.keys("wrong pass")
        #expect(harness.lines.contains { $0.contains("Password: ••••••••••") }, "\(harness.screen)")
        #expect(!harness.screen.contains("wrong pass"))
        #expect(!"\(harness.engine.accessibilityTree)".contains("wrong pass"))
        harness.keys("\r")
        #expect(harness.iterate(until: "Invalid email or password"))
        // The password left the form as it went: it is typed again.
        #expect(!harness.lines.contains { $0.contains("Password: ••") })
        harness.keys("s3cret pass\r")
        #expect(harness.iterate(until: "Signed in as ada.030314@example.test at https://api.example"))
        #expect(harness.iterate(until: "Library last synced at "))
        #expect(harness.browser.library.snapshot.repertoires.map(\.name) == ["Gig on Friday"])
        #expect(harness.screen.contains("✓ Synced with your account."))
        harness.keys("5")
        #expect(
            harness.lines.contains { $0.contains("Library last synced at ") && $0.contains("nothing waits to be sent") }
        )
        harness.keys("3")
        #expect(
            transport.calls(to: "/v1/auth/login").map(\.body) == [
                ["email": "ada@example.test", "password": "wrong pass"],
                ["email": "ada@example.test", "password": "s3cret pass"],
            ])
        // Signed in and synced, the application sleeps: the next sync is a timer of the
        // executor's, not a deadline of the loop.
        harness.settle()
        #expect(harness.loop.isIdle)
        let frames = harness.loop.stats.framesDrawn
        for _ in 0..<3 { harness.loop.iterate(timeoutMilliseconds: 100) }
        #expect(harness.loop.stats.framesDrawn == frames)
        let kept = try String(contentsOfFile: folder + "/account.json", encoding: .utf8)
        #expect(!kept.contains("s3cret"))

        #expect(harness.press("Sign out"))
        #expect(harness.lines.contains { $0.contains("Not signed in.") })
        #expect(harness.iterate { transport.calls(to: "/v1/auth/logout").count == 1 })
        #expect(!FileManager.default.fileExists(atPath: folder + "/account.json"))
        // The library stays as it was synced.
        #expect(harness.browser.library.snapshot.repertoires.map(\.name) == ["Gig on Friday"])
    }

    @Test("Esc closes the form, and the focus goes back to Sign in…")
    func escCloses() throws {
        let folder = NSTemporaryDirectory() + "account-settings-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let harness = try harness(ScriptedTransport(), folder: folder)
        harness.keys("3")
        #expect(harness.press("Sign in…"))
        #expect(harness.lines.contains { $0.contains("Email:") })
        harness.keys("\u{1b}")
        #expect(!harness.lines.contains { $0.contains("Email:") })
        #expect(harness.lines[0] == " Settings")
    }
}
