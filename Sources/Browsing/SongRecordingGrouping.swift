import Catalog

/// The song page's shelves, in the client's own order whatever order a server sends ties in:
///
/// - Year: one shelf per decade, "Unknown Year" last; in it, by year, then the leader's sort
///   name (leaderless last), then the title.
/// - Name: one shelf per leader name (two performers who share a name share a shelf), by the
///   leaders' sort names, "Unknown" for recordings without a leader last; in it, by year, then
///   the title.
///
/// The recording's id breaks what is left of a tie.
enum SongRecordingGrouping {
    static let unknownLeader = "Unknown"

    static func shelves(
        _ rows: [ShellRecording], sort: SongRecordingSort
    ) -> [RecordingShelf<ShellRecording>] {
        let rows = ordered(rows, sort: sort)
        switch sort {
        case .year:
            var grouping = ShelfGrouping<Int?>()
            for (position, row) in rows.enumerated() {
                grouping.add(position, to: DecadeKey.decade(of: row.recordingYear))
            }
            return grouping.shelves(of: rows, label: DecadeKey.label)
        case .name:
            var grouping = ShelfGrouping<String>()
            for (position, row) in rows.enumerated() { grouping.add(position, to: leaderName(row)) }
            return grouping.shelves(of: rows, label: { $0 })
        }
    }

    static func leaderName(_ row: ShellRecording) -> String {
        leader(of: row)?.name ?? unknownLeader
    }

    private static func leader(of row: ShellRecording) -> PerformerCredit? {
        row.performers.first { $0.role == CreditRole.leader.rawValue }
    }

    /// The rows in the page's order for `sort`. Each row's keys are folded once, not at every
    /// comparison.
    static func ordered(_ rows: [ShellRecording], sort: SongRecordingSort) -> [ShellRecording] {
        let keys = rows.map { row in
            let leader = leader(of: row)
            return (
                year: row.recordingYear ?? Int.max, leaderless: leader == nil ? 1 : 0,
                leader: SearchFolding.fold(leader.map { $0.sortName ?? $0.name } ?? ""),
                title: SearchFolding.fold(row.title ?? ""), id: row.id
            )
        }
        let order = rows.indices.sorted { lhs, rhs in
            let (l, r) = (keys[lhs], keys[rhs])
            switch sort {
            case .year:
                return (l.year, l.leaderless, l.leader, l.title, l.id) < (r.year, r.leaderless, r.leader, r.title, r.id)
            case .name:
                return (l.leaderless, l.leader, l.year, l.title, l.id) < (r.leaderless, r.leader, r.year, r.title, r.id)
            }
        }
        return order.map { rows[$0] }
    }
}
