/// A request to an account route, as the server hands it over: what the routes read of it.
package struct AccountRequest: Sendable {
    package var method: String
    /// The decoded path segments: `/v1/repertoires/` is `["v1", "repertoires", ""]`.
    package var segments: [String]
    /// The `search` parameter of a repertoire's songs.
    package var search: String?
    package var authorization: String?
    package var contentType: String?
    package var forwardedFor: String?
    package var body: [UInt8]
    /// The connection's peer address.
    package var clientAddress: String
    /// The user the access token named, once `authenticate` has read them for this request.
    var authenticatedUser: UserRecord?

    package init(
        method: String, segments: [String], search: String? = nil, authorization: String? = nil,
        contentType: String? = nil, forwardedFor: String? = nil, body: [UInt8] = [], clientAddress: String = "127.0.0.1"
    ) {
        self.method = method
        self.segments = segments
        self.search = search
        self.authorization = authorization
        self.contentType = contentType
        self.forwardedFor = forwardedFor
        self.body = body
        self.clientAddress = clientAddress
    }
}
