import Catalog
import FoundationEssentials
import SQLite

/// Writes a catalog file from a finished sync's answers, in the schema the demo generator
/// writes, so that every reader (pages, `render`, `recordings`, `serve`) uses it as it uses
/// the demo file. What the API shows is what is kept; what it does not show is left empty
/// (an instrument's category) or rebuilt to show the same (a recording's community votes, of
/// which the API gives the counts and the consensus).
final class MirrorWriter {
    private let db: SQLiteConnection
    private let answers: SyncAnswers

    private var instruments: [String: Int] = [:]
    private var performers: [String: Int] = [:]
    private var releases: [String: Int] = [:]
    private var nextRecording = 1
    private var nextAuthority = 1

    init(db: SQLiteConnection, answers: SyncAnswers) {
        self.db = db
        self.answers = answers
    }

    /// Writes every table, then the indexes, the derived facts and the metadata.
    func write(server: String, syncedAt: Date, stopRequested: () -> Bool) throws {
        try db.execute("PRAGMA journal_mode = OFF; PRAGMA synchronous = OFF; PRAGMA cache_size = -262144")
        for statement in CatalogSchema.statements where statement.hasPrefix("CREATE TABLE") {
            try db.execute(statement)
        }
        try db.transaction {
            try writePerformers()
            try writeReleases()
            for (offset, song) in answers.songs.enumerated() {
                if stopRequested() { throw SyncError.interrupted(kept: 0, workFile: answers.workFile.path) }
                try writeSong(song, id: offset + 1)
            }
            try writeInstruments()
        }
        for statement in CatalogSchema.statements where statement.hasPrefix("CREATE INDEX") {
            try db.execute(statement)
        }
        try db.transaction {
            try CatalogDerivations.refresh(db)
            try writeLeaderInstruments()
        }
        try db.execute("ANALYZE")
        try db.transaction {
            let meta = try db.statement("INSERT INTO meta(key, value) VALUES (?1, ?2)")
            for (key, value) in [
                ("schema_version", String(CatalogSchema.version)), ("origin", "sync"), ("synced_from", server),
                ("synced_at", syncedAt.formatted(.iso8601)), ("complete", "1"),
            ] {
                try meta.bind(.text(key), .text(value)).run()
            }
        }
        try db.execute("PRAGMA journal_mode = WAL")
    }

    // MARK: - Performers and instruments

    private func instrument(_ name: String?) -> SQLiteValue {
        guard let name, !name.isEmpty else { return .null }
        if let id = instruments[name] { return .integer(id) }
        let id = instruments.count + 1
        instruments[name] = id
        return .integer(id)
    }

    private func writePerformers() throws {
        let insert = try db.statement(
            """
            INSERT INTO performers(id, uuid, name, sort_name, birth_date, death_date, biography, wikipedia_url,
                                   search_key, sort_key)
            VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10)
            """)
        let plays = try db.statement(
            "INSERT OR IGNORE INTO performer_instruments(performer_id, instrument_id, is_primary) VALUES (?1, ?2, ?3)")
        for uuid in answers.performerIDs {
            let summary = try answers.performerSummary(uuid)
            guard let known = summary.map(KnownPerformer.init) ?? answers.knownPerformers[uuid] else { continue }
            let id = performers.count + 1
            performers[uuid] = id
            let name = known.name
            let sortName = known.sortName ?? name
            try insert.bind(
                .integer(id), .text(uuid), .text(name), .optional(known.sortName), .optional(known.birthDate),
                .optional(known.deathDate), .optional(summary?.biography), .optional(summary?.wikipediaUrl),
                .text(SearchFolding.searchKey([name, sortName])), .text(SearchFolding.fold(sortName))
            ).run()
            for played in summary?.instruments ?? [] {
                let instrumentID = instrument(played.name)
                guard case .integer = instrumentID else { continue }
                try plays.bind(.integer(id), instrumentID, .bool(played.isPrimary)).run()
            }
        }
    }

    private func writeInstruments() throws {
        let insert = try db.statement("INSERT INTO instruments(id, name, category) VALUES (?1, ?2, NULL)")
        for (name, id) in instruments { try insert.bind(.integer(id), .text(name)).run() }
    }

    // MARK: - Songs and their recordings

    private func writeSong(_ entry: SongIndexEntry, id: Int) throws {
        let summary = try answers.songSummary(entry.id)
        let title = summary.title.isEmpty ? entry.title : summary.title
        let composer = summary.composer ?? entry.composer
        try db.statement(
            """
            INSERT INTO songs(id, uuid, title, composer, composed_year, composed_key, structure, wikipedia_url,
                              external_references, alt_titles, search_key, sort_key)
            VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12)
            """
        ).bind(
            .integer(id), .text(entry.id), .text(title), .optional(composer),
            .optional(summary.composedYear ?? entry.composedYear), .optional(summary.composedKey),
            .optional(summary.structure), .optional(summary.wikipediaUrl),
            .text(try Self.json(summary.externalReferences)), .text(try Self.json(summary.altTitles)),
            .text(SearchFolding.searchKey([title] + (composer.map { [$0] } ?? []) + summary.altTitles)),
            .text(SearchFolding.fold(title))
        ).run()
        let firstAuthority = nextAuthority
        for recording in try answers.shell(entry.id).recordings {
            try writeRecording(try answers.recording(recording.id), song: id)
        }
        try writeUnlinkedRecommendations(
            summary.authorityRecommendationCount - (nextAuthority - firstAuthority), song: id)
    }

    /// The song's recommendations that name no recording of the catalog: the API gives only
    /// their number (in the song's count), so that many rows keep the count the same.
    private func writeUnlinkedRecommendations(_ count: Int, song: Int) throws {
        guard count > 0 else { return }
        let insert = try db.statement(
            "INSERT INTO authority_recommendations(id, song_id, recording_id, source) VALUES (?1, ?2, NULL, 'unlinked')"
        )
        for _ in 0..<min(count, 10_000) {
            try insert.bind(.integer(nextAuthority), .integer(song)).run()
            nextAuthority += 1
        }
    }

    private func writeRecording(_ detail: RecordingDetail, song: Int) throws {
        let id = nextRecording
        nextRecording += 1
        try db.statement(
            """
            INSERT INTO recordings(id, uuid, song_id, title, recording_year, recording_date, date_precision,
                                   default_release_id, is_canonical, notes)
            VALUES (?1, ?2, ?3, ?4, ?5, ?6, NULL, ?7, ?8, ?9)
            """
        ).bind(
            .integer(id), .text(detail.id), .integer(song), .optional(detail.title), .optional(detail.recordingYear),
            .optional(detail.recordingDate), .optional(detail.defaultReleaseId.flatMap { releases[$0] }),
            .bool(detail.isCanonical), .optional(detail.notes)
        ).run()
        let track = try db.statement(
            """
            INSERT OR IGNORE INTO recording_releases(recording_id, release_id, disc_number, track_number)
            VALUES (?1, ?2, ?3, ?4)
            """)
        let link = try db.statement(
            """
            INSERT OR IGNORE INTO streaming_links(recording_id, release_id, service, track_url, album_url, preview_url)
            VALUES (?1, ?2, ?3, ?4, ?5, ?6)
            """)
        let pageSpotifyRelease = detail.releases.filter { $0.spotifyTrackUrl != nil }.compactMap { releases[$0.id] }
            .min()
        for release in detail.releases {
            guard let releaseID = releases[release.id] else { continue }
            try track.bind(
                .integer(id), .integer(releaseID), .integer(release.discNumber), .optional(release.trackNumber)
            )
            .run()
            if let url = release.spotifyTrackUrl {
                // The page's own Spotify link is this file's first of them (by release): it
                // keeps the page's album, which may name another than the release's.
                let album =
                    releaseID == pageSpotifyRelease
                    ? detail.streamingLinks[StreamingService.spotify.rawValue]?.albumUrl ?? release.spotifyAlbumUrl
                    : release.spotifyAlbumUrl
                try link.bind(
                    .integer(id), .integer(releaseID), .text(StreamingService.spotify.rawValue), .text(url),
                    .optional(album), .null
                ).run()
            }
        }
        // The page's one link a service (Spotify's among the releases' when a release has it):
        // kept on the default release, else on the first.
        if let home = detail.defaultReleaseId.flatMap({ releases[$0] })
            ?? detail.releases.first.flatMap({ releases[$0.id] })
        {
            for (service, payload) in detail.streamingLinks.sorted(by: { $0.key < $1.key }) {
                if service == StreamingService.spotify.rawValue,
                    detail.releases.contains(where: { $0.spotifyTrackUrl != nil })
                {
                    continue
                }
                try link.bind(
                    .integer(id), .integer(home), .text(service), .text(payload.trackUrl), .optional(payload.albumUrl),
                    .optional(payload.previewUrl)
                ).run()
            }
        }
        let credit = try db.statement(
            "INSERT INTO recording_performers(recording_id, performer_id, instrument_id, role) VALUES (?1, ?2, ?3, ?4)")
        for performer in detail.performers {
            guard let performerID = performers[performer.id] else { continue }
            let role = ["leader", "sideman"].contains(performer.role) ? performer.role : "other"
            try credit.bind(.integer(id), .integer(performerID), instrument(performer.instrument), .text(role)).run()
        }
        try writeVotes(detail.communityData, recording: id)
        let authority = try db.statement(
            """
            INSERT INTO authority_recommendations(id, song_id, recording_id, source, recommendation_text, source_url,
                                                  artist_name, album_title, recording_year)
            VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, NULL)
            """)
        for recommendation in detail.authorityRecommendations {
            try authority.bind(
                .integer(nextAuthority), .integer(song), .integer(id), .text(recommendation.source),
                .optional(recommendation.recommendationText), .optional(recommendation.sourceUrl),
                .optional(recommendation.artistName), .optional(recommendation.albumTitle)
            ).run()
            nextAuthority += 1
        }
    }

    /// Every release the recording pages show, numbered as `ReleaseNumbering` orders them.
    private func writeReleases() throws {
        var numbering = ReleaseNumbering()
        for song in answers.songs {
            for recording in try answers.shell(song.id).recordings {
                numbering.add(try answers.recording(recording.id))
            }
        }
        for release in numbering.ordered() { try writeRelease(release) }
    }

    private func writeRelease(_ release: ReleasePayload) throws {
        let id = releases.count + 1
        releases[release.id] = id
        try db.statement(
            """
            INSERT INTO releases(id, uuid, title, artist_credit, release_year, release_date, label, catalog_number,
                                 format_name, country)
            VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10)
            """
        ).bind(
            .integer(id), .text(release.id), .optional(release.title), .optional(release.artistCredit),
            .optional(release.releaseYear), .optional(release.releaseDate), .optional(release.label),
            .optional(release.catalogNumber), .optional(release.formatName), .optional(release.country)
        ).run()
        let image = try db.statement(
            """
            INSERT OR IGNORE INTO release_imagery(release_id, source, type, small, medium, large, source_url)
            VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)
            """)
        if release.coverArtSmall != nil || release.coverArtMedium != nil || release.coverArtLarge != nil {
            try image.bind(
                .integer(id), .text(release.coverArtSource ?? "Unknown"), .text("Front"),
                .optional(release.coverArtSmall), .optional(release.coverArtMedium), .optional(release.coverArtLarge),
                .optional(release.coverArtSourceUrl)
            ).run()
        }
        if release.backCoverArtSmall != nil || release.backCoverArtMedium != nil || release.backCoverArtLarge != nil {
            try image.bind(
                .integer(id), .text(release.backCoverSource ?? "Unknown"), .text("Back"),
                .optional(release.backCoverArtSmall), .optional(release.backCoverArtMedium),
                .optional(release.backCoverArtLarge), .optional(release.backCoverSourceUrl)
            ).run()
        }
    }

    /// Votes that give the counts and the consensus the server reports: as many as the
    /// largest count, each field voted for the consensus by as many as its count.
    private func writeVotes(_ data: CommunityData?, recording: Int) throws {
        guard let data else { return }
        let counts = data.counts
        let total = max(counts.instrumental, counts.performanceKey, counts.tempoMarking)
        guard total > 0 else { return }
        let vote = try db.statement(
            """
            INSERT INTO recording_contributions(recording_id, user_name, is_instrumental, performance_key,
                                                tempo_marking, updated_at)
            VALUES (?1, ?2, ?3, ?4, ?5, ?6)
            """)
        let consensus = data.consensus
        for index in 0..<min(total, 10_000) {
            try vote.bind(
                .integer(recording), .text("synced-vote-\(index + 1)"),
                index < counts.instrumental ? consensus.isInstrumental.map(SQLiteValue.bool) ?? .null : .null,
                index < counts.performanceKey ? .optional(consensus.performanceKey) : .null,
                index < counts.tempoMarking ? .optional(consensus.tempoMarking) : .null,
                .text("1970-01-01T00:00:00Z")
            ).run()
        }
    }

    /// Each shell row's leader instrument as the server chose it, in place of the derivation's
    /// choice for a leader credited on several instruments: the server breaks that tie by its
    /// own numbering of the instruments, which this file does not have. Where the server chose
    /// another of several leaders (its collation orders their names otherwise), the file keeps
    /// its own leader and that leader's instrument.
    private func writeLeaderInstruments() throws {
        let recording = try db.statement(
            """
            UPDATE recordings SET leader_instrument_id = (SELECT id FROM instruments WHERE name = ?2)
            WHERE uuid = ?1 AND leader_id = (SELECT id FROM performers WHERE uuid = ?3)
            """)
        for song in answers.songs {
            for shellRow in try answers.shell(song.id).recordings {
                guard let leader = shellRow.performers.first(where: { $0.role == "leader" }) else { continue }
                try recording.bind(.text(shellRow.id), .optional(leader.instrument), .text(leader.id)).run()
            }
        }
        try db.execute(
            """
            UPDATE shell_rows SET leader_instrument =
              (SELECT i.name FROM recordings r JOIN instruments i ON i.id = r.leader_instrument_id
               WHERE r.id = shell_rows.recording_id)
            """)
    }

    private static func json(_ value: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }
}
