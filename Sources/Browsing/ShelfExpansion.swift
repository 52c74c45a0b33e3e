/// Which shelves are open on one visit of a page.
///
/// The first shelf opens by itself once per visit, the first time shelves exist. Filters do
/// not close anything: a shelf that disappears and comes back is still open. Changing the
/// sort closes every shelf, and nothing opens by itself afterwards.
public struct ShelfExpansion: Hashable, Sendable {
    public private(set) var expanded: Set<String> = []
    private var didAutoExpand = false

    public init() {}

    public func isExpanded(_ key: String) -> Bool { expanded.contains(key) }

    /// Call whenever the shelves change; opens the first one if this visit never did.
    public mutating func shelvesAppeared(firstKey: String?) {
        guard !didAutoExpand, let firstKey else { return }
        expanded.insert(firstKey)
        didAutoExpand = true
    }

    public mutating func toggle(_ key: String) {
        if expanded.remove(key) == nil { expanded.insert(key) }
    }

    public mutating func expand(_ keys: some Sequence<String>) { expanded.formUnion(keys) }

    public mutating func sortChanged() { closeAll() }

    /// Closes every shelf; none opens by itself afterwards on this visit.
    public mutating func closeAll() {
        expanded.removeAll()
        didAutoExpand = true
    }
}
