import SQLite

/// The one place the catalog's rows are spelled out, beside the schema they fill: the demo
/// generator and the sync's mirror writer both write through it, so neither can drift from
/// the schema or from the other. Rows go in the order the caller gives them, and a caller's
/// order is part of its file's bytes (the demo file is the same on every machine).
///
/// ```swift
/// let writer = CatalogWriter(db)
/// try writer.createTables()
/// try db.transaction { try writer.insertInstrument(id: 1, name: "Trumpet", category: "Brass") }
/// try writer.createIndexes()
/// try writer.finish(meta: [("origin", "demo")])
/// ```
package final class CatalogWriter {
    private let db: SQLiteConnection
    /// Each row's statement, prepared at its first use and kept for the writer's life: held by
    /// its row rather than found in the connection's cache by its text, which would hash the
    /// statement's text again for each of a catalog's million rows.
    private var prepared: [SQLiteStatement?] = Array(repeating: nil, count: Row.allCases.count)

    package init(_ db: SQLiteConnection) { self.db = db }

    /// The tables, empty: a new file's first step. The file is written with no journal and no
    /// syncing, and a cache large enough for the indexes' sorts: a file cut short is thrown away
    /// whole, never read, as its writer renames it into place only once `finish` has run.
    package func createTables() throws {
        try db.execute("PRAGMA journal_mode = OFF; PRAGMA synchronous = OFF; PRAGMA cache_size = -262144")
        for statement in CatalogSchema.statements where statement.hasPrefix("CREATE TABLE") {
            try db.execute(statement)
        }
    }

    /// The indexes, made once the rows are in: building them from sorted rows at the end is
    /// far quicker than keeping them up to date row by row.
    package func createIndexes() throws {
        for statement in CatalogSchema.statements where statement.hasPrefix("CREATE INDEX") {
            try db.execute(statement)
        }
    }

    /// A new file's last step, once its rows, indexes and derived facts are in: the planner's
    /// statistics, the file's facts about itself (`insertMeta`), and the journal its readers
    /// expect of a catalog.
    package func finish(meta entries: [(key: String, value: String)]) throws {
        try db.execute("ANALYZE")
        try db.transaction { try insertMeta(entries) }
        try db.execute("PRAGMA journal_mode = WAL")
    }

    /// The file's facts about itself: its schema version, the caller's own (`origin`, where it
    /// was synced from), and `complete`, which says it is whole.
    package func insertMeta(_ entries: [(key: String, value: String)]) throws {
        for (key, value) in [("schema_version", String(CatalogSchema.version))] + entries + [("complete", "1")] {
            try insert(.meta, .text(key), .text(value))
        }
    }

    package func insertSong(
        id: Int, uuid: String, title: String, composer: String?, composedYear: Int?, composedKey: String?,
        structure: String?, wikipediaURL: String?, externalReferences: String, alternateTitles: String,
        searchKey: String, sortKey: String, songReference: String? = nil, musicbrainzID: String? = nil,
        createdAt: String? = nil, updatedAt: String? = nil
    ) throws {
        try insert(
            .song, .integer(id), .text(uuid), .text(title), .optional(composer), .optional(composedYear),
            .optional(composedKey), .optional(structure), .optional(wikipediaURL), .text(externalReferences),
            .text(alternateTitles), .text(searchKey), .text(sortKey), .optional(songReference),
            .optional(musicbrainzID), .optional(createdAt), .optional(updatedAt))
    }

    package func insertPerformer(
        id: Int, uuid: String, name: String, sortName: String?, birthDate: String?, deathDate: String?,
        biography: String?, wikipediaURL: String?, searchKey: String, sortKey: String
    ) throws {
        try insert(
            .performer, .integer(id), .text(uuid), .text(name), .optional(sortName), .optional(birthDate),
            .optional(deathDate), .optional(biography), .optional(wikipediaURL), .text(searchKey), .text(sortKey))
    }

    /// An instrument a performer plays; the same one twice keeps the first.
    package func insertPerformerInstrument(performer: Int, instrument: Int, isPrimary: Bool) throws {
        try insert(.performerInstrument, .integer(performer), .integer(instrument), .bool(isPrimary))
    }

    package func insertInstrument(id: Int, name: String, category: String?) throws {
        try insert(.instrument, .integer(id), .text(name), .optional(category))
    }

    package func insertRelease(
        id: Int, uuid: String, title: String?, artistCredit: String?, year: Int?, date: String?, label: String?,
        catalogNumber: String?, format: String?, country: String?
    ) throws {
        try insert(
            .release, .integer(id), .text(uuid), .optional(title), .optional(artistCredit), .optional(year),
            .optional(date), .optional(label), .optional(catalogNumber), .optional(format), .optional(country))
    }

    /// A release's front or back cover from one source; the same one twice keeps the first.
    package func insertReleaseImage(
        release: Int, source: String, side: CoverSide, small: String?, medium: String?, large: String?,
        sourceURL: String?
    ) throws {
        try insert(
            .releaseImage, .integer(release), .text(source), .text(side.rawValue), .optional(small),
            .optional(medium), .optional(large), .optional(sourceURL))
    }

    package func insertRecording(
        id: Int, uuid: String, song: Int, title: String?, year: Int?, date: String?, datePrecision: String?,
        defaultRelease: Int?, isCanonical: Bool, notes: String?
    ) throws {
        try insert(
            .recording, .integer(id), .text(uuid), .integer(song), .optional(title), .optional(year), .optional(date),
            .optional(datePrecision), .optional(defaultRelease), .bool(isCanonical), .optional(notes))
    }

    /// A recording's place on a release; the same pair twice keeps the first.
    package func insertTrack(recording: Int, release: Int, disc: Int, number: Int?) throws {
        try insert(.track, .integer(recording), .integer(release), .integer(disc), .optional(number))
    }

    package func insertCredit(recording: Int, performer: Int, instrument: Int?, role: CreditRole) throws {
        try insert(.credit, .integer(recording), .integer(performer), .optional(instrument), .text(role.rawValue))
    }

    /// A recording's link on a service, for one of its releases; the same release and service
    /// twice keeps the first. An empty `trackURL` says the recording is there without its address.
    package func insertStreamingLink(
        recording: Int, release: Int, service: String, trackURL: String, albumURL: String?, previewURL: String?,
        matchConfidence: Double = 1
    ) throws {
        try insert(
            .streamingLink, .integer(recording), .integer(release), .text(service), .text(trackURL),
            .optional(albumURL), .optional(previewURL), .real(matchConfidence))
    }

    /// One user's votes on a recording.
    package func insertContribution(
        recording: Int, user: String, isInstrumental: Bool?, performanceKey: String?, tempoMarking: String?,
        updatedAt: String
    ) throws {
        try insert(
            .contribution, .integer(recording), .text(user), isInstrumental.map(SQLiteValue.bool) ?? .null,
            .optional(performanceKey), .optional(tempoMarking), .text(updatedAt))
    }

    /// An authority's recommendation of a song's recording (nil: one the catalog does not
    /// hold). Without an `id`, SQLite numbers it after the last.
    package func insertRecommendation(
        id: Int?, song: Int, recording: Int?, source: String, text: String?, sourceURL: String?, artistName: String?,
        albumTitle: String?, recordingYear: Int?
    ) throws {
        try insert(
            .recommendation, .optional(id), .integer(song), .optional(recording), .text(source), .optional(text),
            .optional(sourceURL), .optional(artistName), .optional(albumTitle), .optional(recordingYear))
    }

    /// A video of a solo written out, of the song's recording (nil: one the catalog does not
    /// hold, or none named).
    package func insertTranscription(id: Int, uuid: String, song: Int, recording: Int?, youtubeURL: String?) throws {
        try insert(
            .transcription, .integer(id), .text(uuid), .integer(song), .optional(recording), .optional(youtubeURL))
    }

    /// A video about the song, of a kind (`video_type`): a backing track to play along with, say.
    package func insertVideo(
        id: Int, uuid: String, song: Int, recording: Int?, youtubeURL: String, title: String?, description: String?,
        type: String, durationSeconds: Int?
    ) throws {
        try insert(
            .video, .integer(id), .text(uuid), .integer(song), .optional(recording), .text(youtubeURL),
            .optional(title), .optional(description), .text(type), .optional(durationSeconds))
    }

    /// A release image's side, as the schema's check allows.
    package enum CoverSide: String, Sendable {
        case front = "Front"
        case back = "Back"
    }

    private func insert(_ row: Row, _ values: SQLiteValue...) throws {
        let statement = try prepared[row.rawValue] ?? db.statement(row.sql)
        prepared[row.rawValue] = statement
        try statement.bind(values).run()
    }

    /// Each table's row, with its statement: every column the writers fill, in the schema's order.
    private enum Row: Int, CaseIterable {
        case meta, song, performer, performerInstrument, instrument, release, releaseImage, recording, track, credit
        case streamingLink, contribution, recommendation, transcription, video

        var sql: String {
            switch self {
            case .meta: "INSERT INTO meta(key, value) VALUES (?1, ?2)"
            case .song:
                """
                INSERT INTO songs(id, uuid, title, composer, composed_year, composed_key, structure, wikipedia_url,
                                  external_references, alt_titles, search_key, sort_key, song_reference,
                                  musicbrainz_id, created_at, updated_at)
                VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16)
                """
            case .performer:
                """
                INSERT INTO performers(id, uuid, name, sort_name, birth_date, death_date, biography, wikipedia_url,
                                       search_key, sort_key)
                VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10)
                """
            case .performerInstrument:
                "INSERT OR IGNORE INTO performer_instruments(performer_id, instrument_id, is_primary) VALUES (?1, ?2, ?3)"
            case .instrument: "INSERT INTO instruments(id, name, category) VALUES (?1, ?2, ?3)"
            case .release:
                """
                INSERT INTO releases(id, uuid, title, artist_credit, release_year, release_date, label, catalog_number,
                                     format_name, country)
                VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10)
                """
            case .releaseImage:
                """
                INSERT OR IGNORE INTO release_imagery(release_id, source, type, small, medium, large, source_url)
                VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)
                """
            case .recording:
                """
                INSERT INTO recordings(id, uuid, song_id, title, recording_year, recording_date, date_precision,
                                       default_release_id, is_canonical, notes)
                VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10)
                """
            case .track:
                """
                INSERT OR IGNORE INTO recording_releases(recording_id, release_id, disc_number, track_number)
                VALUES (?1, ?2, ?3, ?4)
                """
            case .credit:
                "INSERT INTO recording_performers(recording_id, performer_id, instrument_id, role) VALUES (?1, ?2, ?3, ?4)"
            case .streamingLink:
                """
                INSERT OR IGNORE INTO streaming_links(recording_id, release_id, service, track_url, album_url,
                                                      preview_url, match_confidence)
                VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)
                """
            case .contribution:
                """
                INSERT INTO recording_contributions(recording_id, user_name, is_instrumental, performance_key,
                                                    tempo_marking, updated_at)
                VALUES (?1, ?2, ?3, ?4, ?5, ?6)
                """
            case .recommendation:
                """
                INSERT INTO authority_recommendations(id, song_id, recording_id, source, recommendation_text,
                                                      source_url, artist_name, album_title, recording_year)
                VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)
                """
            case .transcription:
                "INSERT INTO solo_transcriptions(id, uuid, song_id, recording_id, youtube_url) VALUES (?1, ?2, ?3, ?4, ?5)"
            case .video:
                """
                INSERT INTO videos(id, uuid, song_id, recording_id, youtube_url, title, description, video_type,
                                   duration_seconds)
                VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)
                """
            }
        }
    }
}
