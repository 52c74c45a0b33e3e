import Catalog
import Layout
import Screens
import ScreensTestSupport
import TestThreads
import Testing

/// Where the catalog came from, as the user is told: the demo catalog says it is one, and how
/// to browse the real one, on the first screen, the Artists tab and About; a mirror and a
/// server say where from.
@Suite("Where the catalog came from, on screen", .testThreads)
struct CatalogOriginScreenTests {
    private static func trimmed(_ line: String) -> String { String(line.reversed().drop { $0 == " " }.reversed()) }

    @Test("at 80×24 the demo catalog says so under the Songs and the Artists headings, and About says it whole")
    func demo() throws {
        let harness = try BrowserHarness(size: Size(width: 80, height: 24))
        let listNote = [
            " A demo catalog: real song titles, made-up recordings. For the real one:",
            " --server https://api.approachnote.com, or catalog sync for an offline copy.",
        ]
        #expect(harness.lines[0].hasPrefix(" Songs (321)"))
        #expect(harness.lines[1...2].map(Self.trimmed) == listNote, "the first screen of a first run")
        harness.keys("2")
        #expect(harness.lines[0].hasPrefix(" Artists ("))
        #expect(harness.lines[1...2].map(Self.trimmed) == listNote)
        harness.keys("4")
        let about = harness.lines.map(Self.trimmed)
        let counts = try #require(about.firstIndex(of: " This catalog"))
        #expect(
            Array(about[(counts + 3)...(counts + 5)]) == [
                " A demo catalog: the song titles are real; the recordings, artists, albums and",
                " links are made up. For the real one: --server https://api.approachnote.com, or",
                " catalog sync for an offline copy.",
            ], "\(harness.screen)")
    }

    @Test("a mirror says where and when it was synced from; a server's catalog names the server, not its password")
    func elsewhere() throws {
        let mirror = CatalogOrigin(
            meta: ["origin": "sync", "synced_from": "https://jazz.example", "synced_at": "2026-11-30T09:15:00Z"])
        #expect(mirror.note == "Synced from https://jazz.example on 2026-11-30 at 09:15 UTC")
        #expect(mirror.shortNote == mirror.note)
        let served = try HTTPCatalog(address: "https://alice:secret@jazz.example/").origin()
        #expect(served == .served(server: "https://alice:…@jazz.example"))
        #expect(served.note == "From the server https://alice:…@jazz.example")
        #expect(CatalogOrigin(meta: [:]).note == nil, "a file that does not say says nothing")
    }
}
