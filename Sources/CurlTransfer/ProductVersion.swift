import CBuildInfo

/// The application's version: what `approachnote --version` prints and every request's
/// User-Agent names. It lives with the requests, the lowest module that needs it.
package enum ProductVersion {
    package static let number = "0.1.0"
    /// When this version was made: the manual page's date.
    package static let date = "2026-12-02"
    /// The commit built, or "unknown".
    package static let commit = String(cString: approachnote_build_commit())
}
