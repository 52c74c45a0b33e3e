import CurlTransfer
import FoundationEssentials

/// One request to an account server, and what came of it: the seam between the account
/// client and the network, so that tests can stand a server of their own in its place.
package protocol AccountTransport: Sendable {
    func send(_ request: AccountCall) -> AccountReply
}

/// An account route's request: method, path under the server's address (`/v1/auth/login`),
/// the bearer token when the route takes one, and a JSON body.
package struct AccountCall: Sendable, Equatable {
    package var method: String
    package var path: String
    package var token: String?
    package var body: [String: String]?

    package init(_ method: String, _ path: String, token: String? = nil, body: [String: String]? = nil) {
        self.method = method
        self.path = path
        self.token = token
        self.body = body
    }
}

/// What a request came to: an answer with its status and body, or none (offline, a timeout,
/// a server that cannot be reached), which is never taken for a refusal.
package enum AccountReply: Sendable, Equatable {
    case answered(status: Int, body: [UInt8], retryAfter: String?)
    case unanswered(reason: String)
}

/// Requests through libcurl to the server at `base` (`https://api.approachnote.com`, or
/// `approachnote serve`'s address).
package struct CurlAccountTransport: AccountTransport {
    package let base: String
    package let authorities: String?

    /// Answers to account routes are small; a larger one is no answer of theirs.
    static let largestAnswer = 8 * 1024 * 1024

    package init(base: String, authorities: String? = nil) {
        self.base = base.hasSuffix("/") ? String(base.dropLast()) : base
        self.authorities = authorities
    }

    package func send(_ call: AccountCall) -> AccountReply {
        var headers = ["Accept: application/json"]
        if let token = call.token { headers.append("Authorization: Bearer " + token) }
        var body: [UInt8]?
        if let fields = call.body {
            headers.append("Content-Type: application/json")
            body = Array(((try? JSONEncoder().encode(fields)) ?? Data("{}".utf8)))
        }
        let outcome = CurlTransfer.request(
            call.method, base + call.path, headers: headers, body: body, silence: 10, total: 30,
            maximumBytes: Self.largestAnswer, authorities: authorities
        ) { Array($0) }
        switch outcome {
        case .answered(let status, let bytes, let fields):
            return .answered(status: status, body: bytes, retryAfter: fields.retryAfter)
        case .timedOut: return .unanswered(reason: "the server did not answer in time")
        case .tooLarge: return .unanswered(reason: "the server's answer was too large to be an account's")
        case .unreachable(let reason), .untrusted(let reason), .undecodable(let reason), .badRedirect(let reason):
            return .unanswered(reason: reason)
        }
    }
}
