import Catalog

/// The song page's shelves. Rows arrive in the catalog's order for the sort (year ascending,
/// undated last; or leader sort name, leaderless last), and grouping keeps that order:
///
/// - Year: one shelf per decade, "Unknown Year" last.
/// - Name: one shelf per leader name (two performers who share a name share a shelf),
///   "Unknown" for recordings without a leader; every leader gets a shelf of their own.
public enum SongRecordingGrouping {
    public static let unknownLeader = "Unknown"

    public static func shelves(
        _ rows: [ShellRecording], sort: SongRecordingSort
    ) -> [RecordingShelf<ShellRecording>] {
        var accumulator = ShelfAccumulator<ShellRecording>()
        for row in rows {
            accumulator.add(row, to: key(for: row, sort: sort))
        }
        return accumulator.result
    }

    public static func key(for row: ShellRecording, sort: SongRecordingSort) -> String {
        switch sort {
        case .year: DecadeKey.key(for: row.recordingYear)
        case .name: row.performers.first { $0.role == CreditRole.leader.rawValue }?.name ?? unknownLeader
        }
    }
}
