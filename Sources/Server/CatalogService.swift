import Catalog
import Foundation

/// Answers one request, with no network: limits, target, route, handler, then the HTTP
/// layer's part (cache validation, compression). libmicrohttpd's threads call it; tests can too.
public final class CatalogService: Sendable {
    /// How long clients and caches may reuse a catalog answer without asking again. A catalog
    /// file never changes in place, and after a regeneration the ETag tells a stale copy apart.
    public static let cacheControl = "public, max-age=60"
    /// Bodies smaller than this are sent as they are: gzip's header and trailer would eat the gain.
    static let compressionThreshold = 1024

    private let stores: CatalogStorePool
    private let limits: RequestLimits

    public init(stores: CatalogStorePool, limits: RequestLimits = RequestLimits()) {
        self.stores = stores
        self.limits = limits
    }

    /// The response, and for the log what went wrong on the server's side (a catalog that
    /// cannot be read says why there, and only there).
    public func respond(to request: HTTPRequest) -> (response: HTTPResponse, problem: String?) {
        do {
            try check(request)
            let target = try RequestTarget.parse(request.target)
            let (endpoint, parameters) = try CatalogEndpoints.router.match(
                method: request.method, segments: target.segments)
            let response = try stores.withStore { store in
                try endpoint.answer(RouteRequest(parameters: parameters, query: target.query), store)
            }
            return (endpoint.cacheable ? finish(response, for: request) : response, nil)
        } catch let error as APIError {
            return (error.response, nil)
        } catch let error as CatalogQueryError {
            return (APIError.refused(error).response, nil)
        } catch let error as CatalogError {
            return (APIError.catalogUnavailable.response, error.description)
        } catch let error as PostgresError {
            return (APIError.catalogUnavailable.response, error.description)
        } catch {
            return (APIError.internalError.response, String(describing: error))
        }
    }

    /// The limits a request must keep before anything else is read.
    private func check(_ request: HTTPRequest) throws(APIError) {
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

    /// Adds the validators and the encoding to a catalog answer: gzip when the client takes it
    /// and it pays, an ETag of the representation chosen, and 304, before compressing anything,
    /// when the client holds that representation already.
    private func finish(_ response: HTTPResponse, for request: HTTPRequest) -> HTTPResponse {
        var response = response
        let gzip =
            AcceptEncoding.allowsGzip(request.header("Accept-Encoding"))
            && response.body.count >= Self.compressionThreshold
        let validators = { (tag: String) in
            [
                HTTPHeader("ETag", tag), HTTPHeader("Cache-Control", Self.cacheControl),
                HTTPHeader("Vary", "Accept-Encoding"),
            ]
        }
        let tag = EntityTag.of(response.body, gzip: gzip)
        if EntityTag.matches(request.header("If-None-Match"), tag) {
            return HTTPResponse(status: 304, headers: validators(tag))
        }
        // zlib fails only without memory; the body then goes as it is, under its own tag.
        if gzip, let compressed = Gzip.compress(response.body) {
            response.body = compressed
            response.headers += validators(tag) + [HTTPHeader("Content-Encoding", "gzip")]
        } else {
            response.headers += validators(gzip ? EntityTag.of(response.body, gzip: false) : tag)
        }
        return response
    }
}
