import Catalog
import CatalogTestSupport
import Foundation
import ScreensTestSupport
import TestThreads
import Testing

/// A catalog that breaks while the application runs: each part of a page that cannot load
/// says so with a Retry, nothing crashes, and once the file is whole again Retry loads it.
@Suite("Load failures and Retry", .testThreads)
struct LoadFailureTests {
    @Test("a catalog damaged mid-run: the song page says what failed; restored, Retry loads it")
    func damagedThenRestored() throws {
        let directory = NSTemporaryDirectory() + "approachnote-damage-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/catalog.sqlite"
        try FileManager.default.copyItem(atPath: SharedDemoCatalog.path, toPath: path)
        let original = try Data(contentsOf: URL(fileURLWithPath: path))
        let harness = try BrowserHarness(store: try SQLiteCatalogStore.open(CatalogLocation(path: path)))
        #expect(harness.lines[0].hasPrefix(" Songs (\(DemoCounts.songs))"))

        // Cut the file short under the open connection: every page not yet read is gone.
        #expect(truncate(path, 8192) == 0)
        harness.open("approachnote://song/\(try SharedDemoCatalog.songID("All of Me"))")
        #expect(harness.screen.contains("Could not load this song: "), "\(harness.screen)")
        #expect(harness.screen.contains("Could not load the recordings: "))
        #expect(harness.screen.contains("Could not load the backing tracks: "))
        #expect(harness.screen.contains("is damaged (database disk image is malformed)"))
        #expect(harness.screen.contains("approachnote catalog generate --force --catalog"))
        #expect(harness.browser.current?.inSheet == true, "the page stays, with its Retry")
        #expect(
            harness.lines.map(ListHeading.withoutShelvesButton).contains(" ALL RECORDINGS"),
            "no count, and no “(…)” that looks like loading")

        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        try handle.write(contentsOf: original)
        try handle.close()
        #expect(harness.press("Retry loading this song"))
        #expect(harness.press("Retry loading the recordings"))
        #expect(harness.press("Retry loading the backing tracks"))
        #expect(!harness.screen.contains("Could not load"))
        #expect(harness.screen.contains("All of Me (1931)"))
        #expect(harness.shelfHeaders.first == "1930s (82)")
    }
}
