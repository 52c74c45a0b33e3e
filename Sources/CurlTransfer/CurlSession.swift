import CCurlLoader

/// A libcurl handle kept open between transfers, so that a client asking one server many
/// times reuses its connection instead of opening one per request (a sync of a whole catalog
/// would otherwise leave tens of thousands of closed sockets waiting out TIME_WAIT). Not for
/// two threads at once: each worker keeps a session of its own.
package final class CurlSession {
    let handle: OpaquePointer?

    /// A session, or one that opens a connection per transfer when libcurl cannot be loaded
    /// (the transfer then says why).
    package init() {
        handle = ccurl_session_open()
    }

    deinit {
        ccurl_session_close(handle)
    }
}
