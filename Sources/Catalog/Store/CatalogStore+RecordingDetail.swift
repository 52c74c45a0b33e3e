extension CatalogStore {
    /// Everything the recording page shows; nil when no recording has this id.
    public func recordingDetail(id: String) throws -> RecordingDetail? {
        let uuid = try Self.normalized(id)
        return try read { db in try RecordingDetail.load(db, uuid: uuid) }
    }

    /// The releases the recording appears on, in the recording page's order, each with the
    /// recording's performers; nil when no recording has this id.
    public func recordingReleases(id: String) throws -> [RecordingRelease]? {
        let uuid = try Self.normalized(id)
        return try read { db in try RecordingDetail.loadReleases(db, uuid: uuid) }
    }
}

extension RecordingDetail {
    static func load(_ db: SQLiteConnection, uuid: String) throws -> RecordingDetail? {
        let recording = try db.statement(
            """
            SELECT r.id, r.uuid, r.title, s.uuid, s.title, s.composer, rel.title, r.recording_date,
                   r.recording_year, rel.uuid, r.is_canonical, r.notes, r.default_release_id
            FROM recordings r JOIN songs s ON s.id = r.song_id LEFT JOIN releases rel ON rel.id = r.default_release_id
            WHERE r.uuid = ?1
            """
        ).bind(.text(uuid))
        guard try recording.step() else { return nil }
        let internalID = recording.int(0)
        let defaultRelease = recording.optionalInt(12)
        var detail = RecordingDetail(
            id: recording.text(1), title: recording.optionalText(2), songId: recording.text(3),
            songTitle: recording.text(4), composer: recording.optionalText(5), albumTitle: recording.optionalText(6),
            recordingDate: recording.optionalText(7), recordingYear: recording.optionalInt(8),
            defaultReleaseId: recording.optionalText(9), isCanonical: recording.bool(10),
            notes: recording.optionalText(11), releases: [], performers: [], streamingLinks: [:],
            communityData: nil, authorityRecommendations: [])

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

    static func loadReleases(_ db: SQLiteConnection, uuid: String) throws -> [RecordingRelease]? {
        let recording = try db.statement("SELECT id, default_release_id FROM recordings WHERE uuid = ?1")
            .bind(.text(uuid))
        guard try recording.step() else { return nil }
        let internalID = recording.int(0)
        let credits = try RecordingFacts(db, .recordings([internalID])).credits()[internalID] ?? []
        let performers = credits.sorted(by: CreditFact.listingOrder).map(\.credit)
        return try releases(db, recording: internalID, defaultRelease: recording.optionalInt(1)).map {
            RecordingRelease(release: $0, performers: performers)
        }
    }

    /// Releases with a Spotify track first, then oldest first.
    private static func releases(_ db: SQLiteConnection, recording: Int, defaultRelease: Int?) throws
        -> [ReleasePayload]
    {
        let statement = try db.statement(
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
            """
        ).bind(.integer(recording))
        var releases: [ReleasePayload] = []
        while try statement.step() {
            releases.append(
                ReleasePayload(
                    id: statement.text(1), title: statement.optionalText(2), artistCredit: statement.optionalText(3),
                    releaseDate: statement.optionalText(4), releaseYear: statement.optionalInt(5),
                    country: statement.optionalText(6), label: statement.optionalText(7),
                    catalogNumber: statement.optionalText(8), formatName: statement.optionalText(9),
                    discNumber: statement.int(10), trackNumber: statement.optionalInt(11),
                    coverArtSmall: statement.optionalText(13), coverArtMedium: statement.optionalText(14),
                    coverArtLarge: statement.optionalText(15), hasSpotify: statement.bool(12),
                    isDefault: statement.int(0) == defaultRelease))
        }
        return releases
    }

    private static func performers(_ db: SQLiteConnection, recording: Int) throws -> [DetailPerformer] {
        let statement = try db.statement(
            """
            SELECT p.uuid, p.name, p.sort_name, i.name, rp.role, p.birth_date, p.death_date
            FROM recording_performers rp JOIN performers p ON p.id = rp.performer_id
            LEFT JOIN instruments i ON i.id = rp.instrument_id WHERE rp.recording_id = ?1
            ORDER BY CASE rp.role WHEN 'leader' THEN 0 WHEN 'sideman' THEN 1 ELSE 2 END, p.sort_key, p.name, i.name
            """
        ).bind(.integer(recording))
        var performers: [DetailPerformer] = []
        while try statement.step() {
            performers.append(
                DetailPerformer(
                    id: statement.text(0), name: statement.text(1), sortName: statement.optionalText(2),
                    instrument: statement.optionalText(3), role: statement.text(4),
                    birthDate: statement.optionalText(5), deathDate: statement.optionalText(6)))
        }
        return performers
    }

    private static func streamingLinks(_ db: SQLiteConnection, recording: Int) throws -> [String: StreamingLinkPayload]
    {
        let statement = try db.statement(
            """
            SELECT service, track_url, album_url, preview_url FROM streaming_links WHERE recording_id = ?1
            ORDER BY service, match_confidence DESC, release_id
            """
        ).bind(.integer(recording))
        var links: [String: StreamingLinkPayload] = [:]
        while try statement.step() {
            guard links[statement.text(0)] == nil else { continue }
            links[statement.text(0)] = StreamingLinkPayload(
                trackUrl: statement.text(1), albumUrl: statement.optionalText(2), previewUrl: statement.optionalText(3))
        }
        return links
    }

    private static func communityData(_ db: SQLiteConnection, recording: Int) throws -> CommunityData? {
        let statement = try db.statement(
            """
            SELECT count(*), count(is_instrumental), count(performance_key), count(tempo_marking),
                   (\(CatalogDerivations.consensus(of: "is_instrumental", recording: "?1"))),
                   (\(CatalogDerivations.consensus(of: "performance_key", recording: "?1"))),
                   (\(CatalogDerivations.consensus(of: "tempo_marking", recording: "?1")))
            FROM recording_contributions WHERE recording_id = ?1
            """
        ).bind(.integer(recording))
        guard try statement.step(), statement.int(0) > 0 else { return nil }
        return CommunityData(
            consensus: .init(
                isInstrumental: statement.optionalBool(4), performanceKey: statement.optionalText(5),
                tempoMarking: statement.optionalText(6)),
            counts: .init(
                instrumental: statement.int(1), performanceKey: statement.int(2), tempoMarking: statement.int(3)))
    }

    private static func authority(_ db: SQLiteConnection, recording: Int) throws -> [AuthorityRecommendation] {
        let statement = try db.statement(
            "SELECT source, recommendation_text, source_url FROM authority_recommendations WHERE recording_id = ?1 ORDER BY id"
        ).bind(.integer(recording))
        var recommendations: [AuthorityRecommendation] = []
        while try statement.step() {
            recommendations.append(
                AuthorityRecommendation(
                    source: statement.text(0), recommendationText: statement.optionalText(1),
                    sourceUrl: statement.optionalText(2)))
        }
        return recommendations
    }
}
