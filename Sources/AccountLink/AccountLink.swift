import FoundationEssentials
import Glibc
import Synchronization
import Upstream

/// The client's side of an account on a server of the upstream's contract (the upstream's own
/// backend, or `approachnote serve`): signing up, in and out, and every call that needs the
/// user's token.
///
/// Unlike the upstream's app (its contract, §10), a user is signed out only when the server
/// refuses the refresh token: offline, a 5xx, a 429 or a timeout keeps them signed in. A 401
/// to a call is answered by one refresh, and the call made once more; refreshes are one at a
/// time, whichever thread or process asked (the session's file is locked meanwhile, and read
/// again under the lock: a refresh another made is used, not repeated, which the server would
/// take for a stolen token's replay and end the session).
package final class AccountLink: Sendable {
    package let server: String
    private let transport: any AccountTransport
    private let file: AccountFile
    private let refreshing = Mutex(())

    package init(server: String, transport: any AccountTransport, file: AccountFile) {
        self.server = server
        self.transport = transport
        self.file = file
    }

    /// The session kept, if anyone is signed in to this server.
    package func session() throws(AccountLinkError) -> AccountSession? {
        guard let session = try file.load(), session.server == server else { return nil }
        return session
    }

    // MARK: - Signing in and out

    /// A new account, signed in.
    package func register(email: String, password: String, displayName: String?) throws(AccountLinkError)
        -> AccountSession
    {
        var body = ["email": email, "password": password]
        if let displayName { body["display_name"] = displayName }
        return try signIn(AccountCall("POST", UpstreamAccountRoutes.register, body: body), expecting: 201)
    }

    package func login(email: String, password: String) throws(AccountLinkError) -> AccountSession {
        try signIn(
            AccountCall("POST", UpstreamAccountRoutes.login, body: ["email": email, "password": password]),
            expecting: 200)
    }

    private func signIn(_ call: AccountCall, expecting status: Int) throws(AccountLinkError) -> AccountSession {
        let answer = try Self.answer(transport.send(call))
        guard answer.status == status else { throw Self.refusal(answer) }
        struct Tokens: Decodable {
            struct User: Decodable {
                let id: String
                let email: String
                let display_name: String?
            }
            let user: User
            let access_token: String
            let refresh_token: String
        }
        guard let tokens = try? JSONDecoder().decode(Tokens.self, from: Data(answer.body)) else {
            throw .malformed(status: answer.status)
        }
        let session = AccountSession(
            server: server, userID: tokens.user.id, email: tokens.user.email, displayName: tokens.user.display_name,
            accessToken: tokens.access_token, refreshToken: tokens.refresh_token)
        try file.save(session)
        return session
    }

    /// What signing out came to on the server.
    package enum SignOut: Equatable, Sendable {
        /// The server ended the session.
        case ended
        /// The server could not be told (offline); the session ends by itself when its refresh
        /// token expires.
        case notTold(reason: String)
    }

    /// Revokes the refresh token on the server, then forgets both tokens, whatever the server
    /// said: the user asked to be signed out here.
    package func logout() throws(AccountLinkError) -> SignOut {
        guard let session = try session() else { throw .notSignedIn }
        let reply = transport.send(
            AccountCall(
                "POST", UpstreamAccountRoutes.logout, token: session.accessToken,
                body: ["refresh_token": session.refreshToken]))
        try file.remove()
        if case .unanswered(let reason) = reply { return .notTold(reason: reason) }
        return .ended
    }

    /// A new password; the server ends every session, and gives this one anew, which is kept.
    package func changePassword(current: String, new: String) throws(AccountLinkError) {
        let answer = try authorized(
            AccountCall(
                "POST", UpstreamAccountRoutes.changePassword, body: ["current_password": current, "new_password": new]))
        guard answer.status == 200 else { throw Self.refusal(answer) }
        struct Renewed: Decodable {
            let access_token: String?
            let refresh_token: String?
        }
        // The upstream's answer has no tokens: its other sessions stay, and so does this one.
        if let renewed = try? JSONDecoder().decode(Renewed.self, from: Data(answer.body)),
            let access = renewed.access_token, let refresh = renewed.refresh_token, var session = try session()
        {
            session.accessToken = access
            session.refreshToken = refresh
            try file.save(session)
        }
    }

    // MARK: - Calls with the user's token

    /// `call` with the session's access token. A 401 is answered by one refresh and the call
    /// made again; a refresh the server refuses signs the user out (`signedOut`). With `user`,
    /// the call is made only while that user is the one signed in: work begun for one user
    /// (a sync) never reaches another's account after a sign-out and sign-in.
    package func authorized(_ call: AccountCall, as user: String? = nil) throws(AccountLinkError) -> (
        status: Int, body: [UInt8]
    ) {
        guard let session = try session() else { throw .notSignedIn }
        if let user, session.userID != user { throw .signedOut }
        var first = call
        first.token = session.accessToken
        let answer = try Self.answer(transport.send(first))
        guard answer.status == 401 else { return answer }
        let renewed = try refresh(after: session.accessToken)
        var again = call
        again.token = renewed.accessToken
        return try Self.answer(transport.send(again))
    }

    /// A session whose access token is not `stale`: the one another caller renewed meanwhile,
    /// or one this call renews. One at a time, in this process (a lock) and across processes
    /// (the session file's lock).
    package func refresh(after stale: String) throws(AccountLinkError) -> AccountSession {
        try refreshing.withLock { _ throws(AccountLinkError) -> AccountSession in
            let lock = try FileLock(path: file.path + ".lock")
            defer { lock.release() }
            guard let session = try session() else { throw .signedOut }
            if session.accessToken != stale { return session }
            let reply = transport.send(
                AccountCall("POST", UpstreamAccountRoutes.refreshToken, body: ["refresh_token": session.refreshToken]))
            let answer = try Self.answer(reply)
            switch answer.status {
            case 200:
                struct Tokens: Decodable {
                    let access_token: String
                    let refresh_token: String
                }
                guard let tokens = try? JSONDecoder().decode(Tokens.self, from: Data(answer.body)) else {
                    throw .malformed(status: 200)
                }
                var renewed = session
                renewed.accessToken = tokens.access_token
                renewed.refreshToken = tokens.refresh_token
                try file.save(renewed)
                return renewed
            case 401, 403:
                try file.remove()
                throw .signedOut
            default:
                throw Self.refusal(answer)
            }
        }
    }

    // MARK: - Answers

    /// The answer, or why there is none: offline, or a server asking to wait.
    private static func answer(_ reply: AccountReply) throws(AccountLinkError) -> (status: Int, body: [UInt8]) {
        switch reply {
        case .unanswered(let reason): throw .offline(reason: reason)
        case .answered(let status, let body, let retryAfter):
            if status == 429 || status == 503 { throw .busy(seconds: retryAfter.flatMap { Int($0) }) }
            if status >= 500 { throw .offline(reason: "the server failed (\(status))") }
            return (status, body)
        }
    }

    /// A refusal in the server's own words (`error`), or its status when it gave none.
    package static func refusal(_ answer: (status: Int, body: [UInt8])) -> AccountLinkError {
        struct Refusal: Decodable { let error: String }
        guard let refusal = try? JSONDecoder().decode(Refusal.self, from: Data(answer.body)) else {
            return .malformed(status: answer.status)
        }
        return .refused(status: answer.status, message: refusal.error)
    }
}

/// An exclusive lock on a file of its own (`flock`), held until released: one refresh at a
/// time across processes.
struct FileLock {
    private let descriptor: Int32

    init(path: String) throws(AccountLinkError) {
        descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw .file(path: path, reason: String(cString: strerror(errno))) }
        while flock(descriptor, LOCK_EX) != 0 && errno == EINTR {}
    }

    func release() {
        flock(descriptor, LOCK_UN)
        close(descriptor)
    }
}
