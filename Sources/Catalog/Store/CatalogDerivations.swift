import SQLite

/// Facts about each recording that the song page's shell and the artist page need on every
/// visit, derived once from the normalised tables when a catalog is written (`refresh`), so
/// the shell is one run of rows instead of six joins per page load, and the artist page
/// reads one cover per recording instead of ranking every image of every release.
///
/// The normalised tables stay the source of truth; whoever writes a catalog (the demo
/// generator, an import) calls `refresh` after writing and before marking it complete.
package enum CatalogDerivations {
    /// What `shell_rows` orders after every year and every leader: no recording has it.
    static let last = Int(Int32.max)

    /// Bits of `recordings.services`.
    static let serviceBits: [(StreamingService, Int)] = [(.spotify, 1), (.appleMusic, 2), (.youtube, 4)]

    /// The community majority rule for one field of `recording_contributions`: among non-null
    /// votes the most common value wins; a tie goes to the value voted for most recently.
    static func consensus(of column: String, recording: String) -> String {
        """
        SELECT \(column) FROM recording_contributions c
        WHERE c.recording_id = \(recording) AND c.\(column) IS NOT NULL
        GROUP BY c.\(column) ORDER BY count(*) DESC, max(c.updated_at) DESC LIMIT 1
        """
    }

    package static func refresh(_ db: SQLiteConnection) throws {
        let bits = serviceBits.map { "WHEN '\($0.0.rawValue)' THEN \($0.1)" }.joined(separator: " ")
        try db.execute(
            """
            UPDATE recordings SET
              leader_id = (SELECT rp.performer_id FROM recording_performers rp JOIN performers p ON p.id = rp.performer_id
                           WHERE rp.recording_id = recordings.id AND rp.role = 'leader'
                           ORDER BY p.sort_key, p.name, p.id, rp.instrument_id IS NULL, rp.instrument_id LIMIT 1),
              instruments_present = (SELECT coalesce(json_group_array(name), '[]') FROM
                            (SELECT DISTINCT i.name AS name FROM recording_performers rp JOIN instruments i ON i.id = rp.instrument_id
                             WHERE rp.recording_id = recordings.id ORDER BY i.name)),
              services = (SELECT coalesce(sum(bit), 0) FROM
                            (SELECT DISTINCT CASE service \(bits) ELSE 0 END AS bit FROM streaming_links
                             WHERE recording_id = recordings.id)),
              is_instrumental = (\(consensus(of: "is_instrumental", recording: "recordings.id"))),
              authority_count = (SELECT count(*) FROM authority_recommendations a WHERE a.recording_id = recordings.id)
            """)
        try db.execute(
            """
            UPDATE recordings SET leader_instrument_id =
              (SELECT rp.instrument_id FROM recording_performers rp
               WHERE rp.recording_id = recordings.id AND rp.performer_id = recordings.leader_id AND rp.role = 'leader'
               ORDER BY rp.instrument_id IS NULL, rp.instrument_id LIMIT 1)
            WHERE leader_id IS NOT NULL
            """)
        try db.execute("DELETE FROM shell_rows")
        try db.execute(
            """
            INSERT INTO shell_rows(
              song_id, year_order, leader_order, recording_id, uuid, title, album_title, artist_credit,
              recording_year, is_canonical, leader_uuid, leader_name, leader_sort_name, leader_instrument,
              instruments_present, is_instrumental, services, authority_count)
            SELECT r.song_id, coalesce(r.recording_year, \(last)), coalesce(p.place, \(last)), r.id, r.uuid, r.title,
                   rel.title, rel.artist_credit, r.recording_year, r.is_canonical, p.uuid, p.name, p.sort_name, i.name,
                   r.instruments_present, r.is_instrumental, r.services, r.authority_count
            FROM recordings r LEFT JOIN releases rel ON rel.id = r.default_release_id
            LEFT JOIN (SELECT id, uuid, name, sort_name, row_number() OVER (ORDER BY sort_key, name, id) AS place
                       FROM performers) p ON p.id = r.leader_id
            LEFT JOIN instruments i ON i.id = r.leader_instrument_id
            """)
        // FrontCoverChoice's order: the default release first, then Cover Art Archive images,
        // then the lowest release id; among equals the first in the table's order (by source).
        // A missing default release matches no release (IS NOT, where != would sort it first).
        try db.execute("DELETE FROM recording_covers")
        try db.execute(
            """
            INSERT INTO recording_covers(recording_id, small, medium)
            SELECT recording_id, small, medium FROM (
              SELECT rr.recording_id, ri.small, ri.medium,
                     row_number() OVER (
                       PARTITION BY rr.recording_id
                       ORDER BY rr.release_id IS NOT r.default_release_id, ri.source != 'MusicBrainz',
                                rr.release_id, ri.source) AS place
              FROM recording_releases rr JOIN recordings r ON r.id = rr.recording_id
              JOIN release_imagery ri ON ri.release_id = rr.release_id AND ri.type = 'Front')
            WHERE place = 1
            """)
    }
}
