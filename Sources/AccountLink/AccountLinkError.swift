/// Why an account request did not do what was asked, in words for the user.
package enum AccountLinkError: Error, Equatable, CustomStringConvertible {
    /// The server could not be reached or did not answer: nothing is lost, and the user stays
    /// signed in.
    case offline(reason: String)
    /// The server refused, in its own words (`error`), which are shown as they are (made safe).
    case refused(status: Int, message: String)
    /// The server refused the refresh token: the session is over; signing in again is needed.
    case signedOut
    /// Nobody is signed in.
    case notSignedIn
    /// The server answered with what no account server answers.
    case malformed(status: Int)
    /// The server asks to wait (429, 503) for about this many seconds.
    case busy(seconds: Int?)
    /// The session's file cannot be used.
    case file(path: String, reason: String)

    package var description: String {
        switch self {
        case .offline(let reason):
            "The account server could not be reached (\(reason)); nothing was lost, try again later."
        case .refused(_, let message): message
        case .signedOut: "The server ended this session; sign in again (approachnote account login)."
        case .notSignedIn: "Nobody is signed in; approachnote account login signs in."
        case .malformed(let status): "The server's answer (\(status)) is not an account server's."
        case .busy(let seconds):
            "The account server is busy; try again" + (seconds.map { " in \($0) s." } ?? " later.")
        case .file(let path, let reason): "The account file \(path) cannot be used: \(reason)"
        }
    }
}
