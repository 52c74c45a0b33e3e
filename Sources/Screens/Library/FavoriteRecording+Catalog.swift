import Browsing
import Catalog
import Library

extension FavoriteRecording {
    /// A favourite of the recording a page shows: its song, the artist its card names, the
    /// album and the year.
    public init(_ detail: RecordingDetail) {
        let credits = detail.performers.map {
            PerformerCredit(id: $0.id, name: $0.name, sortName: $0.sortName, instrument: $0.instrument, role: $0.role)
        }
        self.init(
            id: detail.id, songId: detail.songId.isEmpty ? nil : detail.songId, songTitle: detail.songTitle,
            artist: RecordingCardText.artist(credit: nil, performers: credits), albumTitle: detail.albumTitle,
            recordingYear: detail.recordingYear)
    }
}
