import Catalog

/// Shell and performer rows with only the fields a test cares about.
enum Rows {
    static func shell(
        _ id: String, year: Int? = nil, leader: String? = nil, instruments: [String] = [], instrumental: Bool? = nil,
        spotify: Bool = false, apple: Bool = false, youtube: Bool = false, title: String? = nil
    ) -> ShellRecording {
        ShellRecording(
            id: id, title: title, albumTitle: nil, artistCredit: nil, recordingYear: year,
            performers: leader.map {
                [PerformerCredit(id: "p-\($0)", name: $0, sortName: nil, instrument: nil, role: "leader")]
            } ?? [],
            instrumentsPresent: instruments, isInstrumental: instrumental, hasSpotify: spotify, hasAppleMusic: apple,
            hasYoutube: youtube)
    }

    static func performer(
        _ id: String, song: String = "Song", year: Int? = nil, roles: [String] = ["leader"], album: String? = nil
    ) -> PerformerRecording {
        PerformerRecording(
            songId: "s-\(song)", songTitle: song, recordingId: id, albumTitle: album, artistCredit: nil,
            recordingYear: year,
            isCanonical: false, roles: roles, bestCoverArtSmall: nil, bestCoverArtMedium: nil)
    }
}
