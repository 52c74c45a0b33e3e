import Catalog
import FoundationEssentials

/// A request the server answers with an error, as the JSON `{"error": …, "detail": …}`:
/// `error` names what went wrong in a few stable words, `detail` says what exactly and what to
/// send instead. Nothing here ever carries a file path, SQL or an exception's text.
enum APIError: Error, Equatable {
    /// A malformed path, query string, id or parameter (400).
    case badRequest(error: String, detail: String)
    /// An unknown route, song, performer or recording (404).
    case notFound(error: String, detail: String)
    /// The path exists but not for this method (405).
    case methodNotAllowed(method: String, allowed: [String])
    /// A GET or HEAD carries a body, which no route reads (413).
    case bodyNotAccepted
    /// The body is longer than the limit (413).
    case bodyTooLarge(limit: Int)
    /// The request target is longer than the limit (414).
    case targetTooLong(bytes: Int, limit: Int)
    /// Too many header fields, or too many bytes of them (431).
    case headersTooLarge(fields: Int, bytes: Int, limits: RequestLimits)
    /// The catalog cannot be read right now (503); the reason goes to the server's log only.
    case catalogUnavailable
    /// A failure that is the server's own (500).
    case internalError
    /// The server is stopping and takes no new connection (503).
    case stopping

    var status: Int {
        switch self {
        case .badRequest: 400
        case .notFound: 404
        case .methodNotAllowed: 405
        case .bodyNotAccepted, .bodyTooLarge: 413
        case .targetTooLong: 414
        case .headersTooLarge: 431
        case .catalogUnavailable, .stopping: 503
        case .internalError: 500
        }
    }

    var error: String {
        switch self {
        case .badRequest(let error, _), .notFound(let error, _): error
        case .methodNotAllowed: "Method not allowed"
        case .bodyNotAccepted: "Request body not accepted"
        case .bodyTooLarge: "Request body too large"
        case .targetTooLong: "Request target too long"
        case .headersTooLarge: "Request header fields too large"
        case .catalogUnavailable: "Catalog unavailable"
        case .internalError: "Internal error"
        case .stopping: "Server stopping"
        }
    }

    var detail: String {
        switch self {
        case .badRequest(_, let detail), .notFound(_, let detail): detail
        case .methodNotAllowed(let method, let allowed):
            "This path answers \(allowed.joined(separator: " and ")), not \(method)."
        case .bodyNotAccepted: "A GET or HEAD request carries no body."
        case .bodyTooLarge(let limit): "A request body may hold at most \(limit) bytes."
        case .targetTooLong(let bytes, let limit): "The request target is \(bytes) bytes; the limit is \(limit)."
        case .headersTooLarge(let fields, let bytes, let limits):
            "The request has \(fields) header fields in \(bytes) bytes; the limits are \(limits.headerFields) fields and \(limits.headerBytes) bytes."
        case .catalogUnavailable: "The catalog cannot be read right now; try again later."
        case .internalError: "The server could not answer this request."
        case .stopping: "The server is stopping; try again in a moment."
        }
    }

    struct Body: Encodable {
        let error: String
        let detail: String
    }

    /// Errors are never cached: the next request may well succeed.
    var response: HTTPResponse {
        var headers = [HTTPHeader("Cache-Control", "no-store")]
        if case .methodNotAllowed(_, let allowed) = self {
            headers.append(HTTPHeader("Allow", allowed.joined(separator: ", ")))
        }
        // Two strings always encode; the fallback only satisfies the signature.
        return (try? HTTPResponse.json(Body(error: error, detail: detail), status: status, headers: headers))
            ?? HTTPResponse(status: status, headers: headers)
    }

    /// A catalog refusal before the database is reached, in the upstream's own words, which
    /// its clients show.
    static func refused(_ error: CatalogQueryError) -> APIError {
        switch error {
        case .batchSize(0): .badRequest(error: onlySeparators, detail: error.description)
        case .malformedID, .batchSize: .badRequest(error: error.description, detail: error.description)
        }
    }

    /// The upstream's words for a batch whose `ids` is missing or empty.
    static let noIDs = #"Query string must include a non-empty "ids" parameter (comma-separated UUIDs)."#
    /// And for one whose `ids` holds separators and blanks alone.
    static let onlySeparators = #"Query string must include a non-empty "ids" parameter."#
}
