/// A page's shell could not be loaded; opening the page again retries.
public struct ShellLoadFailure: Error, Hashable, Sendable {
    public let page: String?
    public let reason: String
}
