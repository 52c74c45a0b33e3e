import AccountSecurity
import FoundationEssentials
import Glibc
import Synchronization
import TextFormatting
import Upstream

/// The upstream's account routes, answered as its backend answers them (the same paths,
/// fields, types, statuses and words: `upstream-accounts.md` §5–8), and hardened where it is
/// weak (§12): Argon2id on a bounded pool, refresh tokens kept hashed and rotated with reuse
/// detection, sessions ended by a password change, sign-ins slowed and locked for a time but
/// never for ever, limits on everything a user keeps, favourites private.
///
/// Independent of HTTP: the server hands each request over as an `AccountRequest` and sends
/// the `AccountAnswer`. Safe from any thread.
package final class AccountService: Sendable {
    package let store: AccountStore
    let tokenSigner: TokenSigner
    let catalog: any AccountCatalog
    package let policy: AccountPolicy
    private let hashing: HashingPool
    private let limiter = RateLimiter()
    /// Milliseconds since 1970.
    private let clock: @Sendable () -> Int
    /// Waits this many milliseconds: the slowed answer to a failed sign-in.
    let pause: @Sendable (Int) -> Void
    /// What an unknown email's password is checked against, so that a sign-in for it costs
    /// what one for a known email costs.
    private let decoyHash: String
    /// Access tokens whose signature was checked, with their claims: a client sends the same
    /// token with every request for 15 minutes, and its signature need not be checked again.
    /// A token is kept by its whole text, signature included, so only what was checked is
    /// found; its expiry is still checked each time.
    private let verifiedTokens = Mutex<[String: TokenClaims]>([:])
    private static let verifiedTokensKept = 10_000
    /// Answers to a user's reads of their own repertoires and favourites, each kept with the
    /// user's count of changes it was made at (`UserRecord.changes`): while the count is the
    /// same, so is the answer, which costs the one read of the user that authenticates the
    /// request. Kept for at most as long as the catalog's facts in it may be.
    private let keptReads = Mutex<[String: KeptRead]>([:])
    private static let keptReadsLimit = 20_000

    /// Users read to authenticate a request, each kept for `userKept`: a read of a user's
    /// own data then costs no query at all. Any change made through this service drops them
    /// all, so a server sees its own changes at once; another server's (a sign-out there
    /// ends only refresh tokens, which are never kept) within `userKept`.
    private let usersKept = Mutex<[String: KeptUser]>([:])
    static let userKept: Duration = .seconds(1)

    private struct KeptUser {
        let user: UserRecord
        let until: ContinuousClock.Instant
    }

    private struct KeptRead {
        let changes: Int
        let until: ContinuousClock.Instant
        let body: [UInt8]
    }

    package init(
        store: AccountStore, signingKey: [UInt8], catalog: any AccountCatalog, policy: AccountPolicy = AccountPolicy(),
        hashing: HashingPool = HashingPool(), clock: @escaping @Sendable () -> Int = AccountService.systemClock,
        pause: @escaping @Sendable (Int) -> Void = AccountService.sleep
    ) throws(Sodium.Unavailable) {
        try Sodium.load()
        self.store = store
        tokenSigner = TokenSigner(key: signingKey)
        self.catalog = catalog
        self.policy = policy
        self.hashing = hashing
        self.clock = clock
        self.pause = pause
        do {
            decoyHash = try PasswordHash.hash(Hex.encode(SecureRandom.bytes(16)), cost: policy.passwordCost)
        } catch {
            throw Sodium.Unavailable(reason: error.description)
        }
    }

    package static let systemClock: @Sendable () -> Int = { Int((Date().timeIntervalSince1970 * 1000).rounded(.down)) }
    package static let sleep: @Sendable (Int) -> Void = { milliseconds in
        guard milliseconds > 0 else { return }
        usleep(UInt32(min(milliseconds, 60_000)) * 1000)
    }

    /// The account routes as `serve --help` lists them: methods, path, what they do.
    package static let routes: [(methods: String, path: String, summary: String)] = [
        ("POST", UpstreamAccountRoutes.register, "an account (email, password, display_name); its tokens"),
        ("POST", UpstreamAccountRoutes.login, "tokens for an email and its password"),
        ("POST", UpstreamAccountRoutes.refreshToken, "new tokens; the refresh token given is spent"),
        ("GET", UpstreamAccountRoutes.me, "the signed-in user"),
        ("POST", UpstreamAccountRoutes.logout, "ends the session of the refresh token given"),
        ("POST", UpstreamAccountRoutes.changePassword, "ends every session; the answer carries a new one"),
        ("POST", UpstreamAccountRoutes.forgotPassword, "answered as upstream; this server sends no mail"),
        ("POST", UpstreamAccountRoutes.resetPassword, "a new password for a reset token"),
        ("DELETE", UpstreamAccountRoutes.deleteAccount, "the account, and all it keeps"),
        ("GET|POST", UpstreamAccountRoutes.repertoires, "the user's repertoires; a new one"),
        ("GET|PUT|DELETE", UpstreamAccountRoutes.repertoire("<id>"), "one, with its songs; rename; delete"),
        ("GET", UpstreamAccountRoutes.repertoireSongs("<id>") + "?search=TEXT", "its songs, by title"),
        ("POST|DELETE", UpstreamAccountRoutes.repertoireSong("<id>", song: "<song id>"), "a song in, or out"),
        ("GET", UpstreamAccountRoutes.favorites, "the user's favourite recordings, newest first"),
        ("POST|DELETE", UpstreamAccountRoutes.favorite("<id>"), "a favourite made, or unmade"),
        ("GET", UpstreamAccountRoutes.favorites(of: "<id>"), "how many keep it; whether you do"),
    ]

    /// Whether `segments` name an account route (the server sends every other path to the
    /// catalog): `/v1/auth/…`, `/v1/repertoires…`, `/v1/favorites`, a recording's
    /// `favorite` and `favorites`.
    package static func handles(_ segments: [String]) -> Bool {
        guard segments.count >= 2, segments[0] == "v1" else { return false }
        switch segments[1] {
        case "auth", "repertoires": return true
        case "favorites": return segments.count == 2
        case "recordings": return segments.count == 4 && ["favorite", "favorites"].contains(segments[3])
        default: return false
        }
    }

    /// The answer to `request`, one of the paths `handles` takes.
    package func answer(_ request: AccountRequest) -> AccountAnswer {
        // A change may be to a user kept: the next request reads them again.
        defer { if request.method != "GET" { usersKept.withLock { $0.removeAll() } } }
        do {
            return try route(request)
        } catch let failure as AccountFailure {
            return failure.answer
        } catch let error as AccountStoreError {
            var answer = AccountFailure(503, "Accounts unavailable").answer
            answer.problem = error.description
            return answer
        } catch let error as AccountCatalogUnavailable {
            var answer = AccountFailure(503, "Catalog unavailable").answer
            answer.problem = error.description
            return answer
        } catch {
            var answer = AccountFailure(500, "Internal error").answer
            answer.problem = String(describing: error)
            return answer
        }
    }

    private func route(_ request: AccountRequest) throws -> AccountAnswer {
        guard request.method == "GET", Self.readsOwnData(request.segments) else { return try routed(request) }
        var request = request
        let user = try authenticate(request)
        request.authenticatedUser = user
        let key = user.id + " " + request.segments.joined(separator: "/") + "?" + (request.search ?? "")
        let now = ContinuousClock.now
        if let kept = keptReads.withLock({ $0[key] }), kept.changes == user.changes, kept.until > now {
            var answer = AccountAnswer(status: 200, json: .null)
            answer.encoded = kept.body
            return answer
        }
        var answer = try routed(request)
        guard answer.status == 200 else { return answer }
        let body = answer.body
        answer.encoded = body
        keptReads.withLock { kept in
            if kept.count >= Self.keptReadsLimit { kept.removeAll() }
            kept[key] = KeptRead(changes: user.changes, until: now + .seconds(catalog.answersLast), body: body)
        }
        return answer
    }

    /// Whether a GET of `segments` reads only the user's own repertoires or favourites (and
    /// the catalog's facts about them).
    private static func readsOwnData(_ segments: [String]) -> Bool {
        segments == ["v1", "favorites"] || (segments.count >= 3 && segments[0] == "v1" && segments[1] == "repertoires")
    }

    private func routed(_ request: AccountRequest) throws -> AccountAnswer {
        let path = Array(request.segments.dropFirst(1))
        switch (path.first, path.count) {
        case ("auth", 2): return try authRoute(path[1], request)
        case ("repertoires", _): return try repertoireRoute(Array(path.dropFirst()), request)
        case ("favorites", 1):
            try allow(request, ["GET"])
            return try favorites(request)
        case ("recordings", 3) where path[2] == "favorite":
            try allow(request, ["POST", "DELETE"])
            return request.method == "POST" ? try addFavorite(path[1], request) : try removeFavorite(path[1], request)
        case ("recordings", 3):
            try allow(request, ["GET"])
            return try recordingFavorites(path[1], request)
        default:
            throw AccountFailure(404, "Not found")
        }
    }

    /// Refuses a method the path does not answer, with the ones it does.
    func allow(_ request: AccountRequest, _ methods: [String]) throws(AccountFailure) {
        guard !methods.contains(request.method) else { return }
        throw AccountFailure(
            405, "Method not allowed", headers: [AccountHeader("Allow", methods.joined(separator: ", "))])
    }

    var now: Int { clock() }
    var nowSeconds: Int { clock() / 1000 }

    // MARK: - Authentication

    /// The user a request's access token names, refused in the upstream's words (§3).
    func authenticate(_ request: AccountRequest) throws -> UserRecord {
        if let user = request.authenticatedUser { return user }
        guard let header = request.authorization else { throw AccountFailure(401, "No authorization header") }
        let parts = header.split(separator: " ", omittingEmptySubsequences: false)
        guard parts.count == 2, parts[0] == "Bearer" else {
            throw AccountFailure(401, "Invalid authorization header format")
        }
        let claims: TokenClaims
        do {
            claims = try verifiedAccessToken(String(parts[1]))
        } catch {
            throw AccountFailure(401, "Invalid token: \(error.description)")
        }
        guard claims.kind == TokenClaims.access else { throw AccountFailure(401, "Invalid token type") }
        guard let user = try keptUser(claims.userID) else { throw AccountFailure(401, "User not found") }
        guard user.isActive else { throw AccountFailure(401, "Account is inactive") }
        return user
    }

    /// The user of `id`, kept for `userKept` once read (see `usersKept`).
    private func keptUser(_ id: String) throws -> UserRecord? {
        let now = ContinuousClock.now
        if let kept = usersKept.withLock({ $0[id] }), kept.until > now { return kept.user }
        guard let user = try store.user(id: id) else { return nil }
        usersKept.withLock { kept in
            if kept.count >= Self.verifiedTokensKept { kept.removeAll() }
            kept[id] = KeptUser(user: user, until: now + Self.userKept)
        }
        return user
    }

    /// The claims of `token`, checked once and then kept (see `verifiedTokens`).
    private func verifiedAccessToken(_ token: String) throws(TokenError) -> TokenClaims {
        let now = nowSeconds
        if let kept = verifiedTokens.withLock({ $0[token] }) {
            guard kept.expires > now else { throw .expired }
            return kept
        }
        let claims = try tokenSigner.verify(token, now: now)
        verifiedTokens.withLock { kept in
            if kept.count >= Self.verifiedTokensKept { kept.removeAll() }
            kept[token] = claims
        }
        return claims
    }

    /// The user a request's access token names, or nil for none, a bad one or an expired
    /// one: the upstream's optional authentication never refuses.
    func optionalUser(_ request: AccountRequest) throws -> UserRecord? {
        guard request.authorization != nil else { return nil }
        do {
            return try authenticate(request)
        } catch is AccountFailure {
            return nil
        }
    }

    /// The address a request counts against: the connection's, or the proxy's word for it
    /// when the server is told to trust its one proxy.
    func clientAddress(_ request: AccountRequest) -> String {
        if policy.trustsForwardedFor, let forwarded = request.forwardedFor,
            let last = forwarded.split(separator: ",").last?.trimmingWhitespace(), !last.isEmpty
        {
            return String(last.prefix(64))
        }
        return request.clientAddress
    }

    /// Counts the request against its route's limit for `key`; the headers to send.
    func admit(_ route: String, _ limit: KeyPath<AccountPolicy.RateLimits, RateLimiter.Limit>, key: String)
        throws(AccountFailure) -> [AccountHeader]
    {
        guard let limits = policy.rateLimits else { return [] }
        return try limiter.admit(route + " " + key, limits[keyPath: limit], now: nowSeconds)
    }

    // MARK: - Tokens

    /// A new session's tokens: an access token, and a refresh token kept (as its digest) as
    /// the first of a new family.
    func newSession(for userID: String) throws -> (access: String, refresh: String) {
        let refresh = refreshToken(for: userID)
        try store.addRefreshToken(
            digest: SHA256.hex(refresh), family: SecureRandom.hex(bytes: 16), userID: userID,
            expires: now + policy.refreshLifetime * 1000, now: now)
        return (accessToken(for: userID), refresh)
    }

    func accessToken(for userID: String) -> String {
        let issued = nowSeconds
        return tokenSigner.sign(
            TokenClaims(
                userID: userID, expires: issued + policy.accessLifetime, issued: issued, kind: TokenClaims.access))
    }

    func refreshToken(for userID: String) -> String {
        let issued = nowSeconds
        return tokenSigner.sign(
            TokenClaims(
                userID: userID, expires: issued + policy.refreshLifetime, issued: issued, kind: TokenClaims.refresh,
                tokenID: SecureRandom.hex(bytes: 16)))
    }

    /// The claims of a refresh token whose signature is ours, expired or not.
    func signedRefreshClaims(_ token: String) -> TokenClaims? {
        guard let claims = try? tokenSigner.signedClaims(token), claims.kind == TokenClaims.refresh else { return nil }
        return claims
    }

    // MARK: - Passwords

    func hash(_ password: String) throws -> String {
        try hashing.run { try PasswordHash.hash(password, cost: policy.passwordCost) }
    }

    func verify(_ password: String, against hash: String?) -> Bool {
        hashing.run { PasswordHash.verify(password, against: hash ?? decoyHash) } && hash != nil
    }

    /// Refuses a password shorter or longer than the policy's, in the upstream's words for
    /// the short one.
    func checkLength(of password: String) throws(AccountFailure) {
        if password.count < policy.shortestPassword {
            throw AccountFailure(400, "Password must be at least \(policy.shortestPassword) characters")
        }
        if password.utf8.count > policy.longestPassword {
            throw AccountFailure(400, "Password must be at most \(policy.longestPassword) bytes")
        }
    }

    // MARK: - JSON

    static func user(_ user: UserRecord) -> JSONValue {
        .object(["id": .string(user.id), "email": .string(user.email), "display_name": .text(user.displayName)])
    }

    /// A moment as the upstream's favourites write it: ISO 8601 with microseconds and an
    /// offset, `2026-12-05T03:03:19.111000+00:00`. Written digit by digit: a repertoire's
    /// answer has one for each of its songs.
    static func timestamp(_ milliseconds: Int) -> JSONValue {
        let seconds = milliseconds.floorDivided(by: 1000)
        let time = UTCTime(Date(timeIntervalSince1970: Double(seconds)))
        var text = [UInt8]()
        text.reserveCapacity(32)
        func digits(_ value: Int, _ count: Int) {
            var divisor = 1
            for _ in 1..<count { divisor *= 10 }
            while divisor > 0 {
                text.append(UInt8(ascii: "0") + UInt8(value / divisor % 10))
                divisor /= 10
            }
        }
        digits(time.year, 4)
        for (separator, value) in [
            ("-", time.month), ("-", time.day), ("T", time.hour), (":", time.minute), (":", time.second),
        ] {
            text.append(UInt8(ascii: Unicode.Scalar(separator)!))
            digits(value, 2)
        }
        text.append(UInt8(ascii: "."))
        digits(milliseconds - seconds * 1000, 3)
        text += Array("000+00:00".utf8)
        return .string(String(decoding: text, as: UTF8.self))
    }

    /// Whether `id` has the form of the catalog's and the accounts' ids: anything else is
    /// known to be no row, and is answered so without a query.
    static func isWellFormed(_ id: String) -> Bool {
        UpstreamLimits.isWellFormedID(id)
    }
}

extension Int {
    fileprivate func floorDivided(by divisor: Int) -> Int {
        self >= 0 ? self / divisor : -((-self + divisor - 1) / divisor)
    }
}
