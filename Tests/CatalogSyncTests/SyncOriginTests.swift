import ApplicationTestSupport
import ApproachNoteCommands
import Catalog
import CatalogSync
import CatalogTestSupport
import Foundation
import Layout
import SQLite
import ScreensTestSupport
import TestThreads
import Testing

/// A mirror records where and when it was synced; `catalog info` and the About page say so,
/// and say nothing of the kind for the demo catalog.
@Suite(.serialized, .testThreads)
struct SyncOriginTests {
    /// A mirror of the slice whose sync date is set to a known moment.
    static func mirror(syncedAt: String = "2026-11-30T09:15:00Z") throws -> (path: String, server: String) {
        let server = try SyncedServer()
        let target = try SyncedServer.target()
        let started = Date()
        _ = try sync(server.address, into: target)
        let db = try SQLiteConnection(path: target, mode: .create)
        let recorded = try db.statement("SELECT value FROM meta WHERE key = 'synced_at'")
        #expect(try recorded.step())
        let at = try #require(ISO8601DateFormatter().date(from: recorded.text(0)))
        recorded.reset()
        #expect(at.timeIntervalSince(started) > -1 && Date().timeIntervalSince(at) > -1)
        try db.execute("UPDATE meta SET value = '\(syncedAt)' WHERE key = 'synced_at'")
        return (target, server.address)
    }

    @Test("catalog info names the server and the date, in text and in JSON")
    func catalogInfo() throws {
        let (path, server) = try Self.mirror()
        let text = command(["--catalog", path, "catalog", "info"])
        #expect(text.status == 0)
        let lines = text.output.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[1] == "Synced from \(server) on 2026-11-30 at 09:15 UTC")
        let json = command(["--catalog", path, "catalog", "info", "--json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
        #expect(object["synced_from"] as? String == server)
        #expect(object["synced_at"] as? String == "2026-11-30T09:15:00Z")
    }

    @Test("the demo catalog's info and About page claim no sync")
    func demoCatalog() throws {
        let text = SharedDemoCatalog.run(["catalog", "info"])
        #expect(!text.output.contains("Synced"))
        let json = SharedDemoCatalog.run(["catalog", "info", "--json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
        #expect(object["synced_from"] == nil)
        let harness = try BrowserHarness(size: Size(width: 80, height: 24))
        harness.browser.select(.about)
        harness.loop.invalidate()
        harness.settle()
        #expect(harness.lines.contains { $0.hasPrefix(" 70,931 releases") })
        #expect(!harness.screen.contains("Synced"))
    }

    @Test("the About page of a mirror says where it was synced from and when")
    func aboutPage() throws {
        let (path, server) = try Self.mirror()
        let harness = try BrowserHarness(
            size: Size(width: 80, height: 24), store: try SQLiteCatalogStore.open(CatalogLocation(path: path)))
        harness.browser.select(.about)
        harness.loop.invalidate()
        harness.settle()
        let releases = try #require(harness.lines.firstIndex { $0.hasPrefix(" 1") && $0.contains(" releases") })
        #expect(harness.lines[releases + 1].hasPrefix(" Synced from \(server) on 2026-11-30 at 09:15 UTC"))
    }

    @Test("a server address with control characters in the file is shown escaped, never sent raw")
    func hostileAddress() throws {
        let (path, _) = try Self.mirror()
        try SQLiteConnection(path: path, mode: .create).execute(
            "UPDATE meta SET value = 'http://evil' || char(27) || ']0;owned' || char(7) WHERE key = 'synced_from'")
        let text = command(["--catalog", path, "catalog", "info"])
        #expect(!text.output.contains("\u{1B}"))
        #expect(!text.output.contains("\u{07}"))
        #expect(text.output.contains("Synced from http://evil\\u{1b}]0;owned\\u{7} on 2026-11-30 at 09:15 UTC"))
        let harness = try BrowserHarness(
            size: Size(width: 80, height: 24), store: try SQLiteCatalogStore.open(CatalogLocation(path: path)))
        harness.browser.select(.about)
        harness.loop.invalidate()
        harness.settle()
        #expect(harness.screen.contains("Synced from http://evil"))
        #expect(!harness.screen.contains("\u{1B}"))
    }
}
