/// The song page's SOLO TRANSCRIPTIONS and BACKING TRACKS, and the upstream's routes that list
/// them: a song's or a recording's transcriptions, one transcription, a song's videos. The
/// catalog does not record when each of these was added or changed: each carries its song's
/// dates, where the upstream carries its own, so that the fields are never null.
extension CatalogQueries {
    /// Whose transcriptions a list holds: a song's or a recording's (internal ids).
    enum TranscriptionsOf {
        case song(Int)
        case recording(Int)
    }

    /// Newest recording first, as the upstream's database orders them; its summary puts the
    /// undated ones first (PostgreSQL's `DESC`), its song list last (`NULLS LAST`). The id
    /// breaks ties, so that both databases give one order.
    enum TranscriptionOrder {
        case undatedFirst, undatedLast, byID

        var sql: String {
            switch self {
            case .undatedFirst: "r.recording_year IS NOT NULL, r.recording_year DESC, t.uuid"
            case .undatedLast: "r.recording_year IS NULL, r.recording_year DESC, t.uuid"
            case .byID: "t.uuid"
            }
        }
    }

    /// The transcriptions of a song or a recording, each with the album its recording is on
    /// and the year; with `titled`, the song's title too, and its composer with `composed`,
    /// as the upstream's lists, its recording page and its single transcription carry them.
    static func transcriptions(
        _ db: some CatalogConnection, of owner: TranscriptionsOf, order: TranscriptionOrder, titled: Bool = false,
        composed: Bool = false
    ) throws -> [SoloTranscription] {
        let (condition, id) =
            switch owner {
            case .song(let id): ("t.song_id = ?1", id)
            case .recording(let id): ("t.recording_id = ?1", id)
            }
        return try transcriptionRows(
            db, where: condition, [.integer(id)], order: order, titled: titled, composed: composed)
    }

    /// One transcription, as `/transcriptions/<id>` gives it: with its song's title and composer.
    static func transcription(_ db: some CatalogConnection, uuid: String) throws -> SoloTranscription? {
        try transcriptionRows(db, where: "t.uuid = ?1", [.text(uuid)], order: .byID, titled: true, composed: true).first
    }

    private static func transcriptionRows(
        _ db: some CatalogConnection, where condition: String, _ parameters: [CatalogValue], order: TranscriptionOrder,
        titled: Bool, composed: Bool = false
    ) throws -> [SoloTranscription] {
        var found: [SoloTranscription] = []
        try db.rows(
            """
            SELECT t.uuid, s.uuid, r.uuid, t.youtube_url, rel.title, r.recording_year, s.title, s.composer,
                   s.created_at, s.updated_at
            FROM solo_transcriptions t JOIN songs s ON s.id = t.song_id
            LEFT JOIN recordings r ON r.id = t.recording_id
            LEFT JOIN releases rel ON rel.id = r.default_release_id
            WHERE \(condition) ORDER BY \(order.sql)
            """, parameters
        ) { row in
            var transcription = SoloTranscription(
                id: row.text(0), songId: row.text(1), recordingId: row.optionalText(2),
                youtubeUrl: row.optionalProse(3), albumTitle: row.optionalName(4),
                recordingYear: row.optionalInt(5),
                songTitle: titled ? row.name(6) : nil, composer: composed ? row.optionalName(7) : nil)
            (transcription.createdAt, transcription.updatedAt) = (row.optionalText(8), row.optionalText(9))
            found.append(transcription)
        }
        return found
    }

    /// The song's videos, newest first as the upstream lists them (by id here: the catalog does
    /// not record when a row was made); of one kind when `type` is given, matched exactly.
    static func videos(_ db: some CatalogConnection, songID: Int, type: String?) throws -> [SongVideo] {
        var found: [SongVideo] = []
        let typed = type.map { _ in " AND v.video_type = ?2" } ?? ""
        try db.rows(
            """
            SELECT v.uuid, s.uuid, r.uuid, v.youtube_url, v.title, v.description, v.video_type, v.duration_seconds,
                   s.created_at, s.updated_at
            FROM videos v JOIN songs s ON s.id = v.song_id LEFT JOIN recordings r ON r.id = v.recording_id
            WHERE v.song_id = ?1\(typed) ORDER BY v.uuid
            """, [.integer(songID)] + (type.map { [.text($0)] } ?? [])
        ) { row in
            var video = SongVideo(
                id: row.text(0), songId: row.text(1), recordingId: row.optionalText(2),
                youtubeUrl: row.optionalProse(3) ?? "", title: row.optionalName(4),
                description: row.optionalProse(5),
                videoType: row.text(6), durationSeconds: row.optionalInt(7))
            (video.createdAt, video.updatedAt) = (row.optionalText(8), row.optionalText(9))
            found.append(video)
        }
        return found
    }

    /// A song's or a recording's internal id, nil when there is none of that uuid.
    static func internalID(_ db: some CatalogConnection, table: InternalTable, uuid: String) throws -> Int? {
        try db.firstRow("SELECT id FROM \(table.rawValue) WHERE uuid = ?1", [.text(uuid)]) { $0.int(0) }
    }

    enum InternalTable: String {
        case songs, recordings
    }
}
