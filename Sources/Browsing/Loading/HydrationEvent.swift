/// What a `HydrationPipeline` reports to the page, always tagged with the visit it belongs
/// to: the page applies it only while `HydrationPipeline.isCurrent(visit)`, because a reload
/// can happen between the report and the main thread reading it.
public enum HydrationEvent<Shell: Sendable, Row: Sendable>: Sendable {
    /// The page's structure: show it. The first rows are already being hydrated.
    case shellLoaded(Shell, visit: VisitToken)
    case shellFailed(ShellLoadFailure, visit: VisitToken)
    /// Full rows to merge by id (at most one per id, in no particular order), and the ids the
    /// server did not know.
    case rowsHydrated([Row], missing: [String], visit: VisitToken)
    /// Ids given up on after every retry: show them as failed, with a retry.
    case rowsFailed(HydrationFailure, visit: VisitToken)
}

extension HydrationEvent {
    /// The visit the report belongs to.
    public var visit: VisitToken {
        switch self {
        case .shellLoaded(_, let visit), .shellFailed(_, let visit), .rowsHydrated(_, _, let visit),
            .rowsFailed(_, let visit):
            visit
        }
    }
}

extension HydrationEvent: Equatable where Shell: Equatable, Row: Equatable {}
