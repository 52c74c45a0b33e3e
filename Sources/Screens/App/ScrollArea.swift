/// The scroll views a page scrolls by itself, each given its case as its id (`.id(_:)`): the
/// page's own, and an index's list of entries.
package enum ScrollArea: Hashable, Sendable {
    case page
    case index
}
