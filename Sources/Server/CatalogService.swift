import Catalog
import FoundationEssentials
import TextFormatting

/// Answers one request, with no network: limits, target, route, handler, then the HTTP
/// layer's part (cache validation, compression). libmicrohttpd's threads call it; tests can too.
public final class CatalogService: Sendable {
    /// How long, in seconds, clients and caches (the server's own too) may reuse a catalog
    /// answer without asking again. A catalog file never changes in place, and after a
    /// regeneration the ETag tells a stale copy apart.
    public static let maxAge = 60
    public static let cacheControl = "public, max-age=\(maxAge)"
    /// Bodies smaller than this are sent as they are: gzip's header and trailer would eat the gain.
    static let compressionThreshold = 1024

    private let stores: CatalogStorePool
    private let limits: RequestLimits
    let cache: ResponseCache

    public convenience init(stores: CatalogStorePool, limits: RequestLimits = RequestLimits()) {
        self.init(stores: stores, limits: limits, cache: ResponseCache())
    }

    init(stores: CatalogStorePool, limits: RequestLimits, cache: ResponseCache) {
        self.stores = stores
        self.limits = limits
        self.cache = cache
    }

    /// The response, and for the log what went wrong on the server's side (a catalog that
    /// cannot be read says why there, and only there).
    public func respond(to request: HTTPRequest) -> (response: HTTPResponse, problem: String?) {
        do {
            try check(request)
            var target = try RequestTarget.parse(request.target)
            let (endpoint, parameters) = try CatalogEndpoints.router.match(
                method: request.method, segments: target.segments)
            target.query = target.query.keeping(endpoint.reads)
            let answer = {
                try self.stores.withStore { store in
                    try endpoint.answer(RouteRequest(parameters: parameters, query: target.query), store)
                }
            }
            guard endpoint.cacheable else { return (Self.conditional(try answer(), to: request), nil) }
            let key = ResponseCache.Key(
                target: target, acceptsGzip: AcceptEncoding.allowsGzip(request.header("Accept-Encoding")))
            let kept =
                try (Self.asksForAFreshAnswer(request) ? nil : cache.answer(for: key))
                ?? cache.store(Self.represent(try answer(), acceptsGzip: key.acceptsGzip), for: key)
            return (Self.reply(kept, to: request), nil)
        } catch let error as APIError {
            return (error.response, nil)
        } catch let error as CatalogQueryError {
            return (APIError.refused(error).response, nil)
        } catch let error as CatalogError {
            return (APIError.catalogUnavailable.response, error.description)
        } catch let error as PostgresError {
            return ((error.isUnavailability ? APIError.catalogUnavailable : .internalError).response, error.description)
        } catch {
            return (APIError.internalError.response, String(describing: error))
        }
    }

    /// The limits a request must keep before anything else is read.
    func check(_ request: HTTPRequest) throws(APIError) {
        if request.target.count > limits.targetBytes {
            throw .targetTooLong(bytes: request.target.count, limit: limits.targetBytes)
        }
        let headerBytes = request.headers.reduce(0) { $0 + $1.name.utf8.count + $1.value.utf8.count }
        if request.headers.count > limits.headerFields || headerBytes > limits.headerBytes {
            throw .headersTooLarge(fields: request.headers.count, bytes: headerBytes, limits: limits)
        }
        // A body on a GET would be read by nobody; refusing it keeps the connection's bytes in step.
        if request.declaresBody, Router<Endpoint>.methods.contains(request.method) { throw .bodyNotAccepted }
    }

    /// Whether the request says `Cache-Control: no-cache`: its client will not take a kept
    /// answer without checking it with the origin (RFC 9111 §5.2.1.4), which is this server, so
    /// the answer is made anew, and kept in place of the old one.
    static func asksForAFreshAnswer(_ request: HTTPRequest) -> Bool {
        request.headers.contains { header in
            header.name.equalsIgnoringASCIICase("Cache-Control")
                && header.value.split(separator: ",").contains {
                    $0.trimmingWhitespace().equalsIgnoringASCIICase("no-cache")
                }
        }
    }

    /// A catalog answer as a client that does or does not take gzip gets it: compressed when it
    /// pays, with the validators and an ETag of the representation chosen.
    static func represent(_ response: HTTPResponse, acceptsGzip: Bool) -> ResponseCache.Answer {
        var response = response
        let gzip = acceptsGzip && response.body.count >= compressionThreshold
        // zlib fails only without memory; the body then goes as it is, under its own tag.
        let compressed = gzip ? Gzip.compress(response.body) : nil
        let tag = EntityTag.of(response.body, gzip: compressed != nil)
        if let compressed {
            response.body = compressed
            response.headers.append(HTTPHeader("Content-Encoding", "gzip"))
        }
        response.headers += validators(tag)
        return ResponseCache.Answer(response: response, tag: tag)
    }

    /// The answer, or 304 when the client holds that representation already. The 304 keeps the
    /// 200's body, unsent: libmicrohttpd sends no body with a 304 but states the length of the
    /// one it was given, and a 304 may state only the 200's length (RFC 9110, section 8.6).
    static func reply(_ answer: ResponseCache.Answer, to request: HTTPRequest) -> HTTPResponse {
        EntityTag.matches(request.header("If-None-Match"), answer.tag)
            ? HTTPResponse(status: 304, headers: validators(answer.tag), body: answer.response.body) : answer.response
    }

    /// An answer made anew each time, or 304 when it has an ETag and the client holds it
    /// already (the catalog file's: the transfer saved is the whole catalog). The 304 keeps the
    /// body unsent, as `reply` does.
    static func conditional(_ response: HTTPResponse, to request: HTTPRequest) -> HTTPResponse {
        guard let tag = response.header("ETag"), EntityTag.matches(request.header("If-None-Match"), tag) else {
            return response
        }
        var unchanged = response
        unchanged.status = 304
        unchanged.headers.removeAll { $0.name.equalsIgnoringASCIICase("Content-Type") }
        return unchanged
    }

    private static func validators(_ tag: String) -> [HTTPHeader] {
        [HTTPHeader("ETag", tag), HTTPHeader("Cache-Control", cacheControl), HTTPHeader("Vary", "Accept-Encoding")]
    }
}
