import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Downloads covers with URLSession. A slow or dead server must end in a failure state, never
/// a spinner forever: the connect timeout bounds any silence (connecting, or waiting for the
/// next byte) and the total timeout bounds the whole download, enforced by a deadline of our
/// own as well as URLSession's.
final class HTTPFetcher: Sendable {
    let connectTimeout: Double
    let totalTimeout: Double
    let maximumBytes: Int
    private let session: URLSession

    init(connectTimeout: Double, totalTimeout: Double, maximumBytes: Int) {
        self.connectTimeout = connectTimeout
        self.totalTimeout = totalTimeout
        self.maximumBytes = maximumBytes
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = connectTimeout
        configuration.timeoutIntervalForResource = totalTimeout
        configuration.urlCache = nil
        configuration.httpMaximumConnectionsPerHost = 4
        session = URLSession(configuration: configuration)
    }

    /// A session lives until invalidated. Invalidating waits on the session's own queue, and
    /// the last reference may be dropped by a completion handler running on that queue, so
    /// the invalidation is sent elsewhere.
    deinit {
        let session = session
        DispatchQueue.global().async { session.invalidateAndCancel() }
    }

    /// Starts `download`; `completion` is called exactly once unless the download is cancelled
    /// first (which may happen before this call).
    func fetch(
        _ url: URL, as download: HTTPDownload, completion: @escaping @Sendable (Result<[UInt8], ArtworkError>) -> Void
    ) {
        var request = URLRequest(url: url)
        request.timeoutInterval = connectTimeout
        request.setValue("image/jpeg, image/png;q=0.9", forHTTPHeaderField: "Accept")
        let address = url.absoluteString
        let limit = maximumBytes
        let total = totalTimeout
        let silence = connectTimeout
        let task = session.dataTask(with: request) { data, response, error in
            guard let outcome = download.finish() else { return }
            switch outcome {
            case .timedOut: completion(.failure(.timedOut(url: address, seconds: total)))
            case .completed:
                completion(
                    Self.result(
                        address: address, data: data, response: response, error: error, limit: limit, silence: silence))
            }
        }
        download.start(task, deadline: totalTimeout)
    }

    private static func result(
        address: String, data: Data?, response: URLResponse?, error: (any Error)?, limit: Int, silence: Double
    )
        -> Result<[UInt8], ArtworkError>
    {
        if let error {
            let code = (error as? URLError)?.code
            if code == .timedOut { return .failure(.timedOut(url: address, seconds: silence)) }
            return .failure(.unreachable(url: address, reason: Self.reason(error)))
        }
        if let http = response as? HTTPURLResponse, !(200..<300).contains(http.statusCode) {
            return .failure(.httpStatus(url: address, code: http.statusCode))
        }
        let bytes = [UInt8](data ?? Data())
        if bytes.count > limit { return .failure(.tooLarge(bytes: bytes.count, limit: limit)) }
        return .success(bytes)
    }

    private static func reason(_ error: any Error) -> String {
        guard let code = (error as? URLError)?.code else { return String(describing: error) }
        switch code {
        case .cannotConnectToHost: return "connection refused"
        case .cannotFindHost, .dnsLookupFailed: return "unknown host"
        case .networkConnectionLost: return "connection lost"
        case .notConnectedToInternet: return "no network"
        case .secureConnectionFailed, .serverCertificateUntrusted: return "secure connection failed"
        default: return "network error \(code.rawValue)"
        }
    }
}
