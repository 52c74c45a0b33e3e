import FoundationEssentials
import Glibc
import Platform
import Preferences

/// Who is signed in, kept in `account.json` in the state folder: the server, the user and
/// both tokens. Whoever reads the file is signed in as the user, so it is written with mode
/// 0600 from its first byte, whole or not at all, and a file others may read is refused and
/// named, as ssh refuses a key.
package struct AccountSession: Codable, Equatable, Sendable {
    package var server: String
    package var userID: String
    package var email: String
    package var displayName: String?
    package var accessToken: String
    package var refreshToken: String

    package init(
        server: String, userID: String, email: String, displayName: String?, accessToken: String, refreshToken: String
    ) {
        self.server = server
        self.userID = userID
        self.email = email
        self.displayName = displayName
        self.accessToken = accessToken
        self.refreshToken = refreshToken
    }

    enum CodingKeys: String, CodingKey {
        case server, email
        case userID = "user_id"
        case displayName = "display_name"
        case accessToken = "access_token"
        case refreshToken = "refresh_token"
    }
}

/// The file that holds the session.
package struct AccountFile: Sendable {
    package let path: String

    package init(path: String) {
        self.path = path
    }

    /// The session kept, or nil when nobody is signed in. A file others may read, or one
    /// that is not a session, is refused in words (and left as it is).
    package func load() throws(AccountLinkError) -> AccountSession? {
        var status = stat()
        guard stat(path, &status) == 0 else {
            if errno == ENOENT { return nil }
            throw .file(path: path, reason: String(cString: strerror(errno)))
        }
        guard status.st_mode & 0o077 == 0 else {
            throw .file(
                path: path,
                reason:
                    "others may read it (mode \(String(status.st_mode & 0o777, radix: 8))), and whoever reads it is signed in as you; sign in again after: chmod 600 \(path)"
            )
        }
        guard let bytes = BoundedFile.read(path, atMost: 64 * 1024) else {
            throw .file(path: path, reason: "it cannot be read, or is over 64 KB")
        }
        guard let session = try? JSONDecoder().decode(AccountSession.self, from: Data(bytes)) else {
            throw .file(path: path, reason: "it is not an account file of approachnote; remove it to sign in again")
        }
        return session
    }

    /// Writes `session` whole or not at all (`AtomicFile`: a new file, mode 0600 from its
    /// first byte, renamed into place).
    package func save(_ session: AccountSession) throws(AccountLinkError) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
        do {
            try AtomicFile.write(Array((try? encoder.encode(session)) ?? Data()), to: path)
        } catch {
            throw .file(path: path, reason: "it could not be written whole (\(error.reason))")
        }
    }

    /// Forgets the session.
    package func remove() throws(AccountLinkError) {
        guard unlink(path) == 0 || errno == ENOENT else {
            throw .file(path: path, reason: String(cString: strerror(errno)))
        }
    }
}
