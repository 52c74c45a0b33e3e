/// What the pages read from a catalog: the embedded file (`SQLiteCatalogStore`) or a server speaking
/// the upstream's API (`HTTPCatalog`). Every call blocks, so the pages make them only through
/// the `CatalogLoader`, off the main thread. Unknown ids answer nil.
public protocol CatalogReading: Sendable {
    func counts() throws -> CatalogCounts
    /// Where the catalog came from, as far as it records.
    func origin() throws -> CatalogOrigin
    /// Whether any song has other titles ("Round About Midnight" for "’Round Midnight"): a
    /// mirror of a server that gives none has none, and a search says why it misses them.
    func holdsAlternateTitles() throws -> Bool
    func songs(matching query: String?) throws -> [SongIndexEntry]
    func performers(matching query: String?) throws -> [PerformerIndexEntry]
    func songSummary(id: String) throws -> SongSummary?
    func songShell(id: String, sort: SongRecordingSort) throws -> ShellResponse?
    func hydrate(ids: [String]) throws -> BatchResponse
    func recordingDetail(id: String) throws -> RecordingDetail?
    func performerSummary(id: String) throws -> PerformerSummary?
    func performerRecordings(id: String) throws -> PerformerRecordingsResponse?
    /// The song's videos, of the kind `type` names when given (`SongVideo.backingTrack`); none
    /// for a song the catalog does not hold, as the upstream answers.
    func songVideos(id: String, type: String?) throws -> [SongVideo]
}

extension CatalogReading {
    /// A catalog that keeps no record of where it came from.
    public func origin() throws -> CatalogOrigin { .unrecorded }

    /// A catalog that cannot tell (a server) is taken to have them: nothing is said.
    public func holdsAlternateTitles() throws -> Bool { true }
}
