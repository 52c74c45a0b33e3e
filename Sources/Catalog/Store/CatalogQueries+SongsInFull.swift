/// The upstream's single-shot reads of songs: every song's row in full, and a song's
/// recordings in full.
extension CatalogQueries {
    /// The rows of these songs, in the order of `uuids`; unknown ones left out.
    static func songRows(_ db: some CatalogConnection, uuids: [String]) throws -> [SongRow] {
        var rows: [String: SongRow] = [:]
        try db.rows(
            """
            SELECT uuid, title, composer, composed_year, composed_key, structure, musicbrainz_id, wikipedia_url,
                   song_reference, external_references, created_at, updated_at
            FROM songs WHERE \(db.dialect.isAmong("uuid", "?1"))
            """, [.texts(uuids)]
        ) { row in
            var summary = SongSummary(
                id: row.text(0), title: row.name(1), composer: row.optionalName(2), composedYear: row.optionalInt(3),
                composedKey: row.optionalText(4), structure: row.optionalText(5), wikipediaUrl: row.optionalText(7),
                externalReferences: SQLiteCatalogStore.decodeDictionary(row.text(9)), altTitles: [],
                authorityRecommendationCount: 0, recordingCount: 0, hasAnyStreaming: false, featuredRecordings: [])
            summary.musicbrainzId = row.optionalText(6)
            summary.songReference = row.optionalProse(8)
            summary.createdAt = row.optionalText(10)
            summary.updatedAt = row.optionalText(11)
            rows[summary.id] = SongRow(summary: summary)
        }
        return uuids.compactMap { rows[$0] }
    }

    /// Every recording of the song as a featured row is written (the batch's row, with its
    /// date, default release and notes), in the shell's order for `sort`; none for an unknown
    /// song.
    static func songRecordingsInFull(_ db: some CatalogConnection, uuid: String, sort: SongRecordingSort) throws
        -> [FeaturedRecording]
    {
        guard let shell = try songShell(db, uuid: uuid, sort: sort) else { return [] }
        let rows = try featuredRows(db, where: "r.song_id = (SELECT id FROM songs WHERE uuid = ?1)", [.text(uuid)])
        return shell.recordings.compactMap { rows[$0.id] }
    }
}
