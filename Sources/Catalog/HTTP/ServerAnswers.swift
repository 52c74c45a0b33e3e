/// What a server's answers become before the pages read them: in the product's own order
/// whatever order the server keeps (the upstream's database sorts by bytes, so `'Round
/// Midnight` comes before "A" and `Águas de Março` after "Y"), and with what the upstream's
/// answers leave out filled in from what they do carry. The catalog file's answers are already
/// so, and nothing here changes them.
enum ServerAnswers {
    // MARK: Order

    /// The Songs list's order, as the catalog file keeps it: by folded title, then title, then id.
    static func inOurOrder(_ songs: [SongIndexEntry]) -> [SongIndexEntry] {
        sorted(songs) { [SearchFolding.fold($0.title), $0.title, $0.id] }
    }

    /// The Artists list's order, as the catalog file keeps it: by folded sort name (the name
    /// when there is none), then name, then id.
    static func inOurOrder(_ performers: [PerformerIndexEntry]) -> [PerformerIndexEntry] {
        sorted(performers) { [SearchFolding.fold($0.sortName ?? $0.name), $0.name, $0.id] }
    }

    /// A shell in the order its sort names: by year, undated last; by leader as the Artists
    /// list orders them, leaderless last, then by year. Rows the order leaves tied keep the
    /// server's order.
    static func inOurOrder(_ shell: ShellResponse, sort: SongRecordingSort) -> ShellResponse {
        let year = { (row: ShellRecording) in row.recordingYear.map { [0, $0] } ?? [1, 0] }
        let keyed = shell.recordings.enumerated().map { position, row in
            // Only the order by leader reads the leaders' keys.
            let leader = sort == .name ? row.performers.first { $0.role == CreditRole.leader.rawValue } : nil
            let leaderKey = leader.map { [SearchFolding.fold($0.sortName ?? $0.name), $0.name, $0.id] }
            return (row: row, position: position, year: year(row), leader: leaderKey)
        }
        let ordered = keyed.sorted { left, right in
            if sort == .name, !sameBytes(left.leader, right.leader) {
                guard let leftLeader = left.leader else { return false }
                guard let rightLeader = right.leader else { return true }
                return bytesPrecede(leftLeader, rightLeader)
            }
            if left.year != right.year { return left.year.lexicographicallyPrecedes(right.year) }
            return left.position < right.position
        }
        var result = shell
        result.recordings = ordered.map(\.row)
        return result
    }

    // MARK: What the upstream leaves out

    /// The summary, its id the one asked for when the answer leaves it out, and its featured
    /// rows completed as a batch's are.
    static func completed(_ summary: SongSummary, id: String) -> SongSummary {
        var summary = summary
        if summary.id.isEmpty { summary.id = id }
        for index in summary.featuredRecordings.indices {
            summary.featuredRecordings[index].recording = completed(summary.featuredRecordings[index].recording)
        }
        return summary
    }

    static func completed(_ batch: BatchResponse) -> BatchResponse {
        BatchResponse(recordings: batch.recordings.map(completed))
    }

    /// A row's per-service flags, from its services where the answer leaves the flags out (the
    /// upstream's featured recordings list the services but no flags).
    static func completed(_ row: RecordingPayload) -> RecordingPayload {
        var row = row
        let services = Set(row.streamingServices)
        row.hasSpotify = row.hasSpotify || services.contains(StreamingService.spotify.rawValue)
        row.hasAppleMusic = row.hasAppleMusic || services.contains(StreamingService.appleMusic.rawValue)
        row.hasYoutube = row.hasYoutube || services.contains(StreamingService.youtube.rawValue)
        return row
    }

    /// The recording page, its id the one asked for when the answer leaves it out; when no
    /// release says it is the default (the upstream's say nothing), the one the recording names.
    static func completed(_ detail: RecordingDetail, id: String) -> RecordingDetail {
        var detail = detail
        if detail.id.isEmpty { detail.id = id }
        if !detail.releases.contains(where: \.isDefault), let defaultID = detail.defaultReleaseId {
            for index in detail.releases.indices where detail.releases[index].id == defaultID {
                detail.releases[index].isDefault = true
            }
        }
        return detail
    }

    static func completed(_ summary: PerformerSummary, id: String) -> PerformerSummary {
        var summary = summary
        if summary.id.isEmpty { summary.id = id }
        return summary
    }

    /// One row per recording with every role the performer holds on it. The upstream sends a
    /// row per role (a recording led and played on twice), with `role` and no `roles`.
    static func mergingRoles(_ response: PerformerRecordingsResponse) -> PerformerRecordingsResponse {
        var rows: [PerformerRecording] = []
        var positions: [String: Int] = [:]
        for row in response.recordings {
            let roles = row.roles.isEmpty ? [row.role].filter { !$0.isEmpty } : row.roles
            if let position = positions[row.recordingId] {
                let known = rows[position]
                let merged = known.roles + roles.filter { !known.roles.contains($0) }
                rows[position] = row.withRoles(merged, from: known)
            } else {
                positions[row.recordingId] = rows.count
                rows.append(row.withRoles(roles, from: row))
            }
        }
        return PerformerRecordingsResponse(recordings: rows)
    }

    // MARK: Comparing

    private static func sorted<Row>(_ rows: [Row], by key: (Row) -> [String]) -> [Row] {
        rows.map { (row: $0, key: key($0)) }.sorted { bytesPrecede($0.key, $1.key) }.map(\.row)
    }

    private static func sameBytes(_ left: [String]?, _ right: [String]?) -> Bool {
        guard let left, let right else { return left == nil && right == nil }
        return left.count == right.count && zip(left, right).allSatisfy { $0.utf8.elementsEqual($1.utf8) }
    }

    /// Byte order, as the catalog file compares text.
    private static func bytesPrecede(_ left: [String], _ right: [String]) -> Bool {
        for (a, b) in zip(left, right) where !a.utf8.elementsEqual(b.utf8) {
            return a.utf8.lexicographicallyPrecedes(b.utf8)
        }
        return left.count < right.count
    }
}

extension PerformerRecording {
    /// `known`'s row with these roles, ordered and led as the payload orders them.
    fileprivate func withRoles(_ roles: [String], from known: PerformerRecording) -> PerformerRecording {
        PerformerRecording(
            songId: known.songId, songTitle: known.songTitle, recordingId: known.recordingId,
            albumTitle: known.albumTitle, artistCredit: known.artistCredit, recordingYear: known.recordingYear,
            isCanonical: known.isCanonical, roles: roles, bestCoverArtSmall: known.bestCoverArtSmall,
            bestCoverArtMedium: known.bestCoverArtMedium)
    }
}
