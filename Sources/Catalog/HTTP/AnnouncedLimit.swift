import FoundationEssentials

/// The limit a 429's body announces, as the upstream's does (Flask-Limiter's words:
/// `{"error": …, "limit": "120 per 1 minute"}`), so that a client can keep under it rather
/// than run into it again as soon as its wait is over.
package enum AnnouncedLimit {
    /// Requests a second the body's `limit` allows ("120 per 1 minute" is 2), or nil when it
    /// has none this reads.
    package static func requestsPerSecond(in body: Data) -> Double? {
        struct Limited: Decodable { let limit: String? }
        guard let text = (try? JSONDecoder().decode(Limited.self, from: body))?.limit else { return nil }
        return requestsPerSecond(text)
    }

    /// "120 per 1 minute", "10 per second", "1000/hour": the first limit named, a second.
    package static func requestsPerSecond(_ text: String) -> Double? {
        let pattern = /(?i)^\s*(\d+)\s*(?:per|\/)\s*(\d+)?\s*(second|minute|hour|day)s?\b/
        guard let match = text.firstMatch(of: pattern), let count = Double(match.output.1), count > 0 else {
            return nil
        }
        let units = match.output.2.flatMap { Double($0) } ?? 1
        let seconds: Double =
            switch match.output.3.lowercased() {
            case "second": 1
            case "minute": 60
            case "hour": 3600
            default: 86_400
            }
        guard units > 0 else { return nil }
        return count / (units * seconds)
    }
}
