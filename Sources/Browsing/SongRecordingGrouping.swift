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

    /// The rows in the page's order for `sort`.
    static func ordered(_ rows: [ShellRecording], sort: SongRecordingSort) -> [ShellRecording] {
        let leaders = rows.map(leader(of:))
        let leaderless = leaders.map { $0 == nil ? 1 : 0 }
        let leaderNames = FoldedRanks.of(leaders.map { $0.map { $0.sortName ?? $0.name } ?? "" })
        let titles = FoldedRanks.of(rows.map { $0.title ?? "" })
        let years = rows.map { $0.recordingYear ?? Int.max }
        let keys = rows.indices.map { row in
            switch sort {
            case .year: (years[row], leaderless[row], leaderNames[row], titles[row])
            case .name: (leaderless[row], leaderNames[row], years[row], titles[row])
            }
        }
        let ids = rows.map(\.id)
        let order = rows.indices.sorted { lhs, rhs in
            keys[lhs] != keys[rhs] ? keys[lhs] < keys[rhs] : ids[lhs] < ids[rhs]
        }
        return order.map { rows[$0] }
    }
}
