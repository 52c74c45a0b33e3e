/// The upstream's account routes, which our server answers and our clients call: written once,
/// so that neither side can drift from the other. The server's own dispatch reads a request's
/// path by its segments; the help it prints names these.
///
/// ```swift
/// UpstreamAccountRoutes.repertoireSong("R-ID", song: "S-ID")  // "/v1/repertoires/R-ID/songs/S-ID"
/// ```
public enum UpstreamAccountRoutes {
    public static let register = "/v1/auth/register"
    public static let login = "/v1/auth/login"
    public static let refreshToken = "/v1/auth/refresh-token"
    public static let me = "/v1/auth/me"
    public static let logout = "/v1/auth/logout"
    public static let changePassword = "/v1/auth/change-password"
    public static let forgotPassword = "/v1/auth/forgot-password"
    public static let resetPassword = "/v1/auth/reset-password"
    public static let deleteAccount = "/v1/auth/delete-account"

    /// The user's repertoires; the trailing slash is the upstream's, which lists and makes them
    /// there.
    public static let repertoires = "/v1/repertoires/"
    public static func repertoire(_ id: String) -> String { "/v1/repertoires/" + id }
    public static func repertoireSongs(_ id: String) -> String { repertoire(id) + "/songs" }
    public static func repertoireSong(_ id: String, song: String) -> String { repertoireSongs(id) + "/" + song }

    /// The user's favourite recordings.
    public static let favorites = "/v1/favorites"
    /// A recording made a favourite, or unmade.
    public static func favorite(_ recording: String) -> String { "/v1/recordings/" + recording + "/favorite" }
    /// How many keep a recording as a favourite.
    public static func favorites(of recording: String) -> String { "/v1/recordings/" + recording + "/favorites" }
}
