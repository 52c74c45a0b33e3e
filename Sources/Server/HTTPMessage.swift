import Catalog
import FoundationEssentials
import TextFormatting

/// A header field of a request or a response.
package struct HTTPHeader: Equatable, Sendable {
    package var name: String
    package var value: String

    package init(_ name: String, _ value: String) {
        self.name = name
        self.value = value
    }
}

/// A request as libmicrohttpd hands it over: the method, the request target exactly as the
/// client sent it (bytes: it need not be UTF-8), the header fields, the body (read only for
/// the methods that carry one, and within `RequestLimits.bodyBytes`) and the peer's address.
public struct HTTPRequest: Sendable {
    public var method: String
    public var target: [UInt8]
    package var headers: [HTTPHeader]
    package var body: [UInt8]
    package var clientAddress: String

    package init(
        method: String, target: [UInt8], headers: [HTTPHeader] = [], body: [UInt8] = [],
        clientAddress: String = "127.0.0.1"
    ) {
        self.method = method
        self.target = target
        self.headers = headers
        self.body = body
        self.clientAddress = clientAddress
    }

    /// The first field of that name (names are case-insensitive).
    public func header(_ name: String) -> String? {
        headers.first { $0.name.equalsIgnoringASCIICase(name) }?.value
    }

    /// Whether a body follows the headers.
    var declaresBody: Bool {
        header("Transfer-Encoding") != nil || (declaredLength ?? 0) > 0
    }

    /// The body's length as Content-Length states it.
    var declaredLength: Int? { header("Content-Length").flatMap { Int($0) } }

    /// Whether the method is one whose body a route may read: GET and HEAD carry none.
    var mayCarryBody: Bool { !["GET", "HEAD"].contains(method) }
}

/// A response before libmicrohttpd sends it; it adds Content-Length, Date and the connection's
/// keep-alive handling itself. To a HEAD, and in a 304, the body only gives the length stated.
public struct HTTPResponse: Sendable {
    public var status: Int
    package var headers: [HTTPHeader]
    public var body: Data
    /// A file sent as the body in place of `body` (the whole catalog file).
    package var file: ResponseFile?

    package init(status: Int, headers: [HTTPHeader] = [], body: Data = Data(), file: ResponseFile? = nil) {
        self.status = status
        self.headers = headers
        self.body = body
        self.file = file
    }

    /// A payload as JSON, encoded as the command line encodes it.
    static func json<T: Encodable>(_ value: T, status: Int = 200, headers: [HTTPHeader] = []) throws -> HTTPResponse {
        json(encoded: try PayloadJSON.encode(value), status: status, headers: headers)
    }

    /// JSON written already, sent as `json(_:)` sends a payload.
    static func json(encoded: Data, status: Int = 200, headers: [HTTPHeader] = []) -> HTTPResponse {
        HTTPResponse(status: status, headers: [HTTPHeader("Content-Type", "application/json")] + headers, body: encoded)
    }

    public func header(_ name: String) -> String? {
        headers.first { $0.name.equalsIgnoringASCIICase(name) }?.value
    }
}
