import CCurlLoader
import Dispatch
import Foundation

/// Downloads covers over HTTP(S) with libcurl, loaded the first time a cover is fetched: a
/// program showing only local or generated covers never maps the network stack (with
/// URLSession it cost every run some 7 MB and 6 ms at start). A slow or dead server ends in a
/// failure state, never a spinner forever: the connect timeout bounds any silence (connecting,
/// or waiting for the next byte) and the total timeout the whole download.
final class HTTPFetcher: Sendable {
    let connectTimeout: Double
    let totalTimeout: Double
    let maximumBytes: Int

    init(connectTimeout: Double, totalTimeout: Double, maximumBytes: Int) {
        self.connectTimeout = connectTimeout
        self.totalTimeout = totalTimeout
        self.maximumBytes = maximumBytes
    }

    /// Starts `download` on a thread of its own (the transfer blocks); `completion` is called
    /// exactly once unless the download is cancelled first (which may happen before this call).
    func fetch(
        _ url: URL, as download: HTTPDownload, completion: @escaping @Sendable (Result<[UInt8], ArtworkError>) -> Void
    ) {
        let address = url.absoluteString
        let silence = connectTimeout
        let total = totalTimeout
        let limit = maximumBytes
        DispatchQueue.global(qos: .utility).async {
            guard download.begin() else { return }
            var result = ccurl_result()
            let status = address.withCString { url in
                ccurl_fetch(
                    url, Int(silence * 1000), Int(total * 1000), limit, download.cancellationFlag, &result)
            }
            defer { ccurl_free(&result) }
            guard download.finish() else { return }
            completion(
                Self.outcome(status, result, address: address, total: total, limit: limit))
        }
    }

    private static func outcome(
        _ status: ccurl_status, _ result: ccurl_result, address: String, total: Double, limit: Int
    ) -> Result<[UInt8], ArtworkError> {
        switch status {
        case CCURL_OK:
            if !(200..<300).contains(result.http_code) {
                return .failure(.httpStatus(url: address, code: result.http_code))
            }
            return .success(result.data.map { Array(UnsafeBufferPointer(start: $0, count: result.size)) } ?? [])
        case CCURL_TIMED_OUT: return .failure(.timedOut(url: address, seconds: total))
        case CCURL_TOO_LARGE: return .failure(.tooLarge(bytes: result.size, limit: limit))
        default:
            var message = result.message
            let reason = withUnsafeBytes(of: &message) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            return .failure(.unreachable(url: address, reason: reason))
        }
    }
}
