import Catalog
import FoundationEssentials
import Upstream

/// The upstream's single-shot reads, from before its pages read a summary and a shell apart:
/// a song with all its recordings, an artist with all theirs, every song in full. Each is
/// written from the payloads of the routes that replaced it, with the older answer's keys
/// exactly: none the newer payloads carry beyond them.
enum LegacyEndpoints {
    static let routes: [(pattern: String, endpoint: Endpoint)] = [
        ("/v1/songs", Endpoint(cacheable: true, reads: ["search"], answer: songs)),
        ("/v1/recordings", Endpoint(cacheable: true, reads: ["search", "limit"], answer: recordings)),
        ("/v1/songs/{id}", Endpoint(cacheable: true, reads: ["sort"], answer: song)),
        ("/v1/performers/{id}", Endpoint(cacheable: true, reads: ["sort"], answer: performer)),
    ]

    /// Every song's row in full, as the songs index orders and searches them.
    @Sendable static func songs(_ request: RouteRequest, _ store: any CatalogServing) throws -> HTTPResponse {
        try .json(store.songRows(ids: store.songs(matching: request.query["search"]).map(\.id)))
    }

    /// The newest recordings, or those found by a text; `limit` recordings (100 unless said, at
    /// most 500, 0 for none).
    @Sendable static func recordings(_ request: RouteRequest, _ store: any CatalogServing) throws -> HTTPResponse {
        let limit = min(
            try request.query.integer("limit", in: 0...) ?? UpstreamLimits.recordingListSize,
            UpstreamLimits.longestRecordingList)
        let search = request.query["search"].flatMap { $0.isEmpty ? nil : $0 }
        guard limit > 0 else { return .json(encoded: Data("[]".utf8)) }
        return try .json(store.recordingList(search: search, limit: limit))
    }

    /// A song with every recording in full, in the order of `sort` (by year unless `name`), as
    /// the upstream's older `GET /songs/<id>` answers: the song's own columns, its counts, the
    /// recordings' rows and its transcriptions, and nothing its newer summary adds.
    struct SongInFull: Encodable {
        let summary: SongSummary
        let recordings: [FeaturedRecording]

        /// Beside the song's own columns, which `Catalog.SongRow` writes as `GET /songs` does.
        enum CodingKeys: String, CodingKey {
            case recordings, transcriptions
            case authorityRecommendationCount = "authority_recommendation_count"
            case transcriptionCount = "transcription_count"
            case recordingCount = "recording_count"
        }

        func encode(to encoder: any Encoder) throws {
            try Catalog.SongRow(summary: summary).encode(to: encoder)
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(summary.authorityRecommendationCount, forKey: .authorityRecommendationCount)
            try container.encode(summary.transcriptionCount, forKey: .transcriptionCount)
            try container.encode(recordings.count, forKey: .recordingCount)
            try container.encode(recordings.map(RecordingInFull.init), forKey: .recordings)
            try container.encode(summary.transcriptions, forKey: .transcriptions)
        }
    }

    /// A recording's row in the song in full: the recording's columns, its art, its
    /// authorities and its performers; the streaming flags and the community's votes of the
    /// newer rows are not in the older answer.
    struct RecordingInFull: Encodable {
        let row: FeaturedRecording

        enum CodingKeys: String, CodingKey {
            case id, title, notes, performers
            case albumTitle = "album_title"
            case artistCredit = "artist_credit"
            case recordingDate = "recording_date"
            case recordingYear = "recording_year"
            case defaultReleaseId = "default_release_id"
            case bestSpotifyUrl = "best_spotify_url"
            case bestCoverArtSmall = "best_cover_art_small"
            case bestCoverArtMedium = "best_cover_art_medium"
            case bestCoverArtLarge = "best_cover_art_large"
            case bestCoverArtSource = "best_cover_art_source"
            case bestCoverArtSourceUrl = "best_cover_art_source_url"
            case backCoverArtSmall = "back_cover_art_small"
            case backCoverArtMedium = "back_cover_art_medium"
            case backCoverArtLarge = "back_cover_art_large"
            case backCoverSource = "back_cover_source"
            case backCoverSourceUrl = "back_cover_source_url"
            case hasBackCover = "has_back_cover"
            case musicbrainzId = "musicbrainz_id"
            case isCanonical = "is_canonical"
            case authorityCount = "authority_count"
            case authoritySources = "authority_sources"
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(row.id, forKey: .id)
            try container.encode(row.title, forKey: .title)
            try container.encode(row.notes, forKey: .notes)
            try container.encode(row.performers, forKey: .performers)
            try container.encode(row.albumTitle, forKey: .albumTitle)
            try container.encode(row.artistCredit, forKey: .artistCredit)
            try container.encode(row.recordingDate, forKey: .recordingDate)
            try container.encode(row.recordingYear, forKey: .recordingYear)
            try container.encode(row.defaultReleaseId, forKey: .defaultReleaseId)
            try container.encode(row.bestSpotifyUrl, forKey: .bestSpotifyUrl)
            try container.encode(row.bestCoverArtSmall, forKey: .bestCoverArtSmall)
            try container.encode(row.bestCoverArtMedium, forKey: .bestCoverArtMedium)
            try container.encode(row.bestCoverArtLarge, forKey: .bestCoverArtLarge)
            try container.encode(row.bestCoverArtSource, forKey: .bestCoverArtSource)
            try container.encode(row.bestCoverArtSourceUrl, forKey: .bestCoverArtSourceUrl)
            try container.encode(row.backCoverArtSmall, forKey: .backCoverArtSmall)
            try container.encode(row.backCoverArtMedium, forKey: .backCoverArtMedium)
            try container.encode(row.backCoverArtLarge, forKey: .backCoverArtLarge)
            try container.encode(row.backCoverSource, forKey: .backCoverSource)
            try container.encode(row.backCoverSourceUrl, forKey: .backCoverSourceUrl)
            try container.encode(row.hasBackCover, forKey: .hasBackCover)
            try container.encode(row.musicbrainzId, forKey: .musicbrainzId)
            try container.encode(row.isCanonical, forKey: .isCanonical)
            try container.encode(row.authorityCount, forKey: .authorityCount)
            try container.encode(row.authoritySources, forKey: .authoritySources)
        }
    }

    @Sendable static func song(_ request: RouteRequest, _ store: any CatalogServing) throws -> HTTPResponse {
        let id = request.parameters[0]
        let summary = try CatalogEndpoints.found(store.songSummary(id: id), "Song", id)
        let sort = request.query["sort"].flatMap(SongRecordingSort.init(rawValue:)) ?? .year
        return try .json(SongInFull(summary: summary, recordings: store.songRecordingsInFull(id: id, sort: sort)))
    }

    @Sendable static func performer(_ request: RouteRequest, _ store: any CatalogServing) throws -> HTTPResponse {
        let id = request.parameters[0]
        let summary = try CatalogEndpoints.found(store.performerSummary(id: id), "Performer", id)
        let sort = request.query["sort"].flatMap(PerformerRecordingSort.init(rawValue:)) ?? .year
        // An artist's summary and every recording they are credited on, together, as the
        // upstream's older `GET /performers/<id>` answers: the summary's `recordings` the rows
        // of `/performers/<id>/recordings` in place of null.
        var inFull = summary
        inFull.recordings = try store.performerRecordings(id: id, sort: sort)?.recordings ?? []
        return try .json(inFull)
    }
}
