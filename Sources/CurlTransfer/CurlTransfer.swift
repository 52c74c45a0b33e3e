import CCurlLoader
import Glibc

/// One blocking GET through libcurl, which is loaded the first time anything is downloaded (a
/// run that reads only local files never maps the network stack). The catalog's HTTP client
/// and the cover downloads both fetch this way; each turns the outcome into its own errors.
package enum CurlTransfer {
    /// How a transfer ended.
    package enum Outcome<Body> {
        /// The server answered, with any status: the caller decides what a status means.
        case answered(status: Int, body: Body, fields: AnswerFields)
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
        /// The server sent the request where it is not followed: to an address that is not the
        /// web's, or from redirect to redirect.
        case badRedirect(reason: String)
    }

    /// The fields of an answer a caller may act on.
    package struct AnswerFields: Equatable, Sendable {
        /// Retry-After, when the answer has one.
        package var retryAfter: String?
        /// ETag, when the answer has one made only of the characters a tag may hold (so it can
        /// be sent back in If-None-Match as it is).
        package var etag: String?

        package init(retryAfter: String? = nil, etag: String? = nil) {
            self.retryAfter = retryAfter
            self.etag = etag
        }
    }

    /// Who asks: the product and its version, in every request's User-Agent.
    package static let userAgent = "approachnote/\(ProductVersion.number)"

    /// Fetches `url`; `body` copies the answer's bytes out before they are freed. `silence`
    /// bounds connecting and any stall between bytes, `total` the whole transfer (seconds).
    /// While `cancelled` points at a non-zero value the transfer stops at its next check.
    /// `authorities` is a file of the certificate authorities to trust instead of the system's.
    /// A `session` keeps the connection open for the caller's next transfer; `ifNoneMatch`
    /// asks the server to answer 304 if its representation still has that ETag.
    package static func get<Body>(
        _ url: String, silence: Double, total: Double, maximumBytes: Int,
        cancelled: UnsafePointer<Int32>? = nil, authorities: String? = nil, session: CurlSession? = nil,
        ifNoneMatch: String? = nil, body: (UnsafeBufferPointer<UInt8>) -> Body
    ) -> Outcome<Body> {
        var result = ccurl_result()
        let status = withRequestStrings(url, authorities: authorities, ifNoneMatch: ifNoneMatch) {
            address, agent, file, tag in
            ccurl_fetch(
                address, Int(silence * 1000), Int(total * 1000), maximumBytes, cancelled, agent, file,
                session?.handle, tag, &result)
        }
        defer { ccurl_free(&result) }
        return outcome(status, result) { body(UnsafeBufferPointer(start: $0.data, count: $0.size)) }
    }

    /// A request of `method` with header lines of its own ("Authorization: Bearer …") and a
    /// body, as `get` answers it. It follows no redirect: its headers may carry credentials,
    /// and a redirect would take them wherever the server names. A header line holding a
    /// control character is refused before anything is sent.
    package static func request<Body>(
        _ method: String, _ url: String, headers: [String], body requestBody: [UInt8]?, silence: Double,
        total: Double, maximumBytes: Int, authorities: String? = nil, body: (UnsafeBufferPointer<UInt8>) -> Body
    ) -> Outcome<Body> {
        guard headers.allSatisfy({ !$0.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F } }) else {
            return .unreachable(reason: "a header line holds a control character")
        }
        var result = ccurl_result()
        let lines = headers.map { $0 + "\n" }.joined()
        // An empty body is still a body: its pointer must not be null.
        let bodyBytes = (requestBody ?? []).map { CChar(bitPattern: $0) } + [0]
        let status = withRequestStrings(url, authorities: authorities, ifNoneMatch: nil) { address, agent, file, _ in
            ccurl_request(
                address, method, lines, requestBody == nil ? nil : bodyBytes, bodyBytes.count - 1,
                Int(silence * 1000), Int(total * 1000), maximumBytes, nil, agent, file, &result)
        }
        defer { ccurl_free(&result) }
        return outcome(status, result) { body(UnsafeBufferPointer(start: $0.data, count: $0.size)) }
    }

    /// How a download into a file ended: as a transfer does (its body the bytes written), or
    /// with the file not written (a full disk, say), which asking again would not mend.
    package enum DownloadOutcome {
        case transferred(Outcome<Int>)
        case notStored(reason: String)
    }

    /// Fetches `url` as `get` does, with no session, writing the body into the open file
    /// `descriptor` as it arrives rather than keeping it (the file's size tells the progress).
    package static func download(
        _ url: String, into descriptor: Int32, silence: Double, total: Double, maximumBytes: Int,
        cancelled: UnsafePointer<Int32>? = nil, authorities: String? = nil, ifNoneMatch: String? = nil
    ) -> DownloadOutcome {
        var result = ccurl_result()
        let status = withRequestStrings(url, authorities: authorities, ifNoneMatch: ifNoneMatch) {
            address, agent, file, tag in
            ccurl_download(
                address, Int(silence * 1000), Int(total * 1000), maximumBytes, cancelled, agent, file, tag,
                descriptor, &result)
        }
        defer { ccurl_free(&result) }
        if status == CCURL_NOT_STORED { return .notStored(reason: message(result)) }
        return .transferred(outcome(status, result) { $0.size })
    }

    /// The request's strings as C sees them, for the length of `body`: the address, the
    /// User-Agent, the authorities' file and the ETag asked about (nil when none, or when the
    /// tag could not be sent as it is).
    private static func withRequestStrings<Result>(
        _ url: String, authorities: String?, ifNoneMatch: String?,
        _ body: (UnsafePointer<CChar>, UnsafePointer<CChar>, UnsafePointer<CChar>?, UnsafePointer<CChar>?) -> Result
    ) -> Result {
        url.withCString { address in
            userAgent.withCString { agent in
                withOptionalCString(authorities) { file in
                    withOptionalCString(ifNoneMatch.flatMap(sendableTag)) { tag in body(address, agent, file, tag) }
                }
            }
        }
    }

    private static func message(_ result: ccurl_result) -> String {
        withUnsafeBytes(of: result.message) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
    }

    private static func outcome<Body>(
        _ status: ccurl_status, _ result: ccurl_result, body: (ccurl_result) -> Body
    ) -> Outcome<Body> {
        switch status {
        case CCURL_OK:
            var retry = result.retry_after
            let retryAfter = withUnsafeBytes(of: &retry) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            var etag = result.etag
            let tag = withUnsafeBytes(of: &etag) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            return .answered(
                status: result.http_code, body: body(result),
                fields: AnswerFields(retryAfter: retryAfter.isEmpty ? nil : retryAfter, etag: sendableTag(tag)))
        case CCURL_TIMED_OUT:
            return .timedOut
        case CCURL_TOO_LARGE:
            return .tooLarge(bytes: result.size)
        default:
            let reason = message(result)
            switch status {
            case CCURL_UNTRUSTED: return .untrusted(reason: reason)
            case CCURL_UNDECODABLE: return .undecodable(reason: reason)
            case CCURL_BAD_REDIRECT: return .badRedirect(reason: reason)
            default: return .unreachable(reason: reason)
            }
        }
    }

    /// A tag as a server may send it (RFC 9110 §8.8.3: visible ASCII, `W/` and quotes
    /// included), or nil: a tag with a control character could split the request it is sent in.
    static func sendableTag(_ tag: String) -> String? {
        guard !tag.isEmpty, tag.utf8.count < 128, tag.utf8.allSatisfy({ (0x21...0x7E).contains($0) }) else {
            return nil
        }
        return tag
    }

    private static func withOptionalCString<Result>(
        _ text: String?, _ body: (UnsafePointer<CChar>?) -> Result
    ) -> Result {
        guard let text else { return body(nil) }
        return text.withCString { body($0) }
    }
}
