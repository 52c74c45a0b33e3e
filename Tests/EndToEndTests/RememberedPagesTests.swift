import ApplicationTestSupport
import CatalogTestSupport
import Foundation
import ScreensTestSupport
import TestThreads
import Testing

/// The application starts where it was left: the last tab and its pages, after `q`; a state
/// file it cannot read is set aside, never lost, and it says so.
@Suite("Pages remembered between runs", .serialized, .testThreads)
struct RememberedPagesTests {
    private static func stateHome() -> String {
        NSTemporaryDirectory() + "approachnote-remembered-" + UUID().uuidString.prefix(8)
    }

    @Test("Louis Armstrong open on the Artists tab at q is on screen at the next start, and Esc leads to the list")
    func lastTabAndPage() throws {
        let home = Self.stateHome()
        let first = try LiveApplication(columns: 100, rows: 30, environment: ["XDG_STATE_HOME": home])
        try first.press("2")
        try first.search("Search artists…", for: "Louis Armstrong", open: "Louis Armstrong")
        first.waitForScreen(containing: "RECORDINGS (\(DemoCounts.armstrongRecordings))")
        try first.quit()
        #expect(FileManager.default.fileExists(atPath: home + "/approachnote/state.json"))

        let second = try LiveApplication(columns: 100, rows: 30, environment: ["XDG_STATE_HOME": home])
        let page = second.waitForScreen(containing: "RECORDINGS (\(DemoCounts.armstrongRecordings))")
        #expect(page.hasPrefix("‹ Back"), "\(page)")
        try second.press("Escape")
        let list = second.waitForScreen(containing: " Artists (")
        let heading = list.split(separator: "\n").first.map(String.init) ?? ""
        #expect(
            heading.hasPrefix(" Artists (") && heading.hasSuffix(" of \(DemoCounts.artists))  Louis Armstrong"),
            "the search kept: \(list)")
        try second.quit()
    }

    @Test("a saved state of 10,000 pages opens its newest, q quits at once, and the newest 16 are kept")
    func thousandsOfPages() throws {
        let home = Self.stateHome()
        try FileManager.default.createDirectory(atPath: home + "/approachnote", withIntermediateDirectories: true)
        let song = "{\"page\": \"song/\(try SharedDemoCatalog.songID("Tiger Rag"))\"}"
        let artist = "{\"page\": \"artist/\(try SharedDemoCatalog.artistID("Louis Armstrong"))\"}"
        let pages = Array(repeating: song, count: 9_999) + [artist]
        let state = "{\"tab\": \"Songs\", \"stacks\": {\"Songs\": [\(pages.joined(separator: ","))]}}"
        try state.write(toFile: home + "/approachnote/state.json", atomically: true, encoding: .utf8)

        let app = try LiveApplication(columns: 100, rows: 30, environment: ["XDG_STATE_HOME": home])
        app.waitForScreen(containing: "RECORDINGS (\(DemoCounts.armstrongRecordings))")
        try app.quit()
        let kept = try String(contentsOfFile: home + "/approachnote/state.json", encoding: .utf8)
        #expect(kept.components(separatedBy: "\"page\"").count - 1 == 16, "\(kept.prefix(300))")
    }

    @Test("a damaged state file is set aside with its bytes, the notice says so, and the Songs tab opens")
    func damagedSetAside() throws {
        let home = Self.stateHome()
        try FileManager.default.createDirectory(atPath: home + "/approachnote", withIntermediateDirectories: true)
        try "not json".write(toFile: home + "/approachnote/state.json", atomically: true, encoding: .utf8)
        let app = try LiveApplication(columns: 100, rows: 30, environment: ["XDG_STATE_HOME": home])
        // The notice can come before the list has loaded: both are waited for.
        let screen = app.waitForScreen {
            MessageLine.text(of: $0).contains("set aside") && $0.contains(" Songs (\(DemoCounts.songs))")
        }
        #expect(
            MessageLine.text(of: screen).hasPrefix("⚠ The saved state at \(home)/approachnote/state.json was damaged"),
            "\(screen)")
        #expect(screen.contains(" Songs (\(DemoCounts.songs))"))
        let aside = try FileManager.default.contentsOfDirectory(atPath: home + "/approachnote").filter {
            $0.hasPrefix("state.json.damaged-")
        }
        #expect(aside.count == 1)
        #expect(try String(contentsOfFile: home + "/approachnote/" + aside[0], encoding: .utf8) == "not json")
        try app.quit()
    }
}
