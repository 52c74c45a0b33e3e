import ApplicationTestSupport
import Catalog
import CatalogTestSupport
import CommandSupport
import Foundation
import Screens
import ScreensTestSupport
import Server
import TestFixtures
import TestThreads
import Testing

@testable import ApproachNoteCommands

/// The catalog's counts over HTTP (our `/v1/catalog/counts`, for About and `catalog info
/// --server`), what shows without that route (the upstream's API), and the catalog's JSON
/// travelling gzipped.
@Suite("Counts and gzip from a server", .serialized, .testThreads)
struct ServerCountsTests {
    private static let songsLine = "  songs                             321"
    private static let performersLine = "  performers                     31,223"
    private static let recordingsLine = "  recordings                    107,281"

    private func run(_ arguments: [String], server: String) -> (status: Int32, io: CapturedIO) {
        let io = CapturedIO()
        return (ApproachNoteCommand.run(arguments, environment: ["APPROACHNOTE_SERVER": server], io: io), io)
    }

    @Test("/v1/catalog/counts answers the store's counts, cacheable like the catalog's other answers")
    func countsRoute() throws {
        let response = try ServerHarness.shared().get("/v1/catalog/counts")
        #expect(response.status == 200)
        #expect(response.body == (try payload(try SharedDemoCatalog.store().counts())))
        #expect(response.header("Cache-Control") == CatalogService.cacheControl)
        #expect(response.header("ETag") != nil)
    }

    @Test("catalog info --server prints every count the file's catalog info prints")
    func infoFromOurServer() throws {
        let address = "http://127.0.0.1:\(try ServerHarness.shared().port)"
        let file = CapturedIO()
        #expect(
            ApproachNoteCommand.run(
                ["--catalog", SharedDemoCatalog.path, "catalog", "info"], environment: [:], io: file)
                == 0)
        let served = CapturedIO()
        #expect(ApproachNoteCommand.run(["--server", address, "catalog", "info"], environment: [:], io: served) == 0)
        let lines = served.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.first == "ApproachNote catalog served at \(address)")
        #expect(lines.count == 13)
        #expect(lines[1] == Self.songsLine)
        #expect(lines[3] == Self.performersLine)
        let fileLines = file.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(fileLines[1] == CatalogOrigin.demo.note, "the file says it is the demo catalog")
        #expect(lines.dropFirst() == fileLines.dropFirst(2))

        let json = run(["catalog", "info", "--json"], server: address)
        #expect(json.status == 0)
        let object = try #require(JSONSerialization.jsonObject(with: Data(json.io.output.utf8)) as? [String: Any])
        #expect(Set(object.keys) == ["server", "counts"])
        #expect(object["server"] as? String == address)
        let counts = try JSONDecoder().decode(
            CatalogCounts.self, from: JSONSerialization.data(withJSONObject: try #require(object["counts"])))
        #expect(counts == (try SharedDemoCatalog.store().counts()))
    }

    @Test(
        "from a server without /v1/catalog/counts: the songs and artists its indexes list, its recordings count, and why not the rest"
    )
    func infoFromTheUpstreamsAPI() throws {
        let server = try ServerHarness(upstreamOnly: true)
        let address = "http://127.0.0.1:\(server.port)"
        let missing = "The server at \(address) does not report the catalog's counts (it has no /v1/catalog/counts)."
        let text = run(["catalog", "info"], server: address)
        #expect(text.status == 0)
        #expect(
            text.io.output
                == "ApproachNote catalog served at \(address)\n\(Self.songsLine)\n\(Self.recordingsLine)\n"
                + "\(Self.performersLine)\n\(missing)\n")
        let json = run(["catalog", "info", "--json"], server: address)
        #expect(json.status == 0)
        let object = try #require(JSONSerialization.jsonObject(with: Data(json.io.output.utf8)) as? [String: Any])
        #expect(Set(object.keys) == ["server", "songs", "performers", "recordings", "missing"])
        #expect(object["songs"] as? Int == 321)
        #expect(object["recordings"] as? Int == 107_281, "from /v1/recordings/count, which the upstream has")
        #expect(object["performers"] as? Int == 31_223)
        #expect(object["missing"] as? String == missing)

        let harness = try BrowserHarness(store: try HTTPCatalog(address: address))
        harness.keys("4")
        #expect(harness.lines[4] == " This catalog")
        #expect(harness.lines[5] == " 321 songs · 31,223 artists · 107,281 recordings")
        #expect(harness.lines[6] == " \(missing)")
    }

    @Test("catalog info --server with the server away fails with the reason, exit 1")
    func infoOffline() throws {
        let address = "http://127.0.0.1:\(try LoopbackSockets.closedPort())"
        let result = run(["catalog", "info"], server: address)
        #expect(result.status == 1)
        #expect(result.io.output.isEmpty)
        #expect(
            result.io.error
                == "approachnote: Offline: the server at \(address) cannot be reached (connection refused).\n")
    }

    @Test("the client asks for gzip: the songs index travels compressed and decodes to the same 321 songs")
    func gzip() throws {
        let server = try ServerHarness()
        let songs = try HTTPCatalog(address: "http://127.0.0.1:\(server.port)").songs(matching: nil)
        #expect(songs == (try SharedDemoCatalog.store().songs(matching: nil)))
        let line = try #require(server.logLines(atLeast: 1).first)
        let compressed = try server.get("/v1/songs/index", headers: ["Accept-Encoding: gzip"])
        let plain = try server.get("/v1/songs/index")
        #expect(compressed.header("Content-Encoding") == "gzip")
        #expect(compressed.body.count * 2 < plain.body.count)
        #expect(line.hasPrefix("GET /v1/songs/index 200 \(compressed.body.count) "), "\(line)")
    }
}
