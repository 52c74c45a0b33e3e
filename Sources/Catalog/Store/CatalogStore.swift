import Foundation
import Synchronization

/// How the song page's shell rows are ordered (the API's `sort=` values).
public enum SongRecordingSort: String, CaseIterable, Sendable {
    /// Year ascending, undated last.
    case year
    /// Leader's sort name ascending, recordings without a leader last; then year.
    case name
}

/// How the artist page's rows are ordered (the API's `sort=` values for performer recordings):
/// the upstream's orders, which its client regroups anyway.
public enum PerformerRecordingSort: String, CaseIterable, Sendable {
    /// Newest first, undated last; then by song.
    case year
    /// By song; within a song newest first, undated last.
    case name
}

/// A request the catalog refuses before it reaches the database.
public enum CatalogQueryError: Error, Equatable, CustomStringConvertible {
    case malformedID(String)
    case batchSize(Int)

    public var description: String {
        switch self {
        case .malformedID(let id): "Invalid UUID: '\(id)'"
        case .batchSize(let count):
            count == 0
                ? "No IDs given: a batch needs 1 to \(CatalogStore.batchLimit)."
                : "Too many IDs: \(count) > max \(CatalogStore.batchLimit)."
        }
    }
}

/// Read access to a catalog file, safe to share between threads: one connection, used by one
/// caller at a time. Every query returns the upstream API's payload types.
///
/// Opening checks that the file is a complete catalog of this schema version and reports
/// damage in words (`CatalogError`); the file is opened read-only (links followed), and
/// nothing is created beside it.
public final class CatalogStore: Sendable {
    public static let batchLimit = 100

    public let location: CatalogLocation
    /// The connection, or nil after a failure until the file opens again.
    private let connection: Mutex<SQLiteConnection?>

    private init(location: CatalogLocation, connection: consuming sending SQLiteConnection) {
        self.location = location
        self.connection = Mutex(connection)
    }

    public static func open(_ location: CatalogLocation) throws -> CatalogStore {
        CatalogStore(location: location, connection: try connect(location))
    }

    /// A checked connection to the catalog file as it is now.
    private static func connect(_ location: CatalogLocation) throws -> SQLiteConnection {
        let path = location.path
        switch location.state {
        case .directory: throw CatalogError.isDirectory(path: path)
        case .absent: throw CatalogError.missing(path: path)
        case .special(let kind): throw CatalogError.notAFile(path: path, kind: kind)
        case .unreachable(let reason): throw CatalogError.unreachable(path: path, reason: reason)
        case .file: break
        }
        let file = try location.target()
        try CatalogFileCheck.verifyHeader(of: file, reportingAs: path)
        do {
            // Generation writes a new file and renames it over the old one, so a catalog is
            // never changed in place: unless a foreign writer left pending pages, the file
            // is read as immutable, with no locks and no side files left next to it.
            let mode: SQLiteConnection.OpenMode = CatalogFileCheck.hasPendingWrites(file) ? .readOnly : .immutable
            let db = try SQLiteConnection(path: file, mode: mode)
            try CatalogFileCheck.verifyContents(db, file: file, reportingAs: path)
            // The operating system keeps the file's pages in memory after their first read, so
            // SQLite's own cache saves only a copy per page, and every page it holds counts in
            // the process's memory: Louis Armstrong's recordings touched 20 MB of the file, and
            // a 128 MB cache held all of it (S6's peak went over its 40 MB budget). The pages
            // read all together (the artist page, the Artists list) now come from covering
            // indexes and derived tables, which 1 MB serves as fast as 2 (S6: 1 MB less).
            try db.execute("PRAGMA cache_size = -1024")
            return db
        } catch let error as SQLiteError {
            throw CatalogFileCheck.describe(error, path: path)
        }
    }

    /// Runs a read under the connection lock, translating SQLite failures into `CatalogError`.
    ///
    /// After a failure the connection is dropped, and the next read opens the file afresh: an
    /// immutable connection never rereads what it cached, so pages read from a damaged file
    /// would stay damaged after the user restores or regenerates it, and a Retry could never
    /// succeed. Until the file opens again, each read says why it cannot.
    func read<T: Sendable>(_ body: (SQLiteConnection) throws -> T) throws -> T {
        let location = location
        return try connection.withLock { connection in
            let db = try connection ?? Self.connect(location)
            connection = db
            do {
                return try body(db)
            } catch let error as SQLiteError {
                connection = nil
                throw CatalogFileCheck.describe(error, path: location.path)
            }
        }
    }

    // MARK: - Counts

    /// Reads one row, to tell whether the catalog can be read at all (a server's health check).
    public func ping() throws {
        try read { db in _ = try db.statement("SELECT 1 FROM songs LIMIT 1").step() }
    }

    public func counts() throws -> CatalogCounts {
        try read { db in
            func count(_ table: String) throws -> Int {
                let statement = try db.statement("SELECT count(*) FROM \(table)")
                _ = try statement.step()
                return statement.int(0)
            }
            return CatalogCounts(
                songs: try count("songs"), recordings: try count("recordings"),
                performers: try count("performers"), releases: try count("releases"),
                recordingReleases: try count("recording_releases"),
                performerCredits: try count("recording_performers"),
                streamingLinks: try count("streaming_links"), releaseImagery: try count("release_imagery"),
                contributions: try count("recording_contributions"),
                authorityRecommendations: try count("authority_recommendations"),
                instruments: try count("instruments"))
        }
    }

    // MARK: - Indexes

    /// Every song in display order; with a query, those whose title, composer or one of
    /// whose alternate titles contains it (case, accents and apostrophes ignored).
    public func songs(matching query: String? = nil) throws -> [SongIndexEntry] {
        let folded = query.map(SearchFolding.fold) ?? ""
        return try read { db in
            let statement = try db.statement(
                """
                SELECT uuid, title, composer, composed_year, alt_titles FROM songs
                WHERE ?1 = '' OR instr(search_key, ?1) > 0 ORDER BY sort_key, title, uuid
                """
            ).bind(.text(folded))
            var entries: [SongIndexEntry] = []
            while try statement.step() {
                entries.append(
                    SongIndexEntry(
                        id: statement.text(0), title: statement.text(1), composer: statement.optionalText(2),
                        composedYear: statement.optionalInt(3), altTitles: Self.decodeStrings(statement.text(4))))
            }
            return entries
        }
    }

    /// Every performer ordered by sort name; with a query, those whose name or sort name
    /// contains it (folded as song titles are). `performers_by_sort_key` holds every column
    /// read here, in this order: the Artists list runs this on every search, and walking that
    /// index neither sorts 31k rows nor looks any of them up in the table.
    public func performers(matching query: String? = nil) throws -> [PerformerIndexEntry] {
        let folded = query.map(SearchFolding.fold) ?? ""
        return try read { db in
            let statement = try db.statement(Self.performersQuery).bind(.text(folded))
            var entries: [PerformerIndexEntry] = []
            entries.reserveCapacity(folded.isEmpty ? 32_000 : 64)
            while try statement.step() {
                entries.append(
                    PerformerIndexEntry(
                        id: statement.text(0), name: statement.text(1), sortName: statement.optionalText(2)))
            }
            return entries
        }
    }

    static let performersQuery = """
        SELECT uuid, name, sort_name FROM performers
        WHERE ?1 = '' OR instr(search_key, ?1) > 0 ORDER BY sort_key, name, uuid
        """

    // MARK: - Song page

    /// The song's header and featured recordings; nil when no song has this id.
    public func songSummary(id: String) throws -> SongSummary? {
        let uuid = try Self.normalized(id)
        return try read { db in
            let song = try db.statement(
                """
                SELECT id, uuid, title, composer, composed_year, composed_key, structure, wikipedia_url,
                       external_references, alt_titles,
                       (SELECT count(*) FROM recordings r WHERE r.song_id = songs.id),
                       (SELECT count(*) FROM authority_recommendations a WHERE a.song_id = songs.id),
                       EXISTS (SELECT 1 FROM recordings r JOIN streaming_links sl ON sl.recording_id = r.id
                               WHERE r.song_id = songs.id)
                FROM songs WHERE uuid = ?1
                """
            ).bind(.text(uuid))
            guard try song.step() else { return nil }
            let songID = song.int(0)
            let summary = (
                uuid: song.text(1), title: song.text(2), composer: song.optionalText(3),
                year: song.optionalInt(4), key: song.optionalText(5), structure: song.optionalText(6),
                wikipedia: song.optionalText(7), references: Self.decodeDictionary(song.text(8)),
                altTitles: Self.decodeStrings(song.text(9)), recordings: song.int(10),
                authority: song.int(11), streaming: song.bool(12)
            )
            let featuredIDs = try db.statement(
                "SELECT DISTINCT recording_id FROM authority_recommendations WHERE song_id = ?1 AND recording_id IS NOT NULL"
            ).bind(.integer(songID))
            var ids: [Int] = []
            while try featuredIDs.step() { ids.append(featuredIDs.int(0)) }
            let featured = try Self.hydrate(db, internalIDs: ids).sorted {
                ($0.recordingYear ?? Int.max, $0.id) < ($1.recordingYear ?? Int.max, $1.id)
            }
            return SongSummary(
                id: summary.uuid, title: summary.title, composer: summary.composer, composedYear: summary.year,
                composedKey: summary.key, structure: summary.structure, wikipediaUrl: summary.wikipedia,
                externalReferences: summary.references, altTitles: summary.altTitles,
                authorityRecommendationCount: summary.authority, recordingCount: summary.recordings,
                hasAnyStreaming: summary.streaming, featuredRecordings: featured)
        }
    }

    /// Every recording of the song as shell rows, in the order of `sort`; nil when no song has
    /// this id.
    public func songShell(id: String, sort: SongRecordingSort) throws -> ShellResponse? {
        let uuid = try Self.normalized(id)
        return try read { db in
            let song = try db.statement("SELECT id FROM songs WHERE uuid = ?1").bind(.text(uuid))
            guard try song.step() else { return nil }
            let songID = song.int(0)
            let order =
                switch sort {
                case .year:
                    "r.recording_year IS NULL, r.recording_year, p.sort_key IS NULL, p.sort_key, p.name, p.id, r.id"
                case .name:
                    "p.sort_key IS NULL, p.sort_key, p.name, p.id, r.recording_year IS NULL, r.recording_year, r.id"
                }
            let statement = try db.statement(
                """
                SELECT r.uuid, r.title, rel.title, rel.artist_credit, r.recording_year, r.is_canonical,
                       p.uuid, p.name, p.sort_name, i.name, r.instruments_present, r.is_instrumental, r.services,
                       r.authority_count
                FROM recordings r LEFT JOIN releases rel ON rel.id = r.default_release_id
                LEFT JOIN performers p ON p.id = r.leader_id LEFT JOIN instruments i ON i.id = r.leader_instrument_id
                WHERE r.song_id = ?1 ORDER BY \(order)
                """
            ).bind(.integer(songID))
            var rows: [ShellRecording] = []
            var instrumentLists: [String: [String]] = [:]
            while try statement.step() {
                let leader = statement.optionalText(6).map {
                    PerformerCredit(
                        id: $0, name: statement.text(7), sortName: statement.optionalText(8),
                        instrument: statement.optionalText(9), role: CreditRole.leader.rawValue)
                }
                let instrumentsJSON = statement.text(10)
                let instruments = instrumentLists[instrumentsJSON] ?? Self.decodeStrings(instrumentsJSON)
                instrumentLists[instrumentsJSON] = instruments
                let services = statement.int(12)
                rows.append(
                    ShellRecording(
                        id: statement.text(0), title: statement.optionalText(1), albumTitle: statement.optionalText(2),
                        artistCredit: statement.optionalText(3), recordingYear: statement.optionalInt(4),
                        isCanonical: statement.bool(5), performers: leader.map { [$0] } ?? [],
                        instrumentsPresent: instruments, isInstrumental: statement.optionalBool(11),
                        hasSpotify: services & 1 != 0, hasAppleMusic: services & 2 != 0, hasYoutube: services & 4 != 0,
                        authorityCount: statement.int(13)))
            }
            return ShellResponse(songId: uuid, recordings: rows)
        }
    }

    /// Full rows for 1 to 100 recording ids. Unknown ids are left out; order is not guaranteed.
    public func hydrate(ids: [String]) throws -> BatchResponse {
        let trimmed = ids.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        guard (1...Self.batchLimit).contains(trimmed.count) else {
            throw CatalogQueryError.batchSize(trimmed.count)
        }
        let uuids = try trimmed.map(Self.normalized)
        return try read { db in
            let lookup = try db.statement("SELECT id FROM recordings WHERE uuid IN (SELECT value FROM json_each(?1))")
                .bind(.text(Self.encodeStrings(uuids)))
            var internalIDs: [Int] = []
            while try lookup.step() { internalIDs.append(lookup.int(0)) }
            return BatchResponse(recordings: try Self.hydrate(db, internalIDs: internalIDs))
        }
    }

    private static func hydrate(_ db: SQLiteConnection, internalIDs: [Int]) throws -> [RecordingPayload] {
        guard !internalIDs.isEmpty else { return [] }
        let facts = RecordingFacts(db, .recordings(internalIDs))
        let credits = try facts.credits()
        let streaming = try facts.streaming()
        let authority = try facts.authoritySources()
        let covers = try facts.covers()
        let statement = try db.statement(
            """
            SELECT r.id, r.uuid, r.title, rel.title, rel.artist_credit, r.recording_year, r.is_canonical,
                   r.is_instrumental,
                   (SELECT count(*) FROM recording_contributions c WHERE c.recording_id = r.id),
                   (SELECT count(*) FROM recording_contributions c WHERE c.recording_id = r.id AND c.is_instrumental IS NOT NULL)
            FROM recordings r LEFT JOIN releases rel ON rel.id = r.default_release_id
            WHERE \(RecordingScope.recordings(internalIDs).clause)
            """
        ).bind(RecordingScope.recordings(internalIDs).parameter)
        var payloads: [RecordingPayload] = []
        while try statement.step() {
            let internalID = statement.int(0)
            let links = streaming[internalID] ?? [:]
            payloads.append(
                RecordingPayload(
                    id: statement.text(1), title: statement.optionalText(2), albumTitle: statement.optionalText(3),
                    artistCredit: statement.optionalText(4), recordingYear: statement.optionalInt(5),
                    isCanonical: statement.bool(6), front: covers[internalID]?.front ?? nil,
                    back: covers[internalID]?.back ?? nil, bestSpotifyUrl: links[.spotify]?.url,
                    services: links.keys.sorted(),
                    performers: (credits[internalID] ?? []).sorted(by: CreditFact.listingOrder).map(\.credit),
                    authorityCount: authority[internalID]?.count ?? 0,
                    authoritySources: Array(Set(authority[internalID] ?? [])).sorted(),
                    communityData: statement.int(8) == 0
                        ? nil : CommunityDataSummary(isInstrumental: statement.optionalBool(7), votes: statement.int(9))
                ))
        }
        return payloads
    }

    // MARK: - Artist page

    /// The performer's header; nil when no performer has this id.
    public func performerSummary(id: String) throws -> PerformerSummary? {
        let uuid = try Self.normalized(id)
        return try read { db in
            let performer = try db.statement(
                """
                SELECT id, uuid, name, sort_name, biography, birth_date, death_date, wikipedia_url,
                       (SELECT count(DISTINCT recording_id) FROM recording_performers WHERE performer_id = performers.id)
                FROM performers WHERE uuid = ?1
                """
            ).bind(.text(uuid))
            guard try performer.step() else { return nil }
            let instruments = try db.statement(
                """
                SELECT i.name, pi.is_primary FROM performer_instruments pi JOIN instruments i ON i.id = pi.instrument_id
                WHERE pi.performer_id = ?1 ORDER BY pi.is_primary DESC, i.name
                """
            ).bind(.integer(performer.int(0)))
            var played: [PerformerInstrument] = []
            while try instruments.step() {
                played.append(PerformerInstrument(name: instruments.text(0), isPrimary: instruments.bool(1)))
            }
            return PerformerSummary(
                id: performer.text(1), name: performer.text(2), sortName: performer.optionalText(3),
                biography: performer.optionalText(4), birthDate: performer.optionalText(5),
                deathDate: performer.optionalText(6), wikipediaUrl: performer.optionalText(7),
                instruments: played, recordingCount: performer.int(8))
        }
    }

    /// Every recording the performer is credited on, once each with all their roles; nil when
    /// no performer has this id. Ordered by song title, then year (the page regroups anyway).
    public func performerRecordings(id: String) throws -> PerformerRecordingsResponse? {
        let uuid = try Self.normalized(id)
        return try read { db in
            let performer = try db.statement("SELECT id FROM performers WHERE uuid = ?1").bind(.text(uuid))
            guard try performer.step() else { return nil }
            let statement = try db.statement(Self.performerRecordingsQuery).bind(.integer(performer.int(0)))
            var rows: [PerformerRecording] = []
            // A song's id and title are read once and shared by all of its rows: an artist's
            // thousands of rows name a few hundred songs.
            var songs: [Int: (id: String, title: String)] = [:]
            while try statement.step() {
                let songKey = statement.int(1)
                let song = songs[songKey] ?? (statement.text(2), statement.text(3))
                songs[songKey] = song
                rows.append(
                    PerformerRecording(
                        songId: song.id, songTitle: song.title, recordingId: statement.text(4),
                        albumTitle: statement.optionalText(5), artistCredit: statement.optionalText(6),
                        recordingYear: statement.optionalInt(7), isCanonical: statement.bool(8),
                        roles: Self.roles(
                            leader: statement.bool(9), sideman: statement.bool(10), other: statement.bool(11)),
                        bestCoverArtSmall: statement.optionalText(12), bestCoverArtMedium: statement.optionalText(13)))
            }
            return PerformerRecordingsResponse(recordings: rows)
        }
    }

    /// The performer's recordings in the upstream's order for `sort`; nil when no performer has
    /// this id. The rows arrive by song, then oldest first, and are reordered here: the query
    /// keeps walking its covering index in its own order.
    public func performerRecordings(id: String, sort: PerformerRecordingSort) throws -> PerformerRecordingsResponse? {
        guard let response = try performerRecordings(id: id) else { return nil }
        var songRank: [String: Int] = [:]
        for row in response.recordings where songRank[row.songId] == nil { songRank[row.songId] = songRank.count }
        let ranked = response.recordings.enumerated().map { index, row in
            // Newest first with undated rows last, as `recording_year DESC NULLS LAST`.
            (row: row, song: songRank[row.songId]!, year: row.recordingYear.map { -$0 } ?? Int.max, index: index)
        }
        let ordered =
            switch sort {
            case .year: ranked.sorted { ($0.year, $0.song, $0.index) < ($1.year, $1.song, $1.index) }
            case .name: ranked.sorted { ($0.song, $0.year, $0.index) < ($1.song, $1.year, $1.index) }
            }
        return PerformerRecordingsResponse(recordings: ordered.map(\.row))
    }

    /// The artist page's rows: the performer's credits grouped by recording in the order of
    /// `recording_performers_by_performer`, which holds the roles too, so grouping needs no
    /// sort of its own; each card's cover is the one derived ahead in `recording_covers`.
    static let performerRecordingsQuery = """
        SELECT rp.recording_id, r.song_id, s.uuid, s.title, r.uuid, rel.title, rel.artist_credit, r.recording_year,
               r.is_canonical, max(rp.role = 'leader'), max(rp.role = 'sideman'), max(rp.role = 'other'),
               c.small, c.medium
        FROM recording_performers rp JOIN recordings r ON r.id = rp.recording_id JOIN songs s ON s.id = r.song_id
        LEFT JOIN releases rel ON rel.id = r.default_release_id
        LEFT JOIN recording_covers c ON c.recording_id = rp.recording_id
        WHERE rp.performer_id = ?1 GROUP BY rp.recording_id ORDER BY s.sort_key, r.recording_year, r.uuid
        """

    /// The role lists a row can carry, made once: rows share them instead of each holding its own.
    private static let roleLists: [[String]] = (0..<8).map { bits in
        CreditRole.allCases.enumerated().filter { bits & (1 << $0.offset) != 0 }.map(\.element.rawValue)
    }

    private static func roles(leader: Bool, sideman: Bool, other: Bool) -> [String] {
        roleLists[(leader ? 1 : 0) | (sideman ? 2 : 0) | (other ? 4 : 0)]
    }

    // MARK: - Helpers

    static func normalized(_ id: String) throws -> String {
        guard StableID.isWellFormed(id) else { throw CatalogQueryError.malformedID(id) }
        return id.lowercased()
    }

    static func decodeStrings(_ json: String) -> [String] {
        (try? JSONDecoder().decode([String].self, from: Data(json.utf8))) ?? []
    }

    static func decodeDictionary(_ json: String) -> [String: String] {
        (try? JSONDecoder().decode([String: String].self, from: Data(json.utf8))) ?? [:]
    }

    static func encodeStrings(_ strings: [String]) -> String {
        String(decoding: (try? JSONEncoder().encode(strings)) ?? Data("[]".utf8), as: UTF8.self)
    }
}
