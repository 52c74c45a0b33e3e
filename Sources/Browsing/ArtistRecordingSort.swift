import Catalog

/// The artist page's Role pill. A recording on which the artist holds both roles appears
/// under LEADER and under SIDEMAN; "other" credits appear only under ALL.
public enum ArtistRole: String, CaseIterable, Hashable, Sendable {
    case all
    case leader
    case sideman

    public var label: String { rawValue.uppercased() }

    public func admits(_ row: PerformerRecording) -> Bool {
        switch self {
        case .all: true
        case .leader, .sideman: row.roles.contains { $0.lowercased() == rawValue }
        }
    }
}

/// The artist page's Sort menu: "Year" (decade shelves) or "Song" (a shelf per song title).
public enum ArtistRecordingSort: String, CaseIterable, Hashable, Sendable {
    case year
    case song

    public var label: String { self == .year ? "Year" : "Song" }
}

/// The artist page's shelves, computed on the client.
///
/// - Year: decade shelves oldest first, "Unknown Year" last; recordings oldest first.
/// - Song: a shelf per song title, A–Z ignoring case and accents; recordings oldest first,
///   undated last.
///
/// Rows are first ordered by year with a counting pass over the years present, then grouped
/// in one pass, so the work is linear in the number of recordings (only the shelf keys are
/// compared-sorted, for Song).
public enum ArtistRecordingGrouping {
    public static func shelves(
        _ rows: [PerformerRecording], sort: ArtistRecordingSort
    ) -> [RecordingShelf<PerformerRecording>] {
        let chronological = oldestFirst(rows)
        var accumulator = ShelfAccumulator<PerformerRecording>()
        switch sort {
        case .year:
            for row in chronological { accumulator.add(row, to: DecadeKey.key(for: row.recordingYear)) }
            return accumulator.result
        case .song:
            for row in chronological { accumulator.add(row, to: row.songTitle) }
            return accumulator.result.sorted { SearchFolding.precedes($0.key, $1.key) }
        }
    }

    /// A stable bucket sort by year, undated last.
    static func oldestFirst(_ rows: [PerformerRecording]) -> [PerformerRecording] {
        var byYear: [Int: [PerformerRecording]] = [:]
        var undated: [PerformerRecording] = []
        for row in rows {
            if let year = row.recordingYear {
                byYear[year, default: []].append(row)
            } else {
                undated.append(row)
            }
        }
        var ordered: [PerformerRecording] = []
        ordered.reserveCapacity(rows.count)
        for year in byYear.keys.sorted() { ordered.append(contentsOf: byYear[year]!) }
        ordered.append(contentsOf: undated)
        return ordered
    }
}

/// The artist page's search box: a recording matches when its song title or album title
/// contains the text, ignoring case, accents and apostrophe shapes.
public struct ArtistRecordingSearch: Hashable, Sendable {
    public let text: String
    private let folded: String

    public init(_ text: String) {
        self.text = text
        folded = SearchFolding.fold(text.trimmingWhitespace)
    }

    public func admits(_ row: PerformerRecording) -> Bool {
        folded.isEmpty || SearchFolding.fold(row.songTitle).contains(folded)
            || (row.albumTitle.map { SearchFolding.fold($0).contains(folded) } ?? false)
    }
}

extension String {
    var trimmingWhitespace: String {
        var scalars = Substring(self)
        while let first = scalars.first, first.isWhitespace { scalars.removeFirst() }
        while let last = scalars.last, last.isWhitespace { scalars.removeLast() }
        return String(scalars)
    }
}
