/// Which page is open, which visit of it is current, and where its shell stands.
///
/// Opening the page that is already loaded or loading is not a new visit (returning from a
/// child page must not reload); a reload always is, and shows "Reloading…" over the shell
/// already on screen rather than "Loading…" over nothing.
struct PageVisits {
    private(set) var page: String?
    private(set) var phase = ShellPhase.idle
    private(set) var visit = VisitToken(number: 0)
    /// Whether a shell of this page landed in some visit, so a reload has one on screen.
    private var hasShell = false

    /// A new visit of `page`, or nil when that page is already loaded or loading.
    mutating func open(_ page: String) -> VisitToken? {
        if page == self.page {
            switch phase {
            case .loading, .reloading, .loaded: return nil
            case .idle, .failed: break
            }
        } else {
            self.page = page
            hasShell = false
        }
        return begin()
    }

    /// A new visit of the same page, whatever its phase.
    mutating func reload() -> VisitToken { begin() }

    /// No page: every visit so far is over.
    mutating func leave() {
        page = nil
        hasShell = false
        phase = .idle
        visit = visit.next
    }

    /// Records the shell's arrival (or failure) for `visit`; false when `visit` is over or
    /// its shell was already settled.
    mutating func settle(_ visit: VisitToken, succeeded: Bool) -> Bool {
        guard visit == self.visit, phase == .loading || phase == .reloading else { return false }
        phase = succeeded ? .loaded : .failed
        hasShell = hasShell || succeeded
        return true
    }

    private mutating func begin() -> VisitToken {
        visit = visit.next
        phase = hasShell ? .reloading : .loading
        return visit
    }
}
