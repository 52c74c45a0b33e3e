/// Where the server listens: `HOST:PORT`, an IPv6 host in brackets (`[::1]:8080`).
public struct ListenAddress: Equatable, Sendable, CustomStringConvertible {
    public var host: String
    /// 0 lets the system pick a free port.
    public var port: UInt16

    public init(host: String, port: UInt16) {
        self.host = host
        self.port = port
    }

    public static func parse(_ text: String) throws(ServerError) -> ListenAddress {
        let host: Substring
        let port: Substring
        if text.hasPrefix("[") {
            guard let close = text.firstIndex(of: "]"), text[text.index(after: close)...].hasPrefix(":") else {
                throw .invalidListenAddress(text)
            }
            host = text[text.index(after: text.startIndex)..<close]
            port = text[text.index(close, offsetBy: 2)...]
        } else {
            // An IPv6 address without brackets cannot be told apart from its port.
            guard let colon = text.lastIndex(of: ":"), !text[..<colon].contains(":") else {
                throw .invalidListenAddress(text)
            }
            host = text[..<colon]
            port = text[text.index(after: colon)...]
        }
        guard !host.isEmpty, !port.isEmpty, port.allSatisfy(\.isASCII), port.allSatisfy(\.isNumber),
            port.count <= 5, let number = UInt16(port)
        else { throw .invalidListenAddress(text) }
        return ListenAddress(host: String(host), port: number)
    }

    public var description: String { host.contains(":") ? "[\(host)]:\(port)" : "\(host):\(port)" }
}
