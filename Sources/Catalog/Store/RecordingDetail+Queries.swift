/// The recording page's reads, on any `CatalogConnection` (see `CatalogQueries`).
extension RecordingDetail {
    static func load(_ db: some CatalogConnection, uuid: String) throws -> RecordingDetail? {
        let found = try db.firstRow(
            """
            SELECT r.id, r.uuid, r.title, s.uuid, s.title, s.composer, rel.title, r.recording_date,
                   r.recording_year, rel.uuid, r.is_canonical, r.notes, r.default_release_id
            FROM recordings r JOIN songs s ON s.id = r.song_id LEFT JOIN releases rel ON rel.id = r.default_release_id
            WHERE r.uuid = ?1
            """, [.text(uuid)]
        ) { recording in
            (
                internalID: recording.int(0), defaultRelease: recording.optionalInt(12),
                detail: RecordingDetail(
                    id: recording.text(1), title: recording.optionalText(2), songId: recording.text(3),
                    songTitle: recording.text(4), composer: recording.optionalText(5),
                    albumTitle: recording.optionalText(6), recordingDate: recording.optionalText(7),
                    recordingYear: recording.optionalInt(8), defaultReleaseId: recording.optionalText(9),
                    isCanonical: recording.bool(10), notes: recording.optionalText(11), releases: [], performers: [],
                    streamingLinks: [:], communityData: nil, authorityRecommendations: [])
            )
        }
        guard let (internalID, defaultRelease, header) = found else { return nil }
        var detail = header

        let facts = RecordingFacts(db, .recordings([internalID]))
        let front = try facts.covers()[internalID]?.front ?? nil
        detail.albumArtSmall = front?.small
        detail.albumArtMedium = front?.medium
        detail.albumArtLarge = front?.large
        detail.albumArtSource = front?.source
        detail.albumArtSourceUrl = front?.sourceURL

        detail.releases = try releases(db, recording: internalID, defaultRelease: defaultRelease)
        detail.performers = try performers(db, recording: internalID)
        detail.streamingLinks = try streamingLinks(db, recording: internalID)
        detail.communityData = try communityData(db, recording: internalID)
        detail.authorityRecommendations = try authority(db, recording: internalID)
        return detail
    }

    static func loadReleases(_ db: some CatalogConnection, uuid: String) throws -> [RecordingRelease]? {
        let found = try db.firstRow("SELECT id, default_release_id FROM recordings WHERE uuid = ?1", [.text(uuid)]) {
            (internalID: $0.int(0), defaultRelease: $0.optionalInt(1))
        }
        guard let (internalID, defaultRelease) = found else { return nil }
        let credits = try RecordingFacts(db, .recordings([internalID])).credits()[internalID] ?? []
        let performers = credits.sorted(by: CreditFact.listingOrder).map(\.credit)
        return try releases(db, recording: internalID, defaultRelease: defaultRelease).map {
            RecordingRelease(release: $0, performers: performers)
        }
    }

    /// Releases with a Spotify track first, then oldest first.
    private static func releases(_ db: some CatalogConnection, recording: Int, defaultRelease: Int?) throws
        -> [ReleasePayload]
    {
        var releases: [ReleasePayload] = []
        try db.rows(
            """
            SELECT rel.id, rel.uuid, rel.title, rel.artist_credit, rel.release_date, rel.release_year, rel.country,
                   rel.label, rel.catalog_number, rel.format_name, rr.disc_number, rr.track_number,
                   EXISTS (SELECT 1 FROM streaming_links sl WHERE sl.recording_id = rr.recording_id
                           AND sl.release_id = rr.release_id AND sl.service = 'spotify') AS spotify,
                   ri.small, ri.medium, ri.large
            FROM recording_releases rr JOIN releases rel ON rel.id = rr.release_id
            LEFT JOIN release_imagery ri ON ri.release_id = rel.id AND ri.type = 'Front'
                 AND ri.source = (SELECT source FROM release_imagery x WHERE x.release_id = rel.id AND x.type = 'Front'
                                  ORDER BY x.source <> 'MusicBrainz', x.source LIMIT 1)
            WHERE rr.recording_id = ?1
            ORDER BY spotify DESC, rel.release_year IS NULL, rel.release_year, rel.uuid
            """, [.integer(recording)]
        ) { row in
            releases.append(
                ReleasePayload(
                    id: row.text(1), title: row.optionalText(2), artistCredit: row.optionalText(3),
                    releaseDate: row.optionalText(4), releaseYear: row.optionalInt(5),
                    country: row.optionalText(6), label: row.optionalText(7),
                    catalogNumber: row.optionalText(8), formatName: row.optionalText(9),
                    discNumber: row.int(10), trackNumber: row.optionalInt(11),
                    coverArtSmall: row.optionalText(13), coverArtMedium: row.optionalText(14),
                    coverArtLarge: row.optionalText(15), hasSpotify: row.bool(12),
                    isDefault: row.int(0) == defaultRelease))
        }
        return releases
    }

    private static func performers(_ db: some CatalogConnection, recording: Int) throws -> [DetailPerformer] {
        var performers: [DetailPerformer] = []
        try db.rows(
            """
            SELECT p.uuid, p.name, p.sort_name, i.name, rp.role, p.birth_date, p.death_date
            FROM recording_performers rp JOIN performers p ON p.id = rp.performer_id
            LEFT JOIN instruments i ON i.id = rp.instrument_id WHERE rp.recording_id = ?1
            ORDER BY CASE rp.role WHEN 'leader' THEN 0 WHEN 'sideman' THEN 1 ELSE 2 END, p.sort_key, p.name,
                     i.name NULLS FIRST
            """, [.integer(recording)]
        ) { row in
            performers.append(
                DetailPerformer(
                    id: row.text(0), name: row.text(1), sortName: row.optionalText(2),
                    instrument: row.optionalText(3), role: row.text(4),
                    birthDate: row.optionalText(5), deathDate: row.optionalText(6)))
        }
        return performers
    }

    private static func streamingLinks(_ db: some CatalogConnection, recording: Int) throws -> [String:
        StreamingLinkPayload]
    {
        var links: [String: StreamingLinkPayload] = [:]
        try db.rows(
            """
            SELECT service, track_url, album_url, preview_url FROM streaming_links WHERE recording_id = ?1
            ORDER BY service, match_confidence DESC, release_id
            """, [.integer(recording)]
        ) { row in
            guard links[row.text(0)] == nil else { return }
            links[row.text(0)] = StreamingLinkPayload(
                trackUrl: row.text(1), albumUrl: row.optionalText(2), previewUrl: row.optionalText(3))
        }
        return links
    }

    /// The votes, and an empty object when there are none, as the upstream always sends one.
    private static func communityData(_ db: some CatalogConnection, recording: Int) throws -> CommunityData? {
        let data = try db.firstRow(
            """
            SELECT count(*), count(is_instrumental), count(performance_key), count(tempo_marking),
                   (\(CatalogDerivations.consensus(of: "is_instrumental", recording: "?1"))),
                   (\(CatalogDerivations.consensus(of: "performance_key", recording: "?1"))),
                   (\(CatalogDerivations.consensus(of: "tempo_marking", recording: "?1")))
            FROM recording_contributions WHERE recording_id = ?1
            """, [.integer(recording)]
        ) { row in
            CommunityData(
                consensus: .init(
                    isInstrumental: row.optionalBool(4), performanceKey: row.optionalText(5),
                    tempoMarking: row.optionalText(6)),
                counts: .init(instrumental: row.int(1), performanceKey: row.int(2), tempoMarking: row.int(3)))
        }
        return data ?? CommunityData(consensus: .payloadDefault, counts: .payloadDefault)
    }

    private static func authority(_ db: some CatalogConnection, recording: Int) throws -> [AuthorityRecommendation] {
        var recommendations: [AuthorityRecommendation] = []
        try db.rows(
            "SELECT source, recommendation_text, source_url FROM authority_recommendations WHERE recording_id = ?1 ORDER BY id",
            [.integer(recording)]
        ) { row in
            recommendations.append(
                AuthorityRecommendation(
                    source: row.text(0), recommendationText: row.optionalText(1), sourceUrl: row.optionalText(2)))
        }
        return recommendations
    }
}
