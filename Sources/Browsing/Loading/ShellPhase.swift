/// Where the current visit's shell (the page's structure) stands.
enum ShellPhase: Hashable, Sendable {
    /// No page is open.
    case idle
    /// The page's first shell is on its way; nothing to show yet ("Loading…").
    case loading
    /// A new shell is on its way (a sort change, a refresh) while the previous one is still
    /// shown ("Reloading…").
    case reloading
    /// The shell landed.
    case loaded
    /// The shell could not be loaded; opening the page again retries.
    case failed
}
