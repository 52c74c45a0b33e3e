/// What `approachnote serve` reads besides the pages' reads: a health check and the routes
/// the application reaches through other calls (a recording's releases, an artist's
/// recordings in the upstream's orders). The catalog file and a PostgreSQL database answer it
/// alike, so the server's routes never know which one they read.
public protocol CatalogServing: CatalogReading {
    /// Reads one row, to tell whether the catalog can be read at all (a server's health check).
    func ping() throws
    func recordingReleases(id: String) throws -> [RecordingRelease]?
    /// The paged list's rows of these performers, in the order of `ids`; unknown ids left out.
    func performerPage(ids: [String]) throws -> [PerformerPageEntry]
    func performerRecordings(id: String, sort: PerformerRecordingSort) throws -> PerformerRecordingsResponse?
    /// The song's or the recording's solo transcriptions, as the upstream lists them (with the
    /// song's title); none for an id the catalog does not hold.
    func songTranscriptions(id: String) throws -> [SoloTranscription]
    func recordingTranscriptions(id: String) throws -> [SoloTranscription]
    /// One transcription, with its song's title and composer; nil when none has this id.
    func transcription(id: String) throws -> SoloTranscription?
    /// The authorities' recommendations of the song's recordings, with its title; nil when no
    /// song has this id.
    func songAuthorities(id: String) throws -> (songTitle: String, listings: [AuthorityListing])?
    /// The authorities' recommendations of the recording, with its song's id; nil when no
    /// recording has this id.
    func recordingAuthorities(id: String) throws -> (songId: String, listings: [AuthorityListing])?
    /// The upstream's recordings list: the newest `limit`, or the first `limit` (by id) whose
    /// song, default release or performer's name holds `search`.
    func recordingList(search: String?, limit: Int) throws -> [RecordingListRow]
    /// The rows of these songs in full, in the order of `ids`; unknown ones left out.
    func songRows(ids: [String]) throws -> [SongRow]
    /// Every recording of the song in full, in the order of `sort`; none for an unknown song.
    func songRecordingsInFull(id: String, sort: SongRecordingSort) throws -> [FeaturedRecording]
    /// `songShell`'s answer as compact JSON, the very bytes `PayloadJSON` writes for it, made
    /// straight from the rows: the longest answer the server makes.
    func songShellJSON(id: String, sort: SongRecordingSort) throws -> [UInt8]?
    /// The file that holds the whole catalog, for a client to copy in one transfer; nil when
    /// there is none to give (a PostgreSQL database, a file with writes pending).
    var wholeFile: String? { get }
}
