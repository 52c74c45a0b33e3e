import CurlTransfer
import FoundationEssentials
import TextFormatting

/// Why a server's catalog could not be read, in words for the page that shows it (with its
/// Retry, and its countdown while the server is away) or for the command line.
public enum HTTPCatalogError: Error, Equatable, CustomStringConvertible, TransientError {
    case invalidAddress(String)
    case unreachable(server: String, reason: String)
    case timedOut(server: String, connectSeconds: Double, totalSeconds: Double)
    case status(url: String, code: Int, detail: String?)
    /// The server's certificate could not be verified against the authorities trusted.
    case untrusted(server: String, reason: String)
    /// 429: the server limits how often it may be asked, says for how long to wait, and may
    /// announce its limit (`limit`, in requests a second).
    case rateLimited(server: String, retryAfter: Double?, limit: Double? = nil)
    /// 503: the server cannot answer for now, and may say for how long.
    case unavailable(url: String, detail: String?, retryAfter: Double?)
    case malformed(url: String, reason: String)
    /// The server redirected to an address that is not the web's, or from redirect to redirect.
    case badRedirect(url: String, reason: String)
    case countsUnavailable(server: String)

    public var description: String {
        switch self {
        case .invalidAddress(let text):
            "--server takes an http:// or https:// address with a host, such as http://127.0.0.1:8080 (got \"\(text)\")."
        case .unreachable(let server, let reason):
            "Offline: the server at \(server) cannot be reached (\(reason))."
        case .timedOut(let server, let connect, let total):
            "Offline: the server at \(server) did not answer in time (\(Self.seconds(connect)) to connect or between "
                + "bytes, \(Self.seconds(total)) in all)."
        case .status(let url, let code, let detail):
            "The server answered \(code) for \(url)" + (detail.map { ": \($0)" } ?? ".")
        case .untrusted(let server, let reason):
            "The server at \(server) could not be verified (\(reason)): if it is yours, give the certificate "
                + "authority that signed it with --ca-file PATH (or APPROACHNOTE_CA_FILE)."
        case .rateLimited(let server, let retryAfter, _):
            "Busy: the server at \(server) is being asked too often"
                + (retryAfter.map { " and asks to wait \(Self.seconds($0.rounded(.up)))." } ?? ".")
        case .unavailable(let url, let detail, let retryAfter):
            "The server answered 503 for \(url)"
                + (retryAfter.map { " and asks to wait \(Self.seconds($0.rounded(.up)))" } ?? "")
                + (detail.map { ": \($0)" } ?? ".")
        case .malformed(let url, let reason):
            "The server's answer for \(url) is not the catalog's JSON (\(reason))."
        case .badRedirect(let url, let reason):
            "The server sent the request for \(url) where it is not followed (\(reason)): only redirects to "
                + "http and https addresses are, and not one after another for ever."
        case .countsUnavailable(let server):
            "The server at \(server) does not report the catalog's counts (it has no \(HTTPCatalog.countsPath))."
        }
    }

    /// The server away, too slow, or saying it cannot answer for now (503): it may come back.
    public var isTransient: Bool {
        switch self {
        case .unreachable, .timedOut, .rateLimited, .unavailable: true
        default: false
        }
    }

    public var retryAfter: Double? {
        switch self {
        case .rateLimited(_, let seconds, _), .unavailable(_, _, let seconds): seconds
        default: nil
        }
    }

    private static func seconds(_ value: Double) -> String {
        value == value.rounded() ? "\(Int(value)) s" : "\(value) s"
    }
}

/// The catalog read from a server speaking the upstream's `/v1` API (`approachnote serve`, or
/// the upstream's own): the same payloads, decoded into the same types, so the pages cannot
/// tell it from the embedded file. Each call is one blocking GET through libcurl (loaded on
/// first use, as for covers); the loader runs them off the main thread, and the hydration
/// pipeline's retries and back-off cover a server that drops out.
public struct HTTPCatalog: CatalogReading {
    /// The address as given, without a trailing slash, and without its password if it has
    /// one (`http://alice:…@host`): what messages and Settings name.
    public let server: String
    /// The address as given, password included, which only the requests use.
    private let address: String
    /// A dead host fails after this long instead of leaving a page loading; it also bounds any
    /// stall between bytes.
    public let connectTimeout: Double
    /// The most one call may take, the largest answer included (the whole performers index).
    public let totalTimeout: Double
    /// The demo catalog's largest answer, the performers index, is 3.1 MB (Louis Armstrong's
    /// recordings 1.5 MB); twenty times that is not a catalog's answer.
    package static let largestAnswer = 64 << 20

    /// The certificate authorities an https server is verified against instead of the system's
    /// (`--ca-file`): a private server's own.
    public let authorities: String?

    public init(
        address: String, authorities: String? = nil, connectTimeout: Double = 5, totalTimeout: Double = 30
    ) throws(HTTPCatalogError) {
        var trimmed = address
        while trimmed.hasSuffix("/") { trimmed.removeLast() }
        guard let components = URLComponents(string: trimmed),
            let scheme = components.scheme?.lowercased(), scheme == "http" || scheme == "https",
            let host = components.host, !host.isEmpty, components.query == nil, components.fragment == nil
        else { throw .invalidAddress(Self.withoutPassword(address)) }
        self.address = trimmed
        server = Self.withoutPassword(trimmed)
        self.connectTimeout = connectTimeout
        self.totalTimeout = totalTimeout
        self.authorities = authorities
    }

    /// `scheme://user:password@host…` with the password replaced by "…"; anything else as it is.
    static func withoutPassword(_ address: String) -> String {
        guard let start = address.firstRange(of: "://") else { return address }
        let rest = address[start.upperBound...]
        let authorityEnd = rest.firstIndex { $0 == "/" || $0 == "?" || $0 == "#" } ?? rest.endIndex
        guard let at = rest[..<authorityEnd].lastIndex(of: "@"),
            let colon = rest[..<at].firstIndex(of: ":")
        else { return address }
        return String(address[..<rest.index(after: colon)]) + "…" + String(address[at...])
    }

    /// Our server's one route beyond the upstream's (whose `/v1/recordings/count` counts only
    /// recordings): every table's count, as `catalog info` prints them.
    public static let countsPath = "/v1/catalog/counts"
    /// Our server's catalog file, whole (`approachnote serve` of a file; not the upstream's).
    public static let catalogFilePath = "/v1/catalog/file"

    /// The upstream's own count: `{"count": N}` recordings.
    public static let recordingsCountPath = "/v1/recordings/count"

    /// How many recordings the server holds, by `recordingsCountPath`: what a server without
    /// the counts route (the upstream) still tells. Nil where it has neither.
    public func recordingsCount() throws -> Int? {
        struct Count: Decodable {
            let count: Int
        }
        let found: Count? = try find(Self.recordingsCountPath)
        return found?.count
    }

    public func origin() throws -> CatalogOrigin { .served(server: server) }

    /// A server without the counts route (the upstream's own) answers `countsUnavailable`.
    public func counts() throws -> CatalogCounts {
        guard let counts: CatalogCounts = try find(Self.countsPath) else {
            throw HTTPCatalogError.countsUnavailable(server: server)
        }
        return counts
    }

    public func songs(matching query: String?) throws -> [SongIndexEntry] {
        let rows: PayloadRows<SongIndexEntry> = try get("/v1/songs/index", query: query.map { ["search": $0] } ?? [:])
        return ServerAnswers.inOurOrder(rows.rows)
    }

    public func performers(matching query: String?) throws -> [PerformerIndexEntry] {
        let rows: PayloadRows<PerformerIndexEntry> = try get(
            "/v1/performers/index", query: query.map { ["search": $0] } ?? [:])
        return ServerAnswers.inOurOrder(rows.rows)
    }

    public func songSummary(id: String) throws -> SongSummary? {
        let summary: SongSummary? = try find("/v1/songs/\(Self.segment(id))/summary")
        return summary.map { ServerAnswers.completed($0, id: id) }
    }

    public func songShell(id: String, sort: SongRecordingSort) throws -> ShellResponse? {
        let shell: ShellResponse? = try find(
            "/v1/songs/\(Self.segment(id))/recordings/shell", query: ["sort": sort.rawValue])
        return shell.map { ServerAnswers.inOurOrder($0, sort: sort) }
    }

    public func hydrate(ids: [String]) throws -> BatchResponse {
        let batch: BatchResponse = try get("/v1/recordings/batch", query: ["ids": ids.joined(separator: ",")])
        return ServerAnswers.completed(batch)
    }

    public func recordingDetail(id: String) throws -> RecordingDetail? {
        let detail: RecordingDetail? = try find("/v1/recordings/\(Self.segment(id))")
        return detail.map { ServerAnswers.completed($0, id: id) }
    }

    public func performerSummary(id: String) throws -> PerformerSummary? {
        let summary: PerformerSummary? = try find("/v1/performers/\(Self.segment(id))/summary")
        return summary.map { ServerAnswers.completed($0, id: id) }
    }

    public func performerRecordings(id: String) throws -> PerformerRecordingsResponse? {
        let response: PerformerRecordingsResponse? = try find("/v1/performers/\(Self.segment(id))/recordings")
        return response.map(ServerAnswers.mergingRoles)
    }

    /// A server without the route (an older one of ours) has none to give. Rows of another
    /// kind than asked (a server that does not filter) or of another song are left out.
    public func songVideos(id: String, type: String?) throws -> [SongVideo] {
        let rows: PayloadRows<SongVideo>? = try find(
            "/v1/songs/\(Self.segment(id))/videos", query: type.map { ["type": $0] } ?? [:])
        return (rows?.rows ?? []).filter { video in
            (type == nil || video.videoType == type) && video.songId.lowercased() == id.lowercased()
        }
    }

    /// The payload, or nil when the server has no such id (404).
    private func find<T: Decodable>(_ path: String, query: [String: String] = [:]) throws -> T? {
        do {
            return try get(path, query: query) as T
        } catch HTTPCatalogError.status(_, 404, _) {
            return nil
        }
    }

    private func get<T: Decodable>(_ path: String, query: [String: String] = [:]) throws -> T {
        let target = path + Self.queryString(query)
        return try decode(T.self, from: try fetch(target), target: target)
    }

    /// GETs `target` from the address as given; errors name it by `server`, without a password.
    private func fetch(_ target: String) throws(HTTPCatalogError) -> Data {
        switch try fetch(target, session: nil, etag: nil) {
        case .changed(let body, _): return body
        case .unchanged: throw .status(url: server + target, code: 304, detail: nil)
        }
    }

    /// What a GET that may name the representation already held got.
    public enum Revalidation: Equatable, Sendable {
        /// The answer, with its ETag when the server sent one.
        case changed(Data, etag: String?)
        /// 304: the representation named is still the server's.
        case unchanged
    }

    /// GETs `target` through `session` (its connection kept for the next call), asking for 304
    /// when the server's answer still has the ETag `etag`. Any status outside 2xx and 304 is
    /// an error, as for the pages' reads. An answer past `largestAnswer` bytes (decoded) is
    /// refused as malformed.
    package func fetch(
        _ target: String, session: CurlSession?, etag: String?, largestAnswer: Int = HTTPCatalog.largestAnswer
    ) throws(HTTPCatalogError) -> Revalidation {
        let url = server + target
        let outcome = CurlTransfer.get(
            address + target, silence: connectTimeout, total: totalTimeout, maximumBytes: largestAnswer,
            authorities: authorities, session: session, ifNoneMatch: etag, body: { Data($0) })
        switch outcome {
        case .answered(304, _, _) where etag != nil:
            return .unchanged
        case .answered(let code, let body, let fields) where (200..<300).contains(code):
            return .changed(body, etag: fields.etag)
        default:
            // A failure's body is read too: the server may say why.
            throw failure(of: outcome, url: url, body: { $0 }, total: totalTimeout, largest: largestAnswer)
        }
    }

    /// The error of a transfer that brought no answer to take: a status that is a failure (a
    /// 429 or a 503 with its wait, their words read from `body` of what came), or no answer.
    private func failure<Body>(
        of outcome: CurlTransfer.Outcome<Body>, url: String, body: (Body) -> Data?, total: Double, largest: Int
    ) -> HTTPCatalogError {
        switch outcome {
        case .answered(let code, let received, let fields):
            let words = body(received)
            let wait = fields.retryAfter.flatMap { Self.seconds(untilRetry: $0) }
            switch code {
            case 429:
                return .rateLimited(
                    server: server, retryAfter: wait, limit: words.flatMap(AnnouncedLimit.requestsPerSecond(in:)))
            case 503: return .unavailable(url: url, detail: words.flatMap(Self.detail(of:)), retryAfter: wait)
            default: return .status(url: url, code: code, detail: words.flatMap(Self.detail(of:)))
            }
        case .timedOut: return .timedOut(server: server, connectSeconds: connectTimeout, totalSeconds: total)
        case .tooLarge: return .malformed(url: url, reason: "more than \(largest >> 20) MB")
        case .unreachable(let reason):
            return .unreachable(server: server, reason: reason.isEmpty ? "no answer" : reason)
        case .untrusted(let reason): return .untrusted(server: server, reason: reason)
        case .badRedirect(let reason): return .badRedirect(url: url, reason: reason)
        case .undecodable(let reason):
            return .malformed(url: url, reason: "its body is not in the encoding it names: \(reason)")
        }
    }

    /// What the download of a whole file got.
    package enum FileDownload: Equatable, Sendable {
        /// The file, written whole, with its ETag when the server sent one.
        case received(bytes: Int, etag: String?)
        /// 304: the file named by the ETag sent is still the server's.
        case unchanged
        /// The server has no such file to give (404): it is read page by page.
        case notOffered
        /// The file could not be written here (a full disk, say); `reason` is the system's words.
        case notWritten(reason: String)
    }

    /// GETs `target` into the open file `descriptor`, asking for 304 when the server's file
    /// still has the ETag `etag`; more than `largest` bytes is refused. `total` bounds the whole
    /// transfer (seconds); the silence limit still ends one that stalls. Any status but 200,
    /// 304 and 404 is an error, as for `fetch`.
    package func download(
        _ target: String, into descriptor: Int32, etag: String?, largest: Int, total: Double,
        cancelled: UnsafePointer<Int32>?
    ) throws(HTTPCatalogError) -> FileDownload {
        let url = server + target
        let transferred: CurlTransfer.Outcome<Int>
        switch CurlTransfer.download(
            address + target, into: descriptor, silence: connectTimeout, total: total, maximumBytes: largest,
            cancelled: cancelled, authorities: authorities, ifNoneMatch: etag)
        {
        case .notStored(let reason): return .notWritten(reason: reason)
        case .transferred(let outcome): transferred = outcome
        }
        switch transferred {
        case .answered(304, _, _) where etag != nil: return .unchanged
        case .answered(404, _, _): return .notOffered
        case .answered(200, let bytes, let fields): return .received(bytes: bytes, etag: fields.etag)
        default:
            // A failure's body went to the file, which is not kept: no words of the server's.
            throw failure(of: transferred, url: url, body: { _ in nil }, total: total, largest: largest)
        }
    }

    /// `body`, the answer for `target`, decoded as the pages decode it.
    package func decode<T: Decodable>(_ type: T.Type, from body: Data, target: String) throws(HTTPCatalogError) -> T {
        do {
            return try JSONDecoder().decode(T.self, from: body)
        } catch {
            throw .malformed(url: server + target, reason: Self.reason(error))
        }
    }

    /// A Retry-After field's wait: seconds, or an HTTP date (RFC 9110 §10.2.3) from now; at
    /// most an hour, so a server's slip cannot stop the pages for a day.
    static func seconds(untilRetry field: String, now: Date = Date()) -> Double? {
        let seconds: Double?
        if let whole = Int(field.trimmingWhitespace()), whole >= 0 {
            seconds = Double(whole)
        } else {
            seconds = UTCTime(httpDate: field).map { max(0, $0.date.timeIntervalSince(now)) }
        }
        return RetryWait.bounded(seconds)
    }

    /// The server's own words for an error (`{"error": …, "detail": …}`), when it sent them.
    private static func detail(of body: Data) -> String? {
        struct Problem: Decodable {
            let error: String?
            let detail: String?
        }
        guard let problem = try? JSONDecoder().decode(Problem.self, from: body) else { return nil }
        return problem.detail ?? problem.error
    }

    private static func reason(_ error: any Error) -> String {
        switch error {
        case DecodingError.keyNotFound(let key, _): "no \(key.stringValue)"
        case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context),
            DecodingError.dataCorrupted(let context):
            context.codingPath.isEmpty
                ? context.debugDescription
                : context.codingPath.map(\.stringValue).joined(separator: ".") + ": " + context.debugDescription
        default: "\(error)"
        }
    }

    /// Ids come from the catalog's own payloads, but one with a slash or a space must still
    /// name one path segment.
    package static func segment(_ id: String) -> String {
        PercentEncoding.encode(id, keeping: PercentEncoding.pathSegment)
    }

    package static func queryString(_ query: [String: String]) -> String {
        guard !query.isEmpty else { return "" }
        return "?"
            + query.sorted { $0.key < $1.key }.map { key, value in
                "\(key)=\(PercentEncoding.encode(value, keeping: PercentEncoding.queryValue))"
            }.joined(separator: "&")
    }
}
