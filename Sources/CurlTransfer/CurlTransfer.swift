import CCurlLoader
import Glibc

/// One blocking GET through libcurl, which is loaded the first time anything is downloaded (a
/// run that reads only local files never maps the network stack). The catalog's HTTP client
/// and the cover downloads both fetch this way; each turns the outcome into its own errors.
package enum CurlTransfer {
    /// How a transfer ended.
    package enum Outcome<Body> {
        /// The server answered, with any status: the caller decides what a status means.
        /// `retryAfter` is the answer's Retry-After field, when it has one.
        case answered(status: Int, body: Body, retryAfter: String?)
        /// The silence limit (connecting, or between bytes) or the total limit passed.
        case timedOut
        /// The decoded body grew past the limit; `bytes` is how far it got.
        case tooLarge(bytes: Int)
        /// No answer: libcurl missing, the host unknown or refusing, the transfer cancelled;
        /// `reason` is libcurl's words, empty when it had none.
        case unreachable(reason: String)
        /// The server's certificate could not be verified against the authorities trusted.
        case untrusted(reason: String)
        /// The server answered, in an encoding (gzip, say) its body is not in.
        case undecodable(reason: String)
    }

    /// Who asks: the product and its version, in every request's User-Agent.
    package static let userAgent = "approachnote/\(ProductVersion.number)"

    /// Fetches `url`; `body` copies the answer's bytes out before they are freed. `silence`
    /// bounds connecting and any stall between bytes, `total` the whole transfer (seconds).
    /// While `cancelled` points at a non-zero value the transfer stops at its next check.
    /// `authorities` is a file of the certificate authorities to trust instead of the system's.
    package static func get<Body>(
        _ url: String, silence: Double, total: Double, maximumBytes: Int,
        cancelled: UnsafePointer<Int32>? = nil, authorities: String? = nil,
        body: (UnsafeBufferPointer<UInt8>) -> Body
    ) -> Outcome<Body> {
        var result = ccurl_result()
        let status = url.withCString { address in
            userAgent.withCString { agent in
                withOptionalCString(authorities) { file in
                    ccurl_fetch(
                        address, Int(silence * 1000), Int(total * 1000), maximumBytes, cancelled, agent, file, &result)
                }
            }
        }
        defer { ccurl_free(&result) }
        switch status {
        case CCURL_OK:
            var field = result.retry_after
            let retryAfter = withUnsafeBytes(of: &field) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            return .answered(
                status: result.http_code, body: body(UnsafeBufferPointer(start: result.data, count: result.size)),
                retryAfter: retryAfter.isEmpty ? nil : retryAfter)
        case CCURL_TIMED_OUT:
            return .timedOut
        case CCURL_TOO_LARGE:
            return .tooLarge(bytes: result.size)
        default:
            var message = result.message
            let reason = withUnsafeBytes(of: &message) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            switch status {
            case CCURL_UNTRUSTED: return .untrusted(reason: reason)
            case CCURL_UNDECODABLE: return .undecodable(reason: reason)
            default: return .unreachable(reason: reason)
            }
        }
    }

    private static func withOptionalCString<Result>(
        _ text: String?, _ body: (UnsafePointer<CChar>?) -> Result
    ) -> Result {
        guard let text else { return body(nil) }
        return text.withCString { body($0) }
    }
}
