import Catalog
import TestThreads
import Testing

@testable import Browsing

@Suite("Song page filters", .testThreads)
struct SongRecordingFiltersTests {
    let rows = [
        Rows.shell("none"),
        Rows.shell("spotify", spotify: true),
        Rows.shell("apple", apple: true),
        Rows.shell("youtube", youtube: true),
    ]

    private func ids(_ filters: SongRecordingFilters, _ rows: [ShellRecording]) -> [String] {
        rows.filter(filters.admits).map(\.id)
    }

    @Test("Playable only (the default) hides recordings with no service; off shows all")
    func playable() {
        #expect(ids(SongRecordingFilters(), rows) == ["spotify", "apple", "youtube"])
        #expect(ids(SongRecordingFilters(playableOnly: false), rows) == ["none", "spotify", "apple", "youtube"])
    }

    @Test("selected services keep rows on any of them and override the Playable toggle")
    func services() {
        #expect(
            ids(SongRecordingFilters(playableOnly: false, services: [.spotify, .youtube]), rows) == [
                "spotify", "youtube",
            ])
        #expect(ids(SongRecordingFilters(playableOnly: true, services: [.appleMusic]), rows) == ["apple"])
    }

    @Test("a recording with no consensus shows only under ALL")
    func performance() {
        let rows = [
            Rows.shell("inst", instrumental: true), Rows.shell("vocal", instrumental: false), Rows.shell("unknown"),
        ]
        #expect(
            ids(SongRecordingFilters(playableOnly: false, performance: .all), rows) == ["inst", "vocal", "unknown"])
        #expect(ids(SongRecordingFilters(playableOnly: false, performance: .instrumental), rows) == ["inst"])
        #expect(ids(SongRecordingFilters(playableOnly: false, performance: .vocal), rows) == ["vocal"])
    }

    @Test("the instrument family keeps rows with any instrument of that family")
    func instrument() {
        let rows = [
            Rows.shell("bass-guitar", instruments: ["Bass Guitar"]),
            Rows.shell("double-bass", instruments: ["Piano", "Double Bass"]),
            Rows.shell("none"),
        ]
        #expect(ids(SongRecordingFilters(playableOnly: false, instrument: .bass), rows) == ["double-bass"])
        #expect(ids(SongRecordingFilters(playableOnly: false, instrument: .guitar), rows) == ["bass-guitar"])
    }

    @Test("filters combine as an intersection")
    func intersection() {
        let rows = [
            Rows.shell("a", instruments: ["Trumpet"], instrumental: true, spotify: true),
            Rows.shell("b", instruments: ["Trumpet"], instrumental: false, spotify: true),
            Rows.shell("c", instruments: ["Trumpet"], instrumental: true),
        ]
        let filters = SongRecordingFilters(performance: .instrumental, instrument: .trumpet)
        #expect(ids(filters, rows) == ["a"])
    }

    @Test("available families come from every row, in display-name order")
    func families() {
        let rows = [
            Rows.shell("a", instruments: ["Vocals", "Tenor Saxophone"]),
            Rows.shell("b", instruments: ["Bass Guitar", "Brass Bass"]),
            Rows.shell("c", instruments: ["Double Bass", "Tuba"]),
        ]
        #expect(SongRecordingFilters.availableFamilies(in: rows) == [.bass, .guitar, .saxophone, .vocals])
        #expect(SongRecordingFilters.availableFamilies(in: []) == [])
    }
}
