/// The upstream's list of recordings: the newest first, or those whose song, default release
/// or any performer's name holds a text (any case), in id order, as its database gives them.
extension CatalogQueries {
    static func recordingList(_ db: some CatalogConnection, search: String?, limit: Int) throws -> [RecordingListRow] {
        var ids: [String] = []
        if let search {
            let contains = { (column: String) in db.dialect.contains("lower(\(column))", "?1") }
            try db.rows(
                """
                SELECT r.uuid FROM recordings r JOIN songs s ON s.id = r.song_id
                LEFT JOIN releases rel ON rel.id = r.default_release_id
                WHERE \(contains("s.title")) OR \(contains("coalesce(rel.title, '')"))
                   OR EXISTS (SELECT 1 FROM recording_performers rp JOIN performers p ON p.id = rp.performer_id
                              WHERE rp.recording_id = r.id AND \(contains("p.name")))
                ORDER BY r.uuid LIMIT ?2
                """, [.text(search.lowercased()), .integer(limit)]
            ) { ids.append($0.text(0)) }
        } else {
            try db.rows(
                """
                SELECT uuid FROM recordings ORDER BY recording_year IS NULL, recording_year DESC, uuid LIMIT ?1
                """, [.integer(limit)]
            ) { ids.append($0.text(0)) }
        }
        guard !ids.isEmpty else { return [] }
        let payloads = Dictionary(
            try hydrate(db, uuids: ids).recordings.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var facts:
            [String: (song: String, title: String, composer: String?, date: String?, release: String?, notes: String?)] =
                [:]
        try db.rows(
            """
            SELECT r.uuid, s.uuid, s.title, s.composer, r.recording_date, rel.uuid, r.notes
            FROM recordings r JOIN songs s ON s.id = r.song_id LEFT JOIN releases rel ON rel.id = r.default_release_id
            WHERE \(db.dialect.isAmong("r.uuid", "?1"))
            """, [.texts(ids)]
        ) { row in
            facts[row.text(0)] = (
                row.text(1), row.name(2), row.optionalName(3), row.optionalText(4), row.optionalText(5),
                row.optionalProse(6)
            )
        }
        return ids.compactMap { id in
            guard let payload = payloads[id], let fact = facts[id] else { return nil }
            return RecordingListRow(
                recording: payload, songId: fact.song, songTitle: fact.title, composer: fact.composer,
                recordingDate: fact.date, defaultReleaseId: fact.release, notes: fact.notes)
        }
    }
}
