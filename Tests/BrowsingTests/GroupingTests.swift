import Catalog
import TestThreads
import Testing

@testable import Browsing

@Suite("Grouping recordings into shelves", .testThreads)
struct GroupingTests {
    @Test("song page by year: decade shelves in catalog order, Unknown Year last")
    func songByYear() {
        let rows = [
            Rows.shell("a", year: 1931), Rows.shell("b", year: 1939), Rows.shell("c", year: 1940),
            Rows.shell("d", year: 2000), Rows.shell("e", year: 2009), Rows.shell("f"),
        ]
        let shelves = SongRecordingGrouping.shelves(rows, sort: .year)
        #expect(shelves.map(\.header) == ["1930s (2)", "1940s (1)", "2000s (2)", "Unknown Year (1)"])
        #expect(shelves[0].rows.map(\.id) == ["a", "b"])
    }

    @Test("song page by name: a shelf per leader name, shared names share, leaderless under Unknown")
    func songByName() {
        let rows = [
            Rows.shell("a", year: 1950, leader: "Nat King Cole"), Rows.shell("b", year: 1960, leader: "Nat King Cole"),
            Rows.shell("c", year: 1955, leader: "Solo Artist"), Rows.shell("d", leader: "Nat King Cole"),
            Rows.shell("e", year: 1970),
        ]
        let shelves = SongRecordingGrouping.shelves(rows, sort: .name)
        #expect(shelves.map(\.header) == ["Nat King Cole (3)", "Solo Artist (1)", "Unknown (1)"])
    }

    @Test("ties go in the client's order, whatever order the catalog sent them in: year, leader's sort name, title")
    func clientOrder() {
        var rows = [
            Rows.shell("z", year: 1950, leader: "Zoot Sims"), Rows.shell("none", year: 1950),
            Rows.shell("a2", year: 1950, leader: "Art Pepper", title: "All of Me (take 2)"),
            Rows.shell("a1", year: 1950, leader: "Art Pepper", title: "All of Me"), Rows.shell("old", year: 1949),
        ]
        rows[0].performers[0].sortName = "Sims, Zoot"
        rows[2].performers[0].sortName = "Pepper, Art"
        rows[3].performers[0].sortName = "Pepper, Art"
        let expected = ["old", "a1", "a2", "z", "none"]
        #expect(SongRecordingGrouping.shelves(rows, sort: .year).flatMap { $0.rows.map(\.id) } == expected)
        #expect(SongRecordingGrouping.shelves(rows.reversed(), sort: .year).flatMap { $0.rows.map(\.id) } == expected)
        let byName = SongRecordingGrouping.shelves(rows.reversed(), sort: .name)
        #expect(
            byName.map(\.header) == ["Art Pepper (2)", "Zoot Sims (1)", "Unknown (2)"],
            "by sort name, Pepper before Sims")
        #expect(byName[2].rows.map(\.id) == ["old", "none"])

        let sessions = [
            Rows.performer("3", song: "Tiger Rag", year: 1927, album: "B"),
            Rows.performer("1", song: "Dinah", year: 1927),
            Rows.performer("2", song: "Tiger Rag", year: 1927, album: "A"),
        ]
        for order in [sessions, sessions.reversed()] {
            #expect(
                ArtistRecordingGrouping.shelves(order, sort: .year).flatMap { $0.rows.map(\.recordingId) } == [
                    "1", "2", "3",
                ])
        }
    }

    @Test("artist page by year: oldest first inside and across shelves, undated last")
    func artistByYear() {
        let rows = [
            Rows.performer("r1", year: 1958), Rows.performer("r2"), Rows.performer("r3", year: 1926),
            Rows.performer("r4", year: 1951), Rows.performer("r5", year: 1926),
        ]
        let shelves = ArtistRecordingGrouping.shelves(rows, sort: .year)
        #expect(shelves.map(\.header) == ["1920s (2)", "1950s (2)", "Unknown Year (1)"])
        #expect(shelves.flatMap { $0.rows.map(\.recordingId) } == ["r3", "r5", "r4", "r1", "r2"])
    }

    @Test("artist page by song: a shelf per title A–Z ignoring case and accents, oldest first, undated last")
    func artistBySong() {
        let rows = [
            Rows.performer("1", song: "tiger Rag", year: 1930), Rows.performer("2", song: "Ain't Misbehavin'"),
            Rows.performer("3", song: "Ain't Misbehavin'", year: 1929), Rows.performer("4", song: "Élan", year: 1960),
            Rows.performer("5", song: "Basin Street Blues", year: 1928),
            Rows.performer("6", song: "tiger Rag", year: 1927),
        ]
        let shelves = ArtistRecordingGrouping.shelves(rows, sort: .song)
        #expect(shelves.map(\.key) == ["Ain't Misbehavin'", "Basin Street Blues", "Élan", "tiger Rag"])
        #expect(shelves[0].rows.map(\.recordingId) == ["3", "2"])
        #expect(shelves[3].rows.map(\.recordingId) == ["6", "1"])
    }

    @Test("role filter: both roles count under LEADER and SIDEMAN; other only under ALL")
    func roles() {
        let rows = [
            Rows.performer("lead"), Rows.performer("side", roles: ["sideman"]),
            Rows.performer("both", roles: ["leader", "sideman"]), Rows.performer("eng", roles: ["other"]),
        ]
        func ids(_ role: ArtistRole) -> [String] {
            ArtistRecordingsSection(role: role).content(of: rows).shelves.flatMap { $0.rows.map(\.recordingId) }
        }
        // One song, no year: the ids decide the order.
        #expect(ids(.all) == ["both", "eng", "lead", "side"])
        #expect(ids(.leader) == ["both", "lead"])
        #expect(ids(.sideman) == ["both", "side"])
    }

    @Test("artist search matches song or album title as every search does: any order, accents ignored, a letter wrong")
    func search() {
        let rows = [
            Rows.performer("1", song: "Tiger Rag", album: "Hot Fives"),
            Rows.performer("2", song: "Stardust", album: "Café Society"),
            Rows.performer("3", song: "Dinah"),
        ]
        func ids(_ text: String) -> [String] {
            ArtistRecordingsSection(search: text).content(of: rows).shelves.flatMap { $0.rows.map(\.recordingId) }
        }
        #expect(ids("tiger") == ["1"])
        #expect(ids("CAFE") == ["2"])
        #expect(ids("rag tiger") == ["1"], "words in any order")
        #expect(ids("stardst") == ["2"], "a letter missing from a word of seven")
        #expect(ids("society cafe") == ["2"])
        #expect(ids("  ") == ["3", "2", "1"], "no year: by song title")
        #expect(ids("nothing").isEmpty)
        #expect(ArtistRecordingsSection(search: "nothing").content(of: rows).isEmpty)
    }

    @Test("the section's total is the filtered count; an empty result says so")
    func sectionTotals() {
        let rows = [Rows.shell("a", year: 1950, spotify: true), Rows.shell("b", year: 1951), Rows.shell("c")]
        let playable = SongRecordingsSection().content(of: rows)
        #expect(playable.total == 1 && playable.shelves.map(\.header) == ["1950s (1)"])
        let all = SongRecordingsSection(filters: SongRecordingFilters(playableOnly: false)).content(of: rows)
        #expect(all.total == 3 && all.shelves.map(\.header) == ["1950s (2)", "Unknown Year (1)"])
        let none = SongRecordingsSection(filters: SongRecordingFilters(services: [.youtube])).content(of: rows)
        #expect(none.isEmpty && none.shelves.isEmpty)
        #expect(RecordingsSectionContent<ShellRecording>.emptyMessage == "No recordings match the current filters")
    }

    @Test("decade keys", arguments: [(1958, "1950s"), (2000, "2000s"), (1917, "1910s"), (2029, "2020s")])
    func decades(year: Int, key: String) {
        #expect(DecadeKey.key(for: year) == key)
        #expect(DecadeKey.key(for: nil) == "Unknown Year")
    }
}
