import Catalog
import TextFormatting

/// The artist page's Role pill. A recording on which the artist holds both roles appears
/// under LEADER and under SIDEMAN; "other" credits appear only under ALL.
public enum ArtistRole: String, CaseIterable, Hashable, Sendable, Codable {
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
/// Recordings of one year go by song title, then album, then id, whatever order a server
/// sends them in. Rows are ordered once, then grouped in one pass; only the shelf keys are
/// compared again, for Song.
enum ArtistRecordingGrouping {
    static func shelves(
        _ rows: [PerformerRecording], sort: ArtistRecordingSort
    ) -> [RecordingShelf<PerformerRecording>] {
        let chronological = oldestFirst(rows)
        switch sort {
        case .year:
            var grouping = ShelfGrouping<Int?>()
            for position in chronological {
                grouping.add(position, to: DecadeKey.decade(of: rows[position].recordingYear))
            }
            return grouping.shelves(of: rows, label: DecadeKey.label)
        case .song:
            var grouping = ShelfGrouping<String>()
            for position in chronological { grouping.add(position, to: rows[position].songTitle) }
            let folded = grouping.keys.map(SearchFolding.fold)
            let order = grouping.keys.indices.sorted {
                folded[$0] != folded[$1] ? folded[$0] < folded[$1] : grouping.keys[$0] < grouping.keys[$1]
            }
            return grouping.shelves(of: rows, label: { $0 }, groupOrder: order)
        }
    }

    /// Positions ordered by year (undated last), then song title and album (folded), then id.
    static func oldestFirst(_ rows: [PerformerRecording]) -> [Int] {
        let songs = FoldedRanks.of(rows.map(\.songTitle))
        let albums = FoldedRanks.of(rows.map { $0.albumTitle ?? "" })
        let ids = rows.map(\.recordingId)
        let keys = rows.indices.map { (rows[$0].recordingYear ?? Int.max, songs[$0], albums[$0]) }
        return rows.indices.sorted { lhs, rhs in keys[lhs] != keys[rhs] ? keys[lhs] < keys[rhs] : ids[lhs] < ids[rhs] }
    }
}

/// The artist page's search box: a recording matches when its song title or album title holds
/// the text's words, by the rules of every search of the catalog (`CatalogSearch`: any order,
/// punctuation and accents ignored, a letter or two misspelt in a long word).
public struct ArtistRecordingSearch: Hashable, Sendable {
    public let text: String
    /// Nil for text without a letter or a digit, which asks for nothing.
    private let search: CatalogSearch?

    public init(_ text: String) {
        self.text = text
        search = CatalogSearch(text)
    }

    public var isEmpty: Bool { search == nil }

    public func admits(_ row: PerformerRecording) -> Bool {
        guard let search else { return true }
        return search.match([row.songTitle] + [row.albumTitle].compactMap { $0 }) != nil
    }

    /// Two searches are the same when their text is: the rules follow from it.
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.text == rhs.text }
    public func hash(into hasher: inout Hasher) { hasher.combine(text) }
}
