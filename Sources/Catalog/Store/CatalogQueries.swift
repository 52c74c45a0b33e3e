import FoundationEssentials
import TextFormatting

/// The catalog's reads, written once for every database a `CatalogConnection` reaches: the
/// SQL (with `CatalogDialect` for what the databases spell differently) and the rules applied
/// in Swift to the rows it returns. `SQLiteCatalogStore` runs them on the catalog file,
/// `PostgresCatalogStore` on PostgreSQL, so both answer with the same payloads.
enum CatalogQueries {
    static func ping(_ db: some CatalogConnection) throws {
        _ = try db.firstRow("SELECT 1 FROM songs LIMIT 1", []) { _ in () }
    }

    static func counts(_ db: some CatalogConnection) throws -> CatalogCounts {
        func count(_ table: String) throws -> Int {
            try db.firstRow("SELECT count(*) FROM \(table)", []) { $0.int(0) } ?? 0
        }
        return CatalogCounts(
            songs: try count("songs"), recordings: try count("recordings"), performers: try count("performers"),
            releases: try count("releases"), recordingReleases: try count("recording_releases"),
            performerCredits: try count("recording_performers"), streamingLinks: try count("streaming_links"),
            releaseImagery: try count("release_imagery"), contributions: try count("recording_contributions"),
            authorityRecommendations: try count("authority_recommendations"), instruments: try count("instruments"))
    }

    /// Whether a song has other titles: a list of them is stored as JSON, "[]" for none.
    static func holdsAlternateTitles(_ db: some CatalogConnection) throws -> Bool {
        try db.firstRow("SELECT count(*) FROM (SELECT 1 FROM songs WHERE alt_titles <> '[]' LIMIT 1) AS one", []) {
            $0.int(0)
        } == 1
    }

    // MARK: - Indexes

    /// Which entries of an index a query keeps.
    enum IndexFilter {
        case everything
        case matching(CatalogSearch)
        /// A query of nothing but punctuation: it asks for nothing a name holds.
        case nothing

        init(_ query: String?) {
            guard let query, !SearchFolding.fold(query).trimmingWhitespace().isEmpty else {
                self = .everything
                return
            }
            self = CatalogSearch(query).map(IndexFilter.matching) ?? .nothing
        }

        /// The SQL condition that rows must meet before their keys are matched (`wordsHeldAsTyped`,
        /// each a parameter from ?1), and its parameters: the database skips most rows itself.
        func condition(_ dialect: CatalogDialect) -> (sql: String, values: [CatalogValue]) {
            switch self {
            case .everything: return ("TRUE", [])
            case .nothing: return ("FALSE", [])
            case .matching(let search):
                let words = search.wordsHeldAsTyped
                guard !words.isEmpty else { return ("TRUE", []) }
                let tests = words.indices.map { dialect.contains("search_key", "?\($0 + 1)") }
                return (tests.joined(separator: " AND "), words.map(CatalogValue.text))
            }
        }

        /// Whether the row whose stored search key is in `column` is kept, once it has met the
        /// `condition`; the key is read in place, never made into text (the Artists list looks
        /// at 31k of them a key pressed).
        func keeps(_ row: some CatalogRow, searchKey column: Int32) -> Bool {
            switch self {
            case .everything: true
            case .matching(let search) where search.isDecidedByWordsHeld: true
            case .matching(let search): row.withTextBytes(column) { $0.map(search.finds) ?? false }
            case .nothing: false
            }
        }

        /// A kept row's place among a search's results, by how well its stored key matches
        /// (`CatalogSearch.Match`), read in place; every row of a whole list is alike.
        func rank(_ row: some CatalogRow, searchKey column: Int32) -> Int {
            guard case .matching(let search) = self else { return 0 }
            return row.withTextBytes(column) { $0.flatMap(search.match(searchKey:))?.rawValue } ?? Int.max
        }

        /// The entries best match first, in the index's order within a kind.
        static func bestFirst<Entry>(_ ranked: [(rank: Int, entry: Entry)]) -> [Entry] {
            ranked.enumerated().sorted { ($0.element.rank, $0.offset) < ($1.element.rank, $1.offset) }.map(
                \.element.entry)
        }
    }

    /// A search's songs come best match first (`IndexFilter.rank`); the whole list in order.
    static func songs(_ db: some CatalogConnection, filter: IndexFilter) throws -> [SongIndexEntry] {
        var entries: [(rank: Int, entry: SongIndexEntry)] = []
        let condition = filter.condition(db.dialect)
        try db.rows(
            """
            SELECT uuid, title, composer, composed_year, alt_titles, search_key FROM songs
            WHERE \(condition.sql) ORDER BY sort_key, title, uuid
            """, condition.values
        ) { row in
            guard filter.keeps(row, searchKey: 5) else { return }
            let entry = SongIndexEntry(
                id: row.text(0), title: row.name(1), composer: row.optionalName(2),
                composedYear: row.optionalInt(3), altTitles: CatalogText.names(StringListJSON.decode(row.text(4))))
            entries.append((filter.rank(row, searchKey: 5), entry))
        }
        return IndexFilter.bestFirst(entries)
    }

    /// A search's performers come best match first (`IndexFilter.rank`); the whole list in order.
    static func performers(_ db: some CatalogConnection, filter: IndexFilter) throws -> [PerformerIndexEntry] {
        if case .everything = filter {
            var entries: [PerformerIndexEntry] = []
            entries.reserveCapacity(32_000)
            try db.rows(performersQuery(where: filter.condition(db.dialect).sql), []) { row in
                entries.append(PerformerIndexEntry(id: row.text(0), name: row.name(1), sortName: row.optionalName(2)))
            }
            return entries
        }
        var entries: [(rank: Int, entry: PerformerIndexEntry)] = []
        let condition = filter.condition(db.dialect)
        try db.rows(performersQuery(where: condition.sql), condition.values) { row in
            guard filter.keeps(row, searchKey: 3) else { return }
            let entry = PerformerIndexEntry(id: row.text(0), name: row.name(1), sortName: row.optionalName(2))
            entries.append((filter.rank(row, searchKey: 3), entry))
        }
        return IndexFilter.bestFirst(entries)
    }

    /// `performers_by_sort_key` holds every column read here, in this order: the Artists list
    /// runs this on every search, and walking that index neither sorts 31k rows nor looks any
    /// of them up in the table. The search is Swift's (`CatalogSearch`): a misspelt word is
    /// nothing SQL finds; SQL only skips the rows that lack a word too short to be misspelt.
    static func performersQuery(where condition: String) -> String {
        """
        SELECT uuid, name, sort_name, search_key FROM performers WHERE \(condition) ORDER BY sort_key, name, uuid
        """
    }

    // MARK: - Song page

    static func songSummary(_ db: some CatalogConnection, uuid: String) throws -> SongSummary? {
        let song = try db.firstRow(
            """
            SELECT id, uuid, title, composer, composed_year, composed_key, structure, wikipedia_url,
                   external_references, alt_titles,
                   (SELECT count(*) FROM recordings r WHERE r.song_id = songs.id),
                   (SELECT count(*) FROM authority_recommendations a WHERE a.song_id = songs.id),
                   EXISTS (SELECT 1 FROM recordings r JOIN streaming_links sl ON sl.recording_id = r.id
                           WHERE r.song_id = songs.id),
                   song_reference, musicbrainz_id, created_at, updated_at
            FROM songs WHERE uuid = ?1
            """, [.text(uuid)]
        ) { song in
            var summary = SongSummary(
                id: song.text(1), title: song.name(2), composer: song.optionalName(3),
                composedYear: song.optionalInt(4), composedKey: song.optionalText(5),
                structure: song.optionalText(6), wikipediaUrl: song.optionalText(7),
                externalReferences: SQLiteCatalogStore.decodeDictionary(song.text(8)),
                altTitles: CatalogText.names(StringListJSON.decode(song.text(9))),
                authorityRecommendationCount: song.int(11),
                recordingCount: song.int(10), hasAnyStreaming: song.bool(12), featuredRecordings: [])
            summary.songReference = song.optionalProse(13)
            summary.musicbrainzId = song.optionalText(14)
            summary.createdAt = song.optionalText(15)
            summary.updatedAt = song.optionalText(16)
            return (internalID: song.int(0), summary: summary)
        }
        guard let (songID, header) = song else { return nil }
        var summary = header
        summary.transcriptions = try transcriptions(db, of: .song(songID), order: .undatedFirst)
        summary.transcriptionCount = summary.transcriptions.count
        summary.featuredRecordings = try featuredRows(
            db, where: "r.id IN (SELECT recording_id FROM authority_recommendations WHERE song_id = ?1)",
            [.integer(songID)]
        )
        .values.sorted { ($0.recordingYear ?? Int.max, $0.id) < ($1.recordingYear ?? Int.max, $1.id) }
        return summary
    }

    /// The recordings `condition` picks (over `recordings r`), each as a featured row is
    /// written: the batch's row, with its date, default release and notes; by id.
    static func featuredRows(_ db: some CatalogConnection, where condition: String, _ parameters: [CatalogValue])
        throws -> [String: FeaturedRecording]
    {
        var ids: [Int] = []
        var details: [String: (date: String?, defaultRelease: String?, notes: String?)] = [:]
        try db.rows(
            """
            SELECT r.id, r.uuid, r.recording_date, rel.uuid, r.notes FROM recordings r
            LEFT JOIN releases rel ON rel.id = r.default_release_id
            WHERE \(condition)
            """, parameters
        ) { row in
            ids.append(row.int(0))
            details[row.text(1)] = (row.optionalText(2), row.optionalText(3), row.optionalProse(4))
        }
        var rows: [String: FeaturedRecording] = [:]
        for recording in try hydrate(db, internalIDs: ids) {
            let detail = details[recording.id]
            rows[recording.id] = FeaturedRecording(
                recording: recording, recordingDate: detail?.date ?? nil,
                defaultReleaseId: detail?.defaultRelease ?? nil,
                notes: detail?.notes ?? nil)
        }
        return rows
    }

    static func songShell(_ db: some CatalogConnection, uuid: String, sort: SongRecordingSort) throws
        -> ShellResponse?
    {
        guard let songID = try db.firstRow("SELECT id FROM songs WHERE uuid = ?1", [.text(uuid)], { $0.int(0) })
        else { return nil }
        var rows: [ShellRecording] = []
        var instrumentLists: [String: [String]] = [:]
        try db.rows(songShellQuery(sort), [.integer(songID)]) { row in
            typealias Column = ShellColumn
            let leader = row.optionalText(Column.leaderID).map {
                PerformerCredit(
                    id: $0, name: row.name(Column.leaderName), sortName: row.optionalName(Column.leaderSortName),
                    instrument: row.optionalName(Column.leaderInstrument), role: CreditRole.leader.rawValue)
            }
            let instrumentsJSON = row.text(Column.instruments)
            let instruments = instrumentLists[instrumentsJSON] ?? StringListJSON.decode(instrumentsJSON)
            instrumentLists[instrumentsJSON] = instruments
            let services = row.int(Column.services)
            rows.append(
                ShellRecording(
                    id: row.text(Column.id), title: row.optionalName(Column.title),
                    albumTitle: row.optionalName(Column.albumTitle),
                    artistCredit: row.optionalName(Column.artistCredit),
                    recordingYear: row.optionalInt(Column.year), isCanonical: row.bool(Column.isCanonical),
                    performers: leader.map { [$0] } ?? [], instrumentsPresent: instruments,
                    isInstrumental: row.optionalBool(Column.isInstrumental), hasSpotify: services & 1 != 0,
                    hasAppleMusic: services & 2 != 0, hasYoutube: services & 4 != 0,
                    authorityCount: row.int(Column.authorityCount)))
        }
        return ShellResponse(songId: uuid, recordings: rows)
    }

    /// The shell's JSON written from the rows as they are read, for the server: the bytes
    /// `songShell`'s answer encodes to (`CompactJSONTests` compares them for every song of the
    /// demo catalog), without the strings and rows `songShell` makes on the way, a large part of
    /// what a fresh shell costs the server.
    static func songShellJSON(_ db: some CatalogConnection, uuid: String, sort: SongRecordingSort) throws
        -> [UInt8]?
    {
        guard let songID = try db.firstRow("SELECT id FROM songs WHERE uuid = ?1", [.text(uuid)], { $0.int(0) })
        else { return nil }
        var rows: [UInt8] = [UInt8(ascii: "[")]
        rows.reserveCapacity(64 * 1024)
        var count = 0
        try db.rows(songShellQuery(sort), [.integer(songID)]) { row in
            if count > 0 { rows.append(UInt8(ascii: ",")) }
            count += 1
            CompactJSON.Object.write(into: &rows, as: ShellRecording.self) { writeShellRow(row, &$0) }
        }
        rows.append(UInt8(ascii: "]"))
        var json: [UInt8] = []
        json.reserveCapacity(rows.count + 128)
        CompactJSON.Object.write(into: &json, as: ShellResponse.self) { object in
            object.member("recording_count", count)
            rows.withUnsafeBufferPointer { object.member("recordings", json: $0) }
            object.member("song_id", uuid)
        }
        return json
    }

    /// One row of `songShellQuery` as `JSONEncoder` writes the `ShellRecording` that
    /// `songShell` makes of it.
    private static func writeShellRow(_ row: some CatalogRow, _ object: inout CompactJSON.Object) {
        typealias Column = ShellColumn
        let services = row.int(Column.services)
        row.withTextBytes(Column.albumTitle) { object.member("album_title", optionalText: $0) }
        row.withTextBytes(Column.artistCredit) { object.member("artist_credit", optionalText: $0) }
        object.member("authority_count", row.int(Column.authorityCount))
        object.member("has_apple_music", services & 2 != 0)
        object.member("has_spotify", services & 1 != 0)
        object.member("has_streaming", services & 7 != 0)
        object.member("has_youtube", services & 4 != 0)
        row.withTextBytes(Column.id) { object.member("id", text: $0) }
        row.withTextBytes(Column.instruments) { list in
            if let list, StringListJSON.isCompact(list) {
                object.member("instruments_present", json: list)
            } else {
                object.member(
                    "instruments_present", list.map { StringListJSON.decode(String(decoding: $0, as: UTF8.self)) } ?? []
                )
            }
        }
        object.member("is_canonical", row.bool(Column.isCanonical))
        object.member("is_instrumental", row.optionalBool(Column.isInstrumental))
        let hasLeader = row.withTextBytes(Column.leaderID) { $0 != nil }
        object.member("performers", objects: hasLeader ? 1 : 0, of: PerformerCredit.self) { _, leader in
            row.withTextBytes(Column.leaderID) { leader.member("id", text: $0) }
            row.withTextBytes(Column.leaderInstrument) { leader.member("instrument", optionalText: $0) }
            row.withTextBytes(Column.leaderName) { leader.member("name", text: $0) }
            leader.member("role", CreditRole.leader.rawValue)
            row.withTextBytes(Column.leaderSortName) { leader.member("sort_name", optionalText: $0) }
        }
        object.member("recording_year", row.optionalInt(Column.year))
        row.withTextBytes(Column.title) { object.member("title", optionalText: $0) }
    }

    /// Where `songShellQuery`'s columns are, for its two readings: rows made of them
    /// (`songShell`) and their JSON written from them (`songShellJSON`).
    private enum ShellColumn {
        static let id: Int32 = 0
        static let title: Int32 = 1
        static let albumTitle: Int32 = 2
        static let artistCredit: Int32 = 3
        static let year: Int32 = 4
        static let isCanonical: Int32 = 5
        static let leaderID: Int32 = 6
        static let leaderName: Int32 = 7
        static let leaderSortName: Int32 = 8
        static let leaderInstrument: Int32 = 9
        static let instruments: Int32 = 10
        static let isInstrumental: Int32 = 11
        static let services: Int32 = 12
        static let authorityCount: Int32 = 13
    }

    /// A song's rows of `shell_rows`, which lie together in the year order: by year, they are
    /// read as they lie; by leader, sorted on two integers.
    static func songShellQuery(_ sort: SongRecordingSort) -> String {
        let order =
            switch sort {
            case .year: "year_order, leader_order, recording_id"
            case .name: "leader_order, year_order, recording_id"
            }
        return """
            SELECT uuid, title, album_title, artist_credit, recording_year, is_canonical, leader_uuid, leader_name,
                   leader_sort_name, leader_instrument, instruments_present, is_instrumental, services, authority_count
            FROM shell_rows WHERE song_id = ?1 ORDER BY \(order)
            """
    }

    static func hydrate(_ db: some CatalogConnection, uuids: [String]) throws -> BatchResponse {
        var internalIDs: [Int] = []
        try db.rows("SELECT id FROM recordings WHERE \(db.dialect.isAmong("uuid", "?1"))", [.texts(uuids)]) {
            internalIDs.append($0.int(0))
        }
        return BatchResponse(recordings: try hydrate(db, internalIDs: internalIDs))
    }

    /// The rows in the catalog's order of recordings: the upstream leaves a batch's order to its
    /// database, and without an order SQLite and PostgreSQL answer the same batch of the same
    /// catalog in different orders.
    private static func hydrate(_ db: some CatalogConnection, internalIDs: [Int]) throws -> [RecordingPayload] {
        guard !internalIDs.isEmpty else { return [] }
        let scope = RecordingScope.recordings(internalIDs)
        let facts = RecordingFacts(db, scope)
        let credits = try facts.credits()
        let streaming = try facts.streaming()
        let authority = try facts.authoritySources()
        let covers = try facts.covers()
        var payloads: [RecordingPayload] = []
        try db.rows(
            """
            SELECT r.id, r.uuid, r.title, rel.title, rel.artist_credit, r.recording_year, r.is_canonical,
                   r.is_instrumental,
                   (SELECT count(*) FROM recording_contributions c WHERE c.recording_id = r.id),
                   (SELECT count(*) FROM recording_contributions c WHERE c.recording_id = r.id AND c.is_instrumental IS NOT NULL)
            FROM recordings r LEFT JOIN releases rel ON rel.id = r.default_release_id
            WHERE \(scope.clause(db.dialect)) ORDER BY r.id
            """, [scope.parameter]
        ) { row in
            let internalID = row.int(0)
            let links = streaming[internalID] ?? [:]
            payloads.append(
                RecordingPayload(
                    id: row.text(1), title: row.optionalName(2), albumTitle: row.optionalName(3),
                    artistCredit: row.optionalName(4), recordingYear: row.optionalInt(5),
                    isCanonical: row.bool(6), front: covers[internalID]?.front ?? nil,
                    back: covers[internalID]?.back ?? nil,
                    bestSpotifyUrl: links[.spotify].flatMap { $0.url.isEmpty ? nil : $0.url },
                    services: links.keys.sorted(),
                    performers: (credits[internalID] ?? []).sorted(by: CreditFact.listingOrder).map(\.credit),
                    authorityCount: authority[internalID]?.count ?? 0,
                    authoritySources: Array(Set(authority[internalID] ?? [])).sorted(),
                    communityData: row.int(8) == 0
                        ? nil : CommunityDataSummary(isInstrumental: row.optionalBool(7), votes: row.int(9))))
        }
        return payloads
    }

    // MARK: - Artist page

    static func performerPage(_ db: some CatalogConnection, uuids: [String]) throws -> [PerformerPageEntry] {
        var rows: [String: PerformerPageEntry] = [:]
        try db.rows(
            """
            SELECT uuid, name, sort_name, biography, birth_date, death_date, wikipedia_url FROM performers
            WHERE \(db.dialect.isAmong("uuid", "?1"))
            """, [.texts(uuids)]
        ) { row in
            rows[row.text(0)] = PerformerPageEntry(
                id: row.text(0), name: row.name(1), sortName: row.optionalName(2), biography: row.optionalProse(3),
                birthDate: row.optionalText(4), deathDate: row.optionalText(5), wikipediaUrl: row.optionalText(6))
        }
        return uuids.compactMap { rows[$0] }
    }

    static func performerSummary(_ db: some CatalogConnection, uuid: String) throws -> PerformerSummary? {
        let performer = try db.firstRow(
            """
            SELECT id, uuid, name, sort_name, biography, birth_date, death_date, wikipedia_url,
                   (SELECT count(*) FROM recording_performers WHERE performer_id = performers.id)
            FROM performers WHERE uuid = ?1
            """, [.text(uuid)]
        ) { row in
            (
                internalID: row.int(0),
                summary: PerformerSummary(
                    id: row.text(1), name: row.name(2), sortName: row.optionalName(3),
                    biography: row.optionalProse(4), birthDate: row.optionalText(5), deathDate: row.optionalText(6),
                    wikipediaUrl: row.optionalText(7), instruments: [], recordingCount: row.int(8))
            )
        }
        guard let (performerID, header) = performer else { return nil }
        var summary = header
        try db.rows(
            """
            SELECT i.name, pi.is_primary FROM performer_instruments pi JOIN instruments i ON i.id = pi.instrument_id
            WHERE pi.performer_id = ?1 ORDER BY pi.is_primary DESC, i.name
            """, [.integer(performerID)]
        ) { row in
            summary.instruments.append(PerformerInstrument(name: row.name(0), isPrimary: row.bool(1)))
        }
        return summary
    }

    /// Every recording the performer is credited on, once each with all their roles, by song
    /// title, then year.
    static func performerRecordings(_ db: some CatalogConnection, uuid: String) throws
        -> PerformerRecordingsResponse?
    {
        guard
            let performerID = try db.firstRow("SELECT id FROM performers WHERE uuid = ?1", [.text(uuid)], { $0.int(0) })
        else { return nil }
        var rows: [PerformerRecording] = []
        // A song's id and title are read once and shared by all of its rows: an artist's
        // thousands of rows name a few hundred songs.
        var songs: [Int: (id: String, title: String)] = [:]
        try db.rows(performerRecordingsQuery(db.dialect), [.integer(performerID)]) { row in
            let songKey = row.int(1)
            let song = songs[songKey] ?? (row.text(2), row.name(3))
            songs[songKey] = song
            rows.append(
                PerformerRecording(
                    songId: song.id, songTitle: song.title, recordingId: row.text(4),
                    albumTitle: row.optionalName(5), artistCredit: row.optionalName(6),
                    recordingYear: row.optionalInt(7), isCanonical: row.bool(8),
                    roles: roles(leader: row.bool(9), sideman: row.bool(10), other: row.bool(11)),
                    bestCoverArtSmall: row.optionalText(12), bestCoverArtMedium: row.optionalText(13)))
        }
        return PerformerRecordingsResponse(recordings: rows)
    }

    /// The performer's recordings in the upstream's order for `sort`. The rows arrive by song,
    /// then oldest first, and are reordered here: the query keeps walking its covering index in
    /// its own order.
    static func performerRecordings(_ db: some CatalogConnection, uuid: String, sort: PerformerRecordingSort) throws
        -> PerformerRecordingsResponse?
    {
        guard let response = try performerRecordings(db, uuid: uuid) else { return nil }
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
    static func performerRecordingsQuery(_ dialect: CatalogDialect) -> String {
        """
        SELECT rp.recording_id, r.song_id, s.uuid, s.title, r.uuid, rel.title, rel.artist_credit, r.recording_year,
               r.is_canonical, \(dialect.anyOf("rp.role = 'leader'")), \(dialect.anyOf("rp.role = 'sideman'")),
               \(dialect.anyOf("rp.role = 'other'")), c.small, c.medium
        FROM recording_performers rp JOIN recordings r ON r.id = rp.recording_id JOIN songs s ON s.id = r.song_id
        LEFT JOIN releases rel ON rel.id = r.default_release_id
        LEFT JOIN recording_covers c ON c.recording_id = rp.recording_id
        WHERE rp.performer_id = ?1
        \(dialect.group(by: "rp.recording_id", functionallyDetermining: ["r.id", "s.id", "rel.id", "c.recording_id"]))
        ORDER BY s.sort_key, r.recording_year NULLS FIRST, r.uuid
        """
    }

    /// The role lists a row can carry, made once: rows share them instead of each holding its own.
    private static let roleLists: [[String]] = (0..<8).map { bits in
        CreditRole.allCases.enumerated().filter { bits & (1 << $0.offset) != 0 }.map(\.element.rawValue)
    }

    private static func roles(leader: Bool, sideman: Bool, other: Bool) -> [String] {
        roleLists[(leader ? 1 : 0) | (sideman ? 2 : 0) | (other ? 4 : 0)]
    }
}
