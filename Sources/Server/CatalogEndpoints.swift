import Catalog
import FoundationEssentials
import TextFormatting
import Upstream

/// The paths the catalog server answers, spelled as its help spells them
/// (`/v1/songs/<id>/summary`), so that the help can be checked against them.
package enum CatalogRoutes {
    package static var paths: [String] {
        CatalogEndpoints.router.patterns.map { $0.replacing("{id}", with: "<id>") }
    }
}

/// What a route's handler gets: the `{…}` segments of its path and the query parameters its
/// endpoint reads.
struct RouteRequest {
    let parameters: [String]
    let query: QueryParameters
}

/// A route's handler, the query parameters it reads, and whether its answers may be cached
/// (the catalog's payloads; not health).
///
/// The handler is given only the parameters named in `reads`, and the cache keys an answer on
/// those alone: parameters no route reads (ignored, as the upstream ignores them) neither make
/// another answer nor push kept ones out. A parameter read but not named would always read as
/// absent, which the route tests would show.
struct Endpoint: Sendable {
    let cacheable: Bool
    var reads: Set<String> = []
    let answer: @Sendable (RouteRequest, any CatalogServing) throws -> HTTPResponse
}

/// The read-only catalog API: the upstream's `/v1` routes the browsing needs, with the upstream's
/// payloads (the catalog's Codable types), `/health`, and one route of our own,
/// `/v1/catalog/counts` (every table's count, for About and `catalog info --server`; the
/// upstream counts only recordings).
///
/// They answer as the upstream does, so its own app can read them: an unknown song's shell and
/// recordings are empty lists, an unknown recording's releases too, an unknown `sort` sorts by
/// year, and errors carry the upstream's words in `error`. One difference is kept: a malformed
/// id is the client's mistake, a 400, where the upstream's database fails with a 500.
enum CatalogEndpoints {
    static let router = Router<Endpoint>(
        [
            ("/health", Endpoint(cacheable: false, answer: health)),
            (HTTPCatalog.countsPath, Endpoint(cacheable: true, answer: catalogCounts)),
            (CatalogFileEndpoint.path, Endpoint(cacheable: false, answer: CatalogFileEndpoint.answer)),
            ("/v1/songs/index", Endpoint(cacheable: true, reads: ["search"], answer: songsIndex)),
            ("/v1/songs/search", Endpoint(cacheable: true, reads: ["q"], answer: songsSearch)),
            ("/v1/songs/{id}/summary", Endpoint(cacheable: true, answer: songSummary)),
            ("/v1/songs/{id}/recordings", Endpoint(cacheable: true, answer: songRecordings)),
            ("/v1/songs/{id}/recordings/shell", Endpoint(cacheable: true, reads: ["sort"], answer: songShell)),
            ("/v1/songs/{id}/transcriptions", Endpoint(cacheable: true, answer: songTranscriptions)),
            ("/v1/songs/{id}/videos", Endpoint(cacheable: true, reads: ["type"], answer: songVideos)),
            ("/v1/recordings/batch", Endpoint(cacheable: true, reads: ["ids"], answer: recordingsBatch)),
            (HTTPCatalog.recordingsCountPath, Endpoint(cacheable: true, answer: recordingsCount)),
            ("/v1/recordings/{id}", Endpoint(cacheable: true, answer: recordingDetail)),
            ("/v1/recordings/{id}/releases", Endpoint(cacheable: true, answer: recordingReleases)),
            ("/v1/recordings/{id}/transcriptions", Endpoint(cacheable: true, answer: recordingTranscriptions)),
            ("/v1/recordings/{id}/community-data", Endpoint(cacheable: true, answer: communityData)),
            ("/v1/transcriptions/{id}", Endpoint(cacheable: true, answer: transcription)),
            (
                "/v1/performers",
                Endpoint(cacheable: true, reads: ["limit", "offset", "search"], answer: performersPage)
            ),
            ("/v1/performers/index", Endpoint(cacheable: true, reads: ["search"], answer: performersIndex)),
            ("/v1/performers/search", Endpoint(cacheable: true, reads: ["name"], answer: performersSearch)),
            ("/v1/performers/{id}/summary", Endpoint(cacheable: true, answer: performerSummary)),
            ("/v1/performers/{id}/recordings", Endpoint(cacheable: true, reads: ["sort"], answer: performerRecordings)),
        ] + LegacyEndpoints.routes + AuthorityEndpoints.routes + PeripheralEndpoints.routes)

    struct Health: Encodable {
        let status: String
    }

    @Sendable static func health(_ request: RouteRequest, _ store: any CatalogServing) throws -> HTTPResponse {
        try store.ping()
        return try .json(Health(status: "ok"), headers: [HTTPHeader("Cache-Control", "no-store")])
    }

    /// Our extension: the counts `approachnote catalog info` prints, in `CatalogCounts`' keys.
    @Sendable static func catalogCounts(_ request: RouteRequest, _ store: any CatalogServing) throws -> HTTPResponse {
        try .json(store.counts())
    }

    @Sendable static func songsIndex(_ request: RouteRequest, _ store: any CatalogServing) throws -> HTTPResponse {
        try .json(store.songs(matching: request.query["search"]))
    }

    /// The upstream's search of songs by title: each match's id, title and composer; no
    /// matches without a query.
    @Sendable static func songsSearch(_ request: RouteRequest, _ store: any CatalogServing) throws -> HTTPResponse {
        guard let query = request.query["q"], !query.isEmpty else { return try .json([SongSearchHit]()) }
        return try .json(store.songs(matching: query).map(SongSearchHit.init))
    }

    /// A row of the upstream's song search.
    struct SongSearchHit: Encodable {
        let id: String
        let title: String
        @NullCoded var composer: String?
        /// The upstream's link to MusicBrainz, which the catalog does not hold.
        @NullCoded var musicbrainzId: String?

        init(_ song: SongIndexEntry) {
            id = song.id
            title = song.title
            composer = song.composer
            musicbrainzId = nil
        }

        enum CodingKeys: String, CodingKey {
            case id, title, composer
            case musicbrainzId = "musicbrainz_id"
        }
    }

    /// How many recordings the catalog holds, as the upstream counts them.
    @Sendable static func recordingsCount(_ request: RouteRequest, _ store: any CatalogServing) throws -> HTTPResponse {
        try .json(["count": store.counts().recordings])
    }

    @Sendable static func songSummary(_ request: RouteRequest, _ store: any CatalogServing) throws -> HTTPResponse {
        try .json(found(store.songSummary(id: request.parameters[0]), "Song", request.parameters[0]))
    }

    @Sendable static func songShell(_ request: RouteRequest, _ store: any CatalogServing) throws -> HTTPResponse {
        let sort = request.query["sort"].flatMap(SongRecordingSort.init(rawValue:)) ?? .year
        guard let json = try store.songShellJSON(id: request.parameters[0], sort: sort) else {
            return try .json(ShellResponse(songId: request.parameters[0], recordings: []))
        }
        return .json(encoded: Data(json))
    }

    /// Every recording of the song in full, by year: the shell's order, the batch's rows.
    @Sendable static func songRecordings(_ request: RouteRequest, _ store: any CatalogServing) throws -> HTTPResponse {
        let id = request.parameters[0]
        return try .json(
            SongRecordings(songId: id, recordings: store.songRecordingsInFull(id: id, sort: .year).map(\.recording)))
    }

    /// The upstream's envelope of a song's recordings in full.
    struct SongRecordings: Encodable {
        let songId: String
        let recordings: [RecordingPayload]
        var recordingCount: Int { recordings.count }

        enum CodingKeys: String, CodingKey {
            case recordings
            case songId = "song_id"
            case recordingCount = "recording_count"
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(songId, forKey: .songId)
            try container.encode(recordings, forKey: .recordings)
            try container.encode(recordingCount, forKey: .recordingCount)
        }
    }

    /// `ids` is split on commas; blanks around an id and empty segments are ignored, as the
    /// upstream does. The count and every id are checked before the database is read. An `ids`
    /// missing or empty and one of separators alone are refused in the upstream's two wordings.
    @Sendable static func recordingsBatch(_ request: RouteRequest, _ store: any CatalogServing) throws -> HTTPResponse {
        guard let ids = request.query["ids"] else {
            throw APIError.badRequest(
                error: APIError.noIDs,
                detail:
                    "The ids parameter is missing: give 1 to \(UpstreamLimits.batchIDs) recording ids separated by commas."
            )
        }
        guard !ids.isEmpty else {
            throw APIError.badRequest(error: APIError.noIDs, detail: CatalogQueryError.batchSize(0).description)
        }
        return try .json(
            store.hydrate(ids: ids.split(separator: ",", omittingEmptySubsequences: false).map(String.init)))
    }

    @Sendable static func recordingDetail(_ request: RouteRequest, _ store: any CatalogServing) throws -> HTTPResponse {
        try .json(found(store.recordingDetail(id: request.parameters[0]), "Recording", request.parameters[0]))
    }

    @Sendable static func recordingReleases(_ request: RouteRequest, _ store: any CatalogServing) throws -> HTTPResponse
    {
        try .json(store.recordingReleases(id: request.parameters[0]) ?? [])
    }

    /// An unknown song's or recording's transcriptions are an empty list, as the upstream's.
    @Sendable static func songTranscriptions(_ request: RouteRequest, _ store: any CatalogServing) throws
        -> HTTPResponse
    {
        try .json(store.songTranscriptions(id: request.parameters[0]))
    }

    @Sendable static func recordingTranscriptions(_ request: RouteRequest, _ store: any CatalogServing) throws
        -> HTTPResponse
    {
        try .json(store.recordingTranscriptions(id: request.parameters[0]))
    }

    @Sendable static func transcription(_ request: RouteRequest, _ store: any CatalogServing) throws -> HTTPResponse {
        try .json(
            TranscriptionAlone(
                transcription: found(
                    store.transcription(id: request.parameters[0]), "Transcription", request.parameters[0])
            ))
    }

    /// A transcription as `/transcriptions/<id>` alone answers it: with its song's composer,
    /// null when the song names none (the lists leave the key out).
    struct TranscriptionAlone: Encodable {
        let transcription: SoloTranscription

        enum CodingKeys: String, CodingKey { case composer }

        func encode(to encoder: any Encoder) throws {
            try transcription.encode(to: encoder)
            if transcription.composer == nil {
                var container = encoder.container(keyedBy: CodingKeys.self)
                try container.encodeNil(forKey: .composer)
            }
        }
    }

    /// The song's videos; of one kind with a `type` (matched exactly: an unknown kind has
    /// none), of every kind without one or with an empty one, as the upstream answers.
    @Sendable static func songVideos(_ request: RouteRequest, _ store: any CatalogServing) throws -> HTTPResponse {
        let type = request.query["type"].flatMap { $0.isEmpty ? nil : $0 }
        return try .json(store.songVideos(id: request.parameters[0], type: type))
    }

    /// A page of the performers list, each with its life and links, and the total count and
    /// whether more follow in headers.
    /// A `limit` above the maximum is lowered to it, as the upstream does.
    /// Without a `limit`, every match, whatever the `offset` (checked all the same): as the
    /// upstream answers.
    @Sendable static func performersPage(_ request: RouteRequest, _ store: any CatalogServing) throws -> HTTPResponse {
        let limit = try request.query.integer("limit", in: 1...).map { min($0, UpstreamLimits.maximumPageSize) }
        let offset = try request.query.integer("offset", in: 0...) ?? 0
        let all = try store.performers(matching: request.query["search"])
        let page = limit.map { all.dropFirst(offset).prefix($0) } ?? all[...]
        return try .json(
            store.performerPage(ids: page.map(\.id)),
            headers: [
                HTTPHeader("X-Total-Count", String(all.count)),
                HTTPHeader("X-Has-More", page.endIndex < all.endIndex ? "true" : "false"),
            ])
    }

    /// The upstream's lookup of an artist by name: those whose name holds the text (any case),
    /// the one of exactly that name first, then by sort name; ten at most. None is a 404 whose
    /// body is an empty list, as the upstream's.
    @Sendable static func performersSearch(_ request: RouteRequest, _ store: any CatalogServing) throws
        -> HTTPResponse
    {
        guard let name = request.query["name"]?.trimmingWhitespace(), !name.isEmpty else {
            return try .json(["error": "Name parameter is required"], status: 400)
        }
        let wanted = name.lowercased()
        let named = try store.performers(matching: name).filter { $0.name.lowercased().contains(wanted) }
            .sorted { first, second in
                let exact = (first.name.lowercased() == wanted, second.name.lowercased() == wanted)
                if exact.0 != exact.1 { return exact.0 }
                return (first.sortName ?? first.name, first.id) < (second.sortName ?? second.name, second.id)
            }
            .prefix(UpstreamLimits.performerSearchResults)
        guard !named.isEmpty else { return .json(encoded: Data("[]".utf8), status: 404) }
        return try .json(store.performerPage(ids: named.map(\.id)).map(PerformerSearchHit.init))
    }

    /// A row of the upstream's artist lookup: the page's row without its links.
    struct PerformerSearchHit: Encodable {
        let id: String
        let name: String
        @NullCoded var sortName: String?
        @NullCoded var biography: String?
        @NullCoded var birthDate: String?
        @NullCoded var deathDate: String?
        @NullCoded var musicbrainzId: String?

        init(_ row: PerformerPageEntry) {
            id = row.id
            name = row.name
            sortName = row.sortName
            biography = row.biography
            birthDate = row.birthDate
            deathDate = row.deathDate
            musicbrainzId = row.musicbrainzId
        }

        enum CodingKeys: String, CodingKey {
            case id, name, biography
            case sortName = "sort_name"
            case birthDate = "birth_date"
            case deathDate = "death_date"
            case musicbrainzId = "musicbrainz_id"
        }
    }

    /// The votes on a recording's key, tempo and whether it is instrumental: the recording
    /// page's own, alone. A recording nobody voted on has no consensus and no votes.
    @Sendable static func communityData(_ request: RouteRequest, _ store: any CatalogServing) throws -> HTTPResponse {
        let detail = try found(store.recordingDetail(id: request.parameters[0]), "Recording", request.parameters[0])
        return try .json(detail.communityData ?? CommunityData(consensus: .payloadDefault, counts: .payloadDefault))
    }

    @Sendable static func performersIndex(_ request: RouteRequest, _ store: any CatalogServing) throws -> HTTPResponse {
        let all = try store.performers(matching: request.query["search"])
        return try .json(all, headers: [HTTPHeader("X-Total-Count", String(all.count))])
    }

    @Sendable static func performerSummary(_ request: RouteRequest, _ store: any CatalogServing) throws -> HTTPResponse
    {
        try .json(found(store.performerSummary(id: request.parameters[0]), "Performer", request.parameters[0]))
    }

    @Sendable static func performerRecordings(_ request: RouteRequest, _ store: any CatalogServing) throws
        -> HTTPResponse
    {
        let sort = request.query["sort"].flatMap(PerformerRecordingSort.init(rawValue:)) ?? .year
        return try .json(
            found(store.performerRecordings(id: request.parameters[0], sort: sort), "Performer", request.parameters[0]))
    }

    /// The payload, or a 404 naming what has no such id.
    static func found<T>(_ value: T?, _ kind: String, _ id: String) throws(APIError) -> T {
        guard let value else {
            throw .notFound(error: "\(kind) not found", detail: "No \(kind.lowercased()) has the id \(id).")
        }
        return value
    }
}
