import Catalog
import CatalogTestSupport
import Foundation
import Server
import Synchronization
import TestFixtures
import Testing

/// The catalog server running in the test process on a free port, over the shared demo
/// catalog (or another location, or other stores), with its log lines kept for the tests to read.
package final class ServerHarness: Sendable {
    package let server: HTTPServer
    private let logged = LogBook()

    private final class LogBook: Sendable {
        let lines = Mutex<[String]>([])
    }

    package var port: UInt16 { server.address.port }

    /// `port` 0 lets the system choose; a given one brings a server up where a client expects it.
    /// `upstreamOnly` answers our own route, `/v1/catalog/counts`, with a 404, as the upstream's
    /// API does.
    package init(
        location: CatalogLocation? = nil, stores: CatalogStorePool? = nil, threads: Int = 2, port: UInt16 = 0,
        requestDeadline: Duration = .seconds(10), headerDeadline: Duration = .seconds(3), upstreamOnly: Bool = false,
        connectionsPerClient: Int? = nil, connectionLimit: Int? = nil, drainTimeout: Duration? = nil,
        giveUp: (@Sendable () -> Void)? = nil
    ) throws {
        _ = SharedDemoCatalog.firstRun
        let service = CatalogService(
            stores: stores ?? CatalogStorePool(location: location ?? CatalogLocation(path: SharedDemoCatalog.path)))
        let logged = logged
        var configuration = ServerConfiguration(listen: ListenAddress(host: "127.0.0.1", port: port), threads: threads)
        configuration.requestDeadline = requestDeadline
        configuration.headerDeadline = headerDeadline
        if let connectionsPerClient { configuration.connectionsPerClient = connectionsPerClient }
        if let connectionLimit { configuration.connectionLimit = connectionLimit }
        if let drainTimeout { configuration.drainTimeout = drainTimeout }
        // A given port was let go by the test a moment ago; a child process forked meanwhile
        // (another test's) holds a copy of the socket until it runs its program, and the port
        // is taken until then. The bind is tried again until that copy is gone.
        let deadline = Date().addingTimeInterval(120)
        var started: HTTPServer?
        while started == nil {
            do {
                started = try Self.start(
                    configuration, service: service, upstreamOnly: upstreamOnly, giveUp: giveUp, logged: logged)
            } catch {
                guard port != 0, Date() < deadline else { throw error }
                usleep(10_000)
            }
        }
        server = started!
    }

    private static func start(
        _ configuration: ServerConfiguration, service: CatalogService, upstreamOnly: Bool,
        giveUp: (@Sendable () -> Void)?, logged: LogBook
    ) throws -> HTTPServer {
        try HTTPServer.start(
            configuration,
            respond: { request in
                guard upstreamOnly, request.target.starts(with: Array("/v1/catalog/".utf8)) else {
                    return service.respond(to: request)
                }
                let body = Data(#"{"detail":"No such route.","error":"Not found"}"#.utf8)
                return (
                    HTTPResponse(status: 404, headers: [HTTPHeader("Content-Type", "application/json")], body: body),
                    nil
                )
            }, giveUp: giveUp, log: { line in logged.lines.withLock { $0.append(line) } })
    }

    deinit { server.stop() }

    private static let started = Result { try ServerHarness() }

    /// One server shared by the tests that only read.
    package static func shared() throws -> ServerHarness { try started.get() }

    package func get(_ target: String, headers: [String] = []) throws -> RawHTTPConnection.Response {
        try RawHTTPConnection.request(port: port, target, headers: headers)
    }

    /// The log lines so far, waiting up to 120 s for at least `count`: a line is written once
    /// its response has gone out, after the client may already have read it.
    package func logLines(atLeast count: Int) -> [String] {
        let deadline = Date().addingTimeInterval(120)
        while logged.lines.withLock({ $0.count }) < count, Date() < deadline { usleep(5_000) }
        return logged.lines.withLock { $0 }
    }
}

extension SharedPostgresCatalog {
    private static let started = Result { try ServerHarness(stores: CatalogStorePool(database: url())) }

    /// One server on the loaded database, shared by the tests that only read.
    package static func server() throws -> ServerHarness { try started.get() }
}
