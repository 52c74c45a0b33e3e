import Synchronization

/// The upstream's rate limits on the account routes, kept as it keeps them: a fixed window per
/// route and per client address (per user for a password change), in memory. The answers
/// carry `X-RateLimit-Limit`, `-Remaining`, `-Reset` and `Retry-After`, as the upstream's do.
package final class RateLimiter: Sendable {
    /// A route's limit: `count` requests per `seconds`.
    package struct Limit: Sendable, Equatable {
        package var count: Int
        package var seconds: Int

        package init(_ count: Int, per seconds: Int) {
            self.count = count
            self.seconds = seconds
        }

        /// The upstream's words for it, which its 429 body carries: "10 per 1 minute".
        var words: String {
            switch seconds {
            case 3600: "\(count) per 1 hour"
            case 60: "\(count) per 1 minute"
            default: "\(count) per \(seconds) second\(seconds == 1 ? "" : "s")"
            }
        }
    }

    private struct Window {
        var start: Int
        var used: Int
    }

    /// Windows past their end are swept once this many are kept, so that a crowd of addresses
    /// cannot grow the table without bound.
    private static let sweepAt = 10_000
    private let windows = Mutex<[String: Window]>([:])

    package init() {}

    /// Counts a request against `limit` for `key` at `now` (seconds). The headers to send, or
    /// a 429 when the window is spent.
    func admit(_ key: String, _ limit: Limit, now: Int) throws(AccountFailure) -> [AccountHeader] {
        let (window, admitted) = windows.withLock { windows -> (Window, Bool) in
            if windows.count >= Self.sweepAt {
                windows = windows.filter { now < $0.value.start + limit.seconds }
            }
            var window = windows[key] ?? Window(start: now, used: 0)
            if now >= window.start + limit.seconds { window = Window(start: now, used: 0) }
            let admitted = window.used < limit.count
            if admitted { window.used += 1 }
            windows[key] = window
            return (window, admitted)
        }
        let reset = window.start + limit.seconds
        let headers = [
            AccountHeader("X-RateLimit-Limit", "\(limit.count)"),
            AccountHeader("X-RateLimit-Remaining", "\(max(0, limit.count - window.used))"),
            AccountHeader("X-RateLimit-Reset", "\(reset)"),
            AccountHeader("Retry-After", "\(max(1, reset - now))"),
        ]
        guard admitted else {
            throw AccountFailure(
                429, "Too many requests. Please slow down and try again.", limit: limit.words, headers: headers)
        }
        return headers
    }
}
