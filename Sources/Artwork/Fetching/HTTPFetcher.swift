import CurlTransfer
import Dispatch
import FoundationEssentials

/// Downloads covers over HTTP(S) with libcurl, loaded the first time a cover is fetched: a
/// program showing only local or generated covers never maps the network stack (URLSession
/// would load it, with its memory and start-up cost, into every run). A slow or dead server ends in a
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
            let outcome = CurlTransfer.get(
                address, silence: silence, total: total, maximumBytes: limit,
                cancelled: UnsafePointer(download.cancellationFlag), body: { Array($0) })
            guard download.finish() else { return }
            completion(Self.result(of: outcome, address: address, total: total, limit: limit))
        }
    }

    private static func result(
        of outcome: CurlTransfer.Outcome<[UInt8]>, address: String, total: Double, limit: Int
    ) -> Result<[UInt8], ArtworkError> {
        switch outcome {
        case .answered(let code, let body, _):
            (200..<300).contains(code) ? .success(body) : .failure(.httpStatus(url: address, code: code))
        case .timedOut: .failure(.timedOut(url: address, seconds: total))
        case .tooLarge(let bytes): .failure(.tooLarge(bytes: bytes, limit: limit))
        case .unreachable(let reason), .untrusted(let reason), .badRedirect(let reason):
            .failure(.unreachable(url: address, reason: reason))
        case .undecodable(let reason): .failure(.corrupt(format: "the server's encoding", detail: reason))
        }
    }
}
