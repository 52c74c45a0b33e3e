/// Limits on what one request may send. The server checks them itself and answers in JSON;
/// libmicrohttpd's own limit (the connection's memory) lies well above them and only ever
/// answers requests far larger, with its own HTML page.
public struct RequestLimits: Equatable, Sendable {
    /// Bytes of the request target (path and query string). A 100-id batch takes 3.8 KB.
    public var targetBytes = 8 * 1024
    public var headerFields = 100
    /// Bytes of all header names and values.
    public var headerBytes = 16 * 1024
    /// Bytes of a request's body: the account routes' JSON is a few hundred.
    public var bodyBytes = 64 * 1024

    public init() {}
}

/// How the server runs.
public struct ServerConfiguration: Sendable {
    public var listen: ListenAddress
    /// libmicrohttpd's polling threads; each answers its connections' requests itself, with a
    /// catalog connection of its own.
    public var threads: Int
    /// Connections open at once; more are refused at accept. libmicrohttpd gives each thread its
    /// share, and a thread refuses past its own; a sixteenth of each share is kept free for
    /// newcomers: past `crowdPerThread`, a new connection closes the one of its thread that has
    /// waited longest for a request.
    public var connectionLimit = 1024
    public var crowdPerThread: Int {
        let share = connectionLimit / max(1, threads)
        return share - max(1, share / 16)
    }
    /// Connections open at once from one address; more from it are refused at accept, so that
    /// one client holding connections open (slowly sending, or not at all) leaves the rest for
    /// the others.
    public var connectionsPerClient = defaultConnectionsPerClient
    public static let defaultConnectionsPerClient = 64
    public static let connectionsPerClientRange = 1...1024
    /// Memory per connection for the request line, headers and response headers (bodies are
    /// allocated apart). libmicrohttpd keeps an entry (some 60 bytes) per query parameter, and
    /// a request it cannot hold is never answered at all: an 8 KB target of one-letter
    /// parameters has 4,096 of them, so 384 KB holds the largest request the limits let
    /// through. The pool is mapped, not filled: a connection uses only the pages its requests
    /// touch.
    public var connectionMemory = 384 * 1024
    /// Seconds a connection may stay silent (between requests, or within one) before it is closed.
    public var idleTimeout = 15
    /// How long a client has to send a whole request, from its connection's opening or from the
    /// previous response; a client sending a byte now and then is never idle, but is cut off
    /// here. Between requests it closes a quiet keep-alive connection before the idle timeout.
    public var requestDeadline: Duration = .seconds(10)
    /// How long a client has from its request line to its last header byte: a client sends
    /// them together, so one that trickles its headers is holding the connection.
    public var headerDeadline: Duration = .seconds(3)
    /// How long a stop waits for the requests in flight.
    public var drainTimeout = defaultDrainTimeout
    public static let defaultDrainTimeout: Duration = .seconds(10)
    public var limits = RequestLimits()

    public static let threadRange = 1...64

    public init(listen: ListenAddress, threads: Int) {
        self.listen = listen
        self.threads = threads
    }
}
