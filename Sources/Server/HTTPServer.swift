import CMicroHTTPD
import Glibc
import Synchronization

/// libmicrohttpd serving HTTP/1.1 on a pool of polling threads, each answering its own
/// connections' requests: keep-alive, the connection limit, the memory each connection may
/// use and the idle timeout are libmicrohttpd's; the time to send a whole request is
/// `RequestDeadlines`'; what a request means is `respond`'s.
///
/// A stop first stops accepting, lets the requests in flight finish (bounded), and only then
/// closes every connection.
public final class HTTPServer: Sendable {
    public typealias Responder = @Sendable (HTTPRequest) -> (response: HTTPResponse, problem: String?)

    /// The address listened on; port 0 asked for is the port the system chose.
    public let address: ListenAddress
    private let respond: Responder
    private let log: @Sendable (String) -> Void
    private let drainTimeout: Duration
    /// The longest body read (`RequestLimits.bodyBytes`).
    private let bodyLimit: Int
    /// The most of a body over the limit read (and dropped) before its 413 is sent.
    private var discardLimit: Int { bodyLimit * 16 }
    /// Makes whatever the requests in flight wait on give up (see `stop`).
    private let giveUp: (@Sendable () -> Void)?
    private let socket: ListenSocket
    private let deadlines: RequestDeadlines
    private let daemon = Mutex<DaemonHandle?>(nil)
    /// Requests whose line has arrived and whose response has not finished.
    private let inFlight = Atomic<Int>(0)
    /// Once stopping, every response closes its connection, so clients take their next
    /// request elsewhere instead of sending it into a closing server.
    private let stopping = Atomic<Bool>(false)

    /// The daemon pointer, passed between threads only under `daemon`'s lock.
    private struct DaemonHandle: @unchecked Sendable {
        let pointer: OpaquePointer
    }

    private init(
        socket: ListenSocket, configuration: ServerConfiguration, respond: @escaping Responder,
        giveUp: (@Sendable () -> Void)?, log: @escaping @Sendable (String) -> Void
    ) {
        self.socket = socket
        self.giveUp = giveUp
        address = socket.address
        drainTimeout = configuration.drainTimeout
        bodyLimit = configuration.limits.bodyBytes
        deadlines = RequestDeadlines(
            limit: configuration.requestDeadline, headerLimit: configuration.headerDeadline,
            crowd: configuration.crowdPerThread, log: log)
        self.respond = respond
        self.log = log
    }

    /// - Parameter giveUp: called by a stop whose requests in flight outlast half the drain
    ///   timeout: whatever they wait on (a database that stopped answering) should give up, so
    ///   that they are answered, if with an error, while their connections are still open.
    public static func start(
        _ configuration: ServerConfiguration, respond: @escaping Responder,
        giveUp: (@Sendable () -> Void)? = nil, log: @escaping @Sendable (String) -> Void = RequestLog.standardError
    ) throws(ServerError) -> HTTPServer {
        guard cmhd_load() != 0 else { throw .libraryMissing(reason: String(cString: cmhd_load_error())) }
        let socket = try ListenSocket.open(configuration.listen, backlog: 256)
        let server = HTTPServer(
            socket: socket, configuration: configuration, respond: respond, giveUp: giveUp, log: log)
        var flags = MHD_USE_INTERNAL_POLLING_THREAD.rawValue | MHD_USE_EPOLL.rawValue | MHD_USE_ITC.rawValue
        if socket.isIPv6 { flags |= MHD_USE_IPv6.rawValue }
        // The callbacks reach the server through this reference, released once the daemon has stopped.
        let context = Unmanaged.passRetained(server).toOpaque()
        guard
            let pointer = cmhd_start(
                flags, socket.descriptor, UInt32(configuration.threads), UInt32(configuration.connectionLimit),
                UInt32(configuration.connectionsPerClient), configuration.connectionMemory,
                UInt32(configuration.idleTimeout), Self.accessHandler, context,
                Self.completionHandler, context, Self.requestLineHandler, context, Self.connectionHandler, context)
        else {
            Unmanaged<HTTPServer>.fromOpaque(context).release()
            socket.close()
            throw .daemonFailed(address: configuration.listen.description)
        }
        server.daemon.withLock { $0 = DaemonHandle(pointer: pointer) }
        server.deadlines.startWatchdog()
        return server
    }

    public var requestsInFlight: Int { inFlight.load(ordering: .acquiring) }

    /// Stops accepting connections, waits up to the drain timeout for the requests in flight,
    /// then closes every connection. Returns how many requests were still unfinished then
    /// (being answered, or arrived and unread).
    /// Requests still in flight halfway through are made to give up (`giveUp`), so that the
    /// rest of the drain sends their answers and those of the requests queued behind them
    /// (whose bytes wait unread: they count as in flight too).
    @discardableResult
    public func stop() -> Int {
        guard
            let handle = daemon.withLock({ daemon in
                defer { daemon = nil }
                return daemon
            })
        else { return 0 }
        stopping.store(true, ordering: .releasing)
        _ = MHD_quiesce_daemon(handle.pointer)
        let halfway = ContinuousClock.now + drainTimeout / 2
        let end = halfway + drainTimeout / 2
        let unfinished = { self.requestsInFlight + self.deadlines.requestsUnread() }
        var askedToGiveUp = false
        while true {
            answerWaitingConnections()
            guard unfinished() > 0, ContinuousClock.now < end else { break }
            // Only requests being answered wait on anything; one merely arrived is answered as usual.
            if !askedToGiveUp, ContinuousClock.now >= halfway {
                askedToGiveUp = true
                if requestsInFlight > 0 { giveUp?() }
            }
            usleep(10_000)
        }
        let left = unfinished()
        MHD_stop_daemon(handle.pointer)
        deadlines.stopWatchdog()
        // libmicrohttpd's threads may use the listening socket until it has stopped.
        socket.close()
        Unmanaged.passUnretained(self).release()
        return left
    }

    /// Connections made since libmicrohttpd stopped accepting get a 503 that says the server
    /// is stopping, each logged.
    private func answerWaitingConnections() {
        let refusal = Self.stoppingRefusal
        for sent in socket.answerWaiting(with: refusal.bytes) {
            log(RequestLog.line(answeredWhileStopping: sent, status: refusal.status, bytes: refusal.bodyBytes))
        }
    }

    /// The 503 of a stopping server as it goes on the wire, made once: the drain asks for it
    /// every few milliseconds.
    private static let stoppingRefusal: (bytes: [UInt8], status: Int, bodyBytes: Int) = {
        let refusal = APIError.stopping.response
        var bytes = Array("HTTP/1.1 503 Service Unavailable\r\n".utf8)
        for header in refusal.headers + [HTTPHeader("Connection", "close")] {
            bytes += Array("\(header.name): \(header.value)\r\n".utf8)
        }
        bytes += Array("Content-Length: \(refusal.body.count)\r\n\r\n".utf8) + Array(refusal.body)
        return (bytes, refusal.status, refusal.body.count)
    }()

    // MARK: - libmicrohttpd's callbacks

    /// The request line has arrived: the target is kept as sent, before libmicrohttpd decodes
    /// it, and the request counts as in flight until its completion.
    private static let requestLineHandler: cmhd_uri_logger = { context, uri, connection in
        let server = Unmanaged<HTTPServer>.fromOpaque(context!).takeUnretainedValue()
        if let connection { server.deadlines.requestLineArrived(connection) }
        server.inFlight.add(1, ordering: .relaxed)
        return Unmanaged.passRetained(RequestRecord(target: uri)).toOpaque()
    }

    /// Called once the headers have arrived, then with each piece of the body, then once the
    /// request is complete. A request is answered on the last call: answered on the first,
    /// libmicrohttpd cannot know the request is over and closes the connection. A body on a
    /// GET or a HEAD, or one longer than the limit, is refused at once, unread, and its
    /// connection closed: whatever follows cannot be taken for another request.
    private static let accessHandler: MHD_AccessHandlerCallback = {
        context, connection, _, method, version, upload, uploadSize, requestContext in
        guard let connection, let method, let opaque = requestContext?.pointee else { return .NO }
        let server = Unmanaged<HTTPServer>.fromOpaque(context!).takeUnretainedValue()
        let record = Unmanaged<RequestRecord>.fromOpaque(opaque).takeUnretainedValue()
        guard let request = record.request else {
            let request = HTTPRequest(
                method: String(cString: method), target: record.target, headers: HTTPServer.headers(of: connection),
                clientAddress: HTTPServer.clientAddress(of: connection))
            record.request = request
            let problem =
                if record.targetWasCut(version: version) {
                    "The request target holds a NUL byte; percent-encode it."
                } else if HTTPServer.hasFoldedField(connection, requestStart: method) {
                    "A header field goes on over a second line (obs-fold); send each field on one line."
                } else {
                    RequestFraming.problem(request, version: version.map { String(cString: $0) } ?? "")
                }
            if let problem {
                return server.refuse(
                    request, on: connection, record, APIError.badRequest(error: "Malformed request", detail: problem),
                    problem)
            }
            guard request.declaresBody else { return .YES }
            if !request.mayCarryBody { return server.answer(request, on: connection, record) }
            if let length = request.declaredLength, length > server.discardLimit {
                return server.refuse(request, on: connection, record, .bodyTooLarge(limit: server.bodyLimit), nil)
            }
            return .YES
        }
        if let uploadSize, uploadSize.pointee > 0 {
            let size = uploadSize.pointee
            uploadSize.pointee = 0
            record.bodyBytesReceived += size
            // A body past the limit is read on and dropped, so that the 413 reaches a client
            // still sending it (a connection closed with bytes unread is reset, and the answer
            // lost with it); one past what is worth reading ends the connection at once.
            if record.bodyBytesReceived > server.discardLimit {
                return server.refuse(request, on: connection, record, .bodyTooLarge(limit: server.bodyLimit), nil)
            }
            if record.bodyBytesReceived <= server.bodyLimit, let upload {
                record.body += UnsafeRawBufferPointer(start: upload, count: size)
            }
            return .YES
        }
        guard record.bodyBytesReceived <= server.bodyLimit else {
            record.body = []
            let refusal = APIError.bodyTooLarge(limit: server.bodyLimit).response
            return server.answer(request, on: connection, record) { [refusal] _ in (refusal, nil) }
        }
        var whole = request
        whole.body = record.body
        record.body = []
        return server.answer(whole, on: connection, record)
    }

    /// Answers `request` with `error` and closes its connection: what is left of it unread
    /// cannot be told from a next request.
    private func refuse(
        _ request: HTTPRequest, on connection: OpaquePointer, _ record: RequestRecord, _ error: APIError,
        _ problem: String?
    ) -> MHD_Result {
        var refusal = error.response
        refusal.headers.append(HTTPHeader("Connection", "close"))
        return answer(request, on: connection, record) { [refusal] _ in (refusal, problem) }
    }

    /// The response has gone out, or the connection ended first.
    private static let completionHandler: MHD_RequestCompletedCallback = {
        context, connection, requestContext, ending in
        let server = Unmanaged<HTTPServer>.fromOpaque(context!).takeUnretainedValue()
        let cutOff = connection.flatMap(server.deadlines.responseFinished)
        guard let record = requestContext?.pointee else { return }
        requestContext?.pointee = nil
        let finished = Unmanaged<RequestRecord>.fromOpaque(record).takeRetainedValue()
        server.log(RequestLog.line(finished, ending: cutOff ?? HTTPServer.describe(ending)))
        server.inFlight.subtract(1, ordering: .releasing)
    }

    /// A connection opened or closed.
    private static let connectionHandler: MHD_NotifyConnectionCallback = { context, connection, _, event in
        guard let connection else { return }
        let server = Unmanaged<HTTPServer>.fromOpaque(context!).takeUnretainedValue()
        if event == .CONNECTION_NOTIFY_STARTED {
            server.deadlines.opened(connection)
        } else {
            server.deadlines.closed(connection)
        }
    }

    private static func describe(_ ending: MHD_RequestTerminationCode) -> String? {
        switch ending {
        case .REQUEST_TERMINATED_COMPLETED_OK: nil
        case .REQUEST_TERMINATED_TIMEOUT_REACHED: "timed out"
        case .REQUEST_TERMINATED_DAEMON_SHUTDOWN: "server stopped"
        case .REQUEST_TERMINATED_CLIENT_ABORT, .REQUEST_TERMINATED_READ_ERROR: "client closed the connection"
        default: "connection failed"
        }
    }

    /// Answers `request` with what `respond` makes of it (the catalog's answer, unless given
    /// another), on the thread the deadlines count as busy meanwhile.
    private func answer(
        _ request: HTTPRequest, on connection: OpaquePointer, _ record: RequestRecord,
        with respond: Responder? = nil
    ) -> MHD_Result {
        let waitedForThread = deadlines.requestArrived(connection)
        var (response, problem) = (respond ?? self.respond)(request)
        deadlines.answered()
        // A request that sat unread while its thread answered another says so: the delay was
        // the server's, not the client's.
        if waitedForThread >= .seconds(1) {
            let note = "waited \(waitedForThread.components.seconds) s for its thread, busy with another request"
            problem = problem.map { $0 + "; " + note } ?? note
        }
        if stopping.load(ordering: .acquiring) { response.headers.append(HTTPHeader("Connection", "close")) }
        record.status = response.status
        record.bytes =
            request.method == "HEAD" || response.status == 304
            ? 0 : response.file.map { Int($0.size) } ?? response.body.count
        record.problem = problem
        let sent: OpaquePointer?
        if let file = response.file, let descriptor = file.take() {
            // libmicrohttpd closes the descriptor with the response, or at once if it fails.
            sent = MHD_create_response_from_fd64(file.size, descriptor)
        } else {
            sent = response.body.withUnsafeBytes { body in
                MHD_create_response_from_buffer(
                    body.count, UnsafeMutableRawPointer(mutating: body.baseAddress), .RESPMEM_MUST_COPY)
            }
        }
        guard let sent else { return .NO }
        defer { MHD_destroy_response(sent) }
        for header in response.headers { MHD_add_response_header(sent, header.name, header.value) }
        return MHD_queue_response(connection, UInt32(response.status), sent)
    }

    private static func clientAddress(of connection: OpaquePointer) -> String {
        var text = [CChar](repeating: 0, count: 64)
        guard cmhd_connection_address(connection, &text, text.count) == 0 else { return "unknown" }
        return String(decoding: text.prefix { $0 != 0 }.map(UInt8.init), as: UTF8.self)
    }

    /// Whether a header field was folded over two lines (RFC 9112 §5.2 lets a server refuse
    /// it, and we do: a folded `Content-Length` is a length two readers can see differently).
    /// libmicrohttpd joins a continuation line to the field's name, copied out of the bytes of
    /// the request, where every other name and value stays; so a field outside those bytes,
    /// which start at the method and are as long as the library says, was folded.
    private static func hasFoldedField(_ connection: OpaquePointer, requestStart: UnsafePointer<CChar>) -> Bool {
        let size = cmhd_request_header_size(connection)
        guard size > 0 else { return false }
        var bytes = RequestBytes(start: UInt(bitPattern: requestStart), count: UInt(size))
        _ = withUnsafeMutablePointer(to: &bytes) { bytes in
            MHD_get_connection_values(
                connection, .HEADER_KIND,
                { context, _, name, value in
                    let bytes = context!.assumingMemoryBound(to: RequestBytes.self)
                    if !bytes.pointee.hold(name) || !bytes.pointee.hold(value) { bytes.pointee.foundOutside = true }
                    return .YES
                }, bytes)
        }
        return bytes.foundOutside
    }

    /// Where a request's line and header fields lie, and whether a field was found elsewhere.
    private struct RequestBytes {
        let start: UInt
        let count: UInt
        var foundOutside = false

        func hold(_ text: UnsafePointer<CChar>?) -> Bool {
            guard let text else { return true }
            let address = UInt(bitPattern: text)
            return address >= start && address - start < count
        }
    }

    private static func headers(of connection: OpaquePointer) -> [HTTPHeader] {
        var headers: [HTTPHeader] = []
        withUnsafeMutablePointer(to: &headers) { list in
            _ = MHD_get_connection_values(
                connection, .HEADER_KIND,
                { list, _, name, value in
                    list!.assumingMemoryBound(to: [HTTPHeader].self).pointee.append(
                        HTTPHeader(name.map { String(cString: $0) } ?? "", value.map { String(cString: $0) } ?? ""))
                    return .YES
                }, list)
        }
        return headers
    }
}
