/// A snapshot of the current visit for the page's indicators: the shell's phase and how many
/// ids are in each hydration state.
public struct HydrationProgress: Hashable, Sendable {
    var shell: ShellPhase = .idle
    public var pending = 0
    public var inFlight = 0
    public var retrying = 0
    public var hydrated = 0
    public var failed = 0
    public var missing = 0
    /// Results (a shell, a batch's rows or its failure) being handed to the page.
    public var delivering = 0

    /// What is still on its way to the page: ids pending, in flight or waiting to retry, and
    /// results being handed over.
    public var outstanding: Int { pending + inFlight + retrying + delivering }

    /// "Loading…" before the first shell, "Reloading…" while a new shell replaces a shown
    /// one, nil otherwise.
    public var indicator: String? {
        switch shell {
        case .loading: "Loading…"
        case .reloading: "Reloading…"
        case .idle, .loaded, .failed: nil
        }
    }
}
