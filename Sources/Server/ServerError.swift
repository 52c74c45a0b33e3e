/// Why the server could not start, in words for whoever runs `approachnote serve`.
public enum ServerError: Error, Equatable, CustomStringConvertible {
    /// `--listen` is not HOST:PORT.
    case invalidListenAddress(String)
    /// The host names no address this machine can listen on.
    case unresolvableHost(host: String, reason: String)
    /// The address could not be bound or listened on (in use, not local, not permitted).
    case cannotListen(address: String, reason: String)
    /// libmicrohttpd refused to start (its threads or its event loop could not be created).
    case daemonFailed(address: String)
    /// libmicrohttpd, loaded when the server starts, is not there.
    case libraryMissing(reason: String)

    public var description: String {
        switch self {
        case .invalidListenAddress(let text):
            "--listen takes HOST:PORT, such as 127.0.0.1:8080 or [::1]:8080 (port 0 picks a free one), not '\(text)'."
        case .unresolvableHost(let host, let reason):
            "Cannot listen on host '\(host)' (\(reason)); give an address such as 127.0.0.1 or 0.0.0.0."
        case .cannotListen(let address, let reason):
            "Cannot listen on \(address) (\(reason))."
        case .daemonFailed(let address):
            "The HTTP server could not start on \(address) (its threads could not be created)."
        case .libraryMissing(let reason):
            "The HTTP server cannot start: libmicrohttpd cannot be loaded (\(reason)); install the libmicrohttpd12 package."
        }
    }
}
