/// One visit of a page: every shell load and every batch carries the visit it was made for,
/// so a result that arrives after the user left the page, or after a reload, is recognised as
/// stale and discarded instead of overwriting the rows of the visit that replaced it.
public struct VisitToken: Hashable, Sendable, CustomStringConvertible {
    let number: UInt64

    /// The visit that follows this one.
    var next: VisitToken { VisitToken(number: number + 1) }

    public var description: String { "visit \(number)" }
}
