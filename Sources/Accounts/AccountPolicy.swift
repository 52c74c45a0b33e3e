import AccountSecurity
import Upstream

/// The rules an account server keeps: how long tokens live, how much a user may keep, how
/// sign-ins are slowed, and what the operator chose to show. One value, so a test states its
/// own (a short lifetime, no rate limit) where the server takes the defaults.
package struct AccountPolicy: Sendable {
    /// The upstream's lifetimes: an access token 15 minutes, a refresh token 30 days; a reset
    /// link one hour.
    package var accessLifetime = 15 * 60
    package var refreshLifetime = 30 * 24 * 3600
    package var resetLifetime = 3600

    /// What a password's hash costs (`PasswordHash.Cost.stated`, 7 MiB and 5 passes).
    package var passwordCost = PasswordHash.Cost.stated
    /// Passwords of 8 to 1,024 bytes: longer ones would only make each guess cost more to check.
    package var shortestPassword = 8
    package var longestPassword = 1024
    /// Emails, display names and repertoire names.
    package var longestName = UpstreamLimits.longestName
    package var longestDescription = 10_000
    package var repertoiresPerUser = 1000
    package var songsPerRepertoire = 5000
    package var favoritesPerUser = 100_000

    /// Whether `favorited_by` names who keeps a recording (at most `favoritersShown`). Off, it
    /// names only the user asking, when they do: the upstream shows everyone, to anyone.
    package var showFavoriters = false
    package var favoritersShown = 50

    /// The upstream's limits per client address (per user for a password change); nil turns
    /// them off, as the upstream's own tests do.
    package var rateLimits: RateLimits? = RateLimits()
    /// Whether the client address is the last one `X-Forwarded-For` names (a server behind
    /// one proxy of its own), not the connection's.
    package var trustsForwardedFor = false

    /// Failed sign-ins with one email, counted whether or not an account has it: from
    /// `slowedAfter` on, each failed answer waits (doubling, up to `longestDelay` ms); from
    /// `lockedAfter` on, the email is locked for `lockMilliseconds`, and locked again at each
    /// failure after. Never for ever: the upstream's five failures lock an account for good.
    package var slowedAfter = 10
    package var firstDelay = 250
    package var longestDelay = 4000
    package var lockedAfter = 20
    package var lockMilliseconds = 15 * 60 * 1000

    package init() {}

    /// How long the answer to the `failures`th failed sign-in waits, in milliseconds.
    func delay(afterFailures failures: Int) -> Int {
        guard failures >= slowedAfter else { return 0 }
        let doublings = min(failures - slowedAfter, 16)
        return min(firstDelay << doublings, longestDelay)
    }

    /// How long the `failures`th failed sign-in locks the email for, in milliseconds.
    func lock(afterFailures failures: Int) -> Int {
        failures >= lockedAfter ? lockMilliseconds : 0
    }

    /// The upstream's limits (§4 of its contract).
    package struct RateLimits: Sendable {
        package var login = RateLimiter.Limit(10, per: 60)
        package var register = RateLimiter.Limit(5, per: 3600)
        package var thirdParty = RateLimiter.Limit(10, per: 60)
        package var refresh = RateLimiter.Limit(30, per: 60)
        package var forgotPassword = RateLimiter.Limit(3, per: 3600)
        package var resetPassword = RateLimiter.Limit(10, per: 3600)
        package var changePassword = RateLimiter.Limit(5, per: 3600)

        package init() {}
    }
}
