import Browsing
import Catalog
import CatalogTestSupport
import Foundation
import Layout
import ScreensTestSupport
import TestThreads
import Testing

/// Each filtering rule of the song and artist pages through the UI, against counts worked out
/// here from the catalog's rows field by field (not through the rules' own code).
@Suite("Filter rules through the pages", .testThreads)
struct FilterRuleTests {
    private static let song = "All of Me"

    private static func rows() throws -> [ShellRecording] {
        let id = try SharedDemoCatalog.songID(song)
        return try #require(try SharedDemoCatalog.store().songShell(id: id, sort: .year)).recordings
    }

    private static func openSong() throws -> BrowserHarness {
        let harness = try BrowserHarness()
        harness.open("approachnote://song/\(try SharedDemoCatalog.songID(song))")
        return harness
    }

    private static func playable(_ row: ShellRecording) -> Bool {
        row.hasSpotify || row.hasAppleMusic || row.hasYoutube
    }

    private func expectTotal(_ harness: BrowserHarness, _ count: Int, _ comment: Comment) {
        #expect(harness.screen.contains(" ALL RECORDINGS (\(GroupedNumber.text(count)))"), comment)
    }

    @Test("Playable only? hides the recordings with no link on any service; off shows them all")
    func playableOnly() throws {
        let rows = try Self.rows()
        let harness = try Self.openSong()
        expectTotal(harness, rows.filter(Self.playable).count, "on by default")
        #expect(harness.press("Playable only?"))
        expectTotal(harness, rows.count, "off")
        #expect(rows.count == 701)
    }

    @Test("INSTRUMENTAL and VOCAL follow the consensus; recordings without one show only under ALL")
    func performanceType() throws {
        let rows = try Self.rows().filter(Self.playable)
        let harness = try Self.openSong()
        #expect(harness.press("INSTRUMENTAL"))
        let instrumental = rows.filter { $0.isInstrumental == true }.count
        expectTotal(harness, instrumental, "instrumental")
        #expect(harness.press("VOCAL"))
        let vocal = rows.filter { $0.isInstrumental == false }.count
        expectTotal(harness, vocal, "vocal")
        #expect(harness.press("ALL"))
        let undecided = rows.filter { $0.isInstrumental == nil }.count
        #expect(undecided > 0, "the demo catalog has recordings with no consensus")
        expectTotal(harness, instrumental + vocal + undecided, "all")
    }

    @Test("a chosen service overrides Playable only?: the same rows whichever way it is set")
    func servicesOverridePlayable() throws {
        let rows = try Self.rows()
        let spotify = rows.filter(\.hasSpotify).count
        let harness = try Self.openSong()
        #expect(harness.press("Filter"))
        #expect(harness.press("Spotify"))
        expectTotal(harness, spotify, "Spotify, Playable only on")
        #expect(harness.press("Playable only?"))
        expectTotal(harness, spotify, "Spotify, Playable only off")
        #expect(harness.press("YouTube"))
        expectTotal(harness, rows.filter { $0.hasSpotify || $0.hasYoutube }.count, "Spotify or YouTube")
    }

    @Test("a family, a service and a performance type combine: a recording must pass each")
    func combined() throws {
        let rows = try Self.rows()
        let harness = try Self.openSong()
        #expect(harness.press("Filter"))
        #expect(harness.press("Guitar"))
        #expect(harness.press("Apple Music"))
        #expect(harness.press("VOCAL"))
        let expected = rows.filter { row in
            row.hasAppleMusic && row.isInstrumental == false
                && row.instrumentsPresent.contains { InstrumentFamily.family(for: $0) == .guitar }
        }
        expectTotal(harness, expected.count, "guitar, Apple Music, vocal")
        #expect(expected.count > 0 && expected.count < rows.count)
    }

    @Test("the artist page: Role and the search narrow RECORDINGS; a recording with two roles counts once")
    func artistRoleAndSearch() throws {
        let id = try SharedDemoCatalog.artistID("Louis Armstrong")
        let rows = try #require(try SharedDemoCatalog.store().performerRecordings(id: id)).recordings
        let unique = Set(rows.map(\.recordingId))
        let harness = try BrowserHarness()
        harness.open("approachnote://artist/\(id)")
        #expect(harness.screen.contains(" RECORDINGS (\(GroupedNumber.text(unique.count)))"))
        #expect(unique.count == 3_231)

        #expect(harness.press("LEADER"))
        let leader = Set(rows.filter { $0.roles.contains("leader") }.map(\.recordingId))
        #expect(harness.screen.contains(" RECORDINGS (\(GroupedNumber.text(leader.count)))"))
        #expect(harness.press("SIDEMAN"))
        let sideman = Set(rows.filter { $0.roles.contains("sideman") }.map(\.recordingId))
        #expect(harness.screen.contains(" RECORDINGS (\(GroupedNumber.text(sideman.count)))"))
        #expect(leader.count + sideman.count >= unique.count)

        #expect(harness.press("ALL"))
        #expect(harness.engine.focus(label: "Search songs or albums"))
        harness.keys("tiger")
        harness.settle()
        let tiger = Set(
            rows.filter {
                $0.songTitle.lowercased().contains("tiger") || ($0.albumTitle ?? "").lowercased().contains("tiger")
            }.map(\.recordingId))
        #expect(tiger.count >= 146)
        #expect(harness.screen.contains(" RECORDINGS (\(GroupedNumber.text(tiger.count)))"))
    }
}
