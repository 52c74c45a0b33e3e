/// Which recordings a fact query covers. Every query below aliases `recordings` as `r`, so one
/// scope clause serves them all, and the shell and the batch share queries.
enum RecordingScope {
    case song(Int)
    case recordings([Int])

    func clause(_ dialect: CatalogDialect) -> String {
        switch self {
        case .song: "r.song_id = ?1"
        case .recordings: dialect.isAmong("r.id", "?1")
        }
    }

    var parameter: CatalogValue {
        switch self {
        case .song(let id): .integer(id)
        case .recordings(let ids): .integers(ids)
        }
    }
}

/// A performer credit with the keys the catalog orders by.
struct CreditFact {
    let credit: PerformerCredit
    let sortKey: String
    let role: CreditRole

    /// Role (leader, sideman, other), then sort name, then name: how credits are listed. One
    /// performer credited twice in a role (thousands of the demo catalog's recordings) is listed
    /// by instrument, none first, rather than in the order a database happens to return the rows.
    static func listingOrder(_ lhs: CreditFact, _ rhs: CreditFact) -> Bool {
        (lhs.role.rank, lhs.sortKey, lhs.credit.name, lhs.credit.id, lhs.credit.instrument ?? "")
            < (rhs.role.rank, rhs.sortKey, rhs.credit.name, rhs.credit.id, rhs.credit.instrument ?? "")
    }
}

/// Per-recording facts gathered in one query each over a scope, keyed by internal recording id.
struct RecordingFacts<Connection: CatalogConnection> {
    private let db: Connection
    private let scope: RecordingScope

    init(_ db: Connection, _ scope: RecordingScope) {
        self.db = db
        self.scope = scope
    }

    private func rows(_ sql: String, _ each: (Connection.Row) -> Void) throws {
        try db.rows(sql, [scope.parameter], each)
    }

    func credits() throws -> [Int: [CreditFact]] {
        var result: [Int: [CreditFact]] = [:]
        try rows(
            """
            SELECT rp.recording_id, rp.role, p.uuid, p.name, p.sort_name, p.sort_key, i.name
            FROM recordings r JOIN recording_performers rp ON rp.recording_id = r.id
            JOIN performers p ON p.id = rp.performer_id LEFT JOIN instruments i ON i.id = rp.instrument_id
            WHERE \(scope.clause(db.dialect))
            """
        ) { row in
            let role = CreditRole(rawValue: row.text(1)) ?? .other
            let credit = PerformerCredit(
                id: row.text(2), name: row.name(3), sortName: row.optionalName(4),
                instrument: row.optionalName(6), role: role.rawValue)
            result[row.int(0), default: []].append(CreditFact(credit: credit, sortKey: row.text(5), role: role))
        }
        return result
    }

    /// Best track link per service (highest match confidence, then the lowest release id).
    func streaming() throws -> [Int: [StreamingService: (url: String, confidence: Double)]] {
        var result: [Int: [StreamingService: (url: String, confidence: Double)]] = [:]
        try rows(
            """
            SELECT sl.recording_id, sl.service, sl.track_url, sl.match_confidence
            FROM recordings r JOIN streaming_links sl ON sl.recording_id = r.id
            WHERE \(scope.clause(db.dialect)) ORDER BY sl.recording_id, sl.release_id
            """
        ) { row in
            guard let service = StreamingService(rawValue: row.text(1)) else { return }
            let confidence = row.double(3)
            let recording = row.int(0)
            if let existing = result[recording]?[service], existing.confidence >= confidence { return }
            result[recording, default: [:]][service] = (row.text(2), confidence)
        }
        return result
    }

    /// Authority recommendation sources per recording (one entry per recommendation).
    func authoritySources() throws -> [Int: [String]] {
        var result: [Int: [String]] = [:]
        try rows(
            """
            SELECT a.recording_id, a.source
            FROM recordings r JOIN authority_recommendations a ON a.recording_id = r.id
            WHERE \(scope.clause(db.dialect)) ORDER BY a.recording_id, a.id
            """
        ) { row in
            result[row.int(0), default: []].append(row.text(1))
        }
        return result
    }

    /// Front and back covers per recording, by the rules of `FrontCoverChoice`; the back cover
    /// comes only from the default release, so front and back never mix releases. Each image
    /// is ranked from its numbers and source alone, and its URLs are read only when it beats
    /// the best one so far: a page of rows ranks hundreds of images.
    func covers() throws -> [Int: (front: CoverArt?, back: CoverArt?)] {
        var fronts: [Int: FrontCoverChoice.Best] = [:]
        var backs: [Int: FrontCoverChoice.Best] = [:]
        try rows(
            """
            SELECT rr.recording_id, ri.release_id, ri.type = 'Front', ri.source = 'MusicBrainz', r.default_release_id,
                   ri.source, ri.small, ri.medium, ri.large, ri.source_url
            FROM recordings r JOIN recording_releases rr ON rr.recording_id = r.id
            JOIN release_imagery ri ON ri.release_id = rr.release_id
            WHERE \(scope.clause(db.dialect))
            """
        ) { row in
            let recording = row.int(0)
            let releaseID = row.int(1)
            let isFront = row.bool(2)
            let defaultRelease = row.optionalInt(4)
            guard isFront || releaseID == defaultRelease else { return }
            let source = row.text(5)
            let rank = FrontCoverChoice.Rank(
                releaseID: releaseID, isMusicBrainz: row.bool(3), defaultReleaseID: defaultRelease, source: source)
            let art = {
                CoverArt(
                    small: row.optionalText(6), medium: row.optionalText(7), large: row.optionalText(8),
                    source: source, sourceURL: row.optionalText(9))
            }
            if isFront {
                fronts[recording, default: FrontCoverChoice.Best()].offer(rank, art: art)
            } else {
                backs[recording, default: FrontCoverChoice.Best()].offer(rank, art: art)
            }
        }
        var result: [Int: (front: CoverArt?, back: CoverArt?)] = [:]
        for recording in Set(fronts.keys).union(backs.keys) {
            result[recording] = (fronts[recording]?.art, backs[recording]?.art)
        }
        return result
    }
}
