import TextFormatting

/// How a request says where it ends (RFC 9112 §6), checked before it is answered: a request
/// whose framing two readers could read two ways (two lengths, a length and a chunked body, a
/// name with a space before its colon) could carry a second request inside its body, which a
/// proxy in front of this server would not see. Such a request is refused with 400 and its
/// connection closed.
enum RequestFraming {
    /// Why the request's framing is refused; nil when it is sound.
    static func problem(_ request: HTTPRequest, version: String) -> String? {
        if let name = request.headers.first(where: { !isToken($0.name) })?.name {
            return "The header field name “\(name)” is not a token (a space before its colon, say)."
        }
        let lengths = fields("Content-Length", of: request)
        if lengths.count > 1 { return "The request has \(lengths.count) Content-Length fields; send one." }
        if let length = lengths.first {
            if !fields("Transfer-Encoding", of: request).isEmpty {
                return "The request has both Content-Length and Transfer-Encoding; send one."
            }
            if length.isEmpty || !length.utf8.allSatisfy({ (0x30...0x39).contains($0) }) {
                return "Content-Length is not a number of bytes."
            }
        }
        let hosts = fields("Host", of: request)
        if version == "HTTP/1.1", hosts.count != 1 {
            return hosts.isEmpty
                ? "An HTTP/1.1 request needs a Host field." : "The request has \(hosts.count) Host fields; send one."
        }
        return nil
    }

    private static func fields(_ name: String, of request: HTTPRequest) -> [String] {
        request.headers.filter { $0.name.equalsIgnoringASCIICase(name) }.map(\.value)
    }

    /// RFC 9110's token: the characters a field name may hold.
    private static func isToken(_ name: String) -> Bool {
        !name.isEmpty
            && name.utf8.allSatisfy { byte in
                switch byte {
                case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                    UInt8(ascii: "0")...UInt8(ascii: "9"):
                    true
                default: Array("!#$%&'*+-.^_`|~".utf8).contains(byte)
                }
            }
    }
}
