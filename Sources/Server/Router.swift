/// Matches a method and decoded path segments to a handler. Patterns are paths whose `{name}`
/// segments match any one segment; routes are tried in order, so a literal route listed first
/// wins over a parameter at the same place (`/v1/recordings/batch` before `/v1/recordings/{id}`).
struct Router<Handler: Sendable>: Sendable {
    private enum Part: Equatable {
        case literal(String)
        case parameter
    }

    private struct Route: Sendable {
        let parts: [Part]
        let handler: Handler
    }

    /// Every route answers these: the catalog is read-only.
    static var methods: [String] { ["GET", "HEAD"] }

    private let routes: [Route]
    /// The routes' patterns, in order.
    let patterns: [String]

    init(_ routes: [(pattern: String, handler: Handler)]) {
        patterns = routes.map(\.pattern)
        self.routes = routes.map { pattern, handler in
            let parts = pattern.split(separator: "/", omittingEmptySubsequences: false).dropFirst().map {
                $0.hasPrefix("{") && $0.hasSuffix("}") ? Part.parameter : .literal(String($0))
            }
            return Route(parts: parts, handler: handler)
        }
    }

    /// The handler and the values of the `{…}` segments, in order.
    func match(method: String, segments: [String]) throws(APIError) -> (handler: Handler, parameters: [String]) {
        for route in routes where route.parts.count == segments.count {
            var parameters: [String] = []
            let matches = zip(route.parts, segments).allSatisfy { part, segment in
                switch part {
                case .literal(let text): return text == segment
                case .parameter:
                    parameters.append(segment)
                    return true
                }
            }
            guard matches else { continue }
            guard Self.methods.contains(method) else { throw .methodNotAllowed(method: method, allowed: Self.methods) }
            return (route.handler, parameters)
        }
        throw .notFound(error: "Not found", detail: "No endpoint has this path; the catalog's endpoints are under /v1.")
    }
}
