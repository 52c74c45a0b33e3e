import Catalog
import Foundation
import Server
import Synchronization
import Testing

/// The catalog server running in the test process on a free port, over the shared demo
/// catalog (or another location, or other stores), with its log lines kept for the tests to read.
final class ServerHarness: Sendable {
    let server: HTTPServer
    private let logged = LogBook()

    private final class LogBook: Sendable {
        let lines = Mutex<[String]>([])
    }

    var port: UInt16 { server.address.port }

    /// `port` 0 lets the system choose; a given one brings a server up where a client expects it.
    init(location: CatalogLocation? = nil, stores: CatalogStorePool? = nil, threads: Int = 2, port: UInt16 = 0)
        throws
    {
        _ = SharedDemoCatalog.firstRun
        let service = CatalogService(
            stores: stores ?? CatalogStorePool(location: location ?? CatalogLocation(path: SharedDemoCatalog.path)))
        let logged = logged
        server = try HTTPServer.start(
            ServerConfiguration(listen: ListenAddress(host: "127.0.0.1", port: port), threads: threads),
            respond: service.respond, log: { line in logged.lines.withLock { $0.append(line) } })
    }

    deinit { server.stop() }

    private static let started = Result { try ServerHarness() }

    /// One server shared by the tests that only read.
    static func shared() throws -> ServerHarness { try started.get() }

    func get(_ target: String, headers: [String] = []) throws -> RawHTTPConnection.Response {
        try RawHTTPConnection.request(port: port, target, headers: headers)
    }

    /// The log lines so far, waiting up to 10 s for at least `count`: a line is written once
    /// its response has gone out, after the client may already have read it.
    func logLines(atLeast count: Int) -> [String] {
        let deadline = Date().addingTimeInterval(10)
        while logged.lines.withLock({ $0.count }) < count, Date() < deadline { usleep(5_000) }
        return logged.lines.withLock { $0 }
    }
}

/// The store's own answer, encoded as the server encodes it.
func payload<T: Encodable>(_ value: T?) throws -> Data {
    try PayloadJSON.encode(try #require(value))
}
