import Catalog

/// What a recordings section shows for its current controls: the filtered total for the
/// header ("ALL RECORDINGS (n)" / "RECORDINGS (n)") and the shelves.
public struct RecordingsSectionContent<Row: Sendable>: Sendable {
    public let total: Int
    public let shelves: [RecordingShelf<Row>]

    public var isEmpty: Bool { total == 0 }

    public static var emptyMessage: String { "No recordings match the current filters" }
}

/// The song page's "ALL RECORDINGS" section: filter the shell rows, then group them.
public struct SongRecordingsSection: Sendable {
    public var sort: SongRecordingSort
    public var filters: SongRecordingFilters

    public init(sort: SongRecordingSort = .year, filters: SongRecordingFilters = SongRecordingFilters()) {
        self.sort = sort
        self.filters = filters
    }

    /// `rows` must be in the catalog's order for `sort` (`SQLiteCatalogStore.songShell(id:sort:)`).
    public func content(of rows: [ShellRecording]) -> RecordingsSectionContent<ShellRecording> {
        let visible = rows.filter(filters.admits)
        return RecordingsSectionContent(
            total: visible.count, shelves: SongRecordingGrouping.shelves(visible, sort: sort))
    }
}

/// The artist page's "RECORDINGS" section: role and search filters, then grouping.
public struct ArtistRecordingsSection: Sendable {
    public var sort: ArtistRecordingSort
    public var role: ArtistRole
    public var search: ArtistRecordingSearch

    public init(sort: ArtistRecordingSort = .year, role: ArtistRole = .all, search: String = "") {
        self.sort = sort
        self.role = role
        self.search = ArtistRecordingSearch(search)
    }

    public func content(of rows: [PerformerRecording]) -> RecordingsSectionContent<PerformerRecording> {
        let visible = role == .all && search.isEmpty ? rows : rows.filter { role.admits($0) && search.admits($0) }
        return RecordingsSectionContent(
            total: visible.count, shelves: ArtistRecordingGrouping.shelves(visible, sort: sort))
    }
}
