import Catalog

/// The song page's shelves. Rows arrive in the catalog's order for the sort (year ascending,
/// undated last; or leader sort name, leaderless last), and grouping keeps that order:
///
/// - Year: one shelf per decade, "Unknown Year" last.
/// - Name: one shelf per leader name (two performers who share a name share a shelf),
///   "Unknown" for recordings without a leader; every leader gets a shelf of their own.
enum SongRecordingGrouping {
    static let unknownLeader = "Unknown"

    static func shelves(
        _ rows: [ShellRecording], sort: SongRecordingSort
    ) -> [RecordingShelf<ShellRecording>] {
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
        row.performers.first { $0.role == CreditRole.leader.rawValue }?.name ?? unknownLeader
    }
}
