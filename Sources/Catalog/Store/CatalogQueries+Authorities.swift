/// The upstream's lists of authorities' recommendations: a song's, matched first, then by
/// source and artist; a recording's, by source and artist. The rows a mirror keeps only to
/// count what its server's summary counted (`source` "unlinked", of which the server said
/// nothing more) are not recommendations to list.
extension CatalogQueries {
    enum AuthoritiesOf {
        case song(Int)
        case recording(Int)
    }

    static func authorityListings(_ db: some CatalogConnection, of owner: AuthoritiesOf) throws -> [AuthorityListing] {
        let (condition, id) =
            switch owner {
            case .song(let id): ("a.song_id = ?1", id)
            case .recording(let id): ("a.recording_id = ?1", id)
            }
        var listings: [AuthorityListing] = []
        try db.rows(
            """
            SELECT a.id, s.uuid, r.uuid, a.source, a.recommendation_text, a.source_url, a.artist_name, a.album_title,
                   a.recording_year, rel.title, r.recording_year
            FROM authority_recommendations a JOIN songs s ON s.id = a.song_id
            LEFT JOIN recordings r ON r.id = a.recording_id
            LEFT JOIN releases rel ON rel.id = r.default_release_id
            WHERE \(condition) AND a.source <> 'unlinked'
            """, [.integer(id)]
        ) { row in
            let recording = row.optionalText(2)
            listings.append(
                AuthorityListing(
                    id: StableIdentifier.uuid(
                        naming: "authority_recommendations", recording ?? row.text(1), String(row.int(0))),
                    songId: row.text(1), recordingId: recording, source: row.text(3),
                    recommendationText: row.optionalProse(4), sourceUrl: row.optionalText(5),
                    artistName: row.optionalName(6), albumTitle: row.optionalName(7), recordingYear: row.optionalInt(8),
                    matchedAlbumTitle: row.optionalName(9), matchedYear: row.optionalInt(10)))
        }
        // The matched recordings' Spotify tracks and covers, as their batch rows choose them.
        let matched = Array(Set(listings.compactMap(\.recordingId)))
        let rows = Dictionary(
            try hydrate(db, uuids: matched).recordings.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        for index in listings.indices {
            guard let row = listings[index].recordingId.flatMap({ rows[$0] }) else { continue }
            listings[index].matchedSpotifyUrl = row.bestSpotifyUrl
            listings[index].matchedAlbumArt = row.bestCoverArtLarge
            listings[index].matchedAlbumArtSource = row.bestCoverArtSource
        }
        return listings.sorted {
            let first = ($0.isMatched ? 0 : 1, $0.source, $0.artistName ?? "", $0.id)
            let second = ($1.isMatched ? 0 : 1, $1.source, $1.artistName ?? "", $1.id)
            return first < second
        }
    }
}
