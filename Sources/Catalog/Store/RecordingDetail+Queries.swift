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
                    id: recording.text(1), title: recording.optionalName(2), songId: recording.text(3),
                    songTitle: recording.name(4), composer: recording.optionalName(5),
                    albumTitle: recording.optionalName(6), recordingDate: recording.optionalText(7),
                    recordingYear: recording.optionalInt(8), defaultReleaseId: recording.optionalText(9),
                    isCanonical: recording.bool(10), notes: recording.optionalProse(11), releases: [], performers: [],
                    streamingLinks: [:], communityData: nil, authorityRecommendations: [])
            )
        }
        guard let (internalID, defaultRelease, header) = found else { return nil }
        var detail = header

        let facts = RecordingFacts(db, .recordings([internalID]))
        let covers = try facts.covers()[internalID]
        let front = covers?.front ?? nil
        detail.albumArtSmall = front?.small
        detail.albumArtMedium = front?.medium
        detail.albumArtLarge = front?.large
        detail.albumArtSource = front?.source
        detail.albumArtSourceUrl = front?.sourceURL
        let back = covers?.back ?? nil
        detail.backCoverArtSmall = back?.small
        detail.backCoverArtMedium = back?.medium
        detail.backCoverArtLarge = back?.large
        detail.hasBackCover = back != nil
        detail.backCoverSource = back?.source
        detail.backCoverSourceUrl = back?.sourceURL

        detail.releases = try releases(db, recording: internalID, defaultRelease: defaultRelease)
        detail.performers = try performers(db, recording: internalID)
        detail.streamingLinks = try streamingLinks(db, recording: internalID)
        detail.spotifyUrl = detail.streamingLinks[StreamingService.spotify.rawValue]?.trackUrl
        detail.communityData = try communityData(db, recording: internalID)
        detail.authorityRecommendations = try authority(db, recording: internalID, uuid: detail.id)
        detail.transcriptions = RecordingTranscriptions(
            try CatalogQueries.transcriptions(
                db, of: .recording(internalID), order: .byID, titled: true, composed: true))
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

    /// Releases with a Spotify track first, then oldest first; each with its front and back
    /// covers (Cover Art Archive's preferred), this recording's Spotify track on it, and the
    /// release's Spotify album, which any of its tracks' links names (the first recording's).
    private static func releases(_ db: some CatalogConnection, recording: Int, defaultRelease: Int?) throws
        -> [ReleasePayload]
    {
        var releases: [ReleasePayload] = []
        try db.rows(
            """
            SELECT rel.id, rel.uuid, rel.title, rel.artist_credit, rel.release_date, rel.release_year, rel.country,
                   rel.label, rel.catalog_number, rel.format_name, rr.disc_number, rr.track_number,
                   sl.track_url IS NOT NULL AS spotify,
                   front.small, front.medium, front.large, front.source, front.source_url,
                   back.small, back.medium, back.large, back.source, back.source_url,
                   sl.track_url,
                   (SELECT album.album_url FROM streaming_links album WHERE album.release_id = rel.id
                    AND album.service = 'spotify' AND album.album_url IS NOT NULL ORDER BY album.recording_id LIMIT 1)
            FROM recording_releases rr JOIN releases rel ON rel.id = rr.release_id
            LEFT JOIN streaming_links sl ON sl.recording_id = rr.recording_id AND sl.release_id = rr.release_id
                 AND sl.service = 'spotify' AND sl.track_url <> ''
            LEFT JOIN release_imagery front ON front.release_id = rel.id AND front.type = 'Front'
                 AND front.source = (\(preferredSource("Front")))
            LEFT JOIN release_imagery back ON back.release_id = rel.id AND back.type = 'Back'
                 AND back.source = (\(preferredSource("Back")))
            WHERE rr.recording_id = ?1
            ORDER BY spotify DESC, rel.release_year IS NULL, rel.release_year, rel.uuid
            """, [.integer(recording)]
        ) { row in
            var release = ReleasePayload(
                id: row.text(1), title: row.optionalName(2), artistCredit: row.optionalName(3),
                releaseDate: row.optionalText(4), releaseYear: row.optionalInt(5),
                country: row.optionalText(6), label: row.optionalName(7),
                catalogNumber: row.optionalText(8), formatName: row.optionalName(9),
                discNumber: row.int(10), trackNumber: row.optionalInt(11),
                coverArtSmall: row.optionalText(13), coverArtMedium: row.optionalText(14),
                coverArtLarge: row.optionalText(15), hasSpotify: row.bool(12),
                isDefault: row.int(0) == defaultRelease)
            release.coverArtSource = row.optionalText(16)
            release.coverArtSourceUrl = row.optionalText(17)
            release.backCoverArtSmall = row.optionalText(18)
            release.backCoverArtMedium = row.optionalText(19)
            release.backCoverArtLarge = row.optionalText(20)
            release.backCoverSource = row.optionalText(21)
            release.backCoverSourceUrl = row.optionalText(22)
            release.hasBackCover = release.backCoverSource != nil
            release.spotifyTrackUrl = row.optionalText(23)
            release.spotifyTrackId = release.spotifyTrackUrl.flatMap(spotifyID)
            release.spotifyAlbumUrl = row.optionalText(24)
            release.spotifyAlbumId = release.spotifyAlbumUrl.flatMap(spotifyID)
            releases.append(release)
        }
        return releases
    }

    /// The image source a release's cover of `type` is shown from: Cover Art Archive's
    /// ("MusicBrainz") when it has one, else the first by name.
    private static func preferredSource(_ type: String) -> String {
        """
        SELECT source FROM release_imagery x WHERE x.release_id = rel.id AND x.type = '\(type)'
        ORDER BY x.source <> 'MusicBrainz', x.source LIMIT 1
        """
    }

    /// The id in a Spotify link (`…/track/<id>`), which the upstream also sends on its own.
    private static func spotifyID(_ url: String) -> String? {
        let path = url.split(separator: "?", maxSplits: 1).first ?? ""
        guard let last = path.split(separator: "/").last, !last.isEmpty, path.contains("spotify.com/") else {
            return nil
        }
        return String(last)
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
                    id: row.text(0), name: row.name(1), sortName: row.optionalName(2),
                    instrument: row.optionalName(3), role: row.name(4),
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
            SELECT service, track_url, album_url, preview_url FROM streaming_links
            WHERE recording_id = ?1 AND track_url <> ''
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

    private static func authority(_ db: some CatalogConnection, recording: Int, uuid: String) throws
        -> [AuthorityRecommendation]
    {
        var recommendations: [AuthorityRecommendation] = []
        try db.rows(
            """
            SELECT id, source, recommendation_text, source_url, artist_name, album_title
            FROM authority_recommendations WHERE recording_id = ?1 ORDER BY id
            """,
            [.integer(recording)]
        ) { row in
            recommendations.append(
                AuthorityRecommendation(
                    id: StableIdentifier.uuid(naming: "authority_recommendations", uuid, String(row.int(0))),
                    source: row.text(1), recommendationText: row.optionalText(2), sourceUrl: row.optionalText(3),
                    artistName: row.optionalName(4), albumTitle: row.optionalName(5)))
        }
        return recommendations
    }
}
