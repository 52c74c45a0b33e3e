/// Why an id was requested, best first. An id requested for several reasons keeps the best.
enum RequestTier: Int, Comparable {
    /// It was on screen when requested.
    case visible
    /// Its shelf opened: the whole shelf is requested, because cards a horizontal scroll
    /// brings in are not reliably reported as they appear.
    case shelf
    /// It is among the first shell rows, requested before anything is known to be seen.
    case eager

    static func < (lhs: RequestTier, rhs: RequestTier) -> Bool { lhs.rawValue < rhs.rawValue }
}
