import FoundationEssentials
import TextFormatting
import Upstream

/// A catalog kept in an SQL database: the catalog file (`SQLiteCatalogStore`) or PostgreSQL
/// (`PostgresCatalogStore`). A store says only how it lends a connection; every read, with the
/// checks made before the database is reached, is defined once here over `CatalogQueries`.
public protocol SQLCatalog: CatalogServing {
    /// Runs `body` with a connection no other caller uses meanwhile, translating the database's
    /// failures into the store's own errors.
    func withSession<T: Sendable>(_ body: (CatalogSession) throws -> T) throws -> T
}

extension SQLCatalog {
    public func ping() throws {
        try withSession { try CatalogQueries.ping($0.connection) }
    }

    public func counts() throws -> CatalogCounts {
        try withSession { try CatalogQueries.counts($0.connection) }
    }

    public func origin() throws -> CatalogOrigin {
        try withSession { session in
            var meta: [String: String] = [:]
            try session.connection.rows(
                "SELECT key, value FROM meta WHERE key IN ('origin', 'synced_from', 'synced_at')", []
            ) { meta[$0.text(0)] = $0.text(1) }
            return CatalogOrigin(meta: meta)
        }
    }

    public func holdsAlternateTitles() throws -> Bool {
        try withSession { try CatalogQueries.holdsAlternateTitles($0.connection) }
    }

    /// Every song in display order; with a query, those whose title, composer or one of
    /// whose alternate titles it finds (`CatalogSearch`).
    public func songs(matching query: String? = nil) throws -> [SongIndexEntry] {
        let filter = CatalogQueries.IndexFilter(query)
        return try withSession { try CatalogQueries.songs($0.connection, filter: filter) }
    }

    /// Every performer ordered by sort name; with a query, those whose name or sort name it
    /// finds (`CatalogSearch`).
    public func performers(matching query: String? = nil) throws -> [PerformerIndexEntry] {
        let filter = CatalogQueries.IndexFilter(query)
        return try withSession { try CatalogQueries.performers($0.connection, filter: filter) }
    }

    /// The song's header and featured recordings; nil when no song has this id.
    public func songSummary(id: String) throws -> SongSummary? {
        let uuid = try SQLiteCatalogStore.normalized(id)
        return try withSession { try CatalogQueries.songSummary($0.connection, uuid: uuid) }
    }

    /// Every recording of the song as shell rows, in the order of `sort`; nil when no song has
    /// this id.
    public func songShell(id: String, sort: SongRecordingSort) throws -> ShellResponse? {
        let uuid = try SQLiteCatalogStore.normalized(id)
        return try withSession { try CatalogQueries.songShell($0.connection, uuid: uuid, sort: sort) }
    }

    public func songShellJSON(id: String, sort: SongRecordingSort) throws -> [UInt8]? {
        let uuid = try SQLiteCatalogStore.normalized(id)
        return try withSession { try CatalogQueries.songShellJSON($0.connection, uuid: uuid, sort: sort) }
    }

    /// Full rows for 1 to 100 recording ids. Unknown ids are left out; order is not guaranteed.
    public func hydrate(ids: [String]) throws -> BatchResponse {
        let trimmed = ids.map { $0.trimmingWhitespace() }.filter { !$0.isEmpty }
        guard (1...UpstreamLimits.batchIDs).contains(trimmed.count) else {
            throw CatalogQueryError.batchSize(trimmed.count)
        }
        let uuids = try trimmed.map(SQLiteCatalogStore.normalized)
        return try withSession { try CatalogQueries.hydrate($0.connection, uuids: uuids) }
    }

    /// Everything the recording page shows; nil when no recording has this id.
    public func recordingDetail(id: String) throws -> RecordingDetail? {
        let uuid = try SQLiteCatalogStore.normalized(id)
        return try withSession { try RecordingDetail.load($0.connection, uuid: uuid) }
    }

    /// The releases the recording appears on, in the recording page's order, each with the
    /// recording's performers; nil when no recording has this id.
    public func recordingReleases(id: String) throws -> [RecordingRelease]? {
        let uuid = try SQLiteCatalogStore.normalized(id)
        return try withSession { try RecordingDetail.loadReleases($0.connection, uuid: uuid) }
    }

    public func performerPage(ids: [String]) throws -> [PerformerPageEntry] {
        guard !ids.isEmpty else { return [] }
        let uuids = try ids.map(SQLiteCatalogStore.normalized)
        return try withSession { try CatalogQueries.performerPage($0.connection, uuids: uuids) }
    }

    /// The performer's header; nil when no performer has this id.
    public func performerSummary(id: String) throws -> PerformerSummary? {
        let uuid = try SQLiteCatalogStore.normalized(id)
        return try withSession { try CatalogQueries.performerSummary($0.connection, uuid: uuid) }
    }

    /// Every recording the performer is credited on, once each with all their roles; nil when
    /// no performer has this id. Ordered by song title, then year (the page regroups anyway).
    public func performerRecordings(id: String) throws -> PerformerRecordingsResponse? {
        let uuid = try SQLiteCatalogStore.normalized(id)
        return try withSession { try CatalogQueries.performerRecordings($0.connection, uuid: uuid) }
    }

    /// The performer's recordings in the upstream's order for `sort`; nil when no performer has
    /// this id.
    public func performerRecordings(id: String, sort: PerformerRecordingSort) throws -> PerformerRecordingsResponse? {
        let uuid = try SQLiteCatalogStore.normalized(id)
        return try withSession { try CatalogQueries.performerRecordings($0.connection, uuid: uuid, sort: sort) }
    }

    public func songVideos(id: String, type: String?) throws -> [SongVideo] {
        let uuid = try SQLiteCatalogStore.normalized(id)
        return try withSession { session in
            guard let song = try CatalogQueries.internalID(session.connection, table: .songs, uuid: uuid) else {
                return []
            }
            return try CatalogQueries.videos(session.connection, songID: song, type: type)
        }
    }

    public func songTranscriptions(id: String) throws -> [SoloTranscription] {
        let uuid = try SQLiteCatalogStore.normalized(id)
        return try withSession { session in
            guard let song = try CatalogQueries.internalID(session.connection, table: .songs, uuid: uuid) else {
                return []
            }
            return try CatalogQueries.transcriptions(
                session.connection, of: .song(song), order: .undatedLast, titled: true)
        }
    }

    public func recordingTranscriptions(id: String) throws -> [SoloTranscription] {
        let uuid = try SQLiteCatalogStore.normalized(id)
        return try withSession { session in
            guard let recording = try CatalogQueries.internalID(session.connection, table: .recordings, uuid: uuid)
            else { return [] }
            return try CatalogQueries.transcriptions(
                session.connection, of: .recording(recording), order: .byID, titled: true)
        }
    }

    public func transcription(id: String) throws -> SoloTranscription? {
        let uuid = try SQLiteCatalogStore.normalized(id)
        return try withSession { try CatalogQueries.transcription($0.connection, uuid: uuid) }
    }

    public func songRows(ids: [String]) throws -> [SongRow] {
        guard !ids.isEmpty else { return [] }
        let uuids = try ids.map(SQLiteCatalogStore.normalized)
        return try withSession { try CatalogQueries.songRows($0.connection, uuids: uuids) }
    }

    public func songRecordingsInFull(id: String, sort: SongRecordingSort) throws -> [FeaturedRecording] {
        let uuid = try SQLiteCatalogStore.normalized(id)
        return try withSession { try CatalogQueries.songRecordingsInFull($0.connection, uuid: uuid, sort: sort) }
    }

    public func songAuthorities(id: String) throws -> (songTitle: String, listings: [AuthorityListing])? {
        let uuid = try SQLiteCatalogStore.normalized(id)
        return try withSession { session in
            guard
                let song = try session.connection.firstRow(
                    "SELECT id, title FROM songs WHERE uuid = ?1", [.text(uuid)], { ($0.int(0), $0.name(1)) })
            else { return nil }
            return (song.1, try CatalogQueries.authorityListings(session.connection, of: .song(song.0)))
        }
    }

    public func recordingAuthorities(id: String) throws -> (songId: String, listings: [AuthorityListing])? {
        let uuid = try SQLiteCatalogStore.normalized(id)
        return try withSession { session in
            guard
                let recording = try session.connection.firstRow(
                    "SELECT r.id, s.uuid FROM recordings r JOIN songs s ON s.id = r.song_id WHERE r.uuid = ?1",
                    [.text(uuid)], { ($0.int(0), $0.text(1)) })
            else { return nil }
            return (recording.1, try CatalogQueries.authorityListings(session.connection, of: .recording(recording.0)))
        }
    }

    public func recordingList(search: String?, limit: Int) throws -> [RecordingListRow] {
        try withSession { try CatalogQueries.recordingList($0.connection, search: search, limit: limit) }
    }
}
