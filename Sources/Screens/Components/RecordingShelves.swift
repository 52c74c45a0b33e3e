import Artwork
import Browsing
import Layout

/// The recordings part of a song or artist page: the rows loaded, the shelves they make for
/// the page's controls, which shelves are open, and which reserve a title line on their
/// cards. Shelves are made again only when the rows or the controls change, never per frame.
package struct RecordingShelves<Row: Sendable> {
    private(set) var rows: [Row]?
    package private(set) var content: RecordingsSectionContent<Row>?
    private(set) var expansion = ShelfExpansion()
    private var start: ShelfStart
    private var titledShelves: Set<String> = []
    /// The shelves open when `takeOpenedShelves` was last called.
    private var announcedOpen: Set<String> = []

    package init(options: RecordingsOptions, anchor: DeepLink.Anchor?) {
        start = ShelfStart(options: options, anchor: anchor)
    }

    /// New rows: the shelves on hand stay until they are grouped again (a reload shows the old
    /// ones under "Reloading…").
    package mutating func rowsArrived(_ rows: [Row]) { self.rows = rows }

    /// Groups the rows for the page's controls. The first time, the page's starting options
    /// open shelves and scroll; afterwards the first shelf opens by itself once per visit.
    package mutating func regroup(
        _ group: ([Row]) -> RecordingsSectionContent<Row>,
        reservesTitleLine: (RecordingShelf<Row>) -> Bool = { _ in false }, scroll: (String) -> Void
    ) {
        guard let rows else { return }
        let grouped = group(rows)
        content = grouped
        titledShelves = Set(grouped.shelves.filter(reservesTitleLine).map(\.key))
        start.shelvesAppeared(grouped.shelves.map(\.key), expansion: &expansion, scroll: scroll)
    }

    mutating func sortChanged() { expansion.sortChanged() }

    /// What is wrong with the page's starting options once its shelves appeared: the keys they
    /// name that no shelf has, and the keys there are; nil when nothing is.
    var startProblem: String? {
        guard !start.unknownKeys.isEmpty, let shelves = content?.shelves else { return nil }
        let named = start.unknownKeys.map { "“\($0)”" }.joined(separator: ", ")
        let keys = shelves.prefix(12).map(\.key).joined(separator: ", ") + (shelves.count > 12 ? ", …" : "")
        return (start.unknownKeys.count == 1 ? "No shelf has the key \(named)" : "No shelves have the keys \(named)")
            + "; this page's \(shelves.count) shelves are \(keys)."
    }

    /// What follows a recordings heading: " (n)" with the filtered count, " (…)" while the rows
    /// are on their way, nothing when they could not be loaded (the failure says so below).
    package func headingCount(loadFailed: Bool) -> String {
        if let content { return " (\(GroupedNumber.text(content.total)))" }
        return loadFailed ? "" : " (…)"
    }

    mutating func toggle(_ key: String) { expansion.toggle(key) }

    func isOpen(_ key: String) -> Bool { expansion.isExpanded(key) }

    mutating func openAll() { expansion.expand(content?.shelves.map(\.key) ?? []) }

    /// Closes every shelf; none opens by itself afterwards on this visit.
    mutating func closeAll() { expansion.closeAll() }

    /// Whether there are shelves and every one is open.
    var allOpen: Bool {
        guard let shelves = content?.shelves, !shelves.isEmpty else { return false }
        return shelves.allSatisfy { expansion.isExpanded($0.key) }
    }

    /// "Expand all", or "Collapse all" when every shelf is open: the button beside the
    /// heading, which `+` and `-` do too.
    func expandAllButton(_ set: @escaping (_ open: Bool) -> Void) -> Element {
        let open = allOpen
        return Button(open ? "Collapse all" : "Expand all", isEnabled: content?.shelves.isEmpty == false) {
            set(!open)
        }
        .id("expand-all")
    }

    /// The shelves open now that were not when last asked: a shelf that opens is hydrated
    /// whole, whether the user, the page's options or the first-shelf rule opened it.
    mutating func takeOpenedShelves() -> [RecordingShelf<Row>] {
        let open = content?.shelves.filter { expansion.isExpanded($0.key) } ?? []
        let opened = open.filter { !announcedOpen.contains($0.key) }
        announcedOpen = Set(open.map(\.key))
        return opened
    }

    /// The accordion for the current shelves.
    package func view(
        card: @escaping (Row) -> CardContent, geometry: CardGeometry,
        toggle: @escaping (String) -> Void,
        openCard: @escaping (String) -> Void, elements: CardElements? = nil
    ) -> Element where Row: Identifiable, Row.ID == String {
        let expansion = expansion
        let titled = titledShelves
        return ShelfList(
            shelves: content?.shelves ?? [], isOpen: { expansion.isExpanded($0) },
            openCount: expansion.expanded.count,
            reservesTitleLine: { titled.contains($0) }, card: card, geometry: geometry,
            toggle: toggle, openCard: openCard, elements: elements
        )
        .element
    }
}
