import ApplicationTestSupport
import CatalogTestSupport
import Foundation
import TestFixtures
import TestThreads
import Testing

/// Signing in from the Settings tab of the real binary in tmux, against a running
/// `approachnote serve`: the password never on screen, the account's repertoire in the
/// Library tab after the sync, the session kept readable by its owner only.
@Suite("The account, end to end", .serialized, .testThreads)
struct AccountSessionTests {
    @Test("sign in on Settings by keys: • for the password, then the account's repertoire on the Library tab")
    func signInBringsTheLibrary() throws {
        let folder = NSTemporaryDirectory() + "account-e2e-" + UUID().uuidString.prefix(8)
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let serve = try RunningServe(threads: 2, arguments: ["--accounts", folder + "/accounts.sqlite"])
        defer { serve.stop() }
        let server = "http://127.0.0.1:\(serve.port)"
        // The account, with a repertoire made on another device.
        let client = AccountClient(port: serve.port)
        let token = try client.register("ada@example.test").access
        let made = try client.send("POST", "/v1/repertoires/", ["name": "Friday gig"], token: token)
        try client.send(
            "POST", "/v1/repertoires/\(made.string("id"))/songs/\(try SharedDemoCatalog.songID("All of Me"))",
            token: token)

        let app = try LiveApplication(
            ["--server", server, "--images", "off"], catalog: nil, columns: 100, rows: 30,
            environment: ["XDG_DATA_HOME": folder + "/data", "XDG_STATE_HOME": folder + "/state"])
        app.waitForScreen(containing: " Songs (")
        try app.press("3")
        app.waitForScreen(containing: "Not signed in.")
        try app.activate("Sign in…")
        app.waitForScreen(containing: "Server:   \(server)")
        try app.type("ada@example.test")
        try app.press("Tab")
        try app.type("correct horse 1")
        let typed = app.waitForScreen(containing: "Password: •••••••••••••••")
        #expect(!typed.contains("correct horse"), "\(typed)")
        try app.press("Enter")
        let signedIn = app.waitForScreen(containing: "Signed in as ada@example.test at \(server)")
        #expect(!signedIn.contains("correct horse"))
        app.waitForScreen(containing: "Library last synced at ")
        try app.press("5")
        let library = app.waitForScreen(containing: "Friday gig · 1 song")
        #expect(library.contains("Library last synced at "), "\(library)")
        try app.quit()

        var status = stat()
        #expect(stat(folder + "/state/approachnote/account.json", &status) == 0)
        #expect(status.st_mode & 0o777 == 0o600)
    }
}
